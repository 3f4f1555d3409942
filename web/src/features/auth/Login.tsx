/**
 * Sign-in of one side. Opening it with a valid session refreshes that session and goes home, except
 * with back=true (sent here after losing the session); any other back value is where to go after.
 */
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Button, Form, Menu, Message } from "semantic-ui-react";
import { backAddress, paths, type Stage } from "../../app/paths";
import { Field } from "../../components/Field";
import { useCountdown } from "../../components/hooks";
import { dismissToasts, toast } from "../../components/toast";
import {
  checkCode,
  checkPhone,
  checkRequired,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import { useMeQuery, usePublicSettingsQuery, useSysMeQuery } from "../../graphql/__generated__/documents/app";
import {
  useLoginByMobileMutation,
  useLoginMutation,
  useSendMobileLoginCodeMutation,
  useSysLoginMutation,
} from "../../graphql/__generated__/documents/auth";
import { silentAuth } from "../../graphql/client";
import { SignInProviders } from "../identity/SignInProviders";
import { AuthLayout } from "./AuthLayout";
import { useNs } from "../../i18n";
import { authNs } from "./i18n";

type Method = "password" | "mobile";
type Errors = Partial<Record<string, ValidationKey>>;

export function Login({ stage = "frontend" }: { stage?: Stage }) {
  const { t } = useNs(authNs);
  const { back } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const frontend = stage === "frontend";
  const target = backAddress(back) ?? paths.home(stage);

  const settings = usePublicSettingsQuery();
  const me = useMeQuery({ skip: !frontend, context: silentAuth, fetchPolicy: "network-only" });
  const sysMe = useSysMeQuery({ skip: frontend, context: silentAuth, fetchPolicy: "network-only" });
  const signedInAs = frontend ? me.data?.me?.account : sysMe.data?.sysMe?.account;

  useEffect(() => {
    if (signedInAs && back !== "true") navigate(target, { replace: true });
  }, [signedInAs, back, target, navigate]);

  const [method, setMethod] = useState<Method>("password");
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const countdown = useCountdown(60);

  const [login, loginState] = useLoginMutation();
  const [sysLogin, sysLoginState] = useSysLoginMutation();
  const [loginByMobile, mobileState] = useLoginByMobileMutation();
  const [sendCode, sendState] = useSendMobileLoginCodeMutation();
  const busy = loginState.loading || sysLoginState.loading || mobileState.loading;

  const enter = async () => {
    // A refusal from an earlier attempt no longer applies.
    dismissToasts("error");
    await client.clearStore();
    navigate(target, { replace: true });
  };

  const submitPassword = async () => {
    const found = collectErrors({ account: checkRequired(account), password: checkRequired(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const variables = { account: account.trim(), password };
    const result = frontend ? await login({ variables }) : await sysLogin({ variables });
    if (!result.error && result.data) await enter();
  };

  const submitMobile = async () => {
    const found = collectErrors({ mobile: checkPhone(mobile, true), code: checkCode(code) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await loginByMobile({ variables: { mobile: mobile.trim(), code } });
    if (!result.error && result.data) await enter();
  };

  const requestCode = async () => {
    const found = collectErrors({ mobile: checkPhone(mobile, true) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await sendCode({ variables: { mobile: mobile.trim() } });
    if (!result.error) {
      toast.success(t("auth.codeSent"));
      countdown.start();
    }
  };

  const registerEnabled = settings.data?.publicSettings.registerEnabled ?? false;
  return (
    <AuthLayout title={frontend ? t("auth.signInTitle") : t("auth.sysSignInTitle")}>
      {back === "true" && !signedInAs ? (
        <Message warning size="small" content={t("auth.sessionLost")} />
      ) : null}
      {signedInAs && back === "true" ? (
        <Message info size="small" data-testid="already-signed-in">
          <p>{t("auth.alreadySignedIn", { account: signedInAs })}</p>
          <Button primary size="small" onClick={() => navigate(target)} data-testid="login-continue">
            {t("auth.continue")}
          </Button>
        </Message>
      ) : null}
      {frontend ? (
        <Menu secondary pointing widths={2} className="auth-tabs">
          <Menu.Item
            active={method === "password"}
            onClick={() => setMethod("password")}
            data-testid="login-tab-password"
          >
            {t("auth.byPassword")}
          </Menu.Item>
          <Menu.Item
            active={method === "mobile"}
            onClick={() => setMethod("mobile")}
            data-testid="login-tab-mobile"
          >
            {t("auth.byMobile")}
          </Menu.Item>
        </Menu>
      ) : null}
      {method === "password" || !frontend ? (
        <Form onSubmit={() => void submitPassword()} loading={busy} noValidate data-testid="login-form">
          <Field
            name="account"
            label={t("auth.account")}
            value={account}
            onChange={setAccount}
            error={errors.account}
            autoComplete="username"
            testId="login-account"
          />
          <Field
            name="password"
            label={t("auth.password")}
            type="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete="current-password"
            testId="login-password"
          />
          <Button type="submit" primary fluid size="large" disabled={busy} data-testid="login-submit">
            {t("auth.submit")}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={() => void submitMobile()} loading={busy} noValidate data-testid="mobile-login-form">
          <Field
            name="mobile"
            label={t("auth.mobile")}
            type="tel"
            value={mobile}
            onChange={setMobile}
            error={errors.mobile}
            autoComplete="tel"
          />
          <Form.Group widths="equal" className="code-row">
            <Field
              name="code"
              label={t("auth.code")}
              value={code}
              onChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
              error={errors.code}
              autoComplete="one-time-code"
            />
            <Form.Button
              type="button"
              label="&nbsp;"
              disabled={countdown.left > 0 || sendState.loading}
              loading={sendState.loading}
              onClick={() => void requestCode()}
              data-testid="send-code"
            >
              {countdown.left > 0 ? t("auth.resendIn", { seconds: countdown.left }) : t("auth.sendCode")}
            </Form.Button>
          </Form.Group>
          <Button type="submit" primary fluid size="large" disabled={busy} data-testid="mobile-login-submit">
            {t("auth.submit")}
          </Button>
        </Form>
      )}
      <SignInProviders side={frontend ? "USER" : "SYSTEM"} onSignedIn={enter} />
      <div className="auth-links">
        <Link to={paths.forgetPassword(stage)} data-testid="link-forget">
          {t("auth.forgot")}
        </Link>
        {frontend && registerEnabled ? (
          <span>
            {t("auth.noAccount")}{" "}
            <Link to={paths.register} data-testid="link-register">
              {t("auth.register")}
            </Link>
          </span>
        ) : null}
      </div>
      <div className="auth-switch">
        <Link to={paths.login(frontend ? "system" : "frontend")} data-testid="link-switch-side">
          {frontend ? t("auth.toSystemSide") : t("auth.toUserSide")}
        </Link>
      </div>
    </AuthLayout>
  );
}
