/**
 * What a screen shows instead of a blank page when it cannot be drawn (issue 26): a code file that
 * cannot be loaded (the client was rebuilt under an open page, or the network dropped) asks for a
 * reload; any other render error says so with a reload and a way home. A new `resetKey` (the route)
 * clears the error, so moving elsewhere tries again without remounting what the boundary holds.
 * Plain markup, so that the mobile site (no Semantic UI components) uses it too.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isChunkLoadError } from "./chunkErrors";

interface Props {
  /** Where "home" goes from here (a route of the hash router). */
  home: string;
  /** The route: when it changes, a caught error is dropped and the children are drawn again. */
  resetKey: string;
  /** The mobile site's buttons instead of the desktop's. */
  mobile?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
}

function ScreenError({ error, home, mobile }: { error: unknown; home: string; mobile: boolean }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const button = mobile ? "m-button m-block" : "ui button";
  return (
    <div
      className={mobile ? "m-screen-error" : `ui icon message ${chunk ? "warning" : "negative"}`}
      data-testid={chunk ? "screen-error-chunk" : "screen-error"}
      role="alert"
    >
      {mobile ? null : <i aria-hidden className={`icon ${chunk ? "sync" : "warning sign"}`} />}
      <div className="content">
        <div className="header">
          <strong>{t(chunk ? "screenError.chunkTitle" : "screenError.title")}</strong>
        </div>
        <p>{t(chunk ? "screenError.chunkBody" : "screenError.body")}</p>
        <button
          type="button"
          className={`${button} ${mobile ? "m-primary" : "primary"}`}
          onClick={() => window.location.reload()}
          data-testid="screen-error-reload"
        >
          {t("screenError.reload")}
        </button>
        <a className={mobile ? button : `${button} basic`} href={`#${home}`}>
          {t("screenError.home")}
        </a>
      </div>
    </div>
  );
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("a screen failed to render", error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ScreenError error={error} home={this.props.home} mobile={this.props.mobile ?? false} />;
  }
}
