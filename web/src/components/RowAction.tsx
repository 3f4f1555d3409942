import { useTranslation } from "react-i18next";
import { Button, type SemanticCOLORS, type SemanticICONS } from "semantic-ui-react";

/** A compact row button: an icon with its label as tooltip and accessible name. */
export function RowAction(props: {
  icon: SemanticICONS;
  label: string;
  onClick: () => void;
  testId: string;
  color?: SemanticCOLORS;
}) {
  return (
    <Button
      type="button"
      size="mini"
      basic
      icon={props.icon}
      color={props.color}
      title={props.label}
      aria-label={props.label}
      onClick={props.onClick}
      data-testid={props.testId}
    />
  );
}

type Status = "ENABLED" | "DISABLED";

/** The enable/disable button of a row: pause while enabled, play while disabled; `onToggle` gets the new status. */
export function StatusAction(props: { status: Status; onToggle: (next: Status) => void; testId: string }) {
  const { t } = useTranslation();
  const enabled = props.status === "ENABLED";
  return (
    <RowAction
      color={enabled ? "orange" : "green"}
      icon={enabled ? "pause" : "play"}
      label={enabled ? t("common.disable") : t("common.enable")}
      onClick={() => props.onToggle(enabled ? "DISABLED" : "ENABLED")}
      testId={props.testId}
    />
  );
}
