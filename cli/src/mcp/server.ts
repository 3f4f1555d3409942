/**
 * `crucible mcp`: a Model Context Protocol server (stdio) that lets agents drive the platform with the
 * user's API token: search modules and templates, read a method's parameter schema, estimate, submit,
 * wait, read a job, its task logs and results, list and upload data set files. Tools answer text and
 * structuredContent; every failure is an `isError` result naming the catalogue's Error.Type and what
 * to do next (errors.ts). Read-only tokens: the write tools (submit_job, upload_data) answer the
 * server's refusal in those words. See docs/mcp.md.
 *
 * This file sets the server up (its instructions, the tool runner, the stdio transport); the tools are
 * registered by subject in catalogueTools.ts, jobTools.ts, logTools.ts, resultTools.ts,
 * approvalTools.ts and dataTools.ts, the resources in resources.ts, with what they share in toolKit.ts.
 */
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CliError, type CrucibleClient } from "../api.js";
import { resolveConfig, clientFromConfig, type ConfigFlags } from "../config.js";
import { registerApprovalTools } from "./approvalTools.js";
import { registerCatalogueTools } from "./catalogueTools.js";
import { registerDataTools } from "./dataTools.js";
import { failureResult, writeTools, type FailureContext } from "./errors.js";
import { registerJobTools } from "./jobTools.js";
import { registerLogTools } from "./logTools.js";
import { registerResultResources } from "./resources.js";
import { registerResultTools } from "./resultTools.js";
import type { Extra, ToolKit } from "./toolKit.js";

export const serverName = "crucible";
export const serverVersion = "0.1.0";

const instructions = `Crucible runs molecular and drug-discovery computations as jobs of tasks; each task runs a module (a program with typed arguments) on the user's data set files.

A usual session:
1. search_modules (or search_templates for ready-made multi-task workflows) to find what to run;
2. get_parameter_schema for the module (its arguments as JSON Schema; a file argument is {"dataFileId": N});
3. list_data to find the user's files, or upload_data to send a local file (answers its dataFileId);
4. estimate_job for the cost in tokens and the balance after it (optional, changes nothing);
5. submit_job, then wait_job until the job is done (call wait_job again while it is still running);
6. get_job_results for the outputs (heads of text/CSV files), get_task_logs when a task failed; export_job_crate for the job's provenance (RO-Crate).
A job in the state "waiting" has an approval step waiting for a person: list_approvals shows it; call decide_approval only with the user's own decision and reason.

Tools that change data need an API token that is not read-only: ${writeTools.join(", ")}. The others only read.
Every failure starts with the platform's error type (e.g. DBDataNotExist, JobTaskArgsError, DBPermDenied) and says what to do next.`;

export interface McpServerOptions {
  /** The folder upload_data may read files from (default: the working directory). */
  uploadRoot?: string;
}

/** The MCP server of one client (its URL and token); `connect` it to a transport. */
export function createMcpServer(
  client: CrucibleClient | (() => CrucibleClient),
  options: McpServerOptions = {},
): McpServer {
  const currentClient = typeof client === "function" ? client : () => client;
  const uploadRoot = path.resolve(options.uploadRoot ?? process.cwd());
  const server = new McpServer({ name: serverName, version: serverVersion }, { instructions });

  /** Runs a tool's body; any failure becomes an isError result in the agent's words. */
  const run =
    <A>(
      context: FailureContext | ((args: A) => FailureContext),
      body: (args: A, c: CrucibleClient, extra: Extra) => Promise<CallToolResult>,
    ) =>
    async (args: A, extra: Extra): Promise<CallToolResult> => {
      const c = currentClient();
      try {
        if (!c.token) throw new CliError("CliNoToken");
        return await body(args, c, extra);
      } catch (error) {
        return failureResult(error, typeof context === "function" ? context(args) : context, c.url);
      }
    };

  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  const kit: ToolKit = { run, readOnly, currentClient, uploadRoot };
  registerCatalogueTools(server, kit);
  registerJobTools(server, kit);
  registerLogTools(server, kit);
  registerResultTools(server, kit);
  registerApprovalTools(server, kit);
  registerDataTools(server, kit);
  registerResultResources(server, kit);
  return server;
}

/**
 * `crucible mcp`: serves MCP on standard input and output until the client closes it. The server and
 * token come from the global flags (--url, --token, --profile, --config), CRUCIBLE_URL / CRUCIBLE_TOKEN
 * or the profile file, as every command's; a missing token is said on stderr and by every tool.
 */
export async function runMcpServer(flags: ConfigFlags & { root?: string }): Promise<void> {
  const config = await resolveConfig({
    url: flags.url,
    token: flags.token,
    profile: flags.profile,
    config: flags.config,
  });
  if (!config.token) {
    process.stderr.write(
      "crucible mcp: no API token (set CRUCIBLE_TOKEN, pass --token or run `crucible login`); every tool will say so\n",
    );
  }
  const server = createMcpServer(clientFromConfig(config), {
    uploadRoot: flags.root ?? (process.env.CRUCIBLE_MCP_ROOT || undefined),
  });
  const transport = new StdioServerTransport();
  process.stdin.once("end", () => {
    void server.close().finally(() => process.exit(0));
  });
  await server.connect(transport);
}
