/** "Open in a new browser window": the viewer's own page with its input in the address. */
import type { Stage } from "../../app/paths";
import { viewerWindows, type ViewerInputs, type ViewerKey } from "./registry";

/** The address of a viewer's page for an input, or null when the input has no address. */
export function viewerPageHref<K extends ViewerKey>(
  key: K,
  input: ViewerInputs[K],
  stage: Stage,
): string | null {
  const route = viewerWindows[key].pageRoute(input, stage);
  return route === null ? null : `${window.location.pathname}${window.location.search}#${route}`;
}

/** Opens the viewer's page in a new browser window; false when the input has no address. */
export function openViewerPage<K extends ViewerKey>(key: K, input: ViewerInputs[K], stage: Stage): boolean {
  const href = viewerPageHref(key, input, stage);
  if (href === null) return false;
  window.open(href, "_blank", "noopener");
  return true;
}
