import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "semantic-ui-react";
import type { EntityStatus } from "../graphql";

export function StatusLabel({ status }: { status: EntityStatus }) {
  const { t } = useTranslation();
  return status === "ENABLED" ? (
    <Label size="small" color="green" basic>
      {t("common.enabled")}
    </Label>
  ) : (
    <Label size="small" color="grey" basic>
      {t("common.disabled")}
    </Label>
  );
}

/** Filter options of a Status column: the server compares the stored lower-case values. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: "enabled", text: t("common.enabled") },
      { value: "disabled", text: t("common.disabled") },
    ],
    [t],
  );
}
