/** login, logout, account, lang. */
import { accountContract } from "@crucible/schema/accountCalls";
import { forId } from "@crucible/schema/rest";
import type { Command } from "commander";
import { CliError, type CrucibleClient } from "../api.js";
import { CliAccountDocument, CliWhoAmIDocument } from "../__generated__/operations.js";
import { updateProfile } from "../config.js";
import { commandContext, signedInContext } from "../context.js";
import { promptHidden, promptLine, readStdin } from "../prompt.js";

/** Who a token belongs to; the server's error (UserLoginServiceAuthTokenInvalid...) otherwise. */
async function whoAmI(client: CrucibleClient): Promise<{ id: string; account: string; name: string }> {
  const { me } = await client.graphql(CliWhoAmIDocument);
  if (!me) throw new CliError("DBUserNoLogin", "the token does not sign in a normal user");
  return me;
}

/** Signs in with a password and mints an API token; the session is closed afterwards. */
async function tokenFromPassword(
  client: CrucibleClient,
  account: string,
  password: string,
  options: { name: string; readOnly: boolean; expiresInDays: number | undefined },
): Promise<{ id: number; secret: string }> {
  const http = await client.http();
  let response;
  try {
    response = await http.post("api/user/login", {
      json: { Account: account, Password: password },
      responseType: "text",
    });
  } catch (error) {
    const { networkError } = await import("../api.js");
    throw networkError(error, client.url);
  }
  let answer: { Error: { Type: string; Value: string | null; Meta: Record<string, unknown> | null } | null };
  try {
    answer = JSON.parse(response.body) as typeof answer;
  } catch {
    throw new CliError(
      "CliBadAnswer",
      `${client.url} answered HTTP ${response.statusCode} that is not a Crucible API answer`,
    );
  }
  if (answer.Error) throw new CliError(answer.Error.Type, answer.Error.Value, { meta: answer.Error.Meta });
  const cookies = (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  if (!cookies) throw new CliError("CliBadAnswer", "the server answered the sign-in without a session");
  // The token is minted by the session, which is closed afterwards whatever the mint answered.
  const session = client.withToken(undefined);
  const headers = { cookie: cookies };
  try {
    const minted = await session.call(
      accountContract.tokenMint,
      {
        Name: options.name,
        ReadOnly: options.readOnly,
        ...(options.expiresInDays !== undefined ? { ExpiresInDays: options.expiresInDays } : {}),
      },
      { headers },
    );
    return { id: minted.Id, secret: minted.Secret };
  } finally {
    // Not closing it is harmless (the session expires): the token is what the sign-in was for.
    await session.call(accountContract.signOut, {}, { headers }).catch(() => undefined);
  }
}

export function registerAccountCommands(program: Command): void {
  program
    .command("login")
    .description("sign in with an API token or a password and save the profile (mode 0600)")
    .option("--token <token>", "an API token (crc_...) to validate and store")
    .option("-u, --username <account>", "the account to sign in with a password")
    .option("--password-stdin", "read the password from standard input")
    .option("--token-name <name>", "the name of the API token created with a password", "crucible-cli")
    .option("--read-only", "create a read-only API token (password sign-in)")
    .option("--expires-days <days>", "the created token expires after this many days")
    .action(
      async (
        options: {
          token?: string;
          username?: string;
          passwordStdin?: boolean;
          tokenName: string;
          readOnly?: boolean;
          expiresDays?: string;
        },
        command: Command,
      ) => {
        const context = await commandContext(command);
        const { config, print } = context;
        // --token is also a global option (used without storing); here it means "store this token".
        const token = options.token ?? command.optsWithGlobals<{ token?: string }>().token;
        let secret: string;
        let tokenId: number | undefined;
        if (token && !options.username) {
          secret = token;
        } else {
          const account = options.username ?? (await promptLine("Account: "));
          const password = options.passwordStdin
            ? (await readStdin()).replace(/\r?\n$/, "")
            : await promptHidden("Password: ");
          if (!account || !password) throw new CliError("CliUsage", "account and password are required");
          let expiresInDays: number | undefined;
          if (options.expiresDays !== undefined) {
            expiresInDays = Number(options.expiresDays);
            if (!Number.isInteger(expiresInDays) || expiresInDays <= 0) {
              throw new CliError("CliUsage", "--expires-days must be a positive whole number");
            }
          }
          const minted = await tokenFromPassword(context.client.withToken(undefined), account, password, {
            name: options.tokenName,
            readOnly: options.readOnly === true,
            expiresInDays,
          });
          secret = minted.secret;
          tokenId = minted.id;
        }
        const me = await whoAmI(context.client.withToken(secret));
        await updateProfile(
          config.configPath,
          config.profile,
          (profile) => ({
            ...profile,
            Url: config.url,
            Token: secret,
            Account: me.account,
            ...(tokenId !== undefined ? { TokenId: tokenId } : { TokenId: undefined }),
          }),
          true,
        );
        const data = {
          Profile: config.profile,
          Url: config.url,
          Account: me.account,
          Config: config.configPath,
          CreatedToken: tokenId !== undefined,
        };
        print.text(
          `Signed in to ${config.url} as ${me.account} (profile "${config.profile}", ${config.configPath})`,
          data,
        );
      },
    );

  program
    .command("logout")
    .description("remove the token from the profile, revoking it when `crucible login` created it")
    .action(async (_options: unknown, command: Command) => {
      const context = await commandContext(command);
      const { config, print } = context;
      const stored = config.stored;
      let revoked = false;
      /** Why the server could not be told (the token is removed here all the same). */
      let notTold: CliError | null = null;
      if (stored.Token && stored.TokenId !== undefined) {
        const client = context.client.withToken(stored.Token);
        try {
          await client.call(forId(accountContract.tokenRevoke, stored.TokenId), {});
          revoked = true;
        } catch (error) {
          const failure =
            error instanceof CliError
              ? error
              : new CliError("CliFailure", error instanceof Error ? error.message : String(error));
          // A token that is already invalid (revoked, expired) needs no revoking.
          if (failure.type !== "UserLoginServiceAuthTokenInvalid" && failure.type !== "DBDataNotExist") {
            notTold = failure;
          }
        }
      }
      await updateProfile(config.configPath, config.profile, (profile) => {
        const { Token: _token, TokenId: _id, Account: _account, ...rest } = profile;
        return rest;
      });
      if (notTold) {
        print.note(
          `The token was removed from this profile, but the server could not be told (${notTold.describe("en")}): it stays valid until it expires or is revoked in the web client (Account, API tokens).`,
        );
      }
      print.text(`Signed out of profile "${config.profile}"${revoked ? " (the token was revoked)" : ""}`, {
        Profile: config.profile,
        Revoked: revoked,
        ...(notTold ? { RevokeError: notTold.toJSON() } : {}),
      });
    });

  program
    .command("account")
    .description("the signed-in account: token balance, storage and resource packs")
    .action(async (_options: unknown, command: Command) => {
      const { client, print } = await signedInContext(command);
      const data = await client.graphql(CliAccountDocument);
      if (!data.me) throw new CliError("DBUserNoLogin", "the token does not sign in a normal user");
      const account = {
        Id: Number(data.me.id),
        Account: data.me.account,
        Name: data.me.name,
        Email: data.me.email,
        Balance: data.tokenBalance,
        StorageUsed: data.storageUsage.used,
        StorageQuota: data.storageUsage.quota,
        Packs: data.myResourcePacks.list.map((p) => ({
          Id: Number(p.id),
          Kind: p.kind,
          Amount: p.amount,
          WorkflowStorageGb: p.workflowStorageGb,
          RunningJobs: p.runningJobs,
          Source: p.source,
          StartsAt: p.startsAt,
          ExpiresAt: p.expiresAt,
          Active: p.active,
        })),
      };
      if (print.format !== "table") {
        print.record(account);
        return;
      }
      const { formatBytes } = await import("../progress.js");
      print.record({
        ...account,
        StorageUsed: formatBytes(account.StorageUsed),
        StorageQuota: account.StorageQuota === null ? "unlimited" : formatBytes(account.StorageQuota),
        Packs: `${account.Packs.filter((p) => p.Active).length} active of ${data.myResourcePacks.total}`,
      });
      if (account.Packs.length > 0) {
        print.text("", null);
        print.list(account.Packs, [
          { key: "Id" },
          { key: "Kind" },
          { key: "Amount" },
          { key: "Source" },
          { key: "ExpiresAt" },
          { key: "Active" },
        ]);
      }
    });

  program
    .command("lang")
    .description("show or set the account's language (en or zh): the server's messages and the web client")
    .argument("[lang]", "en or zh")
    .action(async (lang: string | undefined, _options: unknown, command: Command) => {
      const { client, config, print } = await signedInContext(command);
      const current = await client.call(accountContract.configRead, {});
      if (lang === undefined) {
        print.text(current.ShowConfigWeb.Lang, { Lang: current.ShowConfigWeb.Lang });
        return;
      }
      if (lang !== "en" && lang !== "zh") throw new CliError("CliUsage", "lang must be en or zh");
      const updated = await client.call(accountContract.configUpdate, {
        ShowConfigWeb: { ...current.ShowConfigWeb, Lang: lang },
      });
      await updateProfile(config.configPath, config.profile, (profile) => ({ ...profile, Lang: lang }));
      print.text(`Language: ${updated.ShowConfigWeb.Lang}`, { Lang: updated.ShowConfigWeb.Lang });
    });
}
