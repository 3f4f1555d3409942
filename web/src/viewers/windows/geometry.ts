/** Where plugin windows sit: opening cascades, moving and resizing keep the title bar reachable. */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const minWindowSize = { width: 320, height: 240 } as const;
/** How much of a window's title bar stays inside the viewport, whatever the move. */
const keptVisible = 96;
const titleBarHeight = 40;
const cascadeStep = 32;
const cascadeSteps = 8;

/** The rectangle of the n-th window opened: a cascade from the top left, within the viewport. */
export function initialRect(count: number, viewport: Viewport): Rect {
  const width = Math.max(minWindowSize.width, Math.min(960, viewport.width - 48));
  const height = Math.max(minWindowSize.height, Math.min(640, viewport.height - 96));
  const step = (count % cascadeSteps) * cascadeStep;
  return clampRect({ x: 72 + step, y: 64 + step, width, height }, viewport);
}

/** Keeps a window's title bar on screen: at least `keptVisible` pixels across, never above the top. */
export function clampRect(rect: Rect, viewport: Viewport): Rect {
  const x = Math.min(Math.max(rect.x, keptVisible - rect.width), viewport.width - keptVisible);
  const y = Math.min(Math.max(rect.y, 0), Math.max(0, viewport.height - titleBarHeight));
  return { ...rect, x, y };
}

export function movedRect(rect: Rect, dx: number, dy: number, viewport: Viewport): Rect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, viewport);
}

/** Resizing from the bottom right corner: never below the minimum size, never past the viewport. */
export function resizedRect(rect: Rect, dw: number, dh: number, viewport: Viewport): Rect {
  const width = Math.min(
    Math.max(minWindowSize.width, rect.width + dw),
    Math.max(minWindowSize.width, viewport.width - rect.x),
  );
  const height = Math.min(
    Math.max(minWindowSize.height, rect.height + dh),
    Math.max(minWindowSize.height, viewport.height - rect.y),
  );
  return { ...rect, width, height };
}
