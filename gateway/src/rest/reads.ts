/** Which /api routes only read (read-only API tokens may call them), over every area's declarations. */
import { areas } from "../areas/index.js";
import { isReadRoute as isLegacyReadRoute } from "./handler.js";

const declaredCalls = areas.flatMap((area) => area.calls ?? []);
const declared = new Map<string, boolean>(
  declaredCalls.flatMap((call) =>
    call.methods.map((method) => [`${method} ${call.path}`, call.reads] as const),
  ),
);

/** True when the route (Fastify's pattern) only reads: a declared call's `reads`, else the resource verbs' rule. */
export function isReadRoute(method: string, route: string): boolean {
  return declared.get(`${method} ${route}`) ?? isLegacyReadRoute(method, route);
}

/** Every declared call of every area. */
export const allCalls = declaredCalls;
