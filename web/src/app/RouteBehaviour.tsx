/**
 * What happens on every navigation (spec §2): the deployed-version check, the progress bar, the page
 * title, and the scroll-to-top and back buttons of top-level routes.
 */
import { constants } from "@crucible/schema";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { Button, Modal } from "semantic-ui-react";
import { stageOfPath } from "./paths";
import { useVersionCheck } from "./version";

function useTitle(pathname: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const stage = stageOfPath(pathname);
    document.title = stage === "system" ? t("app.admin") : stage === "frontend" ? "" : t("menu.home");
  }, [pathname, t, i18n.language]);
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return past;
}

/** Top-level routes are the pages outside the stage shells (public site, sign-in, register). */
function isTopLevel(pathname: string): boolean {
  return !/^\/(frontend|system)\/home(\/|$)/.test(pathname);
}

export function RouteBehaviour() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const updated = useVersionCheck(location.pathname);
  const scrolled = useScrolledPast(constants.scrollTopThresholdPx);
  useTitle(location.pathname);
  useEffect(() => {
    // Braces matter: recent browsers answer scrollTo with a promise, which an effect must not return.
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const topLevel = isTopLevel(location.pathname);
  const canGoBack = location.key !== "default" && location.pathname !== "/";
  return (
    <>
      {topLevel ? (
        <div className="floating-buttons">
          {canGoBack ? (
            <Button
              circular
              icon="arrow left"
              title={t("common.back")}
              aria-label={t("common.back")}
              onClick={() => navigate(-1)}
              data-testid="back-button"
            />
          ) : null}
          {scrolled ? (
            <Button
              circular
              icon="arrow up"
              title={t("common.scrollTop")}
              aria-label={t("common.scrollTop")}
              onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
              data-testid="scroll-top"
            />
          ) : null}
        </div>
      ) : null}
      <Modal
        open={updated !== null}
        size="tiny"
        onClose={() => window.location.reload()}
        data-testid="version-dialog"
      >
        <Modal.Header>{t("version.title")}</Modal.Header>
        <Modal.Content>{t("version.body", { version: updated ?? "" })}</Modal.Content>
        <Modal.Actions>
          <Button primary onClick={() => window.location.reload()} data-testid="version-refresh">
            {t("version.refresh")}
          </Button>
        </Modal.Actions>
      </Modal>
    </>
  );
}

/** Dropping files anywhere but an upload drop zone would make the browser open the file. */
export function suppressFileDrops(): void {
  const guard = (event: DragEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-dropzone]")) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "none";
  };
  window.addEventListener("dragover", guard);
  window.addEventListener("drop", guard);
}
