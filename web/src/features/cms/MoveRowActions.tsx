/** Up and down buttons of a map-library row (the map library screen, the tools form). */
import { RowAction } from "../../components/RowAction";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";

export function MoveRowActions({
  onMove,
  prefix,
  id,
}: {
  onMove: (delta: number) => void;
  prefix: string;
  id: string;
}) {
  const { t } = useNs(cmsNs);
  return (
    <>
      <RowAction
        icon="arrow up"
        label={t("moveUp")}
        onClick={() => onMove(-1)}
        testId={`${prefix}-up-${id}`}
      />
      <RowAction
        icon="arrow down"
        label={t("moveDown")}
        onClick={() => onMove(1)}
        testId={`${prefix}-down-${id}`}
      />
    </>
  );
}
