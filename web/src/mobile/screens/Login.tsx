/**
 * Sign-in of the mobile site, at the desktop's address (/frontend/login, /frontend/login/true after a
 * lost session, where the session is checked again before anything else), with the institutional
 * sign-in the desktop's page offers (LoginProviders). It links to registration and the public home;
 * password reset stays on the desktop site, which the page links to.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { storeSiteChoice } from "../../app/mobileSite";
import { dismissToasts } from "../../components/toast";
import type { UserFieldsFragment } from "../../graphql";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { useLoginMutation } from "../../graphql/__generated__/documents/auth";
import { LanguageButtons } from "../LanguageButtons";
import { Notice } from "../bits";
import { safeFrom } from "../routes";
import { LoginProviders } from "./LoginProviders";
import { useNs } from "../../i18n";
import { mobileNs } from "../i18n";

export function Login(props: {
  signedIn: boolean;
  recheck: () => Promise<UserFieldsFragment | null>;
  onSignedIn: (user: UserFieldsFragment) => void;
}) {
  const { t } = useNs(mobileNs);
  const { back } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const [login, { loading }] = useLoginMutation();
  const settings = usePublicSettingsQuery();
  const registerEnabled = settings.data?.publicSettings.registerEnabled ?? false;
  const from = safeFrom(location.state);
  const lost = back === "true";
  const { recheck } = props;

  // Sent here because a call found no session: ask again, and go on if the session is in fact fine.
  useEffect(() => {
    if (!lost) return;
    void recheck().then((user) => {
      if (user) navigate(from, { replace: true });
    });
  }, [lost, recheck, navigate, from]);

  if (props.signedIn && !lost) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() === "" || password === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await login({ variables: { account: account.trim(), password } });
    const user = result.data?.login.user;
    if (!user) return;
    enter(user);
  };

  const enter = (user: UserFieldsFragment) => {
    // A refusal from an earlier attempt no longer applies.
    dismissToasts("error");
    props.onSignedIn(user);
    navigate(from, { replace: true });
  };

  // An LDAP directory signed the browser in (a session cookie): read the user as after any sign-in.
  const enterFromDirectory = async () => {
    const user = await recheck();
    if (user) enter(user);
  };

  return (
    <div className="m-login" data-testid="m-login">
      <div className="m-login-head">
        <span className="m-brand-mark" aria-hidden="true" />
        <h1>{t("title")}</h1>
        <p className="m-muted">{t("signIn.intro")}</p>
      </div>
      <form className="m-card m-form" onSubmit={(event) => void submit(event)} noValidate>
        <h2>{t("signIn.title")}</h2>
        <label className="m-field">
          <span>{t("signIn.account")}</span>
          <input
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            data-testid="m-login-account"
          />
        </label>
        <label className="m-field">
          <span>{t("signIn.password")}</span>
          <input
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            data-testid="m-login-password"
          />
        </label>
        {missing ? (
          <Notice kind="warning" testId="m-login-missing">
            {t("signIn.required")}
          </Notice>
        ) : null}
        <button
          type="submit"
          className="m-button m-primary m-block"
          disabled={loading}
          aria-busy={loading}
          data-testid="m-login-submit"
        >
          {loading ? <span className="m-spinner m-spinner-light" aria-hidden="true" /> : null}
          {t("signIn.submit")}
        </button>
      </form>
      <LoginProviders onSignedIn={enterFromDirectory} />
      {registerEnabled ? (
        <p className="m-center">
          {t("signIn.noAccount")}{" "}
          <Link to="/register" data-testid="m-login-register">
            {t("signIn.register")}
          </Link>
        </p>
      ) : null}
      <p className="m-center">
        <Link to="/page/home" data-testid="m-login-public">
          {t("signIn.about")}
        </Link>
      </p>
      <p className="m-muted m-small m-center">{t("signIn.desktopHint")}</p>
      <div className="m-login-foot">
        <LanguageButtons />
        <a href="/#/frontend/login" onClick={() => storeSiteChoice("desktop")} data-testid="m-login-desktop">
          {t("menu.desktop")}
        </a>
      </div>
    </div>
  );
}
