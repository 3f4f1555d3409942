/** Up and down buttons of a map-library row (the map library screen, the tools form). */
import { useTranslation } from "react-i18next";
import { RowAction } from "../../components/RowAction";

export function MoveRowActions({
  onMove,
  prefix,
  id,
}: {
  onMove: (delta: number) => void;
  prefix: string;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        icon="arrow up"
        label={t("cms.moveUp")}
        onClick={() => onMove(-1)}
        testId={`${prefix}-up-${id}`}
      />
      <RowAction
        icon="arrow down"
        label={t("cms.moveDown")}
        onClick={() => onMove(1)}
        testId={`${prefix}-down-${id}`}
      />
    </>
  );
}
