/** The parts of oidc-provider 8 (no types of its own) the test provider uses (tests/support/oidc.ts). */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { methods?: string[]; required?: () => boolean };
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount(ctx: OidcContext, id: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: OidcContext): Promise<GrantInstance | undefined>;
    ttl?: Record<string, number>;
  }

  class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: new (init: { clientId: string; accountId: string }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }

  // The package itself exports its class as the default: this declaration only describes it.
  // eslint-disable-next-line no-restricted-syntax
  export default Provider;
}
