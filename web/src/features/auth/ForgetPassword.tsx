import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button, Form, Message } from "semantic-ui-react";
import { paths, type Stage } from "../../app/paths";
import { Field } from "../../components/Field";
import { useCountdown } from "../../components/hooks";
import { toast } from "../../components/toast";
import {
  checkCode,
  checkContact,
  checkPassword,
  checkRepeat,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import type { Side } from "../../graphql";
import {
  useCheckResetPasswordMutation,
  useForgetPasswordMutation,
  useResetPasswordMutation,
} from "../../graphql/__generated__/documents/auth";
import { AuthLayout } from "./AuthLayout";
import { useNs } from "../../i18n";
import { authNs } from "./i18n";

type Errors = Partial<Record<"target" | "code" | "password" | "repeat", ValidationKey>>;

/** Password reset by a 6-digit code sent to the account's activated e-mail or phone. */
export function ForgetPassword({ stage }: { stage: Stage }) {
  const { t } = useNs(authNs);
  const navigate = useNavigate();
  const side: Side = stage === "system" ? "SYSTEM" : "USER";
  const [target, setTarget] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const countdown = useCountdown(60);
  const [forget, forgetState] = useForgetPasswordMutation();
  const [check, checkState] = useCheckResetPasswordMutation();
  const [reset, resetState] = useResetPasswordMutation();

  const send = async () => {
    const found: Errors = collectErrors({ target: checkContact(target) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await forget({ variables: { target: target.trim(), side } });
    if (!result.error) {
      setSent(true);
      countdown.start();
      toast.success(t("auth.codeSent"));
    }
  };

  const submit = async () => {
    const found: Errors = collectErrors({
      target: checkContact(target),
      code: checkCode(code),
      password: checkPassword(password),
      repeat: checkRepeat(password, repeat),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const variables = { target: target.trim(), code, side };
    const checked = await check({ variables });
    if (checked.error || !checked.data?.checkResetPassword) {
      if (!checked.error) setErrors({ code: "code" });
      return;
    }
    const result = await reset({ variables: { ...variables, password } });
    if (!result.error && result.data?.resetPassword) {
      toast.success(t("auth.resetDone"));
      navigate(paths.login(stage));
    }
  };

  const busy = forgetState.loading || checkState.loading || resetState.loading;
  return (
    <AuthLayout title={t("auth.forgetTitle")}>
      <Message info size="small" content={t("auth.forgetIntro")} />
      <Form
        onSubmit={() => void (sent ? submit() : send())}
        loading={busy}
        noValidate
        data-testid="forget-form"
      >
        <Form.Group className="code-row">
          <Field
            name="target"
            label={t("auth.forgetTarget")}
            value={target}
            onChange={setTarget}
            error={errors.target}
            width={10}
            autoComplete="email"
          />
          <Form.Button
            type="button"
            label="&nbsp;"
            width={6}
            fluid
            disabled={countdown.left > 0 || busy}
            onClick={() => void send()}
            data-testid="send-code"
          >
            {countdown.left > 0 ? t("auth.resendIn", { seconds: countdown.left }) : t("auth.sendCode")}
          </Form.Button>
        </Form.Group>
        {sent ? (
          <>
            <Field
              name="code"
              label={t("auth.code")}
              value={code}
              onChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
              error={errors.code}
              autoComplete="one-time-code"
            />
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
            <Button type="submit" primary fluid data-testid="reset-submit">
              {t("auth.resetSubmit")}
            </Button>
          </>
        ) : null}
      </Form>
      <div className="auth-links">
        <Link to={paths.login(stage)}>{t("auth.backToSignIn")}</Link>
      </div>
    </AuthLayout>
  );
}
