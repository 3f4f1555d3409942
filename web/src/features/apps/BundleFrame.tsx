/**
 * A bundle (an applet or a UI pack version) in a sandboxed frame: `sandbox="allow-scripts"` without
 * allow-same-origin gives it an opaque origin (the gateway's CSP says the same), so its script reads
 * none of our cookies and its requests carry no session. The page and the frame talk by postMessage
 * only (docs/apps.md): a message counts when it comes from this frame's window with the origin "null";
 * the frame says `ready`, the page answers `init` (language, and a run form's args and values, or a
 * result view's outputs). With `autoHeight` the frame takes the height its `resize` asks (0-10000 px).
 */
import { parseFrameMessage, type BundleFrameMessage, type BundleInitMessage } from "@crucible/schema";
import { useEffect, useRef, useState } from "react";
import { Loader } from "semantic-ui-react";
import { useTranslation } from "react-i18next";
import "./apps.css";

export interface BundleFrameProps {
  readonly url: string;
  readonly title: string;
  /** What `init` carries besides the language (a run form's args and values, a result's outputs). */
  readonly init?: Omit<BundleInitMessage, "type" | "lang">;
  readonly onMessage?: (message: BundleFrameMessage) => void;
  readonly testId?: string;
  /** The frame's height follows the bundle's `resize` messages (a run form, a result view). */
  readonly autoHeight?: boolean;
  /** Shown until the bundle says `ready` (with autoHeight). */
  readonly loadingText?: string;
}

export function BundleFrame({
  url,
  title,
  init,
  onMessage,
  testId,
  autoHeight,
  loadingText,
}: BundleFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const { i18n } = useTranslation();
  const lang: BundleInitMessage["lang"] = i18n.language === "zh-CN" ? "zh-CN" : "en-US";
  const latest = useRef({ init, onMessage, lang });
  latest.current = { init, onMessage, lang };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      // Only this frame's window, and only as an opaque origin: anything else is not our bundle.
      if (!target || event.source !== target || event.origin !== "null") return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === "ready") {
        const answer: BundleInitMessage = { ...latest.current.init, type: "init", lang: latest.current.lang };
        // An opaque origin cannot be named as the target: "*" goes to whatever this frame shows now,
        // which is why init carries nothing the bundle may not see.
        target.postMessage(answer, "*");
        setReady(true);
      }
      // parseFrameMessage has clamped the height to 0-10000.
      if (message.type === "resize") setHeight(message.height);
      latest.current.onMessage?.(message);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);

  const element = (
    <iframe
      ref={frame}
      src={url}
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      className={autoHeight ? "bundle-frame bundle-frame-auto" : "bundle-frame"}
      style={autoHeight && height !== null ? { height } : undefined}
      data-testid={testId ?? "bundle-frame"}
      data-ready={ready ? "true" : "false"}
    />
  );
  if (!autoHeight) return element;
  return (
    <div className="bundle-frame-box">
      {ready ? null : <Loader active inline="centered" size="small" content={loadingText} />}
      {element}
    </div>
  );
}
