/**
 * The plugin windows on screen: a title bar to drag (or to move with the arrow keys, Shift+arrows
 * resize, Escape closes), a corner to resize, minimise to a chip in the dock, maximise, close, open
 * in a new browser window; a click anywhere in a window brings it to the front.
 */
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import { Button, Icon, Loader } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { clampRect, movedRect, resizedRect, type Rect, type Viewport } from "./geometry";
import { viewerPageHref } from "./newWindow";
import { viewerWindows, type ViewerInputs, type ViewerKey } from "./registry";
import type { OpenWindow, WindowActions } from "./ViewerWindows";
import "./windows.css";
import { useNs } from "../../i18n";
import { windowsNs } from "./i18n";

const keyStep = 24;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The parts of a window that depend on its viewer: title, icon, body, page address. */
function viewerParts<K extends ViewerKey>(entry: { readonly key: K; readonly input: ViewerInputs[K] }) {
  const def = viewerWindows[entry.key];
  const { Component } = def;
  return {
    title: def.title(entry.input),
    icon: def.icon,
    body: <Component input={entry.input} />,
    pageHref: (stage: "frontend" | "system") => viewerPageHref(entry.key, entry.input, stage),
  };
}

type Drag = { readonly mode: "move" | "resize"; readonly x: number; readonly y: number; readonly rect: Rect };

function PluginWindow({
  entry,
  actions,
  screen,
}: {
  entry: OpenWindow;
  actions: WindowActions;
  screen: Viewport;
}) {
  const { t } = useNs(windowsNs);
  const session = useSession();
  const titleId = useId();
  const drag = useRef<Drag | null>(null);
  const parts = viewerParts(entry);
  const pageHref = parts.pageHref(session.stage);
  const { id, maximized, minimized } = entry;
  // Shown within the browser window as it is now; the stored place is kept for a larger one.
  const rect = clampRect(entry.rect, screen);

  const startDrag = (mode: Drag["mode"]) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || maximized) return;
    if (mode === "move" && (event.target as HTMLElement).closest("button, a")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, rect };
  };
  const onDrag = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    actions.place(
      id,
      start.mode === "move"
        ? movedRect(start.rect, dx, dy, viewport())
        : resizedRect(start.rect, dx, dy, viewport()),
    );
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onBarKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      actions.close(id);
      return;
    }
    const moves: Record<string, readonly [number, number]> = {
      ArrowLeft: [-keyStep, 0],
      ArrowRight: [keyStep, 0],
      ArrowUp: [0, -keyStep],
      ArrowDown: [0, keyStep],
    };
    const move = moves[event.key];
    if (!move || maximized) return;
    event.preventDefault();
    const [dx, dy] = move;
    actions.place(
      id,
      event.shiftKey ? resizedRect(rect, dx, dy, viewport()) : movedRect(rect, dx, dy, viewport()),
    );
  };

  const style = maximized
    ? { zIndex: 900 + entry.z }
    : { left: rect.x, top: rect.y, width: rect.width, height: rect.height, zIndex: 900 + entry.z };
  const classes = ["plugin-window", maximized ? "maximized" : "", minimized ? "minimized" : ""].join(" ");
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={classes}
      style={style}
      onPointerDownCapture={() => actions.focus(id)}
      data-testid="plugin-window"
      data-window-key={entry.key}
      data-window-id={id}
    >
      <header
        className="plugin-window-bar"
        tabIndex={0}
        title={t("moveHint")}
        onPointerDown={startDrag("move")}
        onPointerMove={onDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onBarKey}
        onDoubleClick={() => actions.maximize(id, !maximized)}
        data-testid="plugin-window-bar"
      >
        <Icon name={parts.icon} />
        <span className="plugin-window-title" id={titleId} data-testid="plugin-window-title">
          {parts.title}
        </span>
        <span className="plugin-window-kind muted small">{t(`viewers.${entry.key}`)}</span>
        <span className="plugin-window-buttons">
          {pageHref ? (
            <Button
              as="a"
              href={pageHref}
              target="_blank"
              rel="noopener"
              basic
              compact
              size="mini"
              icon="external alternate"
              title={t("newWindow")}
              aria-label={t("newWindow")}
              data-testid="plugin-window-new"
            />
          ) : null}
          <Button
            basic
            compact
            size="mini"
            icon="window minimize"
            title={t("minimize")}
            aria-label={t("minimize")}
            onClick={() => actions.minimize(id, true)}
            data-testid="plugin-window-minimize"
          />
          <Button
            basic
            compact
            size="mini"
            icon={maximized ? "window restore" : "window maximize"}
            title={maximized ? t("restore") : t("maximize")}
            aria-label={maximized ? t("restore") : t("maximize")}
            onClick={() => actions.maximize(id, !maximized)}
            data-testid="plugin-window-maximize"
          />
          <Button
            basic
            compact
            size="mini"
            icon="close"
            title={t("close")}
            aria-label={t("close")}
            onClick={() => actions.close(id)}
            data-testid="plugin-window-close"
          />
        </span>
      </header>
      <div className="plugin-window-body">
        <Suspense fallback={<Loader active inline="centered" data-testid="plugin-window-loading" />}>
          {parts.body}
        </Suspense>
      </div>
      {maximized ? null : (
        <div
          className="plugin-window-resize"
          title={t("resize")}
          onPointerDown={startDrag("resize")}
          onPointerMove={onDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid="plugin-window-resize"
        />
      )}
    </section>
  );
}

/** The windows, and the dock of minimised ones, above the shell (below dialogs). */
export function WindowLayer({
  windows,
  actions,
}: {
  windows: readonly OpenWindow[];
  actions: WindowActions;
}) {
  const { t } = useNs(windowsNs);
  // A smaller browser window shows every title bar within reach, without moving the windows for good.
  const [screen, setScreen] = useState<Viewport>(viewport);
  useEffect(() => {
    const onResize = () => setScreen(viewport());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  const minimized = windows.filter((entry) => entry.minimized);
  return createPortal(
    <div className="plugin-window-layer" data-testid="plugin-window-layer">
      {windows.map((entry) => (
        <PluginWindow key={entry.id} entry={entry} actions={actions} screen={screen} />
      ))}
      {minimized.length > 0 ? (
        <nav className="plugin-window-dock" aria-label={t("dock")} data-testid="plugin-window-dock">
          {minimized.map((entry) => {
            const parts = viewerParts(entry);
            return (
              <Button
                key={entry.id}
                size="small"
                icon={parts.icon}
                content={parts.title}
                title={t("restoreWindow", { title: parts.title })}
                onClick={() => actions.focus(entry.id)}
                data-testid="plugin-window-chip"
              />
            );
          })}
        </nav>
      ) : null}
    </div>,
    document.body,
  );
}
