/**
 * Declared REST calls. Every /api call outside the resource verbs is one `defineCall` entry naming its
 * path, methods, guard (public, a signed-in side, or a permission), feature switch, input schemas
 * (zod, for the path parameters, the query, the JSON body or the form fields of an upload), the
 * domain function it calls and its presenter. The adapter runs them in one order: feature switch ->
 * read-only tokens refused unless the call only reads -> guard -> input -> run -> present. A call
 * without a guard refuses to register, and `registerCalls` refuses a path declared twice.
 */
import type { FeaturePath, Permission, RestCall } from "@crucible/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import type { Actor, Ctx, Services } from "../domain/context.js";
import { requireFeature } from "../domain/config/features.js";
import {
  requireActor,
  requirePerm,
  requireSignedIn,
  refuseReadOnly,
  type Granted,
  type SignedIn,
} from "../domain/access/guards.js";
import { invalid, parseInput } from "../domain/errors.js";
import { buildCtx } from "../http/context.js";
import { ok } from "../http/envelope.js";
import { readMultipart } from "./handler.js";

/**
 * Who may call: anyone, a signed-in actor of a side (ownership is the domain's), a signed-in actor
 * of either side (shared reads such as images a page of both sides shows), or a permission.
 */
export type CallGuard =
  | { readonly public: true }
  | { readonly side: Side }
  | { readonly signedIn: true }
  | { readonly perm: Permission }
  /**
   * A payment provider's notification: no session is read and the CSRF check does not apply (no
   * cookie authenticates it); the call believes nothing before it has checked the provider's signature.
   */
  | { readonly notify: true };

/**
 * The kinds of row a call's id may name that belong to one normal user: the guard matrix creates one
 * for a user and checks another user's call answers DBDataNotExist, exactly like a missing id. A new
 * kind needs its fixture in tests/api/rest-guards.test.ts (the compiler asks for it).
 */
export type OwnedKind =
  | "job"
  | "task"
  | "processor"
  | "template"
  | "templateVersion"
  | "dataFile"
  | "order"
  | "invoice"
  | "project";

/** The parts of a request a call reads (the guard matrix builds them from `owned.example`). */
export interface ExampleRequest {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
}

export interface UploadSpec {
  /** The form field holding the file. */
  readonly field: string;
  readonly maxBytes: number;
}

export interface UploadedFile {
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * The actor the guard hands the call: Granted<P> for `{perm: P}`, SignedIn<S> for `{side: S}`,
 * SignedIn (either side) for `{signedIn: true}`, whoever is signed in (or nobody) for a public call,
 * nobody for a notification. The domain takes it as it is and does not check it again.
 */
export type ActorOf<G extends CallGuard> = G extends { readonly perm: infer P extends Permission }
  ? Granted<P>
  : G extends { readonly side: infer S extends Side }
    ? SignedInOn<S>
    : G extends { readonly signedIn: true }
      ? SignedIn
      : G extends { readonly public: true }
        ? Actor | null
        : null;

/** SignedIn<S> for each side of S: a guard declared with a side known at run time hands that side's actor. */
type SignedInOn<S extends Side> = S extends Side ? SignedIn<S> : never;

export interface CallInput<G extends CallGuard, P, Q, B, U extends UploadSpec | undefined> {
  readonly ctx: Ctx;
  readonly actor: ActorOf<G>;
  readonly params: P;
  readonly query: Q;
  /** The JSON body, or the form fields of an upload. */
  readonly body: B;
  readonly file: U extends UploadSpec ? UploadedFile : null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type HttpMethod = "GET" | "POST";

export interface CallDef<G extends CallGuard, P, Q, B, U extends UploadSpec | undefined, R, A> {
  /** The route, with Fastify's `:name` parameters. */
  readonly path: `/api/${string}`;
  /** POST unless stated (file reads answer GET and POST). */
  readonly methods?: readonly HttpMethod[];
  readonly guard: G;
  /**
   * The feature switch the call belongs to (one of the constants of @crucible/schema's features.ts):
   * off, the call answers FeatureNotEnabled before anything else is checked, signed in or not. The
   * domain behind it does not check the switch again.
   */
  readonly feature?: FeaturePath;
  /** The call changes nothing: read-only API tokens may use it (GET calls always only read). */
  readonly reads?: boolean;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** A multipart upload: the file is read (bounded) and `body` parses the form fields. */
  readonly upload?: U;
  /** The call's id names a row of a normal user (see OwnedKind); `example` is a request naming `id`. */
  readonly owned?: { readonly kind: OwnedKind; readonly example?: (id: number) => ExampleRequest };
  /** The domain call; it may send the reply itself (files), otherwise its answer is presented. */
  readonly run: (input: CallInput<G, P, Q, B, U>) => Promise<R>;
  /** The answer's `Data`, from what `run` returned. */
  readonly present?: (result: R) => A;
}

/** A declared call with its types erased, as the adapter and the guard matrix see it. */
export interface Call {
  readonly path: string;
  readonly methods: readonly HttpMethod[];
  readonly guard: CallGuard;
  readonly feature: FeaturePath | null;
  readonly reads: boolean;
  readonly upload: UploadSpec | null;
  readonly owned: { readonly kind: OwnedKind; readonly example: (id: number) => ExampleRequest } | null;
  readonly handle: (ctx: Ctx, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const emptyObject = z.object({}).passthrough();

/** A zod failure as ServerInvalidParameter naming the field. */
function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return (value ?? {}) as T;
  return parseInput(schema, value ?? {}, where);
}

function jsonBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw invalid("the body must be a JSON object");
  return body;
}

function authorize(ctx: Ctx, guard: CallGuard): Actor | null {
  if ("perm" in guard) return requirePerm(ctx, guard.perm);
  if ("side" in guard) return requireActor(ctx, guard.side);
  if ("signedIn" in guard) return requireSignedIn(ctx);
  if ("notify" in guard) return null;
  if (guard.public === true) return ctx.user ?? ctx.sys;
  throw new Error("a call without a guard");
}

/**
 * The presenter of a call of the REST contract (`restCalls` of @crucible/schema): the domain's answer
 * must already be the contract's answer type, which the web reads.
 */
export function contractAnswer<A>(_call: RestCall<unknown, A>): (answer: A) => A {
  return (answer) => answer;
}

/** Declares a call; a declaration without a guard (or with an unknown one) throws at start-up. */
export function defineCall<
  const G extends CallGuard,
  P = Record<string, never>,
  Q = Record<string, unknown>,
  B = Record<never, never>,
  U extends UploadSpec | undefined = undefined,
  R = unknown,
  A = R,
>(def: CallDef<G, P, Q, B, U, R, A>): Call {
  const guard = def.guard as CallGuard | undefined;
  const known =
    guard !== undefined &&
    (("perm" in guard && typeof guard.perm === "string") ||
      ("side" in guard && (guard.side === "user" || guard.side === "sys")) ||
      ("signedIn" in guard && guard.signedIn === true) ||
      ("notify" in guard && guard.notify === true) ||
      ("public" in guard && guard.public === true));
  if (!known) throw new Error(`call ${def.path}: no guard declared`);
  if (!def.path.startsWith("/api/")) throw new Error(`call ${def.path}: not under /api/`);
  const methods = def.methods ?? ["POST"];
  const reads = def.reads === true || methods.every((method) => method === "GET");
  // A user's call that names a row in its path says whose rows it names, so that the guard matrix
  // (tests/api/rest-guards.test.ts) checks another user's id answers like a missing one.
  if (
    !def.owned &&
    guard !== undefined &&
    "side" in guard &&
    guard.side === "user" &&
    def.path.includes(":id")
  ) {
    throw new Error(`call ${def.path}: a user's call naming an id declares which rows it owns (owned)`);
  }
  if (def.owned && !def.owned.example && !def.path.includes(":id")) {
    throw new Error(`call ${def.path}: an owned id outside the path needs an example request`);
  }
  return {
    path: def.path,
    methods,
    guard: def.guard,
    feature: def.feature ?? null,
    reads,
    upload: def.upload ?? null,
    owned: def.owned
      ? { kind: def.owned.kind, example: def.owned.example ?? ((id) => ({ params: { id: String(id) } })) }
      : null,
    async handle(ctx, request, reply) {
      if (def.feature) await requireFeature(ctx, def.feature);
      // A read-only token is refused any write first, whichever side the call is for.
      if (!reads) refuseReadOnly(ctx);
      const actor = authorize(ctx, def.guard);
      const params = parse(def.params ?? (emptyObject as unknown as z.ZodType<P>), request.params, "path");
      const query = parse(def.query, request.query, "query");
      let body: B;
      let file: UploadedFile | null = null;
      if (def.upload) {
        const form = await readMultipart(request, def.upload.field, def.upload.maxBytes);
        file = { name: form.name, bytes: form.bytes };
        body = parse(def.body, form.fields, "form");
      } else {
        // A call that declares no body reads none: whatever was sent (a text/plain form post) is ignored.
        body = def.body
          ? parse(def.body, request.method === "GET" ? {} : jsonBody(request), "body")
          : ({} as B);
      }
      const input = {
        ctx,
        // authorize ran the guard G declares, so its actor is ActorOf<G> (the compiler cannot follow
        // the conditional type through the union).
        actor: actor as ActorOf<G>,
        params,
        query,
        body,
        file: file as CallInput<G, P, Q, B, U>["file"],
        request,
        reply,
      };
      const result = await def.run(input);
      return def.present ? def.present(result) : result;
    },
  };
}

/**
 * What declared routes carry in their Fastify `config`: the gateway refuses to start when a route
 * under /api/ is registered without it (a call written by hand, outside the declarations).
 */
export const declaredRoute: { readonly declared: boolean } = { declared: true };
/** A declared payment notification (see CallGuard `notify`): the CSRF check skips it. */
const notifyRoute: { readonly declared: boolean; readonly notify: boolean } = {
  declared: true,
  notify: true,
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on declared calls and resource verbs (see refuseUndeclaredApiRoutes). */
    readonly declared?: boolean;
    /** A payment provider's notification, authenticated by its signature rather than a session. */
    readonly notify?: boolean;
  }
  interface FastifyRequest {
    /** The body as received, kept only for payment notifications (their signature covers it). */
    rawBody?: string;
  }
}

/** Refuses, at registration, any /api route that is not a declared call or a resource verb. */
export function refuseUndeclaredApiRoutes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && route.config?.declared !== true) {
      throw new Error(`${String(route.method)} ${route.url}: an /api route that is not a declared call`);
    }
  });
}

/** Registers declared calls; refuses a method and path declared twice. */
export function registerCalls(app: FastifyInstance, services: Services, calls: readonly Call[]): void {
  const seen = new Set<string>();
  for (const call of calls) {
    for (const method of call.methods) {
      const key = `${method} ${call.path}`;
      if (seen.has(key)) throw new Error(`call ${key} declared twice`);
      seen.add(key);
      app.route({
        method,
        url: call.path,
        config: "notify" in call.guard ? notifyRoute : declaredRoute,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = await buildCtx(services, request, reply);
          const data = await call.handle(ctx, request, reply);
          if (reply.sent) return reply;
          return reply.type("application/json").send(ok(data));
        },
      });
    }
  }
}

/** A positive integer id in a path parameter (`:id`). */
export const idString = z
  .string()
  .regex(/^\d{1,15}$/, "must be a positive integer")
  .transform(Number)
  .refine((id) => id > 0, "must be a positive integer");

/** Path parameters of `.../:id`. */
export const idParams = z.object({ id: idString });

/** A JSON object body handed whole to a domain function that checks its fields itself. */
export const objectBody = z.record(z.string(), z.unknown());

/** A positive integer id in a JSON body or a form field (a number, or a string of digits). */
export const bodyId = z.union(
  [
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .refine((id) => id > 0),
  ],
  { message: "must be a positive integer" },
);

/**
 * One chunk of the upload protocol (spec §7 upload_file): the raw bytes of the request
 * (application/octet-stream, at most 1 MiB + 1 byte, parsed by the gateway), as a call's `body`.
 */
export const chunkBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), {
  message: "application/octet-stream expected",
});

/** The query of a chunk: `?UploadId=&Index=`. */
export const chunkQuery = z.object(
  {
    UploadId: z
      .string()
      .regex(/^\d{1,15}$/, "UploadId is required")
      .transform(Number),
    Index: z
      .string()
      .regex(/^\d{1,9}$/, "Index is required")
      .transform(Number),
  },
  { message: "UploadId and Index are required" },
);
