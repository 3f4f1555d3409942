/**
 * Ketcher (ketcher-react) on the Indigo WASM of ketcher-standalone's binary-WASM build: the .wasm is
 * its own file served by the gateway, so the editor works offline. Ketcher's stylesheet is added
 * while an editor is mounted and removed after the last one, and its few page-wide rules (scroll bars)
 * are scoped to the editor, so it does not restyle the rest of the app.
 */
import type { Ketcher } from "ketcher-core";
import { Editor } from "ketcher-react";
import ketcherCss from "ketcher-react/dist/index.css?inline";
import { StandaloneStructServiceProvider } from "ketcher-standalone/dist/binaryWasm";
import { useEffect, useMemo } from "react";
import { scopeKetcherCss } from "./ketcherStyles";

const styleId = "crucible-ketcher-css";
let mounted = 0;

function useKetcherStyles(): void {
  useEffect(() => {
    mounted += 1;
    if (!document.getElementById(styleId)) {
      const style = document.createElement("style");
      style.id = styleId;
      style.textContent = scopeKetcherCss(ketcherCss);
      document.head.appendChild(style);
    }
    return () => {
      mounted -= 1;
      if (mounted === 0) document.getElementById(styleId)?.remove();
    };
  }, []);
}

let provider: StandaloneStructServiceProvider | null = null;

/** One Indigo worker for the page: the WASM loads once however often the editor opens. */
function structServiceProvider(): StandaloneStructServiceProvider {
  provider ??= new StandaloneStructServiceProvider();
  return provider;
}

export interface KetcherCanvasProps {
  readonly onInit: (ketcher: Ketcher) => void;
  readonly onError: (message: string) => void;
}

export function KetcherCanvas(props: KetcherCanvasProps) {
  useKetcherStyles();
  const service = useMemo(structServiceProvider, []);
  const { onInit, onError } = props;
  return (
    <Editor
      staticResourcesUrl=""
      structServiceProvider={service}
      errorHandler={onError}
      onInit={onInit}
      disableMacromoleculesEditor
    />
  );
}
