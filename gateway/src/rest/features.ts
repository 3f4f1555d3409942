import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { requireFeature } from "../domain/config/features.js";
import { AppError } from "../domain/errors.js";
import { sendError } from "../http/envelope.js";

/** Every /api call under these prefixes needs the feature switch at `path` (FeatureNotEnabled). */
export function gateFeature(
  app: FastifyInstance,
  services: Services,
  prefixes: readonly string[],
  path: string,
): void {
  app.addHook("preHandler", async (request, reply) => {
    // The matched route, not the raw URL: "/%61pi/..." routes to /api/... too.
    const route = request.routeOptions.url ?? "";
    if (!prefixes.some((prefix) => route.startsWith(prefix))) return;
    try {
      await requireFeature(services, path);
    } catch (error) {
      if (error instanceof AppError) return sendError(reply, error);
      throw error;
    }
  });
}
