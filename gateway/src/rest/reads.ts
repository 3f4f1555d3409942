/** Which /api routes only read (read-only API tokens may call them): declared calls and resource verbs. */
import { areas } from "../areas/index.js";
import { isReadVerb } from "./resources.js";

const declaredCalls = areas.flatMap((area) => area.calls ?? []);
const declared = new Map<string, boolean>(
  declaredCalls.flatMap((call) =>
    call.methods.map((method) => [`${method} ${call.path}`, call.reads] as const),
  ),
);

/**
 * True when the route (Fastify's pattern) only reads: GET and HEAD, a declared call's `reads`, or a resource's
 * read verb (`/api/<path>/<verb>[/:param]`). Anything else is a write: deny by default.
 */
export function isReadRoute(method: string, route: string): boolean {
  // GET and HEAD only read (file reads, blobs; Fastify answers HEAD for every GET).
  if (method === "GET" || method === "HEAD") return true;
  const call = declared.get(`${method} ${route}`);
  if (call !== undefined) return call;
  const verb = /\/([a-z_]+)(\/:param)?$/.exec(route)?.[1];
  return verb !== undefined && isReadVerb(verb);
}

/** Every declared call of every area. */
export const allCalls = declaredCalls;
