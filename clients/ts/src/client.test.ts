/**
 * The client core against a real HTTP server in this process (node:http), over a node:http transport
 * as the CLI's: the envelope read strictly, typed REST and GraphQL calls, the caller's own errors, and
 * the chunked upload driver (resume from Received, a known file, chunks in order with N in flight,
 * abort, a chunk's error).
 */
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { restCall, type ChunkQuery, type UploadDone, type UploadReceived } from "@crucible/schema/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callChunk, callEnvelope } from "./envelope.js";
import { ApiError, BadAnswerError, type ErrorMakers } from "./errors.js";
import { graphql, type TypedDocument } from "./graphql.js";
import type { Transport } from "./transport.js";
import { runChunkedUpload, sendChunks } from "./upload.js";

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

let handler: Handler = (_request, _body, response) => response.end();
let base = "";
const server = createServer((request, response) => {
  const parts: Buffer[] = [];
  request.on("data", (part: Buffer) => parts.push(part));
  request.on("end", () => handler(request, Buffer.concat(parts), response));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

/** A node:http transport (the CLI's kind): raw bodies are Buffers. */
function transport(signal?: AbortSignal): Transport<Buffer> {
  return (sent) =>
    new Promise((resolve, reject) => {
      const body =
        sent.body === null
          ? Buffer.alloc(0)
          : typeof sent.body === "string"
            ? Buffer.from(sent.body)
            : sent.body;
      const outgoing = httpRequest(`${base}${sent.path}`, {
        method: sent.method,
        headers: { ...sent.headers, "content-length": String(body.length) },
        ...(signal ? { signal } : {}),
      });
      outgoing.once("response", (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8") }),
        );
        response.on("error", reject);
      });
      outgoing.once("error", reject);
      outgoing.end(body);
    });
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json"): void {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** A caller's own error class, as the CLI's CliError and the web's RestError extend ApiError. */
class CallerError extends ApiError {
  readonly caller = true;
}

const callerErrors: ErrorMakers = {
  api: (fields) => new CallerError(fields.type, fields.value, { meta: fields.meta, status: fields.status }),
  badAnswer: (reason, status) => new Error(`bad ${reason} ${status}`),
};

const echo = restCall<{ Name: string }, { Hello: string }>("/api/echo");

describe("the envelope and typed REST calls", () => {
  it("answers the call's Data and sends its JSON body", async () => {
    handler = (request, body, response) => {
      expect(request.url).toBe("/api/echo");
      expect(request.headers["content-type"]).toBe("application/json");
      const { Name } = JSON.parse(body.toString("utf8")) as { Name: string };
      send(response, 200, { Error: null, Data: { Hello: Name } });
    };
    const answer: { Hello: string } = await call(transport(), echo, { Name: "Ada" });
    expect(answer).toEqual({ Hello: "Ada" });
  });

  it("throws an envelope's Error as ApiError with its Type, Value, Meta and status", async () => {
    handler = (_request, _body, response) =>
      send(response, 404, {
        Error: { Type: "DBDataNotExist", Value: "file 7", Meta: { Id: 7 } },
        Data: null,
      });
    const error = await call(transport(), echo, { Name: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: "DBDataNotExist", value: "file 7", meta: { Id: 7 }, status: 404 });
    expect((error as Error).message).toBe("DBDataNotExist: file 7");
  });

  it("throws the caller's own error class through its ErrorMakers", async () => {
    handler = (_request, _body, response) =>
      send(response, 403, { Error: { Type: "DBPermDenied", Value: null, Meta: null }, Data: null });
    const error = await call(transport(), echo, { Name: "x" }, { errors: callerErrors }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CallerError);
    expect(error).toMatchObject({ type: "DBPermDenied", value: null, meta: null, caller: true });
  });

  it("answers the whole envelope and its status for a protocol step", async () => {
    handler = (_request, _body, response) =>
      send(response, 404, { Error: { Type: "DBNotExist", Value: 3, Meta: [1] }, Data: null });
    const answer = await callEnvelope(transport(), echo, { Name: "x" });
    // A Value that is no string reads as null, a Meta that is no object as null.
    expect(answer).toEqual({
      status: 404,
      envelope: { Error: { Type: "DBNotExist", Value: null, Meta: null }, Data: null },
    });
  });

  it("refuses answers that are not the platform's envelope", async () => {
    const cases: { status: number; body: string; reason: string }[] = [
      { status: 502, body: "<html>Bad gateway</html>", reason: "notJson" },
      { status: 200, body: JSON.stringify({ Data: { Hello: "x" } }), reason: "notEnvelope" },
      { status: 200, body: JSON.stringify({ Error: null }), reason: "notEnvelope" },
      { status: 200, body: JSON.stringify([1, 2]), reason: "notEnvelope" },
      {
        status: 500,
        body: JSON.stringify({ Error: { Value: "no type" }, Data: null }),
        reason: "notEnvelope",
      },
      { status: 500, body: JSON.stringify({ Error: "broken", Data: null }), reason: "notEnvelope" },
    ];
    for (const { status, body, reason } of cases) {
      handler = (_request, _body, response) => send(response, status, body, "text/html");
      const error = await call(transport(), echo, { Name: "x" }).catch((caught: unknown) => caught);
      expect(error, body).toBeInstanceOf(BadAnswerError);
      expect(error).toMatchObject({ reason, status });
      const own = await call(transport(), echo, { Name: "x" }, { errors: callerErrors }).catch(
        (caught: unknown) => caught,
      );
      expect((own as Error).message).toBe(`bad ${reason} ${status}`);
    }
  });

  it("passes a transport's own failure through", async () => {
    const refused: Transport = () => Promise.reject(new Error("ECONNREFUSED"));
    await expect(call(refused, echo, { Name: "x" })).rejects.toThrow("ECONNREFUSED");
  });

  it("sends a chunk as raw bytes with its query", async () => {
    handler = (request, body, response) => {
      expect(request.url).toBe("/api/files/upload_file?UploadId=5&Index=2");
      expect(request.headers["content-type"]).toBe("application/octet-stream");
      send(response, 200, { Error: null, Data: { Done: false, Received: body.length } });
    };
    const chunk = restCall<ChunkQuery, UploadReceived>("/api/files/upload_file");
    const answer = await callChunk(transport(), chunk, { UploadId: 5, Index: 2 }, Buffer.from("abc"));
    expect(answer).toEqual({ Done: false, Received: 3 });
  });
});

/** A typed document like codegen's TypedDocumentString. */
class TypedText<Result, Variables> extends String implements TypedDocument<Result, Variables> {
  declare readonly __apiType?: (variables: Variables) => Result;
}

describe("GraphQL over the same transport", () => {
  const me = new TypedText<{ me: { id: string } }, { lang: string }>("query Me($lang: String) { me { id } }");

  it("answers data, typed by the document, and sends its variables", async () => {
    handler = (request, body, response) => {
      expect(request.url).toBe("/graphql");
      expect(JSON.parse(body.toString("utf8"))).toEqual({
        query: "query Me($lang: String) { me { id } }",
        variables: { lang: "zh" },
      });
      send(response, 200, { data: { me: { id: "1" } } });
    };
    const data = await graphql(transport(), me, { lang: "zh" });
    expect(data.me.id).toBe("1");
  });

  it("throws the first error with its extensions", async () => {
    handler = (_request, _body, response) =>
      send(response, 200, {
        errors: [
          { message: "No", extensions: { code: "DBPermDenied", value: "job.read", meta: { Perm: 3 } } },
          { message: "second" },
        ],
        data: null,
      });
    const error = await graphql(transport(), me, { lang: "en" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: "DBPermDenied", value: "job.read", meta: { Perm: 3 }, status: 200 });
    handler = (_request, _body, response) => send(response, 400, { errors: [{ message: "Syntax Error" }] });
    const plain = await graphql(transport(), me, { lang: "en" }).catch((caught: unknown) => caught);
    expect(plain).toMatchObject({
      type: "ServerInternalError",
      value: "Syntax Error",
      meta: null,
      status: 400,
    });
  });

  it("refuses an answer that is no GraphQL and one without data", async () => {
    handler = (_request, _body, response) => send(response, 504, "Gateway Timeout", "text/plain");
    await expect(graphql(transport(), me, { lang: "en" })).rejects.toMatchObject({
      reason: "notGraphql",
      status: 504,
    });
    handler = (_request, _body, response) => send(response, 200, { data: null });
    await expect(graphql(transport(), me, { lang: "en" })).rejects.toMatchObject({ reason: "noData" });
  });
});

interface StoredFile {
  Id: number;
  Size: number;
}

/**
 * A small upload server: upload_meta knows one hash, else answers DBNotExist with where the upload
 * stands; upload_file stores chunks at their index (answers in any order, after `delayMs`), counts
 * the chunks in flight and answers Done with the file once every byte is there.
 */
function uploadServer(options: {
  chunkSize: number;
  knownSha?: string;
  received?: number;
  delayMs?: (index: number) => number;
}) {
  const state = {
    stored: new Map<number, Buffer>(),
    arrived: [] as number[],
    inFlight: 0,
    mostInFlight: 0,
    metaCalls: 0,
    size: 0,
    failIndex: null as number | null,
  };
  const received = () => [...state.stored.values()].reduce((sum, bytes) => sum + bytes.length, 0);
  const bytes = () =>
    Buffer.concat([...state.stored.entries()].sort(([a], [b]) => a - b).map(([, stored]) => stored));
  if (options.received) {
    for (let index = 0; index * options.chunkSize < options.received; index++) {
      state.stored.set(index, Buffer.alloc(options.chunkSize, 0x61 + index));
    }
  }
  handler = (request, body, response) => {
    const url = new URL(request.url ?? "/", base);
    if (url.pathname === "/api/files/upload_meta") {
      state.metaCalls++;
      const meta = JSON.parse(body.toString("utf8")) as { Size: number; Sha256: string };
      state.size = meta.Size;
      if (meta.Sha256 === options.knownSha) {
        send(response, 200, { Error: null, Data: { Done: true, File: { Id: 1, Size: meta.Size } } });
        return;
      }
      send(response, 404, {
        Error: {
          Type: "DBNotExist",
          Value: null,
          Meta: { UploadId: 9, Received: received(), ChunkSize: options.chunkSize },
        },
        Data: null,
      });
      return;
    }
    const index = Number(url.searchParams.get("Index"));
    expect(url.searchParams.get("UploadId")).toBe("9");
    state.arrived.push(index);
    state.inFlight++;
    state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
    setTimeout(
      () => {
        state.inFlight--;
        if (index === state.failIndex) {
          send(response, 413, {
            Error: { Type: "UserResourceStorageSizeOver", Value: null, Meta: null },
            Data: null,
          });
          return;
        }
        state.stored.set(index, body);
        const done =
          received() >= state.size &&
          state.stored.size === Math.max(1, Math.ceil(state.size / options.chunkSize));
        send(
          response,
          200,
          done
            ? { Error: null, Data: { Done: true, File: { Id: 2, Size: received() } } }
            : { Error: null, Data: { Done: false, Received: received() } },
        );
      },
      options.delayMs?.(index) ?? 0,
    );
  };
  return { state, bytes };
}

const fileUpload = {
  meta: restCall<{ Name: string; Size: number; Sha256: string }, UploadDone<StoredFile>>(
    "/api/files/upload_meta",
  ),
  chunk: restCall<ChunkQuery, UploadDone<StoredFile> | UploadReceived>("/api/files/upload_file"),
};

/** The driver's options for `content`, over the node:http transport. */
function driverFor(content: Buffer, extra: { sha?: string; inFlight?: number; signal?: AbortSignal } = {}) {
  const reads: number[] = [];
  const sent: number[] = [];
  const progress: number[] = [];
  let travelling = 0;
  const options = {
    size: content.length,
    meta: () =>
      callEnvelope(transport(), fileUpload.meta, {
        Name: "a.txt",
        Size: content.length,
        Sha256: extra.sha ?? "NEW",
      }),
    readChunk: (offset: number, length: number) => {
      reads.push(offset);
      return Promise.resolve(content.subarray(offset, offset + length));
    },
    chunk: async (query: ChunkQuery, bytes: Buffer) => {
      sent.push(query.Index);
      travelling++;
      try {
        return await callChunk(transport(extra.signal), fileUpload.chunk, query, bytes);
      } finally {
        travelling--;
      }
    },
    inFlight: extra.inFlight ?? 3,
    signal: extra.signal,
    onProgress: (received: number) => progress.push(received),
  };
  return { options, reads, sent, progress, travelling: () => travelling };
}

describe("the chunked upload driver", () => {
  const content = Buffer.from("abcdefghijklmnopqrstuvwxyz0123");

  it("sends every chunk in order with N in flight and answers the file", async () => {
    // Later chunks answer first (the last one last: it completes the file), and the driver still
    // reads the answers in order.
    const server = uploadServer({ chunkSize: 4, delayMs: (index) => (index === 7 ? 40 : (7 - index) * 5) });
    const driver = driverFor(content, { inFlight: 3 });
    const outcome = await runChunkedUpload(driver.options);
    expect(outcome).toEqual({ file: { Id: 2, Size: 30 }, known: false, resumedFrom: 0 });
    expect(server.bytes().equals(content)).toBe(true);
    // Sent in order (each on a connection of its own, so they may reach the server in another).
    expect(driver.sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(server.state.arrived.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(server.state.mostInFlight).toBe(3);
    expect(driver.reads).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(driver.progress).toEqual([4, 8, 12, 16, 20, 24, 28, 30]);
  });

  it("never has more than N chunks in flight", async () => {
    const server = uploadServer({ chunkSize: 2, delayMs: () => 10 });
    const driver = driverFor(content, { inFlight: 2 });
    await runChunkedUpload(driver.options);
    expect(server.state.mostInFlight).toBe(2);
    expect(driver.sent).toEqual(Array.from({ length: 15 }, (_, index) => index));
  });

  it("resumes from the server's Received", async () => {
    const server = uploadServer({ chunkSize: 4, received: 8 });
    const driver = driverFor(content);
    const resumes: number[] = [];
    const outcome = await runChunkedUpload({
      ...driver.options,
      onResume: (resume) => resumes.push(resume.Received),
    });
    expect(outcome).toMatchObject({ known: false, resumedFrom: 8 });
    expect(resumes).toEqual([8]);
    expect(driver.sent).toEqual([2, 3, 4, 5, 6, 7]);
    expect(server.state.arrived.toSorted((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(driver.reads[0]).toBe(8);
    expect(server.bytes().subarray(8).equals(content.subarray(8))).toBe(true);
  });

  it("sends nothing for a file the server already holds", async () => {
    const server = uploadServer({ chunkSize: 4, knownSha: "KNOWN" });
    const driver = driverFor(content, { sha: "KNOWN" });
    const outcome = await runChunkedUpload(driver.options);
    expect(outcome).toEqual({ file: { Id: 1, Size: 30 }, known: true, resumedFrom: 0 });
    expect(server.state.arrived).toEqual([]);
    expect(driver.reads).toEqual([]);
    expect(driver.progress).toEqual([30]);
  });

  it("sends one empty chunk for an empty file", async () => {
    const server = uploadServer({ chunkSize: 4 });
    const outcome = await runChunkedUpload(driverFor(Buffer.alloc(0)).options);
    expect(outcome).toMatchObject({ file: { Id: 2, Size: 0 }, known: false });
    expect(server.state.arrived).toEqual([0]);
  });

  it("throws a meta step's other Error as the caller's error", async () => {
    handler = (_request, _body, response) =>
      send(response, 413, {
        Error: { Type: "UserResourceStorageSizeOver", Value: null, Meta: null },
        Data: null,
      });
    const error = await runChunkedUpload({ ...driverFor(content).options, errors: callerErrors }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CallerError);
    expect(error).toMatchObject({ type: "UserResourceStorageSizeOver", status: 413 });
  });

  it("throws a chunk's error once the chunks still travelling are answered", async () => {
    const server = uploadServer({ chunkSize: 4, delayMs: (index) => (index === 1 ? 1 : 20) });
    server.state.failIndex = 1;
    // No meta step here: the server is told the size.
    server.state.size = content.length;
    const driver = driverFor(content, { inFlight: 3 });
    const error = await sendChunks({ UploadId: 9, Received: 0, ChunkSize: 4 }, driver.options).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ type: "UserResourceStorageSizeOver" });
    expect(driver.travelling()).toBe(0);
    // Chunk 0's answer let chunk 3 go; nothing was sent once chunk 1's failure was read.
    expect(driver.sent).toEqual([0, 1, 2, 3]);
    expect(server.state.arrived.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3]);
    expect(driver.progress).toEqual([4]);
  });

  it("stops at an abort: no chunk is read after it, the chunks travelling end first", async () => {
    const server = uploadServer({ chunkSize: 2, delayMs: () => 5 });
    const controller = new AbortController();
    const driver = driverFor(content, { inFlight: 2, signal: controller.signal });
    const options = {
      ...driver.options,
      onProgress: (received: number) => {
        driver.progress.push(received);
        if (received === 4) controller.abort(new Error("stopped by the user"));
      },
    };
    const error = await runChunkedUpload(options).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe("stopped by the user");
    expect(driver.travelling()).toBe(0);
    expect(driver.progress).toEqual([2, 4]);
    // Chunks 0-2 were read and sent before the abort, none after it.
    expect(driver.reads).toEqual([0, 2, 4]);
    expect(driver.sent).toEqual([0, 1, 2]);
    expect(server.state.arrived.length).toBeLessThanOrEqual(3);
  });
});
