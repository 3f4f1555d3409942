/** The module list's bulk actions on the selected modules: move to a group, set a discount. */
import { discountPercentOff } from "@crucible/schema";
import { useState } from "react";
import { Form } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import type { AdminGroupFieldsFragment } from "../../graphql";
import { numberInput, parseDiscount } from "./forms";
import { noneValue } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

/** Moves the selected modules to a group (or out of any). */
export function BulkGroupDialog(props: {
  count: number;
  groups: readonly AdminGroupFieldsFragment[];
  zh: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (groupId: string | null) => void;
}) {
  const { t } = useNs(catalogueNs);
  const [groupId, setGroupId] = useState(noneValue);
  return (
    <FormDialog
      open
      size="tiny"
      title={t("modules.moveTitle", { count: props.count })}
      onClose={props.onClose}
      onSubmit={() => props.onSave(groupId === noneValue ? null : groupId)}
      submitting={props.saving}
      submitLabel={t("modules.move")}
      testId="bulk-group-dialog"
    >
      <Form.Select
        label={t("modules.group")}
        value={groupId}
        options={[
          { key: noneValue, value: noneValue, text: t("modules.noGroup") },
          ...props.groups.map((group) => ({
            key: group.id,
            value: group.id,
            text: props.zh && group.nameZh ? group.nameZh : group.name,
          })),
        ]}
        onChange={(_event, data) => setGroupId(String(data.value ?? noneValue))}
        data-testid="field-bulk-group"
      />
    </FormDialog>
  );
}

/** Sets one discount on the selected modules. */
export function BulkDiscountDialog(props: {
  count: number;
  saving: boolean;
  onClose: () => void;
  onSave: (discount: number) => void;
}) {
  const { t } = useNs(catalogueNs);
  const [text, setText] = useState("0.9");
  const [error, setError] = useState<string | null>(null);
  const value = parseDiscount(text);
  return (
    <FormDialog
      open
      size="tiny"
      title={t("modules.discountTitle", { count: props.count })}
      onClose={props.onClose}
      onSubmit={() => {
        if (value === null) setError(t("discountRule"));
        else props.onSave(value);
      }}
      submitting={props.saving}
      testId="bulk-discount-dialog"
    >
      <Field
        name="bulkDiscount"
        label={t("modules.discount")}
        value={text}
        onChange={(next) => {
          if (numberInput(next)) setText(next);
        }}
        message={error}
      />
      <p className="muted catalogue-note">
        {value === null
          ? t("discountRule")
          : value === 1
            ? t("noDiscount")
            : t("percentOff", { percent: discountPercentOff(value) })}
      </p>
    </FormDialog>
  );
}
