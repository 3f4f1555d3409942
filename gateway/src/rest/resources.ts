import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../domain/context.js";
import { refuseReadOnly } from "../domain/access/guards.js";
import { requireFeature } from "../domain/config/features.js";
import { invalid } from "../domain/errors.js";
import { readVerbs, verbs, type ServedResource, type Verb } from "../domain/resources/registry.js";
import { buildCtx } from "../http/context.js";
import { ok } from "../http/envelope.js";
import { declaredRoute } from "./calls.js";

const reading = new Set<Verb>(readVerbs);

const idVerbs = new Set<Verb>([
  "read",
  "delete",
  "delete_soft",
  "delete_hard",
  "delete_cancel",
  "disabled_status",
  "enabled_status",
  "favorite_add",
  "favorite_del",
]);

/** The id of `verb/{id}`, the field list of `update/{fields}`, or neither. */
function parseParam(verb: Verb, param: string | undefined): { id: number | null; fields: string[] | null } {
  if (param === undefined) return { id: null, fields: null };
  if (/^\d{1,15}$/.test(param) && Number(param) > 0) return { id: Number(param), fields: null };
  if (verb === "update" && /^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*){0,50}$/.test(param)) {
    return { id: null, fields: param.split(",") };
  }
  throw invalid(
    verb === "update" ? "update/{fields} takes comma-separated field names" : "id must be a positive integer",
  );
}

/** A route of a resource verb: whether it only reads is the verb's (read-only tokens may call reads). */
export interface VerbRoute {
  readonly method: "POST";
  readonly url: string;
  readonly verb: Verb;
  readonly reads: boolean;
}

/** The routes of a resource: POST /api/<path>/<verb>[/<id or fields>] for each declared verb. */
export function resourceRoutes(resource: ServedResource): VerbRoute[] {
  const { path } = resource.def;
  return resource.def.verbs.flatMap((verb) => {
    if (!verbs.includes(verb)) throw new Error(`resource ${path}: unknown verb ${verb}`);
    const urls = [`/api/${path}/${verb}`];
    if (idVerbs.has(verb) || verb === "update") urls.push(`/api/${path}/${verb}/:param`);
    return urls.map((url) => ({ method: "POST" as const, url, verb, reads: reading.has(verb) }));
  });
}

/** Registers the routes of each resource (`resourceRoutes`). */
export function registerResources(
  app: FastifyInstance,
  services: Services,
  resources: readonly ServedResource[],
): void {
  const seen = new Set<string>();
  for (const resource of resources) {
    const { path } = resource.def;
    if (seen.has(path)) throw new Error(`resource ${path} registered twice`);
    seen.add(path);
    for (const { method, url, verb, reads } of resourceRoutes(resource)) {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await buildCtx(services, request, reply);
        // The resource's feature switch before anything else, signed in or not (like a declared call).
        if (resource.def.feature) await requireFeature(ctx, resource.def.feature);
        const { param } = request.params as { param?: string };
        let named: ReturnType<typeof parseParam> | null = null;
        try {
          named = parseParam(verb, param);
        } catch {
          // Answered below, after the read-only check.
        }
        // A read-only token is refused every changing verb before anything else is read (except the
        // few its resource allows: a token revoking itself).
        if (!reads && !(named && resource.readOnlyMay(ctx, verb, named.id, request.body ?? {})))
          refuseReadOnly(ctx);
        const { id, fields } = named ?? parseParam(verb, param);
        if (idVerbs.has(verb) && verb !== "delete" && verb !== "delete_hard" && id === null)
          throw invalid("id");
        const data = await resource.run(ctx, verb, id, request.body ?? {}, fields);
        return reply.type("application/json").send(ok(data));
      };
      app.route({ method, url, config: declaredRoute, handler });
    }
  }
}
