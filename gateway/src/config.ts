/**
 * The gateway's and worker's configuration, read once from the environment (names in README.md):
 * the Config it makes, the settings that cannot work (ConfigError), and the readers of values that
 * need more than a default. The version stamp is version.ts's, the payment providers' settings
 * paymentSettings.ts's, the PATH lookup findOnPath.ts's.
 */
import { availableParallelism, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultSearchPath, findOnPath } from "./findOnPath.js";
import { alipayConfig, wechatPayConfig } from "./paymentSettings.js";
import { liveVersion } from "./version.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /**
   * Work folders of sandboxed processors: a place every user can traverse (the sandbox runs as
   * an unprivileged user id), unlike the data folder.
   */
  readonly sandboxDir: string;
  /** postgres://... for node-postgres; undefined for the embedded PGlite under dataDir/pg. */
  readonly databaseUrl: string | undefined;
  readonly adminAccount: string;
  readonly adminPassword: string | undefined;
  readonly version: string;
  readonly production: boolean;
  /** Secure cookies behind TLS. */
  readonly secureCookies: boolean;
  readonly trustProxy: boolean;
  /** An outside address of the mobile site; empty: mobile browsers go to the gateway's own at /m/. */
  readonly mobileUrl: string;
  /**
   * This platform's public address as browsers and providers reach it (CRUCIBLE_PUBLIC_URL, no
   * trailing slash; empty: not set). Addresses given to others are built from it, never from a
   * request's Host header: payment notifications and the OIDC callback (docs/sign-in.md).
   */
  readonly publicUrl: string;
  /** smtp(s)://user:pass@host:port for e-mail codes; empty writes codes to the log. */
  readonly smtpUrl: string;
  /** Webhooks may name loopback and private addresses (CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE=true); off by default. */
  readonly webhooksAllowPrivate: boolean;
  /** This process sends notification e-mails and webhook deliveries due (CRUCIBLE_DELIVERIES=false: not). */
  readonly sendDeliveries: boolean;
  readonly mailFrom: string;
  /** An HTTP endpoint that accepts POST {Mobile, Text}; empty writes codes to the log. */
  readonly smsUrl: string;
  readonly webDist: string;
  readonly repoRoot: string;
  /** Extra origins allowed to POST with cookies (comma-separated). */
  readonly allowedOrigins: readonly string[];
  readonly bodyLimitBytes: number;
  /** Compile RDKit's hot paths at start (off under vitest, where every test file starts an app). */
  readonly warmUpChemistry: boolean;
  /**
   * The chemistry pool (domain/chem): worker threads, the time one molecule may take, and the atom count
   * above which a molecule gets no drawing, SMILES or InChI (see ChemistryOptions.maxAtoms for why 500).
   */
  readonly chemistry: { readonly workers: number; readonly timeoutMs: number; readonly maxAtoms: number };
  /** Run the workflow scheduler in this process (CRUCIBLE_SCHEDULER=false for a gateway without one). */
  readonly runScheduler: boolean;
  /** Tasks this process runs at once. */
  readonly schedulerConcurrency: number;
  /**
   * How long a running task's lease lasts without a heartbeat (CRUCIBLE_TASK_LEASE_SECONDS, at least
   * 3): after a worker dies, its tasks wait this long before another worker starts them again.
   */
  readonly taskLeaseMs: number;
  /**
   * How often a running task is metered and charged (CRUCIBLE_TASK_METER_SECONDS, default 10, at least
   * 1): what a user's running tasks can use past the end of their tokens is bounded by one interval.
   */
  readonly taskMeterMs: number;
  /**
   * On SIGTERM, how long /healthz answers 503 while requests are still served before the gateway stops
   * listening (CRUCIBLE_DRAIN_SECONDS, default 0): behind a balancer, longer than its health checks take
   * to mark the gateway down, so that it sends nothing more here before the port closes.
   */
  readonly drainMs: number;
  /**
   * What a processor may write into its work folder beyond its inputs and executable
   * (CRUCIBLE_PROCESSOR_WORK_MAX_MB, a size-capped tmpfs when the gateway may mount one).
   */
  readonly processorWorkMaxBytes: number;
  /** Files and folders a processor may create in its work folder (CRUCIBLE_PROCESSOR_WORK_MAX_FILES). */
  readonly processorWorkMaxFiles: number;
  /**
   * Whether a processor's work folder is a tmpfs of its own (CRUCIBLE_PROCESSOR_WORK_TMPFS, on by
   * default, root only): its files then live in memory. Off, it is a folder on disk that a watcher
   * walks.
   */
  readonly processorWorkTmpfs: boolean;
  /**
   * What a module's task run in a container or on Slurm may write into its work folder beyond its
   * inputs (CRUCIBLE_MODULE_WORK_MAX_MB): a container's folder is a size-capped tmpfs as a processor's
   * (CRUCIBLE_MODULE_WORK_TMPFS), a Slurm run's is watched (the nodes must see it).
   */
  readonly moduleWorkMaxBytes: number;
  /** Files and folders such a task may create in its work folder (CRUCIBLE_MODULE_WORK_MAX_FILES). */
  readonly moduleWorkMaxFiles: number;
  /** Whether a container task's work folder is a tmpfs of its own (CRUCIBLE_MODULE_WORK_TMPFS, on by default, root only). */
  readonly moduleWorkTmpfs: boolean;
  /**
   * The scheduler claims no task while the data folder or the sandbox folder has less free space than
   * this (CRUCIBLE_MIN_FREE_DISK_MB; 0 turns the check off).
   */
  readonly minFreeDiskBytes: number;
  /**
   * Where module tasks run unless their module or image says otherwise (CRUCIBLE_EXECUTOR: "local",
   * the default, runs on this worker's machine; "slurm" submits them to Slurm).
   */
  readonly defaultExecutor: "local" | "slurm";
  /**
   * The container engine for container modules (CRUCIBLE_PODMAN: a path, or "false" for none; by
   * default `podman` when it is on the PATH). Null: this worker runs no container module.
   */
  readonly podman: string | null;
  /**
   * The viewers' server-side readers (domain/seq, domain/chem/obabel.ts): Open Babel's `obabel`
   * (CRUCIBLE_OBABEL: a path, or "false" for none; by default the name `obabel`, looked up on
   * `searchPath` when a conversion needs it, so that an Open Babel installed after the start is
   * found), how long an absent obabel is taken as absent before it is looked for again
   * (CRUCIBLE_OBABEL_RETRY_SECONDS, default 10), the largest file a reader parses or converts
   * (CRUCIBLE_READER_MAX_MB) and the time one parse or conversion may take
   * (CRUCIBLE_READER_TIMEOUT_SECONDS).
   */
  readonly readers: {
    readonly obabel: string | null;
    readonly searchPath: string;
    readonly obabelRetryMs: number;
    readonly maxBytes: number;
    readonly timeoutMs: number;
  };
  /** The largest root file system tarball or build an administrator may import (CRUCIBLE_IMAGE_MAX_MB). */
  readonly imageMaxBytes: number;
  /**
   * A job's RO-Crate (docs/provenance.md): an output larger than `fileMaxBytes` (CRUCIBLE_CRATE_FILE_MAX_MB,
   * default 16), or one past `totalMaxBytes` of outputs already in the zip (CRUCIBLE_CRATE_TOTAL_MAX_MB,
   * default 48), is referenced by its download address and SHA-256 instead of included.
   */
  readonly crate: { readonly fileMaxBytes: number; readonly totalMaxBytes: number };
  /** What GraphQL subscription sockets may hold and send (graphql/subscriptions.ts). */
  readonly subscriptions: SubscriptionLimits;
  /**
   * Slurm (CRUCIBLE_SLURM=true, implied by CRUCIBLE_EXECUTOR=slurm): work folders on a path every
   * node sees (CRUCIBLE_SLURM_WORK_DIR), an optional partition, how many Slurm tasks one worker
   * tracks at once, and how often it asks Slurm about them.
   */
  /**
   * Payment providers (each null until configured: its pay button says so) and the public address
   * of this platform, to which they send their notifications.
   */
  readonly payments: {
    readonly wechat: WechatPayConfig | null;
    readonly alipay: AlipayConfig | null;
    readonly publicUrl: string;
  };
  /**
   * The image registry (CRUCIBLE_REGISTRY, `host:port`): built and imported images are pushed there and
   * recorded by digest, workers and Slurm nodes pull them. Null: images stay on the machine that built
   * them (saved as archives for the others). `tlsVerify` (CRUCIBLE_REGISTRY_TLS_VERIFY): false by
   * default only for a registry on loopback (plain http).
   */
  readonly registry: { readonly address: string; readonly tlsVerify: boolean } | null;
  /**
   * Whether a gateway or worker with podman builds the shipped Open Babel image from its recipe when
   * its machine lacks it (CRUCIBLE_BUILD_SHIPPED_IMAGES, default true; false: its tasks go to machines
   * that have it).
   */
  readonly buildShippedImages: boolean;
  /**
   * Which shipped images (and their modules) this platform offers (CRUCIBLE_SHIPPED_IMAGES, a comma
   * list of their UIDs such as `openbabel,seq`; unset: all of gateway/src/domain/images/shipped).
   */
  readonly shippedImages: readonly string[] | null;
  /**
   * What this worker offers to typed pools (its `workers` row): its labels (CRUCIBLE_WORKER_LABELS, a
   * comma list such as `gpu,bigmem`), CPUs (CRUCIBLE_WORKER_CPUS, default this machine's) and memory
   * (CRUCIBLE_WORKER_MEMORY_MB, default this machine's).
   */
  readonly worker: {
    readonly labels: readonly string[];
    readonly cpus: number;
    readonly memoryMb: number;
  };
  readonly slurm: {
    readonly enabled: boolean;
    readonly workDir: string;
    readonly partition: string | null;
    /**
     * The partitions this worker submits to (CRUCIBLE_SLURM_PARTITIONS, a comma list; default the one
     * of CRUCIBLE_SLURM_PARTITION): it claims Slurm tasks of modules that name one of them.
     */
    readonly partitions: readonly string[];
    readonly concurrency: number;
    readonly pollMs: number;
  };
}

/**
 * Limits of the subscription sockets of one gateway process (docs/architecture.md, "Workers and live
 * updates"). Every subscription costs a read per event it follows, so one account with 4,000 of them
 * slowed every other user's updates from 6 s to 54 s; the caps keep one account, one address and one
 * socket to a share a browser never needs.
 */
export interface SubscriptionLimits {
  /** Operations one socket follows at once (a page follows 1 to 4). */
  readonly perSocket: number;
  /**
   * Operations one account follows at once over all its sockets, sessions and API tokens alike
   * (CRUCIBLE_WS_SUBSCRIPTIONS_PER_USER): a few tabs and a script.
   */
  readonly perUser: number;
  /**
   * Open sockets from one client address (CRUCIBLE_WS_SOCKETS_PER_ADDRESS): a browser tab holds one;
   * raise it when many users come through one NAT or proxy address.
   */
  readonly socketsPerAddress: number;
  /**
   * Subscribe messages a socket may send at once, and how many a second it earns back: twice a full
   * socket (a page re-subscribing everything, with room for refusals) and a click through jobs a
   * second; beyond, refused, and a socket that sends another whole burst while refused is closed.
   */
  readonly subscribeBurst: number;
  readonly subscribesPerSecond: number;
}

export const defaultSubscriptionLimits: SubscriptionLimits = {
  perSocket: 20,
  perUser: 50,
  socketsPerAddress: 64,
  subscribeBurst: 40,
  subscribesPerSecond: 5,
};

/** A setting that cannot work; main prints its message as one line instead of a stack. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/**
 * DATABASE_URL for node-postgres: only postgres:// or postgresql://. Anything else (a mysql:// URL, a
 * file path, a typo) is refused at start instead of being read as a host name.
 */
export function checkDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(value)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (${scheme ? `got ${scheme}://` : "no scheme"})`,
    );
  }
  try {
    new URL(value);
  } catch {
    throw new ConfigError("DATABASE_URL is not a valid URL");
  }
  return value;
}

/** Reads the configuration from the environment (names are documented in README.md). */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** A number at or above 0 (0 is allowed: a crate then references every output), else the fallback. */
function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** WeChat Pay API v3 (native payment) of one merchant. */
export interface WechatPayConfig {
  readonly mchid: string;
  readonly appid: string;
  /** The serial number of the merchant's API certificate. */
  readonly serial: string;
  /** The merchant's API private key (PEM). */
  readonly privateKey: string;
  /** The WeChat Pay public key's id and the key (PEM): responses and notifies are signed with it. */
  readonly platformKeyId: string;
  readonly platformPublicKey: string;
  /** The APIv3 key (32 characters) that encrypts notify resources (AES-256-GCM). */
  readonly apiV3Key: string;
  readonly baseUrl: string;
}

/** Alipay (OpenAPI v3, public key mode) of one application. */
export interface AlipayConfig {
  readonly appId: string;
  /** The application's private key (PEM, PKCS#1 or PKCS#8). */
  readonly privateKey: string;
  /** Alipay's public key (PEM): responses and notifies are signed with it (RSA2). */
  readonly alipayPublicKey: string;
  readonly endpoint: string;
}

/** CRUCIBLE_PUBLIC_URL without its trailing slashes: empty, or an http(s) address with no path query. */
export function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const value = (env.CRUCIBLE_PUBLIC_URL ?? "").trim().replace(/\/+$/, "");
  if (!value) return "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`CRUCIBLE_PUBLIC_URL must be an http(s) address (got ${value})`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash || url.username) {
    throw new ConfigError(
      `CRUCIBLE_PUBLIC_URL must be an http(s) address without query or user (got ${value})`,
    );
  }
  return value;
}

function paymentsConfig(env: NodeJS.ProcessEnv): Config["payments"] {
  const wechat = wechatPayConfig(env);
  const alipay = alipayConfig(env);
  const publicUrl = publicUrlOf(env);
  if ((wechat || alipay) && !/^https?:\/\//.test(publicUrl)) {
    throw new Error(
      "CRUCIBLE_PUBLIC_URL (the address payment providers notify) is needed with a payment provider",
    );
  }
  return { wechat, alipay, publicUrl };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const webDist = env.CRUCIBLE_WEB_DIST
    ? path.resolve(env.CRUCIBLE_WEB_DIST)
    : path.join(repoRoot, "web", "dist");
  const dataDir = path.resolve(env.CRUCIBLE_DATA_DIR ?? path.join(repoRoot, "data"));
  const executor = env.CRUCIBLE_EXECUTOR ?? "local";
  if (executor !== "local" && executor !== "slurm")
    throw new ConfigError(`CRUCIBLE_EXECUTOR must be local or slurm (got ${executor})`);
  const defaultExecutor: "local" | "slurm" = executor;
  const version = liveVersion(env, webDist);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    sandboxDir: path.resolve(env.CRUCIBLE_SANDBOX_DIR ?? path.join(tmpdir(), "crucible-sandbox")),
    databaseUrl: checkDatabaseUrl(env.DATABASE_URL),
    adminAccount: env.CRUCIBLE_ADMIN_ACCOUNT ?? "admin",
    adminPassword: env.CRUCIBLE_ADMIN_PASSWORD || undefined,
    get version() {
      return version();
    },
    production,
    secureCookies: env.CRUCIBLE_SECURE_COOKIES === "true",
    trustProxy: env.CRUCIBLE_TRUST_PROXY === "true",
    mobileUrl: env.CRUCIBLE_MOBILE_URL ?? "",
    publicUrl: publicUrlOf(env),
    smtpUrl: env.CRUCIBLE_SMTP_URL ?? "",
    webhooksAllowPrivate: env.CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE === "true",
    sendDeliveries: env.CRUCIBLE_DELIVERIES !== "false",
    mailFrom: env.CRUCIBLE_MAIL_FROM ?? "Crucible <no-reply@localhost>",
    smsUrl: env.CRUCIBLE_SMS_URL ?? "",
    webDist,
    repoRoot,
    allowedOrigins: (env.CRUCIBLE_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimitBytes: 1024 * 1024,
    warmUpChemistry: env.CRUCIBLE_WARM_UP ? env.CRUCIBLE_WARM_UP === "true" : !env.VITEST,
    chemistry: {
      workers: Math.max(1, Math.floor(positive(env.CRUCIBLE_CHEM_WORKERS, availableParallelism()))),
      timeoutMs: positive(env.CRUCIBLE_CHEM_TIMEOUT_SECONDS, 10) * 1000,
      maxAtoms: Math.floor(positive(env.CRUCIBLE_CHEM_MAX_ATOMS, 500)),
    },
    runScheduler: env.CRUCIBLE_SCHEDULER !== "false",
    schedulerConcurrency: Math.max(1, Number(env.CRUCIBLE_CONCURRENCY ?? 2) || 2),
    taskLeaseMs: Math.max(3, Number(env.CRUCIBLE_TASK_LEASE_SECONDS ?? 30) || 30) * 1000,
    taskMeterMs: Math.max(1, Number(env.CRUCIBLE_TASK_METER_SECONDS ?? 10) || 10) * 1000,
    drainMs: Math.max(0, Number(env.CRUCIBLE_DRAIN_SECONDS ?? 0) || 0) * 1000,
    processorWorkMaxBytes:
      Math.max(1, Number(env.CRUCIBLE_PROCESSOR_WORK_MAX_MB ?? 512) || 512) * 1024 * 1024,
    processorWorkMaxFiles: Math.max(16, Number(env.CRUCIBLE_PROCESSOR_WORK_MAX_FILES ?? 10_000) || 10_000),
    processorWorkTmpfs: env.CRUCIBLE_PROCESSOR_WORK_TMPFS !== "false",
    moduleWorkMaxBytes: Math.max(1, Number(env.CRUCIBLE_MODULE_WORK_MAX_MB ?? 4096) || 4096) * 1024 * 1024,
    moduleWorkMaxFiles: Math.max(16, Number(env.CRUCIBLE_MODULE_WORK_MAX_FILES ?? 50_000) || 50_000),
    moduleWorkTmpfs: env.CRUCIBLE_MODULE_WORK_TMPFS !== "false",
    minFreeDiskBytes: Math.max(0, Number(env.CRUCIBLE_MIN_FREE_DISK_MB ?? 1024) || 0) * 1024 * 1024,
    defaultExecutor,
    podman:
      env.CRUCIBLE_PODMAN === "false"
        ? null
        : env.CRUCIBLE_PODMAN
          ? path.resolve(env.CRUCIBLE_PODMAN)
          : findOnPath("podman", env),
    imageMaxBytes: positive(env.CRUCIBLE_IMAGE_MAX_MB, 4096) * 1024 * 1024,
    crate: {
      fileMaxBytes: Math.round(nonNegative(env.CRUCIBLE_CRATE_FILE_MAX_MB, 16) * 1024 * 1024),
      totalMaxBytes: Math.round(nonNegative(env.CRUCIBLE_CRATE_TOTAL_MAX_MB, 48) * 1024 * 1024),
    },
    subscriptions: {
      ...defaultSubscriptionLimits,
      perUser: Math.floor(
        positive(env.CRUCIBLE_WS_SUBSCRIPTIONS_PER_USER, defaultSubscriptionLimits.perUser),
      ),
      socketsPerAddress: Math.floor(
        positive(env.CRUCIBLE_WS_SOCKETS_PER_ADDRESS, defaultSubscriptionLimits.socketsPerAddress),
      ),
    },
    readers: {
      obabel:
        env.CRUCIBLE_OBABEL === "false"
          ? null
          : env.CRUCIBLE_OBABEL
            ? path.resolve(env.CRUCIBLE_OBABEL)
            : "obabel",
      searchPath: env.PATH ?? defaultSearchPath,
      obabelRetryMs: positive(env.CRUCIBLE_OBABEL_RETRY_SECONDS, 10) * 1000,
      maxBytes: Math.floor(positive(env.CRUCIBLE_READER_MAX_MB, 64) * 1024 * 1024),
      timeoutMs: positive(env.CRUCIBLE_READER_TIMEOUT_SECONDS, 60) * 1000,
    },
    payments: paymentsConfig(env),
    registry: registryConfig(env),
    buildShippedImages: env.CRUCIBLE_BUILD_SHIPPED_IMAGES !== "false",
    shippedImages:
      env.CRUCIBLE_SHIPPED_IMAGES === undefined
        ? null
        : nameList(env.CRUCIBLE_SHIPPED_IMAGES, "CRUCIBLE_SHIPPED_IMAGES"),
    worker: {
      labels: nameList(env.CRUCIBLE_WORKER_LABELS, "CRUCIBLE_WORKER_LABELS"),
      cpus: Math.floor(positive(env.CRUCIBLE_WORKER_CPUS, availableParallelism())),
      memoryMb: Math.floor(positive(env.CRUCIBLE_WORKER_MEMORY_MB, Math.floor(totalmem() / 1024 / 1024))),
    },
    slurm: {
      enabled: env.CRUCIBLE_SLURM === "true" || defaultExecutor === "slurm",
      workDir: path.resolve(env.CRUCIBLE_SLURM_WORK_DIR ?? path.join(dataDir, "slurm")),
      partition: env.CRUCIBLE_SLURM_PARTITION || null,
      partitions: nameList(
        env.CRUCIBLE_SLURM_PARTITIONS ?? env.CRUCIBLE_SLURM_PARTITION,
        "CRUCIBLE_SLURM_PARTITIONS",
      ),
      concurrency: Math.floor(positive(env.CRUCIBLE_SLURM_CONCURRENCY, 200)),
      pollMs: positive(env.CRUCIBLE_SLURM_POLL_MS, 1000),
    },
  };
}

/** A comma list of names (worker labels, Slurm partitions): lowercase letters, digits, `.`, `_`, `-`. */
function nameList(value: string | undefined, setting: string): string[] {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(name))
      throw new ConfigError(`${setting}: "${name}" is not a name (letters, digits, ".", "_", "-")`);
  return [...new Set(names)].sort();
}

/** CRUCIBLE_REGISTRY (`host:port`) and whether to verify its TLS (not by default on loopback). */
function registryConfig(env: NodeJS.ProcessEnv): Config["registry"] {
  const address = env.CRUCIBLE_REGISTRY?.trim();
  if (!address) return null;
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(address) && !/^\[[0-9a-f:]+\](:\d{1,5})?$/i.test(address))
    throw new ConfigError(`CRUCIBLE_REGISTRY must be host:port (got ${address})`);
  const loopback = /^(127\.|localhost(:|$)|\[::1\])/i.test(address); // as loopbackRegistry (container.ts)
  const verify = env.CRUCIBLE_REGISTRY_TLS_VERIFY;
  return { address, tlsVerify: verify === undefined ? !loopback : verify !== "false" };
}
