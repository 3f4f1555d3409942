/**
 * The openers of weView: "Open in 3-D" (a plugin window) and "3-D in a new window" (the viewer page
 * in a new browser window, when the source has an address). Icon-only in table rows.
 */
import { OpenButtons } from "../windows/OpenButtons";
import type { ViewInput } from "./sources";
import { useNs } from "../../i18n";
import { viewNs } from "./i18n";

export function ViewButtons(props: {
  source: ViewInput;
  testId: string;
  /** Icon-only buttons, for table rows. */
  compact?: boolean;
  /** Called after the window opened (a dialog closes itself). */
  onOpened?: () => void;
}) {
  const { t } = useNs(viewNs);
  return (
    <OpenButtons
      viewer="view"
      input={props.source}
      icon="cube"
      label={t("open3d")}
      newWindowLabel={t("newWindow")}
      testId={props.testId}
      {...(props.compact ? { compact: true } : {})}
      {...(props.onOpened ? { onOpened: props.onOpened } : {})}
    />
  );
}
