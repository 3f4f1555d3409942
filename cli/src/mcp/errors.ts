/**
 * Failures as MCP tool results an agent can act on: the catalogue's Error.Type (spec §8) first, then
 * what it means here and what to do next (which tool to call, what to ask the user). A tool never
 * throws to the SDK: every failure is an `isError: true` result with these words.
 */
import { errorMessage, isErrorType } from "@crucible/schema";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CliError, isRequestFailure, networkError } from "../api.js";

/** What a tool was doing when it failed, to say which thing was missing and what to call next. */
export interface FailureContext {
  /** The tool's name. */
  tool: string;
  /** What a DBDataNotExist means for this call: "no job with id 12 that you can see". */
  missing?: string;
  /** What to call to find valid ids: "call search_modules first". */
  find?: string;
  /** For JobTaskArgsError: where the valid arguments are written. */
  argsHelp?: string;
}

/** Tools that change data: a read-only API token is refused on them. */
export const writeTools = ["submit_job", "upload_data", "decide_approval"] as const;

const tokenHelp =
  "Ask the user for a new API token (web client: Account > API tokens) and restart the Crucible MCP server with CRUCIBLE_TOKEN set to it.";

/** Any failure as a CliError: the server's, the network's, or this process's own (McpInternal). */
export function asCliError(error: unknown, url: string): CliError {
  if (error instanceof CliError) return error;
  if (isRequestFailure(error) || (error instanceof Error && error.name === "AbortError")) {
    return networkError(error, url);
  }
  return new CliError("McpInternal", error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** The agent-facing words for a failure (the Type first, so a caller can match on it). */
export function describeFailure(error: unknown, context: FailureContext, url: string): string {
  const failure = asCliError(error, url);
  const { type, value } = failure;
  const catalogue = isErrorType(type) ? errorMessage(type, "en", value) : (value ?? type);
  const perm = typeof failure.meta?.Perm === "string" ? failure.meta.Perm : null;
  switch (type) {
    case "CliNoToken":
      return `CliNoToken: this MCP server has no API token, so ${context.tool} cannot sign in. ${tokenHelp}`;
    case "UserLoginServiceAuthTokenInvalid":
      return `UserLoginServiceAuthTokenInvalid: the API token was refused (unknown, revoked or expired, or its owner is disabled). ${tokenHelp}`;
    case "DBUserNoLogin":
    case "ServerNoLogin":
      return `${type}: the platform does not see a signed-in user for this token (a back-office token cannot run user tools). ${tokenHelp}`;
    case "DBPermDenied":
      if (perm === "write") {
        return `DBPermDenied: this API token is read-only, and ${context.tool} changes data (tools that need a writable token: ${writeTools.join(", ")}). The read tools still work; for this one ask the user for an API token that is not read-only.`;
      }
      return `DBPermDenied: no permission for ${perm ?? value ?? "this call"}. Ask the user or an administrator to grant it; retrying will not help.`;
    case "DBDataNotExist":
    case "DBNotExist":
      return `${type}: ${context.missing ?? `the ${value ?? "item"} does not exist or is not yours`}${context.find ? `; ${context.find}` : ""}.`;
    case "JobTaskArgsError":
      return `JobTaskArgsError: the task arguments are invalid: ${value ?? ""}. ${context.argsHelp ?? "Call get_parameter_schema for the module to see each argument's name, type and whether it is required"}; a file argument is {"dataFileId": <id from list_data or upload_data>} or {"task": "<key>", "output": "<name>"} for an upstream task's output.`;
    case "CliParamsInvalid": {
      const schema = failure.meta?.Schema;
      return `CliParamsInvalid: the arguments do not fit the module's parameters (${value ?? ""}); nothing was sent. Fix every argument named here and call ${context.tool} again.${schema ? ` The parameters (JSON Schema): ${JSON.stringify(schema)}` : ""}`;
    }
    case "JobTaskIdDuplicate":
      return `JobTaskIdDuplicate: two tasks share the key ${value ?? ""}; give every task its own key.`;
    case "JobModuleNoVisible":
      return `JobModuleNoVisible: ${catalogue}. This user may not run that module; pick another from search_modules.`;
    case "JobModuleStatusDisabled":
      return `JobModuleStatusDisabled: the module is disabled by the administrators; pick another from search_modules.`;
    case "JobModuleNoContainerImage":
      return `JobModuleNoContainerImage: the module has no container image yet, so it cannot run; tell the user (an administrator must set its image).`;
    case "JobApprovalDecided":
      return `JobApprovalDecided: this approval was already approved, rejected or timed out; call list_approvals for the ones still waiting.`;
    case "JobWorkerNotFound":
      return `JobWorkerNotFound: no worker of the platform can run this now (${value ?? "none is live"}); tell the user, retrying soon will not help.`;
    case "UserResourceStorageSizeOver":
    case "UserResourceWorkflowStorageSizeOver":
      return `${type}: ${catalogue}. The user's storage is full: ask them to free space or buy storage before uploading or submitting again.`;
    case "UserResourceWorkflowJobCountOver":
      return `${type}: ${catalogue}. Too many jobs are running: wait for one to finish (wait_job) and submit again.`;
    case "UserResourceWorkflowJobCalcMetricOver":
      return `${type}: ${catalogue}. The user does not have enough tokens (计算点 in Chinese): call estimate_job to see the cost, and ask the user to recharge (buy a token package or redeem a recharge card).`;
    case "FeatureNotEnabled":
      return `FeatureNotEnabled: ${value ?? "this feature"} is switched off on this platform; tell the user.`;
    case "ServerInvalidParameter":
      return `ServerInvalidParameter: ${value ?? "an input is invalid"}; correct the input of ${context.tool} and call it again.`;
    case "CliUnreachable":
    case "CliBadAnswer":
      return `${type}: the Crucible platform cannot be reached (${value ?? url}). Check that it is running and that CRUCIBLE_URL points at it, then retry.`;
    case "McpFileRefused":
      return `McpFileRefused: ${value ?? ""}.`;
    case "McpInternal":
      return `McpInternal: the Crucible MCP server failed (${value ?? "unknown error"}); this is a bug, tell the user.`;
    default:
      return `${type}: ${catalogue}.`;
  }
}

/** An `isError` tool result with the failure's words; structuredContent carries the raw Type/Value/Meta. */
export function failureResult(error: unknown, context: FailureContext, url: string): CallToolResult {
  const failure = asCliError(error, url);
  return {
    isError: true,
    content: [{ type: "text", text: describeFailure(failure, context, url) }],
    structuredContent: { error: failure.toJSON() },
  };
}
