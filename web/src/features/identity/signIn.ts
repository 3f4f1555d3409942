/**
 * What both sites' sign-in pages share of institutional sign-in (issue 28), without any markup: the
 * providers a side's page offers, the refusal the gateway's OIDC callback sent back (`?sso_error=`,
 * shown from the catalogue in the language chosen) and an LDAP directory's sign-in. The desktop draws
 * them with Semantic UI (SignInProviders.tsx), the mobile site with its own (mobile/screens/Login.tsx).
 */
import { errorMessage, isErrorType, ssoErrorParam } from "@crucible/schema";
import { useSearchParams } from "react-router-dom";
import type { Side, SignInProvidersQuery } from "../../graphql";
import {
  useLdapLoginMutation,
  useSignInProvidersQuery,
} from "../../graphql/__generated__/documents/identity";
import { errorLang } from "../../i18n";

export type SignInProvider = SignInProvidersQuery["signInProviders"][number];

/** The enabled providers of a side's sign-in page and the refusal to show, if the page was sent one. */
export function useSignInProviderList(side: Side): {
  providers: readonly SignInProvider[];
  refusal: string | null;
} {
  const [params] = useSearchParams();
  const answer = useSignInProvidersQuery({ variables: { side } });
  const refused = params.get(ssoErrorParam);
  return {
    providers: answer.data?.signInProviders ?? [],
    refusal: refused && isErrorType(refused) ? errorMessage(refused, errorLang()) : null,
  };
}

/**
 * Signing in through one LDAP directory: `signIn` answers whether it worked (a refusal arrives in the
 * GraphQL envelope and is shown as any other, by the client's error toast).
 */
export function useDirectorySignIn(
  providerId: string,
  side: Side,
): { signIn: (account: string, password: string) => Promise<boolean>; loading: boolean } {
  const [login, { loading }] = useLdapLoginMutation();
  const signIn = async (account: string, password: string) => {
    const result = await login({ variables: { providerId, side, account: account.trim(), password } });
    return !result.error && Boolean(result.data);
  };
  return { signIn, loading };
}
