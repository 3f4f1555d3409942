import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer as createHttpsServer } from "node:https";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet, type RawGetOptions } from "./rawGet.js";

const timeoutError = (what: string) => Object.assign(new Error(`${what} timed out`), { code: "ETIMEDOUT" });
const options = (more: Partial<RawGetOptions> = {}): RawGetOptions => ({
  headers: { authorization: "Bearer t" },
  timeoutMs: 5000,
  timeoutError,
  ...more,
});

/** The body of an answer, read through read() (each piece copied, as a reader must). */
async function bodyOf(answer: Awaited<ReturnType<typeof rawGet>>): Promise<Buffer> {
  const parts: Buffer[] = [];
  await answer.read((bytes) => parts.push(Buffer.from(bytes)));
  return Buffer.concat(parts);
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/**
 * A TCP server that reads a request's head and answers with `script`: each piece written on its own
 * (a number waits that many ms), then the connection is closed unless `keepOpen`.
 */
async function scripted(
  script: (request: string) => (Buffer | string | number)[],
  keepOpen = false,
): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((socket: Socket) => {
    let head = "";
    socket.on("error", () => undefined);
    socket.on("data", async (data: Buffer) => {
      if (head.includes("\r\n\r\n")) return;
      head += data.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      requests.push(head);
      for (const piece of script(head)) {
        if (typeof piece === "number") await sleep(piece);
        else if (!socket.destroyed) socket.write(piece);
      }
      if (!keepOpen) socket.end();
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/file/7?Type=Out`, requests };
}

describe("rawGet: a download's GET read into one reused buffer", () => {
  it("sends the request's headers and reads a head split across reads, then a body of Content-Length", async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const { url, requests } = await scripted(() => [
      "HTTP/1.1 206 Partial Content\r\nContent-Le",
      5,
      `ngth: ${body.length}\r\nETag: "abc"\r\nX-Twice: a\r\nx-twice: b\r\n\r\n`,
      body.subarray(0, 1000),
      5,
      body.subarray(1000),
      "these bytes are past the body's length",
    ]);
    const answer = await rawGet(
      new URL(url),
      options({ headers: { authorization: "Bearer t", range: "bytes=5-" } }),
    );
    expect(answer.status).toBe(206);
    expect(answer.headers).toMatchObject({
      "content-length": String(body.length),
      etag: '"abc"',
      "x-twice": "a, b",
    });
    expect((await bodyOf(answer)).equals(body)).toBe(true);
    const request = requests[0]!.split("\r\n");
    expect(request[0]).toBe("GET /api/file/7?Type=Out HTTP/1.1");
    expect(request).toEqual(
      expect.arrayContaining([
        `Host: ${new URL(url).host}`,
        "authorization: Bearer t",
        "range: bytes=5-",
        "Connection: close",
      ]),
    );
  });

  it("skips 1xx heads and decodes a chunked body (sizes with extensions, a trailer), whatever the read boundaries", async () => {
    const pieces = [randomBytes(70_000), randomBytes(1), randomBytes(300_000)];
    const wire = Buffer.concat([
      Buffer.from("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"),
      Buffer.from("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"),
      ...pieces.flatMap((piece, i) => [
        Buffer.from(`${piece.length.toString(16)}${i === 1 ? ";name=value" : ""}\r\n`),
        piece,
        Buffer.from("\r\n"),
      ]),
      Buffer.from("0\r\nX-Trailer: yes\r\n\r\n"),
    ]);
    // The wire in uneven pieces: boundaries fall inside the heads, the size lines and the CRLFs.
    const cuts: (Buffer | number)[] = [];
    for (let at = 0, step = 1; at < wire.length; at += step, step = (step * 7) % 65_521 || 3) {
      cuts.push(wire.subarray(at, at + step), 0);
    }
    const { url } = await scripted(() => cuts);
    const answer = await rawGet(new URL(url), options());
    expect(answer.status).toBe(200);
    expect((await bodyOf(answer)).equals(Buffer.concat(pieces))).toBe(true);
  });

  it("keeps the bytes that came before read() was called, and reads on once it is", async () => {
    const body = randomBytes(2 * 1024 * 1024);
    const { url } = await scripted(() => [`HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n`, body]);
    const answer = await rawGet(new URL(url), options());
    await sleep(100);
    expect((await bodyOf(answer)).equals(body)).toBe(true);
  });

  it("reads a body up to the close when the answer gives no length", async () => {
    const body = randomBytes(100_000);
    const { url } = await scripted(() => [
      "HTTP/1.1 200 OK\r\n\r\n",
      body.subarray(0, 10),
      5,
      body.subarray(10),
    ]);
    expect((await bodyOf(await rawGet(new URL(url), options()))).equals(body)).toBe(true);
  });

  it("rejects a body cut short by the server (ECONNRESET), keeping what came", async () => {
    const { url } = await scripted(() => [
      "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n",
      "x".repeat(600),
    ]);
    const answer = await rawGet(new URL(url), options());
    const parts: Buffer[] = [];
    const failure = await answer
      .read((bytes) => parts.push(Buffer.from(bytes)))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "ECONNRESET" });
    expect(Buffer.concat(parts).toString()).toBe("x".repeat(600));
  });

  it("rejects a chunked body cut short, and a malformed chunk size", async () => {
    const short = await scripted(() => ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nabc"]);
    await expect(bodyOf(await rawGet(new URL(short.url), options()))).rejects.toMatchObject({
      code: "ECONNRESET",
    });
    const malformed = await scripted(() => [
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n",
    ]);
    await expect(bodyOf(await rawGet(new URL(malformed.url), options()))).rejects.toMatchObject({
      code: "HPE_INVALID_CHUNK_SIZE",
    });
  });

  it("refuses what is not an HTTP/1.1 answer: another protocol, a head too long, a malformed length", async () => {
    const other = await scripted(() => ["SSH-2.0-OpenSSH\r\n\r\n"]);
    await expect(rawGet(new URL(other.url), options())).rejects.toMatchObject({
      code: "HPE_INVALID_CONSTANT",
    });
    const long = await scripted(() => [`HTTP/1.1 200 OK\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`]);
    await expect(rawGet(new URL(long.url), options())).rejects.toMatchObject({ code: "HPE_HEADER_OVERFLOW" });
    const length = await scripted(() => ["HTTP/1.1 200 OK\r\nContent-Length: 12abc\r\n\r\n"]);
    await expect(rawGet(new URL(length.url), options())).rejects.toMatchObject({
      code: "HPE_INVALID_CONTENT_LENGTH",
    });
    const closed = await scripted(() => []);
    await expect(rawGet(new URL(closed.url), options())).rejects.toMatchObject({ code: "ECONNRESET" });
  });

  it("times out waiting for the answer and between reads", async () => {
    const silent = await scripted(() => [], true);
    await expect(rawGet(new URL(silent.url), options({ timeoutMs: 200 }))).rejects.toThrow(
      "waiting for the answer timed out",
    );
    const stalls = await scripted(() => ["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"], true);
    const answer = await rawGet(new URL(stalls.url), options({ timeoutMs: 200 }));
    await expect(bodyOf(answer)).rejects.toThrow("reading the answer timed out");
  });

  it("stops when its signal is aborted, before the answer and while reading", async () => {
    const silent = await scripted(() => [], true);
    const before = new AbortController();
    setTimeout(() => before.abort(new Error("stopped before")), 50);
    await expect(rawGet(new URL(silent.url), options({ signal: before.signal }))).rejects.toThrow(
      "stopped before",
    );
    const stalls = await scripted(() => ["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"], true);
    const during = new AbortController();
    const answer = await rawGet(new URL(stalls.url), options({ signal: during.signal }));
    setTimeout(() => during.abort(new Error("stopped while reading")), 50);
    await expect(bodyOf(answer)).rejects.toThrow("stopped while reading");
  });

  it("gives the body as a stream to a slow writer (paused and resumed), and whole up to a limit", async () => {
    const body = randomBytes(6 * 1024 * 1024);
    const head = `HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { url } = await scripted(() => [head, body]);
    const parts: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        setImmediate(done);
      },
    });
    await pipeline((await rawGet(new URL(url), options())).stream(), slow);
    expect(Buffer.concat(parts).equals(body)).toBe(true);
    const again = await scripted(() => [head, body]);
    const some = await (await rawGet(new URL(again.url), options())).bytes(1000);
    expect(some.equals(body.subarray(0, 1000))).toBe(true);
    // At the limit the rest is not waited for.
    const endless = await scripted(
      () => ["HTTP/1.1 200 OK\r\nContent-Length: 9999999\r\n\r\n", "y".repeat(900)],
      true,
    );
    const first = await (await rawGet(new URL(endless.url), options({ timeoutMs: 60_000 }))).bytes(500);
    expect(first.toString()).toBe("y".repeat(500));
  });

  it("speaks TLS for https (a certificate made for the test, its CA given)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "crucible-cli-tls-"));
    try {
      const key = path.join(dir, "key.pem");
      const cert = path.join(dir, "cert.pem");
      execFileSync(
        "openssl",
        [
          ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"],
          ...[
            "-keyout",
            key,
            "-out",
            cert,
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost",
          ],
        ],
        { stdio: "ignore" },
      );
      const body = randomBytes(5 * 1024 * 1024 + 3);
      const server = createHttpsServer(
        { key: await readFile(key), cert: await readFile(cert) },
        (request, reply) => {
          reply.writeHead(200, { "content-length": body.length, "x-path": request.url ?? "" });
          reply.end(body);
        },
      );
      servers.push(server);
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      const port = (server.address() as AddressInfo).port;
      const target = new URL(`https://localhost:${port}/api/x?y=1`);
      // Without the CA, the certificate is refused.
      await expect(rawGet(target, options())).rejects.toMatchObject({ code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
      const answer = await rawGet(target, options({ tls: { ca: await readFile(cert) } }));
      expect(answer.headers["x-path"]).toBe("/api/x?y=1");
      expect((await bodyOf(answer)).equals(body)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
