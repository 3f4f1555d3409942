/**
 * The two openers of a viewer (spec §2): in a plugin window, and its own page in a new browser window
 * when the input has an address.
 */
import { useTranslation } from "react-i18next";
import { Button, type SemanticICONS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { viewerPageHref } from "./newWindow";
import type { ViewerInputs, ViewerKey } from "./registry";
import { useViewerWindows } from "./ViewerWindows";

export function OpenButtons<K extends ViewerKey>(props: {
  viewer: K;
  input: ViewerInputs[K];
  icon: SemanticICONS;
  /** The window opener's label ("Open in weSeq"). */
  label: string;
  testId: string;
  /** Called after the window opened (a dialog closes itself). */
  onOpened?: () => void;
}) {
  const { t } = useTranslation();
  const windows = useViewerWindows();
  const session = useSession();
  const href = viewerPageHref(props.viewer, props.input, session.stage);
  return (
    <>
      <Button
        type="button"
        icon={props.icon}
        content={props.label}
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
          icon="external alternate"
          title={t("windows.newWindow")}
          aria-label={t("windows.newWindow")}
          data-testid={`${props.testId}-new`}
        />
      ) : null}
    </>
  );
}
