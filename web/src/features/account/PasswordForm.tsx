import { useState } from "react";
import { Button, Form, Header, Segment } from "semantic-ui-react";
import type { Stage } from "../../app/paths";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import {
  checkPassword,
  checkRepeat,
  checkRequired,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import {
  useSysUpdatePasswordMutation,
  useUpdatePasswordMutation,
} from "../../graphql/__generated__/documents/account";
import { useNs } from "../../i18n";
import { accountNs } from "./i18n";

type Errors = Partial<Record<"oldPassword" | "newPassword" | "repeat", ValidationKey>>;

/** Changing one's own password, on either side. */
export function PasswordForm({ stage }: { stage: Stage }) {
  const { t } = useNs(accountNs);
  const [oldPassword, setOld] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [update, userState] = useUpdatePasswordMutation();
  const [sysUpdate, sysState] = useSysUpdatePasswordMutation();

  const submit = async () => {
    const found: Errors = collectErrors({
      oldPassword: checkRequired(oldPassword),
      newPassword: checkPassword(newPassword),
      repeat: checkRepeat(newPassword, repeat),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const variables = { oldPassword, newPassword };
    const result = stage === "system" ? await sysUpdate({ variables }) : await update({ variables });
    if (!result.error) {
      toast.success(t("profile.passwordChanged"));
      setOld("");
      setNew("");
      setRepeat("");
    }
  };

  return (
    <Segment data-testid="password-form">
      <Header as="h3">{t("profile.passwordTitle")}</Header>
      <Form onSubmit={() => void submit()} loading={userState.loading || sysState.loading} noValidate>
        <Field
          name="oldPassword"
          label={t("profile.oldPassword")}
          type="password"
          value={oldPassword}
          onChange={setOld}
          error={errors.oldPassword}
          autoComplete="current-password"
        />
        <Field
          name="newPassword"
          label={t("profile.newPassword")}
          type="password"
          value={newPassword}
          onChange={setNew}
          error={errors.newPassword}
          autoComplete="new-password"
        />
        <Field
          name="repeatPassword"
          label={t("profile.repeatPassword")}
          type="password"
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
          autoComplete="new-password"
        />
        <Button type="submit" primary data-testid="password-submit">
          {t("translation:common.save")}
        </Button>
      </Form>
    </Segment>
  );
}
