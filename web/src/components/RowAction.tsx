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
