/**
 * Institutional sign-in on the mobile sign-in page (issue 28): the same providers as the desktop's
 * (features/identity/signIn.ts: the list, the callback's refusal, an LDAP directory's sign-in), drawn
 * with the mobile site's own markup. An OIDC button is a link to the gateway's start address: the
 * browser goes to the provider and comes back to the desktop address, which sends a phone back here.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useNs } from "../../i18n";
import { identityNs } from "../../features/identity/i18n";
import { useDirectorySignIn, useSignInProviderList } from "../../features/identity/signIn";
import { Notice } from "../bits";
import { mobileNs } from "../i18n";

function DirectoryForm(props: { id: string; name: string; onSignedIn: () => Promise<void> }) {
  const { t } = useNs(mobileNs);
  const { t: text } = useNs(identityNs);
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const { signIn, loading } = useDirectorySignIn(props.id, "USER");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() === "" || password === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (await signIn(account, password)) await props.onSignedIn();
  };
  return (
    <form
      className="m-card m-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={loading}
      data-testid={`m-ldap-form-${props.id}`}
    >
      <h2 className="m-break">{props.name}</h2>
      <label className="m-field">
        <span>{text("directoryAccount")}</span>
        <input
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          data-testid={`m-ldap-account-${props.id}`}
        />
      </label>
      <label className="m-field">
        <span>{text("password")}</span>
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          data-testid={`m-ldap-password-${props.id}`}
        />
      </label>
      {missing ? (
        <Notice kind="warning" testId={`m-ldap-missing-${props.id}`}>
          {t("signIn.required")}
        </Notice>
      ) : null}
      <button
        type="submit"
        className="m-button m-block"
        disabled={loading}
        data-testid={`m-ldap-submit-${props.id}`}
      >
        {loading ? <span className="m-spinner" aria-hidden="true" /> : null}
        {text("signInWith", { name: props.name })}
      </button>
    </form>
  );
}

/** The refusal the callback sent back, then a button per OIDC provider and a form per directory. */
export function LoginProviders({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t: text } = useNs(identityNs);
  const { providers, refusal } = useSignInProviderList("USER");
  const [leaving, setLeaving] = useState<string | null>(null);
  // Back from the provider through the browser's history (a page kept in memory): not busy any more.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  const buttons = providers.filter((provider) => provider.startUrl);
  const directories = providers.filter((provider) => !provider.startUrl);
  return (
    <>
      {refusal ? (
        <Notice kind="error" testId="m-sso-error">
          {refusal}
        </Notice>
      ) : null}
      {providers.length > 0 ? (
        <>
          <p className="m-or" aria-hidden="true">
            <span>{text("orUse")}</span>
          </p>
          {buttons.length > 0 ? (
            <div className="m-card m-form" data-testid="m-sign-in-providers">
              {buttons.map((provider) => (
                <a
                  key={provider.id}
                  href={provider.startUrl ?? undefined}
                  className="m-button m-block m-sso-button"
                  aria-busy={leaving === provider.id}
                  aria-disabled={leaving !== null}
                  onClick={(event) => {
                    if (leaving !== null) event.preventDefault();
                    else setLeaving(provider.id);
                  }}
                  data-testid={`m-sso-start-${provider.id}`}
                >
                  {leaving === provider.id ? <span className="m-spinner" aria-hidden="true" /> : null}
                  {text("signInWith", { name: provider.name })}
                </a>
              ))}
            </div>
          ) : null}
          {directories.map((provider) => (
            <DirectoryForm key={provider.id} id={provider.id} name={provider.name} onSignedIn={onSignedIn} />
          ))}
        </>
      ) : null}
    </>
  );
}
