import { useState } from "react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { checkPassword, checkRepeat, type ValidationKey } from "../../components/validation";
import { useNs } from "../../i18n";
import { usersNs } from "./i18n";
import { authNs } from "../auth/i18n";

/** Asks for a new password twice; `onSave` answers whether it was set. */
export function SetPasswordDialog(props: {
  account: string;
  onClose: () => void;
  onSave: (password: string) => Promise<boolean>;
  saving: boolean;
}) {
  const { t } = useNs(usersNs);
  const { t: authT } = useNs(authNs);
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
        label={authT("auth.newPassword")}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <Field
        name="repeat"
        label={authT("auth.repeatPassword")}
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
