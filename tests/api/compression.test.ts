/**
 * Issue 8 item 8: web assets go out precompressed (brotli, gzip) with immutable caching for hashed
 * files and Vary: Accept-Encoding; JSON answers above 1 KiB are compressed; stored files and their
 * Range reads go out as stored. Issue 13 item 6: the mobile site's page answers /m/ and every deep
 * address under it with the same headers as index.html.
 */
import { request } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let alice: NormalUser;
let webDist: string;

// A hashed bundle as Vite names it, and its precompressed copies as the build writes them.
const script = Buffer.from(
  Array.from({ length: 800 }, (_, i) => `export const value${i} = "crucible-${i % 7}";\n`).join(""),
);
const indexHtml = Buffer.from(
  `<!doctype html><html><head><!-- ${"padding ".repeat(200)} -->` +
    `<script type="module" src="/assets/index-0a1b2c3d.js"></script></head><body></body></html>`,
);

const mobileHtml = Buffer.from(
  `<!doctype html><html><head><!-- ${"mobile ".repeat(200)} -->` +
    `<script type="module" src="/assets/mobile-4e5f6a7b.js"></script></head><body></body></html>`,
);

const favicon = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>`);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "crucible-web-"));
  await mkdir(path.join(webDist, "assets"));
  for (const [name, bytes] of [
    ["index.html", indexHtml],
    ["mobile.html", mobileHtml],
    ["assets/index-0a1b2c3d.js", script],
  ] as const) {
    await writeFile(path.join(webDist, name), bytes);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(bytes));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(bytes));
  }
  // Under 1 KiB the build writes no compressed copy.
  await writeFile(path.join(webDist, "favicon.svg"), favicon);
  t = await startApp({ env: { CRUCIBLE_WEB_DIST: webDist } });
  alice = await registerUser(t);
});
afterAll(async () => {
  await t?.stop();
  await rm(webDist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent on the wire (fetch would decode them). */
  body: Buffer;
}

/** One HTTP request with node:http, which leaves the body encoded as the server sent it. */
function raw(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  client?: Client,
  body?: string,
): Promise<RawAnswer> {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}${pathname}`,
      { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function decode(answer: RawAnswer): Buffer {
  switch (answer.headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(answer.body);
    case "gzip":
      return gunzipSync(answer.body);
    default:
      return answer.body;
  }
}

describe("web assets", () => {
  it("serves a hashed bundle precompressed by what the browser accepts, cached for a year", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await raw("GET", "/assets/index-0a1b2c3d.js", { "accept-encoding": accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-type"], accept).toMatch(/javascript/);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(decode(answer).equals(script), accept).toBe(true);
      if (encoding) expect(answer.body.length).toBeLessThan(script.length / 3);
    }
  });

  it("keeps the page's security policy and no-cache when index.html goes out compressed", async () => {
    const answer = await raw("GET", "/", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(decode(answer).equals(indexHtml)).toBe(true);
  });

  it("sends a file without a compressed copy as it is, also for a Range", async () => {
    const whole = await raw("GET", "/favicon.svg", { "accept-encoding": "br, gzip" });
    expect(whole.status).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.body.equals(favicon)).toBe(true);
    const part = await raw("GET", "/favicon.svg", { "accept-encoding": "br, gzip", range: "bytes=5-9" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.body.equals(favicon.subarray(5, 10))).toBe(true);
  });
});

describe("the mobile site", () => {
  it("answers /m/ and deep addresses under it with its page, compressed, with index.html's headers", async () => {
    const desktop = await raw("GET", "/", { "accept-encoding": "br, gzip" });
    for (const [pathname, accept, encoding] of [
      ["/m/", "br, gzip", "br"],
      ["/m/", "gzip", "gzip"],
      ["/m/", "identity", undefined],
      ["/m/jobs/42", "br, gzip", "br"],
      ["/m/datasets/public?folder=a%2Fb", "gzip", "gzip"],
    ] as const) {
      const answer = await raw("GET", pathname, { "accept-encoding": accept });
      const label = `${pathname} (${accept})`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers["content-encoding"], label).toBe(encoding);
      expect(answer.headers["content-type"], label).toMatch(/text\/html/);
      expect(answer.headers.vary, label).toMatch(/accept-encoding/i);
      expect(decode(answer).equals(mobileHtml), label).toBe(true);
      for (const header of [
        "content-security-policy",
        "cache-control",
        "x-frame-options",
        "x-content-type-options",
        "referrer-policy",
      ]) {
        expect(answer.headers[header], `${label} ${header}`).toBe(desktop.headers[header]);
      }
    }
    expect(desktop.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("sends /m to /m/, keeping the query", async () => {
    const bare = await raw("GET", "/m", {});
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe("/m/");
    const query = await raw("GET", "/m?lang=zh", {});
    expect(query.headers.location).toBe("/m/?lang=zh");
  });

  it("leaves the desktop's files and the API where they were", async () => {
    const asset = await raw("GET", "/assets/index-0a1b2c3d.js", { "accept-encoding": "identity" });
    expect(asset.body.equals(script)).toBe(true);
    const missing = await raw("GET", "/mx/", {});
    expect(missing.status).toBe(404);
    const api = await raw(
      "POST",
      "/api/user/token_balance",
      { "content-type": "application/json" },
      undefined,
      "{}",
    );
    expect(JSON.parse(api.body.toString("utf8"))).toMatchObject({ Error: { Type: "DBUserNoLogin" } });
  });
});

describe("JSON answers", () => {
  it("compresses a large REST answer and leaves a small one as it is", async () => {
    const headers = { "accept-encoding": "br, gzip", "content-type": "application/json" };
    const big = await raw("POST", "/api/workflow_job_task_module/list", headers, alice.client, "{}");
    const text = decode(big).toString("utf8");
    expect(text.length).toBeGreaterThan(1024);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect((JSON.parse(text) as { Error: unknown }).Error).toBeNull();
    // The client's q-values choose: brotli refused, gzip it is; identity only, the answer as it is.
    const gzipOnly = await raw(
      "POST",
      "/api/workflow_job_task_module/list",
      { ...headers, "accept-encoding": "br;q=0, gzip;q=0.8" },
      alice.client,
      "{}",
    );
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzipOnly).toString("utf8")).toBe(text);
    const identity = await raw(
      "POST",
      "/api/workflow_job_task_module/list",
      { ...headers, "accept-encoding": "identity" },
      alice.client,
      "{}",
    );
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body.toString("utf8")).toBe(text);
    const small = await raw("POST", "/api/user/token_balance", headers, alice.client, "{}");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toMatchObject({ Error: null });
  });

  it("compresses a large GraphQL answer with gzip when that is all the client takes", async () => {
    const answer = await raw(
      "POST",
      "/graphql",
      { "accept-encoding": "gzip", "content-type": "application/json" },
      alice.client,
      JSON.stringify({ query: "{ __schema { types { name description } } }" }),
    );
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(decode(answer).toString("utf8")) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe("stored files", () => {
  it("go out as stored, so Range reads of a JSON data file keep their offsets", async () => {
    const bytes = Buffer.from(JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ i })) }));
    const base = "/api/workflow_job_task_data_source_file";
    const file = await uploadBytes(alice.client, base, "rows.json", bytes);
    const whole = await raw("GET", `${base}/read_file/${file.Id}`, { "accept-encoding": "br" }, alice.client);
    expect(whole.status).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.headers["content-length"]).toBe(String(bytes.length));
    expect(whole.body.equals(bytes)).toBe(true);
    const part = await raw(
      "GET",
      `${base}/read_file/${file.Id}`,
      { "accept-encoding": "br, gzip", range: "bytes=100-199" },
      alice.client,
    );
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.body.equals(bytes.subarray(100, 200))).toBe(true);
  });
});
