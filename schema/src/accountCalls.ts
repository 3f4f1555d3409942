/**
 * A normal user's account over REST: the web preferences (user_config) and the API tokens the CLI
 * mints and revokes. Each call's body and answer, for both ends: the gateway's presenters answer these
 * shapes (the compiler checks them) and the CLI reads them (`client.call(accountContract.configRead,
 * {})`), so no answer is typed by hand. No zod here: the CLI loads this module at start. Dates travel
 * as ISO 8601 strings.
 */
import type { InitShow, LangChoice } from "./constants.js";
import { idRestCall, restCall, type NoBody } from "./rest.js";

/** The caller's web preferences (spec §3 ShowConfigWeb). */
export type ShowConfigWebAnswer = {
  readonly Lang: LangChoice;
  readonly LeftMenuBarCollapse: boolean;
  readonly InitShow: InitShow;
};

export type UserConfigAnswer = { readonly ShowConfigWeb: ShowConfigWebAnswer };

/** The preferences to save: every one left out is saved at its default (send the ones read to keep them). */
export type UserConfigBody = { readonly ShowConfigWeb: Partial<ShowConfigWebAnswer> };

/** An API token as its owner sees it (never its secret, which only its minting answers). */
export type ApiTokenAnswer = {
  readonly Id: number;
  readonly Name: string;
  /** The first characters of the secret, to tell tokens apart. */
  readonly Prefix: string;
  readonly ReadOnly: boolean;
  readonly ExpiresAt: string | null;
  readonly LastUsedAt: string | null;
  readonly CreatedAt: string;
};

/** A minted token: the secret is answered this once. */
export type ApiTokenMintedAnswer = ApiTokenAnswer & { readonly Secret: string };

export type ApiTokenBody = {
  readonly Name: string;
  /** Only `true` makes a read-only token. */
  readonly ReadOnly?: boolean;
  /** Days until the token expires; left out: it does not expire. */
  readonly ExpiresInDays?: number;
};

export const accountContract = {
  configRead: restCall<NoBody, UserConfigAnswer>("/api/user/user_config/read_data"),
  configUpdate: restCall<UserConfigBody, UserConfigAnswer>("/api/user/user_config/update_data"),
  /** Closes the session of a password sign-in (the back office's is /api/sys/user/quit, alike). */
  signOut: restCall<NoBody, boolean>("/api/user/quit"),
  /** Signed in with a session (a password sign-in), not with a token. */
  tokenMint: restCall<ApiTokenBody, ApiTokenMintedAnswer>("/api/user/api_token/insert"),
  /** The resource verb delete: a token may always revoke itself, even a read-only one. */
  tokenRevoke: idRestCall<NoBody, boolean>("/api/user/api_token/delete/:id"),
} as const;
