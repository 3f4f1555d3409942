/**
 * The two openers of a viewer (spec §2): in a plugin window, and its own page in a new browser window
 * when the input has an address.
 */
import { Button, type SemanticICONS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { viewerPageHref } from "./newWindow";
import type { ViewerInputs, ViewerKey } from "./registry";
import { useViewerWindows } from "./ViewerWindows";
import { useNs } from "../../i18n";
import { windowsNs } from "./i18n";

export function OpenButtons<K extends ViewerKey>(props: {
  viewer: K;
  input: ViewerInputs[K];
  icon: SemanticICONS;
  /** The window opener's label ("Open in weSeq"). */
  label: string;
  testId: string;
  /** The new-window link's label (its title when icon-only); by default the windows' own. */
  newWindowLabel?: string;
  /** Icon-only buttons, for table rows. */
  compact?: boolean;
  /** Called after the window opened (a dialog closes itself). */
  onOpened?: () => void;
}) {
  const { t } = useNs(windowsNs);
  const windows = useViewerWindows();
  const session = useSession();
  const href = viewerPageHref(props.viewer, props.input, session.stage);
  const size = props.compact ? "mini" : undefined;
  const newWindow = props.newWindowLabel ?? t("newWindow");
  return (
    <>
      <Button
        type="button"
        size={size}
        basic={props.compact}
        icon={props.icon}
        content={props.compact ? undefined : props.label}
        title={props.label}
        aria-label={props.label}
        onClick={() => {
          windows.open(props.viewer, props.input);
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
          content={props.compact || !props.newWindowLabel ? undefined : newWindow}
          title={newWindow}
          aria-label={newWindow}
          data-testid={`${props.testId}-new`}
        />
      ) : null}
    </>
  );
}
