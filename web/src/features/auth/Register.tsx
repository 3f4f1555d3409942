import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button, Form, Message } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { useRegisterMutation } from "../../graphql/__generated__/documents/auth";
import { useRegisterExtInfo } from "../extinfo/useRegisterExtInfo";
import { AuthLayout } from "./AuthLayout";
import {
  checkRegisterForm,
  emptyRegisterForm,
  isUserType,
  registerInputOf,
  userTypes,
  type RegisterErrors,
  type RegisterForm,
} from "./registerForm";
import { useNs } from "../../i18n";
import { authNs } from "./i18n";

/** The account types the gateway accepts (recharge is limited to academic and individual users). */
export { userTypes, type UserType } from "./registerForm";

export function Register() {
  const { t } = useNs(authNs);
  const navigate = useNavigate();
  const settings = usePublicSettingsQuery();
  const [register, { loading }] = useRegisterMutation();
  const [form, setForm] = useState<RegisterForm>(emptyRegisterForm);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const extInfo = useRegisterExtInfo();
  const set = (key: Exclude<keyof RegisterForm, "userType">) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = checkRegisterForm(form);
    setErrors(found);
    const extValues = extInfo.check();
    if (Object.keys(found).length > 0 || extValues === false) return;
    const result = await register({ variables: { input: registerInputOf(form, extValues) } });
    if (!result.error && result.data) {
      toast.success(t("auth.registered"));
      navigate(paths.login("frontend"));
    }
  };

  const enabled = settings.data?.publicSettings.registerEnabled;
  return (
    <AuthLayout title={t("auth.registerTitle")} wide>
      {enabled === false ? (
        <Message warning content={t("auth.registerDisabled")} data-testid="register-disabled" />
      ) : (
        <Form
          onSubmit={() => void submit()}
          loading={loading || settings.loading}
          noValidate
          data-testid="register-form"
        >
          <Form.Group widths="equal">
            <Field
              name="account"
              label={t("auth.account")}
              value={form.account}
              onChange={set("account")}
              error={errors.account}
              required
              autoComplete="username"
            />
            <Field
              name="name"
              label={t("auth.name")}
              value={form.name}
              onChange={set("name")}
              error={errors.name}
              required
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Field
              name="password"
              label={t("auth.password")}
              type="password"
              value={form.password}
              onChange={set("password")}
              error={errors.password}
              required
              autoComplete="new-password"
            />
            <Field
              name="repeat"
              label={t("auth.repeatPassword")}
              type="password"
              value={form.repeat}
              onChange={set("repeat")}
              error={errors.repeat}
              required
              autoComplete="new-password"
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Field
              name="email"
              label={t("auth.email")}
              type="email"
              value={form.email}
              onChange={set("email")}
              error={errors.email}
              required
              autoComplete="email"
            />
            <Field
              name="phone"
              label={t("auth.phone")}
              type="tel"
              value={form.phone}
              onChange={set("phone")}
              error={errors.phone}
              autoComplete="tel"
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Field
              name="companyName"
              label={t("auth.companyName")}
              value={form.companyName}
              onChange={set("companyName")}
              error={errors.companyName}
              required
              autoComplete="organization"
            />
            <Form.Select
              label={t("auth.userType")}
              value={form.userType}
              options={userTypes.map((type) => ({
                key: type,
                value: type,
                text: t(`auth.userTypes.${type}`),
              }))}
              onChange={(_event, data) => {
                const value = String(data.value);
                if (isUserType(value)) setForm((current) => ({ ...current, userType: value }));
              }}
              data-testid="field-userType"
            />
          </Form.Group>
          {extInfo.inputs}
          <Button type="submit" primary fluid size="large" data-testid="register-submit">
            {t("auth.register")}
          </Button>
        </Form>
      )}
      <div className="auth-links">
        <span>
          {t("auth.haveAccount")} <Link to={paths.login("frontend")}>{t("auth.signInTitle")}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
