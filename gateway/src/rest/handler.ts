import type { FastifyReply, FastifyRequest } from "fastify";
import type { Ctx, Services } from "../domain/context.js";
import { refuseReadOnly } from "../domain/access/guards.js";
import { AppError, invalid } from "../domain/errors.js";
import { buildCtx } from "../http/context.js";
import { ok } from "../http/envelope.js";

export type Handler = (ctx: Ctx, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The REST calls that only read, by their route. Everything else under /api changes something and
 * is refused to a read-only API token: deny by default, so a new call is a write until listed here.
 * GET and HEAD routes are reads (blobs, covers, file downloads).
 */
const readRoutePatterns: readonly RegExp[] = [
  // The generic read verbs of every resource (registry.ts readVerbs).
  /\/(count|query|query_page|read)(\/:param)?$/,
  // File reads of data sets, CMS libraries and task results (also answered to POST).
  /\/(read_file|download_file|zip_download|read_result_molecule_file)\/:(id|uuid|ids)$/,
  /\/key_data\/[a-z_]+\/read_data_json$/,
  /\/(total_usage_size|folders|sdf_records\/:id)$/,
];
export const readRoutes: ReadonlySet<string> = new Set([
  "/api/user/session_data",
  "/api/sys/user/session_data",
  // Resolving the session already slid its expiry; the call itself writes nothing.
  "/api/user/session_update",
  "/api/sys/user/session_update",
  "/api/user/user_config/read_data",
  "/api/user/token_balance",
  "/api/user/navigator_board",
  "/api/sys/module_config/data",
  "/api/sys/cms_map_library_map/export_data",
  "/api/sys/tag_template/export",
  "/api/workflow_job_task_module/list",
  "/api/workflow_job_task_module/calc_metric_discount_value",
  "/api/sys/workflow_job_task_module/users/:id",
  "/api/workflow_job/tasks/:id",
  "/api/sys/workflow_job/tasks/:id",
]);

/** True when a route only reads (see readRoutes); the route is Fastify's pattern, not the raw URL. */
export function isReadRoute(method: string, route: string): boolean {
  if (method === "GET" || method === "HEAD") return true;
  return readRoutes.has(route) || readRoutePatterns.some((pattern) => pattern.test(route));
}

/** Wraps a service call as a REST handler answering the {Error, Data} envelope. */
export function envelope(services: Services, handler: Handler) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = await buildCtx(services, request, reply);
    if (!isReadRoute(request.method, request.routeOptions.url ?? "")) refuseReadOnly(ctx);
    const data = await handler(ctx, request, reply);
    if (reply.sent) return reply;
    return reply.type("application/json").send(ok(data));
  };
}

/** A positive integer path parameter, or ServerInvalidParameter. */
export function idParam(request: FastifyRequest, name = "id"): number {
  const raw = (request.params as Record<string, string | undefined>)[name];
  if (!raw || !/^\d{1,15}$/.test(raw)) throw invalid(`${name} must be a positive integer`);
  const id = Number(raw);
  if (id <= 0) throw invalid(`${name} must be a positive integer`);
  return id;
}

/** The JSON body as an object (an empty body is {}). */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw invalid("the body must be a JSON object");
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string, required = true): string {
  const value = body[name];
  if (value === undefined || value === null || value === "") {
    if (required) throw invalid(`${name} is required`);
    return "";
  }
  if (typeof value !== "string") throw invalid(`${name} must be a string`);
  return value;
}

/** Reads one uploaded file of a multipart request (at most `maxBytes`), with its form fields. */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<{ name: string; bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid("multipart/form-data expected");
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096 },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError("DBFileTooLarge");
      if (part.fieldname === fileField) file = { name: part.filename.slice(0, 255), bytes };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw invalid(`${fileField} is required`);
  if (file.bytes.length === 0) throw new AppError("DBFileInvalid", file.name);
  return { ...file, fields };
}
