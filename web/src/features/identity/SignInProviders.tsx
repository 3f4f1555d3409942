/**
 * Institutional sign-in on a sign-in page (issue 28): a button per enabled OpenID Connect provider
 * (the browser goes to the provider and comes back signed in) and a name and password form per LDAP
 * directory. A refusal the gateway's callback sent back (`?sso_error=`) is shown from the catalogue.
 */
import { errorMessage, isErrorType, ssoErrorParam } from "@crucible/schema";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Divider, Form, Message } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { checkRequired, collectErrors, type ValidationKey } from "../../components/validation";
import { useLdapLoginMutation, useSignInProvidersQuery, type Side } from "../../graphql";
import { errorLang } from "../../i18n";
import { useIdentityText } from "./i18n";

function DirectoryForm(props: { id: string; name: string; side: Side; onSignedIn: () => Promise<void> }) {
  const text = useIdentityText();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<string, ValidationKey>>>({});
  const [login, { loading }] = useLdapLoginMutation();
  const submit = async () => {
    const found = collectErrors({ account: checkRequired(account), password: checkRequired(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await login({
      variables: { providerId: props.id, side: props.side, account: account.trim(), password },
    });
    if (!result.error && result.data) await props.onSignedIn();
  };
  return (
    <Form onSubmit={() => void submit()} loading={loading} noValidate data-testid={`ldap-form-${props.id}`}>
      <Field
        name={`ldap-account-${props.id}`}
        label={`${text.directoryAccount} (${props.name})`}
        value={account}
        onChange={setAccount}
        error={errors.account}
        autoComplete="username"
        testId={`ldap-account-${props.id}`}
      />
      <Field
        name={`ldap-password-${props.id}`}
        label={text.password}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        testId={`ldap-password-${props.id}`}
      />
      <Button type="submit" fluid disabled={loading} data-testid={`ldap-submit-${props.id}`}>
        {text.signInWith(props.name)}
      </Button>
    </Form>
  );
}

export function SignInProviders({ side, onSignedIn }: { side: Side; onSignedIn: () => Promise<void> }) {
  const text = useIdentityText();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState<string | null>(null);
  const providers = useSignInProvidersQuery({ variables: { side } });
  const refused = params.get(ssoErrorParam);
  const list = providers.data?.signInProviders ?? [];
  return (
    <>
      {refused && isErrorType(refused) ? (
        <Message negative size="small" data-testid="sso-error" content={errorMessage(refused, errorLang())} />
      ) : null}
      {list.length > 0 ? (
        <div data-testid="sign-in-providers">
          <Divider horizontal>{text.orUse}</Divider>
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
                {text.signInWith(provider.name)}
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
