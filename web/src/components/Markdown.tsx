/**
 * Markdown rendered with marked and sanitised with DOMPurify: no script, no event handlers, no
 * javascript: or data: links (images may use data:image only); links open in a new window.
 */
import DOMPurify from "dompurify";
import { marked } from "marked";
import { useMemo } from "react";

const safeHref = /^(?:https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:]*$)/i;
const safeImage = /^(?:https?:|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp);)/i;

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const href = node.getAttribute("href") ?? "";
      if (!safeHref.test(href.trim())) node.removeAttribute("href");
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
    if (node.tagName === "IMG") {
      const src = node.getAttribute("src") ?? "";
      if (!safeImage.test(src.trim())) node.removeAttribute("src");
    }
  });
}

/** Markdown to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  installHooks();
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "iframe", "object", "embed", "svg", "math"],
    FORBID_ATTR: ["style"],
  });
}

export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // The HTML is sanitised above: this is the one place markdown becomes markup.
  return (
    <div
      className="markdown-body"
      data-testid={testId ?? "markdown"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
