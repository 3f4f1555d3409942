/**
 * Closing the gateway: a connection that never sent a request (a client's spare socket) does not
 * hold the close up, while a request in flight still gets its answer.
 */
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startApp } from "../support/app.js";

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

describe("closing the gateway", () => {
  it("closes a connection that sent no request, and answers the request in flight first", async () => {
    const t = await startApp();
    const spare = await open(t.url);
    const spareClosed = new Promise<void>((resolve) => spare.once("close", () => resolve()));
    spare.on("error", () => undefined);

    // A sign-in in flight while the close begins (its password check takes a while): it is answered.
    const busy = await open(t.url);
    let answer = "";
    busy.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    const busyClosed = new Promise<void>((resolve) => busy.once("close", () => resolve()));
    const received = new Promise<void>((resolve) => t.app.server.server.once("request", () => resolve()));
    const body = JSON.stringify({ Account: "nobody-here", Password: "Wrong#Pass1" });
    busy.write(
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await received;

    await t.stop();
    // The server closed the spare socket itself: the client never ended it.
    await spareClosed;
    expect(spare.destroyed).toBe(true);
    await busyClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"Type":"DBLoginFailed"');
  });
});
