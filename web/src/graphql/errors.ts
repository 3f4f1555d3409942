/**
 * The one place that turns an API error (GraphQL `extensions.code` or the REST envelope's Type) into
 * what the user sees (spec §8): DBUserNoLogin goes to the login of the current side, a cancelled
 * request is silent, DBPermDenied names the permission, anything else is an 8 s toast.
 */
import { errorMessage, isErrorType } from "@crucible/schema";
import { toast } from "../components/toast";
import { errorLang, translate } from "../i18n";

export interface ApiError {
  readonly type: string;
  readonly value: string | null;
  readonly meta: unknown;
}

export interface ReportOptions {
  /** The session probe: a missing session is an answer there, not a reason to redirect. */
  readonly silentAuth?: boolean;
  /**
   * The operation's own message for a Type, where the catalogue's general one says too little (a
   * card number no card has is DBDataNotExist, which reads "The data does not exist").
   */
  readonly messages?: Readonly<Partial<Record<string, string>>>;
}

const noLoginTypes = new Set(["DBUserNoLogin", "ServerNoLogin", "DBSessionExpired"]);

export function isNoLogin(type: string): boolean {
  return noLoginTypes.has(type);
}

/** frontend or system, from the current hash route (the system prefix marks the back office). */
export function currentStage(): "frontend" | "system" {
  return window.location.hash.startsWith("#/system") ? "system" : "frontend";
}

function isOnLoginRoute(): boolean {
  return /^#\/(frontend|system)\/login(\/|$)/.test(window.location.hash);
}

export function redirectToLogin(): void {
  if (isOnLoginRoute()) return;
  window.location.hash = `#/${currentStage()}/login/true`;
}

export function messageFor(error: ApiError): string {
  if (isErrorType(error.type)) return errorMessage(error.type, errorLang(), error.value);
  return error.value ?? error.type;
}

export function reportApiError(error: ApiError, options: ReportOptions = {}): void {
  if (isNoLogin(error.type)) {
    if (!options.silentAuth) redirectToLogin();
    return;
  }
  toast.error(options.messages?.[error.type] ?? messageFor(error));
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export function reportNetworkError(error: unknown): void {
  if (isAbortError(error)) return;
  console.error(error);
  toast.error(translate()("errors.network"));
}

/** Reads `{code, value, meta}` from a GraphQL error's extensions. */
export function apiErrorFromExtensions(
  extensions: Readonly<Record<string, unknown>> | undefined,
  message: string,
): ApiError {
  const code = extensions?.code;
  const value = extensions?.value;
  return {
    type: typeof code === "string" ? code : "ServerInternalError",
    value: typeof value === "string" ? value : typeof code === "string" ? null : message,
    meta: extensions?.meta ?? null,
  };
}
