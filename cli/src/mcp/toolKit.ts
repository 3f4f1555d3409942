/**
 * What the MCP server's tools share: the kit each registration gets, the answers' bounds and shape,
 * the argument types.
 */
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { z } from "zod";
import type { CrucibleClient } from "../api.js";
import type { FailureContext } from "./errors.js";

/** What a tool's handler gets besides its arguments: the request's signal, progress token, notifications. */
export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Bounds of the tools' answers (an agent's context is small; files stay on the platform). */
export const limits = {
  searchResults: 100,
  docsChars: 6000,
  waitSecondsMax: 300,
  waitSecondsDefault: 50,
  followSecondsDefault: 20,
  logBytesMax: 65_536,
  logBytesDefault: 4000,
  resultBytesMax: 20_000,
  resultBytesDefault: 2000,
  resultBytesTotal: 60_000,
  dataListMax: 200,
  /** The crate metadata an export_job_crate answer shows, and the most it reads. */
  crateTextMax: 60_000,
  crateMetadataBytesMax: 4 * 1024 * 1024,
} as const;

/** Output names whose head is worth showing as text. */
export const textOutput =
  /\.(csv|tsv|txt|log|json|smi|smiles|fasta|fa|fst|sdf|sd|mol|mol2|xyz|pdb|md|ya?ml|xml|out)$/i;

/** A module or template: its id or its key (name). */
export const ref = z.union([z.string().min(1).max(200), z.number().int().positive()]);
/** A job's, task's or file's id (a number, or its digits as text). */
export const id = z.coerce.number().int().positive();
/** Argument values by name. */
export const argsObject = z.record(z.string(), z.unknown());

/** A one-line summary and the data (as text JSON and as structuredContent). */
export function answer(summary: string, data: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: `${summary}\n\n${JSON.stringify(data, null, 2)}` }],
    structuredContent: data,
  };
}

/** A text cut at `max` characters, saying how many more there were. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n[... ${text.length - max} more characters]` : text;
}

/** What every tool's registration shares: the runner, the hints, the client, the upload folder. */
export interface ToolKit {
  readonly run: <A>(
    context: FailureContext | ((args: A) => FailureContext),
    body: (args: A, c: CrucibleClient, extra: Extra) => Promise<CallToolResult>,
  ) => (args: A, extra: Extra) => Promise<CallToolResult>;
  readonly readOnly: { readonly readOnlyHint: true; readonly openWorldHint: false };
  readonly currentClient: () => CrucibleClient;
  readonly uploadRoot: string;
}
