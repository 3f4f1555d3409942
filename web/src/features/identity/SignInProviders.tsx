/**
 * Institutional sign-in on a sign-in page (issue 28): a button per enabled OpenID Connect provider
 * (the browser goes to the provider and comes back signed in) and a name and password form per LDAP
 * directory. A refusal the gateway's callback sent back (`?sso_error=`) is shown from the catalogue.
 */
import { useState } from "react";
import { Button, Divider, Form, Message } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { checkRequired, collectErrors, type ValidationKey } from "../../components/validation";
import type { Side } from "../../graphql";
import { useNs } from "../../i18n";
import { identityNs } from "./i18n";
import { useDirectorySignIn, useSignInProviderList } from "./signIn";

function DirectoryForm(props: { id: string; name: string; side: Side; onSignedIn: () => Promise<void> }) {
  const { t: text } = useNs(identityNs);
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<string, ValidationKey>>>({});
  const { signIn, loading } = useDirectorySignIn(props.id, props.side);
  const submit = async () => {
    const found = collectErrors({ account: checkRequired(account), password: checkRequired(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await signIn(account, password)) await props.onSignedIn();
  };
  return (
    <Form
      onSubmit={() => void submit()}
      loading={loading}
      noValidate
      className="sso-directory"
      data-testid={`ldap-form-${props.id}`}
    >
      <Field
        name={`ldap-account-${props.id}`}
        label={`${text("directoryAccount")} (${props.name})`}
        value={account}
        onChange={setAccount}
        error={errors.account}
        autoComplete="username"
        testId={`ldap-account-${props.id}`}
      />
      <Field
        name={`ldap-password-${props.id}`}
        label={text("password")}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        testId={`ldap-password-${props.id}`}
      />
      <Button type="submit" fluid disabled={loading} data-testid={`ldap-submit-${props.id}`}>
        {text("signInWith", { name: props.name })}
      </Button>
    </Form>
  );
}

export function SignInProviders({ side, onSignedIn }: { side: Side; onSignedIn: () => Promise<void> }) {
  const { t: text } = useNs(identityNs);
  const [leaving, setLeaving] = useState<string | null>(null);
  const { providers: list, refusal } = useSignInProviderList(side);
  return (
    <>
      {refusal ? <Message negative size="small" data-testid="sso-error" content={refusal} /> : null}
      {list.length > 0 ? (
        <div data-testid="sign-in-providers">
          <Divider horizontal>{text("orUse")}</Divider>
          {list.map((provider) =>
            provider.startUrl ? (
              <Button
                key={provider.id}
                as="a"
                href={provider.startUrl}
                fluid
                basic
                loading={leaving === provider.id}
                onClick={() => setLeaving(provider.id)}
                className="sso-button"
                data-testid={`sso-start-${provider.id}`}
              >
                {text("signInWith", { name: provider.name })}
              </Button>
            ) : (
              <DirectoryForm
                key={provider.id}
                id={provider.id}
                name={provider.name}
                side={side}
                onSignedIn={onSignedIn}
              />
            ),
          )}
        </div>
      ) : null}
    </>
  );
}
