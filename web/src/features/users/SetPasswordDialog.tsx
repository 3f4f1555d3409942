import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { checkPassword, checkRepeat, type ValidationKey } from "../../components/validation";

/** Asks for a new password twice; `onSave` answers whether it was set. */
export function SetPasswordDialog(props: {
  account: string;
  onClose: () => void;
  onSave: (password: string) => Promise<boolean>;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: ValidationKey | null; repeat?: ValidationKey | null }>(
    {},
  );
  const submit = async () => {
    const found = { password: checkPassword(password), repeat: checkRepeat(password, repeat) };
    setErrors(found);
    if (found.password || found.repeat) return;
    if (await props.onSave(password)) props.onClose();
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("users.passwordTitle", { account: props.account })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={props.saving}
    >
      <Field
        name="password"
        label={t("auth.newPassword")}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <Field
        name="repeat"
        label={t("auth.repeatPassword")}
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
