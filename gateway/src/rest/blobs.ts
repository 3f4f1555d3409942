import type { FastifyReply } from "fastify";
import type { BlobRow } from "../db/schema.js";
import type { Ctx } from "../domain/context.js";

/** Streams a blob with its type; images are served as they are, everything with nosniff. */
export function sendBlob(ctx: Ctx, reply: FastifyReply, blob: BlobRow): FastifyReply {
  return reply
    .header("content-type", blob.mime)
    .header("content-length", String(blob.size))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, max-age=3600")
    .header("etag", `"${blob.sha256}"`)
    .send(ctx.blobs.read(blob.sha256));
}
