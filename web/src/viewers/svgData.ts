/** An SVG shown only as an image (data: URL): its scripts never run and it never joins the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
