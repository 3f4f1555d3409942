/**
 * The openers of weView: "Open in 3-D" (a plugin window) and "3-D in a new window" (the viewer page
 * in a new browser window, when the source has an address). Icon-only in table rows.
 */
import { useTranslation } from "react-i18next";
import { Button } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { viewerPageHref } from "../windows/newWindow";
import { useViewerWindows } from "../windows/ViewerWindows";
import type { ViewSource } from "./sources";

export function ViewButtons(props: {
  source: ViewSource;
  testId: string;
  /** Icon-only buttons, for table rows. */
  compact?: boolean;
  /** Called after the window opened (a dialog closes itself). */
  onOpened?: () => void;
}) {
  const { t } = useTranslation();
  const windows = useViewerWindows();
  const session = useSession();
  const href = viewerPageHref("view", props.source, session.stage);
  const size = props.compact ? "mini" : undefined;
  return (
    <>
      <Button
        type="button"
        size={size}
        basic={props.compact}
        icon="cube"
        content={props.compact ? undefined : t("view.open3d")}
        title={t("view.open3d")}
        aria-label={t("view.open3d")}
        onClick={() => {
          windows.open("view", props.source);
          props.onOpened?.();
        }}
        data-testid={props.testId}
      />
      {href ? (
        <Button
          as="a"
          href={href}
          target="_blank"
          rel="noopener"
          size={size}
          basic={props.compact}
          icon="external alternate"
          content={props.compact ? undefined : t("view.newWindow")}
          title={t("view.newWindow")}
          aria-label={t("view.newWindow")}
          data-testid={`${props.testId}-new`}
        />
      ) : null}
    </>
  );
}
