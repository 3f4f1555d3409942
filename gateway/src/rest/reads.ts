/**
 * The declared /api route table: every resource verb and declared call, each route saying whether it
 * only reads (read-only API tokens may call the reads). It is made from the same declarations that
 * register the routes and refuse read-only tokens at run time (a resource's read verbs, a call's
 * `reads`), so no route is classified by its name and a new call is a write until it says otherwise.
 */
import { areas } from "../areas/index.js";
import type { ServedResource } from "../domain/resources/registry.js";
import type { Call, HttpMethod } from "./calls.js";
import { resourceRoutes } from "./resources.js";

export interface DeclaredRoute {
  readonly method: HttpMethod;
  /** Fastify's pattern, with its `:name` parameters. */
  readonly url: string;
  readonly reads: boolean;
}

/** The routes of these resources and calls, in the order they register. */
export function routeTable(resources: readonly ServedResource[], calls: readonly Call[]): DeclaredRoute[] {
  return [
    ...resources.flatMap((resource) => resourceRoutes(resource)),
    ...calls.flatMap((call) => call.methods.map((method) => ({ method, url: call.path, reads: call.reads }))),
  ];
}

/** Every declared call of every area. */
export const allCalls: readonly Call[] = areas.flatMap((area) => area.calls ?? []);

/** The gateway's whole /api route table. */
export const declaredRoutes: readonly DeclaredRoute[] = routeTable(
  areas.flatMap((area) => area.resources ?? []),
  allCalls,
);

const readsByRoute = new Map(declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.reads]));

/**
 * Whether a route of the table (Fastify's method and pattern) only reads. HEAD is its GET route's (Fastify
 * answers HEAD for every GET); a route the table does not hold throws rather than being guessed.
 */
export function isReadRoute(method: string, url: string): boolean {
  const reads = readsByRoute.get(`${method === "HEAD" ? "GET" : method} ${url}`);
  if (reads === undefined) throw new Error(`${method} ${url} is not a declared /api route`);
  return reads;
}
