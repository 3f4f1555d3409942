/**
 * Registration on the mobile site (#/register): the desktop register page's fields, checks and call
 * (features/auth/registerForm.ts), then sign-in. When the platform asks for extended information at
 * registration (the Sys.User.ExtInfo switch with fields), the form says to register on the desktop
 * site, which has those inputs.
 */
import { extInfoFeature, isFeatureEnabled } from "@crucible/schema";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { storeSiteChoice } from "../../app/mobileSite";
import { toast } from "../../components/toast";
import {
  checkRegisterForm,
  emptyRegisterForm,
  registerInputOf,
  userTypes,
  type RegisterErrors,
  type RegisterForm,
} from "../../features/auth/registerForm";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { useRegisterMutation } from "../../graphql/__generated__/documents/auth";
import { useUserExtFieldsQuery } from "../../graphql/__generated__/documents/extinfo";
import { Loading, Notice } from "../bits";
import { useNs } from "../../i18n";
import { mobileNs } from "../i18n";
import { authNs } from "../../features/auth/i18n";

type TextField = Exclude<keyof RegisterForm, "userType">;

function Field(props: {
  name: TextField;
  label: string;
  value: string;
  error: RegisterErrors[TextField];
  required?: boolean;
  type?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useNs(mobileNs);
  const id = `m-register-${props.name}`;
  return (
    <label className="m-field" htmlFor={id}>
      <span>{props.label}</span>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={`m-register-${props.name}`}
      />
      {props.error ? (
        <span className="m-field-error" id={`${id}-error`} data-testid={`m-register-${props.name}-error`}>
          {t(`translation:validation.${props.error}`)}
        </span>
      ) : null}
    </label>
  );
}

function Page({ children }: { children: ReactNode }) {
  const { t: authT } = useNs(authNs);
  return (
    <div className="m-page" data-testid="m-register">
      <h1 className="m-title">{authT("auth.registerTitle")}</h1>
      {children}
      <p className="m-center">
        {authT("auth.haveAccount")}{" "}
        <Link to="/frontend/login" data-testid="m-register-sign-in">
          {authT("auth.signInTitle")}
        </Link>
      </p>
    </div>
  );
}

export function Register() {
  const { t } = useNs(mobileNs);
  const { t: authT } = useNs(authNs);
  const navigate = useNavigate();
  const settings = usePublicSettingsQuery();
  const extOn = isFeatureEnabled(settings.data?.publicSettings.features, extInfoFeature);
  const extFields = useUserExtFieldsQuery({ skip: !extOn });
  const [register, { loading }] = useRegisterMutation();
  const [form, setForm] = useState<RegisterForm>(emptyRegisterForm);
  const [errors, setErrors] = useState<RegisterErrors>({});

  if (!settings.data || (extOn && !extFields.data && !extFields.error)) return <Loading />;
  if (!settings.data.publicSettings.registerEnabled) {
    return (
      <Page>
        <Notice kind="warning" testId="m-register-disabled">
          {authT("auth.registerDisabled")}
        </Notice>
      </Page>
    );
  }
  if (extOn && (extFields.data?.userExtFields.length ?? 0) > 0) {
    return (
      <Page>
        <Notice testId="m-register-ext">
          {t("register.extInfo")}{" "}
          <a href="/#/register" onClick={() => storeSiteChoice("desktop")} data-testid="m-register-desktop">
            {t("site.openDesktop")}
          </a>
        </Notice>
      </Page>
    );
  }

  const set = (key: TextField) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRegisterForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await register({ variables: { input: registerInputOf(form, null) } });
    if (!result.error && result.data) {
      toast.success(authT("auth.registered"));
      navigate("/frontend/login", { replace: true });
    }
  };
  const field = (name: TextField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={name}
      label={label}
      value={form[name]}
      error={errors[name]}
      required
      onChange={set(name)}
      {...extra}
    />
  );
  const failed = Object.keys(errors).length > 0;
  return (
    <Page>
      <form
        className="m-card m-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="m-register-form"
      >
        {failed ? (
          <Notice kind="warning" testId="m-register-failed">
            {t("register.failed")}
          </Notice>
        ) : null}
        {field("account", authT("auth.account"), { autoComplete: "username" })}
        {field("name", authT("auth.name"), { autoComplete: "name" })}
        {field("password", authT("auth.password"), {
          type: "password",
          autoComplete: "new-password",
        })}
        {field("repeat", authT("auth.repeatPassword"), {
          type: "password",
          autoComplete: "new-password",
        })}
        {field("email", authT("auth.email"), { type: "email", autoComplete: "email" })}
        {field("phone", authT("auth.phone"), { type: "tel", autoComplete: "tel", required: false })}
        {field("companyName", authT("auth.companyName"), { autoComplete: "organization" })}
        <fieldset className="m-field m-fieldset">
          <legend>{authT("auth.userType")}</legend>
          <div className="m-segmented" role="radiogroup" data-testid="m-register-userType">
            {userTypes.map((type) => (
              <button
                type="button"
                key={type}
                role="radio"
                aria-checked={form.userType === type}
                onClick={() => setForm((current) => ({ ...current, userType: type }))}
                data-testid={`m-register-userType-${type}`}
              >
                {authT(`auth.userTypes.${type}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className="m-button m-primary m-block"
          disabled={loading}
          aria-busy={loading}
          data-testid="m-register-submit"
        >
          {loading ? <span className="m-spinner m-spinner-light" aria-hidden="true" /> : null}
          {authT("auth.register")}
        </button>
      </form>
    </Page>
  );
}
