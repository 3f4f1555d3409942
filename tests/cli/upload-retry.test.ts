/**
 * `crucible data upload` through a small HTTP proxy in front of the gateway that fails chosen chunk
 * requests (issue 27 item 7): a connection dropped after the chunk was stored, a 503 and a 429 are
 * retried with backoff (p-retry), each retry resuming where the meta step says the server's bytes stop,
 * and the file arrives with its SHA-256; any other 4xx ends the upload at once; and the retries are
 * bounded.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser } from "../support/factories.js";
import { cli, json, jsonError, type CliOptions } from "./support.js";

const mib = 1024 * 1024;

/** What the proxy does to a chunk request: drop the connection once the gateway stored the chunk, or answer a status. */
type Failure = "drop" | 503 | 429 | 403;

let t: TestApp;
let proxy: Server;
let work = "";
let as: CliOptions;
/** Failures still to serve, by chunk index (`always` ones stay). */
const failures = new Map<number, { failure: Failure; always: boolean }>();
/** The requests the proxy saw: `meta`, or the chunk index. */
let seen: (number | "meta")[] = [];

function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  response.writeHead(status, {
    "content-type": typeof body === "string" ? "text/plain" : "application/json",
  });
  response.end(text);
}

/** Sends the request on to the gateway; `then` gets its answer (piped back unless `then` handles it). */
function pass(request: IncomingMessage, response: ServerResponse, drop: boolean): void {
  const target = new URL(request.url ?? "/", t.url);
  const outgoing = forward(target, {
    method: request.method,
    headers: { ...request.headers, host: target.host },
  });
  outgoing.on("response", (upstream) => {
    if (drop) {
      // The gateway stored the chunk; its answer is lost with the connection.
      upstream.resume();
      upstream.on("end", () => request.socket.destroy());
      return;
    }
    response.writeHead(upstream.statusCode ?? 502, upstream.headers);
    upstream.pipe(response);
  });
  outgoing.on("error", () => response.destroy());
  request.pipe(outgoing);
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? "/", "http://proxy");
  if (url.pathname.endsWith("/upload_meta")) seen.push("meta");
  if (!url.pathname.endsWith("/upload_file")) return pass(request, response, false);
  const index = Number(url.searchParams.get("Index"));
  seen.push(index);
  const rule = failures.get(index);
  if (!rule) return pass(request, response, false);
  if (!rule.always) failures.delete(index);
  if (rule.failure === "drop") return pass(request, response, true);
  // The chunk's bytes are read (and thrown away) before the answer, as a server would.
  request.resume();
  request.on("end", () => {
    if (rule.failure === 503) answer(response, 503, "Service Unavailable");
    else if (rule.failure === 429)
      answer(response, 429, { Error: { Type: "DBRateLimit", Value: null, Meta: null }, Data: null });
    else
      answer(response, 403, {
        Error: { Type: "DBPermDenied", Value: "Files.Upload", Meta: null },
        Data: null,
      });
  });
}

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-retry-"));
  const user = await registerUser(t);
  const token = (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "retry" }))
    .Secret;
  proxy = createServer(handle);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  as = {
    home: path.join(work, "home"),
    env: { CRUCIBLE_URL: `http://127.0.0.1:${port}`, CRUCIBLE_TOKEN: token },
  };
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

/** A new file of random bytes (9 chunks and a bit) in the work folder. */
async function randomFile(name: string): Promise<{ file: string; bytes: Buffer }> {
  const bytes = randomBytes(9 * mib + 77);
  const file = path.join(work, name);
  await writeFile(file, bytes);
  return { file, bytes };
}

/** Uploads `file` through the proxy; answers the run and the requests the proxy saw. */
async function upload(file: string, retries: number) {
  seen = [];
  const run = await cli(["data", "upload", file, "-o", "json", "--retries", String(retries)], as);
  return { run, seen: [...seen] };
}

/** The stored file's SHA-256, as the gateway answers it. */
async function storedSha256(id: number): Promise<string> {
  const got = await cli(["data", "get", String(id), "-o", "json"], as);
  expect(got.code, got.stderr).toBe(0);
  return json<{ Sha256: string }>(got).Sha256;
}

describe("data upload retries a failed chunk from the server's offset", () => {
  it("a connection dropped after the chunk was stored: the upload resumes and completes", async () => {
    const { file, bytes } = await randomFile("dropped.bin");
    failures.set(2, { failure: "drop", always: false });
    const { run, seen } = await upload(file, 3);
    expect(run.code, run.stderr).toBe(0);
    const [uploaded] = json<{ Id: number; Size: number; Known: boolean }[]>(run);
    expect(uploaded).toMatchObject({ Size: bytes.length, Known: false });
    // The meta step again after the failure (the resume call): the server holds chunk 2 (only its
    // answer was lost) and the chunks sent with it, so the retry goes on after them.
    expect(seen.filter((s) => s === "meta")).toHaveLength(2);
    const after = seen.slice(seen.lastIndexOf("meta") + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => typeof s === "number" && s > 2)).toBe(true);
    expect(await storedSha256(uploaded!.Id)).toBe(sha256(bytes));
  });

  it("a 503 and a 429 are retried; the file arrives whole", async () => {
    const { file, bytes } = await randomFile("busy.bin");
    failures.set(3, { failure: 503, always: false });
    failures.set(8, { failure: 429, always: false });
    const { run, seen } = await upload(file, 3);
    expect(run.code, run.stderr).toBe(0);
    const [uploaded] = json<{ Id: number; Size: number }[]>(run);
    expect(uploaded!.Size).toBe(bytes.length);
    expect(seen.filter((s) => s === 3)).toHaveLength(2);
    expect(seen.filter((s) => s === 8)).toHaveLength(2);
    // The chunks before the failed one were kept: the retry starts at the server's offset.
    expect(seen.filter((s) => s === 0)).toHaveLength(1);
    expect(seen.filter((s) => s === "meta").length).toBeGreaterThanOrEqual(2);
    expect(await storedSha256(uploaded!.Id)).toBe(sha256(bytes));
  });

  it("another 4xx is not retried", async () => {
    const { file } = await randomFile("refused.bin");
    failures.set(1, { failure: 403, always: false });
    const { run, seen } = await upload(file, 3);
    expect(run.code).toBe(3);
    expect(jsonError(run)).toMatchObject({ Type: "DBPermDenied" });
    expect(seen.filter((s) => s === "meta")).toHaveLength(1);
    expect(seen.filter((s) => s === 1)).toHaveLength(1);
  });

  it("the retries are bounded; the next run resumes from the server's offset", async () => {
    const { file, bytes } = await randomFile("bounded.bin");
    failures.set(4, { failure: 503, always: true });
    const stopped = await upload(file, 2);
    expect(stopped.run.code).toBe(6);
    const error = jsonError(stopped.run);
    expect(error.Value).toContain("run the same command again to resume");
    // Three attempts: the first and two retries.
    expect(stopped.seen.filter((s) => s === "meta")).toHaveLength(3);
    expect(stopped.seen.filter((s) => s === 4)).toHaveLength(3);
    failures.delete(4);
    const { run } = await upload(file, 2);
    expect(run.code, run.stderr).toBe(0);
    const [uploaded] = json<{ Id: number; ResumedFrom: number }[]>(run);
    expect(uploaded!.ResumedFrom).toBe(4 * mib);
    expect(await storedSha256(uploaded!.Id)).toBe(sha256(bytes));
  });
});
