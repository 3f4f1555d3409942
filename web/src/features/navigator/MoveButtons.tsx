import { Button } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { navigatorNs } from "./i18n";

export function MoveButtons(props: {
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useNs(navigatorNs);
  return (
    <Button.Group size="mini" basic>
      <Button
        icon="arrow up"
        type="button"
        title={t("editor.moveUp")}
        aria-label={t("editor.moveUp")}
        disabled={props.disabled || props.index === 0}
        onClick={() => props.onMove(-1)}
        data-testid={`${props.testId}-up`}
      />
      <Button
        icon="arrow down"
        type="button"
        title={t("editor.moveDown")}
        aria-label={t("editor.moveDown")}
        disabled={props.disabled || props.index === props.count - 1}
        onClick={() => props.onMove(1)}
        data-testid={`${props.testId}-down`}
      />
      <Button
        icon="trash alternate outline"
        type="button"
        title={t("editor.remove")}
        aria-label={t("editor.remove")}
        disabled={props.disabled}
        onClick={props.onRemove}
        data-testid={`${props.testId}-remove`}
      />
    </Button.Group>
  );
}
