/** Ketcher's CSS with its page-wide scroll bar rules scoped to the editor's box (.crucible-draw). */
export function scopeKetcherCss(css: string): string {
  return css.replace(/(^|[}{,])(\s*)::-webkit-scrollbar/g, "$1$2.crucible-draw ::-webkit-scrollbar");
}
