/**
 * Plugin windows (spec §2 viewer pages, issue 12): movable, resizable in-app windows, several at
 * once, each showing a viewer by key with its input. The provider sits in the stage shell; the
 * window layer and the viewers load as their own chunks when the first window opens.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { initialRect, type Rect } from "./geometry";
import type { ViewerInputs, ViewerKey } from "./registry";

interface WindowState {
  readonly id: number;
  readonly rect: Rect;
  readonly z: number;
  readonly minimized: boolean;
  readonly maximized: boolean;
}

/** An open window: a viewer key with its input, and where the window is. */
export type OpenWindow = {
  [K in ViewerKey]: WindowState & { readonly key: K; readonly input: ViewerInputs[K] };
}[ViewerKey];

export interface WindowActions {
  readonly close: (id: number) => void;
  readonly focus: (id: number) => void;
  readonly place: (id: number, rect: Rect) => void;
  readonly minimize: (id: number, minimized: boolean) => void;
  readonly maximize: (id: number, maximized: boolean) => void;
}

export interface ViewerWindowsApi {
  /** Opens a viewer in a new plugin window, in front of the others. */
  readonly open: <K extends ViewerKey>(key: K, input: ViewerInputs[K]) => void;
}

const ViewerWindowsContext = createContext<ViewerWindowsApi | null>(null);

const WindowLayer = lazy(() => import("./WindowLayer").then((module) => ({ default: module.WindowLayer })));

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function ViewerWindowsProvider({ children }: { children: ReactNode }) {
  const [windows, setWindows] = useState<readonly OpenWindow[]>([]);
  const lastId = useRef(0);

  const open = useCallback(<K extends ViewerKey>(key: K, input: ViewerInputs[K]) => {
    lastId.current += 1;
    const id = lastId.current;
    setWindows((current) => {
      const z = Math.max(0, ...current.map((item) => item.z)) + 1;
      const rect = initialRect(current.length, viewport());
      // The key's own pair of key and input: OpenWindow is the union of every key's pair.
      const entry = { id, rect, z, minimized: false, maximized: false, key, input } as OpenWindow;
      return [...current, entry];
    });
  }, []);

  const update = useCallback((id: number, change: (item: OpenWindow) => OpenWindow) => {
    setWindows((current) => current.map((item) => (item.id === id ? change(item) : item)));
  }, []);

  const actions = useMemo<WindowActions>(
    () => ({
      close: (id) => setWindows((current) => current.filter((item) => item.id !== id)),
      focus: (id) =>
        setWindows((current) => {
          const top = Math.max(0, ...current.map((item) => item.z));
          const target = current.find((item) => item.id === id);
          if (!target || (target.z === top && !target.minimized)) return current;
          return current.map((item) => (item.id === id ? { ...item, z: top + 1, minimized: false } : item));
        }),
      place: (id, rect) => update(id, (item) => ({ ...item, rect })),
      minimize: (id, minimized) => update(id, (item) => ({ ...item, minimized })),
      maximize: (id, maximized) => update(id, (item) => ({ ...item, maximized, minimized: false })),
    }),
    [update],
  );

  const api = useMemo<ViewerWindowsApi>(() => ({ open }), [open]);
  return (
    <ViewerWindowsContext.Provider value={api}>
      {children}
      {windows.length > 0 ? (
        <Suspense fallback={null}>
          <WindowLayer windows={windows} actions={actions} />
        </Suspense>
      ) : null}
    </ViewerWindowsContext.Provider>
  );
}

/** The plugin windows of the stage shell. */
export function useViewerWindows(): ViewerWindowsApi {
  const api = useContext(ViewerWindowsContext);
  if (!api) throw new Error("useViewerWindows outside the stage shell");
  return api;
}
