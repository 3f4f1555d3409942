import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Services } from "../domain/context.js";
import { invalid } from "../domain/errors.js";
import { verbs, type Resource, type Verb } from "../domain/resources/registry.js";
import { envelope } from "./handler.js";

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

/** Registers POST /api/<path>/<verb>[/<id or fields>] for each declared verb of each resource. */
export function registerResources(
  app: FastifyInstance,
  services: Services,
  resources: readonly Resource[],
): void {
  const seen = new Set<string>();
  for (const resource of resources) {
    const { path } = resource.def;
    if (seen.has(path)) throw new Error(`resource ${path} registered twice`);
    seen.add(path);
    for (const verb of resource.def.verbs) {
      if (!verbs.includes(verb)) throw new Error(`resource ${path}: unknown verb ${verb}`);
      const handler = envelope(services, (ctx, request: FastifyRequest) => {
        const { param } = request.params as { param?: string };
        const { id, fields } = parseParam(verb, param);
        if (idVerbs.has(verb) && verb !== "delete" && verb !== "delete_hard" && id === null)
          throw invalid("id");
        return resource.run(ctx, verb, id, request.body ?? {}, fields);
      });
      app.post(`/api/${path}/${verb}`, handler);
      if (idVerbs.has(verb) || verb === "update") app.post(`/api/${path}/${verb}/:param`, handler);
    }
  }
}
