import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long a spare connection may still send its request once the close began (then 503, drained). */
const spareGraceMs = 1000;

/**
 * What a close waits for: the requests in flight, answered, and nothing else. Node's
 * `closeIdleConnections()` (Fastify calls it when the close begins) leaves two kinds of connection
 * open, and the close then waits for the client or a timeout (60 to 72 s):
 * - one that has sent no request yet (a client's spare, pre-opened socket: browsers and undici open
 *   them). Once the close begins it has a second to send its request (answered, or 503 while
 *   closing), then it is destroyed;
 * - one whose request was in flight: its answer says `Connection: close` and the socket closes after
 *   it, instead of staying open for the next request.
 */
export function drainOnClose(app: FastifyInstance): void {
  const spare = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  app.server.on("connection", (socket: Socket) => {
    spare.add(socket);
    socket.once("close", () => spare.delete(socket));
  });
  app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    spare.delete(request.socket);
    if (closing) return;
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });
  app.server.on("upgrade", (request: IncomingMessage) => spare.delete(request.socket));
  app.addHook("preClose", (done) => {
    closing = true;
    for (const socket of spare) {
      setTimeout(() => {
        if (spare.has(socket)) socket.destroy();
      }, spareGraceMs).unref();
    }
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("connection", "close");
      else response.once("finish", () => response.socket?.destroySoon());
    }
    done();
  });
}
