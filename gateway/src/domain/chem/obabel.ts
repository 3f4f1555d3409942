/**
 * Molecule conversions through Open Babel's `obabel` (Debian's openbabel package), for the formats the
 * SDF reader and NGL cannot read themselves: MOL2 and XYZ records for the molecule reader, XYZ and a
 * few others for the 3-D viewer. Each conversion is a child process with a time limit and an output
 * cap; its result is kept in `<data>/viewer-cache` under the source file's SHA-256 (at most
 * cacheBudget bytes, least recently used out first), so a file is converted once.
 *
 * Where obabel is missing, callers get DBFileConverterNotInstalled naming why (switched off, not on the
 * PATH, no such file, not executable). It is looked for when a conversion needs it, not once at the
 * start, so an Open Babel installed later is found; an absent one is looked for again at most once per
 * CRUCIBLE_OBABEL_RETRY_SECONDS. A refused file answers DBFileInvalid with Open Babel's own reason
 * (the line after its "*** Open Babel Error in ..." banner), or says that obabel does not read the format.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { nglExtensions } from "@crucible/schema";
import { findOnPath } from "../../findOnPath.js";
import { limitConcurrency } from "../concurrency.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";

/** Extension to Open Babel input format, for the molecule reader (converted to SD). */
const readerFormats: Record<string, string> = { mol2: "mol2", ml2: "mol2", sy2: "mol2", xyz: "xyz" };

/**
 * Extension to Open Babel input format, for the 3-D viewer: files NGL cannot read, converted to SD
 * (bonds perceived by Open Babel, every frame or molecule a record that NGL shows as a model).
 */
const viewerFormats: Record<string, string> = {
  xyz: "xyz",
  ml2: "mol2",
  sy2: "mol2",
  gjf: "gjf",
  hin: "hin",
  car: "car",
  mop: "mop",
};

function extensionOf(name: string): string {
  return /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
}

/** The Open Babel input format the molecule reader converts this file from, or null. */
export function readerConversion(name: string): string | null {
  return readerFormats[extensionOf(name)] ?? null;
}

/** How the 3-D viewer gets this file: as it is (NGL reads it), converted from an obabel format, or not at all. */
export function viewerConversion(name: string): { as: string } | { from: string } | null {
  const ext = extensionOf(name);
  if (nglExtensions.has(ext)) return { as: ext };
  const from = viewerFormats[ext];
  return from ? { from } : null;
}

export interface Converted {
  /** Names the converted content in caches. */
  key: string;
  path: string;
  size: number;
  read(range?: { start: number; end: number }): Readable;
}

const inFlight = new Map<string, Promise<Converted>>();
/** Two obabel processes at once in all. */
const slot = limitConcurrency(2);
/** What obabel may print on stderr before it is cut (its summary line is the last one). */
const maxStderr = 64 * 1024;

function converted(key: string, file: string, size: number): Converted {
  return {
    key,
    path: file,
    size,
    read: (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
  };
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/** The last look for obabel per configured value: the program found, or why there is none and when. */
const probes = new Map<string, { program: string } | { missing: AppError; at: number }>();

const probeKey = (ctx: Ctx) => `${ctx.config.readers.obabel ?? ""}\n${ctx.config.readers.searchPath}`;

/** Looks for the configured obabel now: its absolute path, or the reason it cannot be run. */
async function probeObabel(configured: string, searchPath: string): Promise<string | AppError> {
  const notInstalled = (why: string) => new AppError("DBFileConverterNotInstalled", why);
  const program = configured.includes("/") ? configured : findOnPath(configured, { PATH: searchPath });
  if (!program) return notInstalled(`Open Babel is not installed: no ${configured} on the PATH`);
  const info = await stat(program).catch(() => null);
  if (!info) return notInstalled(`Open Babel is not installed: ${program} does not exist`);
  const executable = await access(program, constants.X_OK).then(
    () => info.isFile(),
    () => false,
  );
  if (!executable) return notInstalled(`Open Babel at ${program} is not an executable file`);
  return program;
}

/**
 * The obabel program to run, or DBFileConverterNotInstalled with the reason. A program found is kept;
 * an absent one is looked for again once its retry interval has passed.
 */
async function obabelProgram(ctx: Ctx): Promise<string> {
  const { obabel: configured, searchPath, obabelRetryMs } = ctx.config.readers;
  if (!configured)
    throw new AppError("DBFileConverterNotInstalled", "Open Babel is switched off (CRUCIBLE_OBABEL=false)");
  const key = probeKey(ctx);
  const known = probes.get(key);
  if (known && "program" in known) return known.program;
  if (known && Date.now() - known.at < obabelRetryMs) throw known.missing;
  const found = await probeObabel(configured, searchPath);
  if (found instanceof AppError) {
    probes.set(key, { missing: found, at: Date.now() });
    throw found;
  }
  probes.set(key, { program: found });
  return found;
}

/** Open Babel's reason for refusing a file: the first line of its stderr that is neither banner nor count. */
function obabelReason(stderr: string): string | null {
  return (
    stderr
      .split("\n")
      .map((line) => line.trim())
      .find(
        (line) =>
          line !== "" &&
          !/^=+$/.test(line) &&
          !/^\*{3} Open Babel (Error|Warning|Info)/.test(line) &&
          !/molecules? converted/.test(line),
      ) ?? null
  );
}

/** Runs obabel on `input`, writing its output to `output`; throws a catalogue error when it fails. */
async function runObabel(
  ctx: Ctx,
  name: string,
  args: { from: string; to: string; input: string; output: string },
): Promise<void> {
  const obabel = await obabelProgram(ctx);
  const { timeoutMs, maxBytes } = ctx.config.readers;
  const outputCap = maxBytes * 4;
  return new Promise((resolve, reject) => {
    const child = spawn(obabel, [`-i${args.from}`, args.input, `-o${args.to}`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" },
    });
    let stderr = "";
    let why: AppError | null = null;
    const stop = (error: AppError) => {
      why ??= error;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new AppError("ServerHandleTimeout", `${name}: converting took over ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let written = 0;
    const out = createWriteStream(args.output);
    child.stdout.on("data", (chunk: Buffer) => {
      written += chunk.length;
      if (written > outputCap)
        stop(new AppError("DBFileTooLarge", `${name}: the conversion is over ${outputCap} bytes`));
    });
    const piped = pipeline(child.stdout, out);
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-maxStderr);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Removed or made unrunnable since it was found: look for it again on the next conversion.
      probes.delete(probeKey(ctx));
      reject(
        new AppError(
          "DBFileConverterNotInstalled",
          `Open Babel at ${obabel} could not be started (${error.code ?? error.message})`,
        ),
      );
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      void piped.then(
        () => {
          if (why) return reject(why);
          const count = /(\d+) molecules? converted/.exec(stderr);
          // Open Babel says "Invalid input format" (a write-only format) or "cannot read input format".
          if (/cannot read input format|^Invalid input format/im.test(stderr)) {
            return reject(
              new AppError("DBFileInvalid", `${name}: this Open Babel does not read the ${args.from} format`),
            );
          }
          if (code !== 0 || signal || !count || count[1] === "0" || written === 0) {
            const problem = obabelReason(stderr);
            const detail = problem ? `: ${problem.slice(0, 300)}` : "";
            return reject(
              new AppError("DBFileInvalid", `${name}: Open Babel could not read it as ${args.from}${detail}`),
            );
          }
          resolve();
        },
        () => reject(why ?? new AppError("DBFileInvalid", `${name}: the conversion could not be written`)),
      );
    });
  });
}

/** What the conversion cache may hold: the least recently used conversions go first. */
function cacheBudget(ctx: Ctx): number {
  return Math.max(1024 * 1024 * 1024, 16 * ctx.config.readers.maxBytes);
}

/** Removes the least recently used conversions (by modification time, touched on use) past the budget. */
async function trimCache(dir: string, budget: number): Promise<void> {
  const entries: { file: string; size: number; used: number }[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith("tmp-")) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) entries.push({ file: path.join(dir, name), size: info.size, used: info.mtimeMs });
  }
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  entries.sort((a, b) => a.used - b.used);
  for (const entry of entries) {
    if (total <= budget) break;
    await rm(entry.file, { force: true });
    total -= entry.size;
  }
}

/**
 * The file converted by obabel from `from` to `to`, from the cache or converted now (once per file at a
 * time, two conversions at once in all).
 */
export async function convertWithObabel(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
  from: string,
  to: "sdf" | "pdb",
): Promise<Converted> {
  const dir = path.join(ctx.config.dataDir, "viewer-cache");
  const key = `${file.sha256}.${from}.${to}`;
  const target = path.join(dir, key);
  const cachedSize = await sizeOf(target);
  if (cachedSize !== null) {
    const now = new Date();
    await utimes(target, now, now).catch(() => undefined);
    return converted(key, target, cachedSize);
  }
  const { maxBytes } = ctx.config.readers;
  if (file.size !== undefined && file.size > maxBytes) {
    throw new AppError(
      "DBFileTooLarge",
      `${file.name}: ${file.size} bytes, the converter reads at most ${maxBytes}`,
    );
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = slot(async () => {
      await mkdir(dir, { recursive: true });
      const stamp = `${process.pid}-${randomBytes(6).toString("hex")}`;
      const input = path.join(dir, `tmp-${stamp}.${from}`);
      const output = path.join(dir, `tmp-${stamp}.${to}`);
      try {
        await pipeline(ctx.blobs.read(file.sha256), createWriteStream(input));
        await runObabel(ctx, file.name, { from, to, input, output });
        await rename(output, target);
        await trimCache(dir, cacheBudget(ctx));
      } finally {
        await rm(input, { force: true });
        await rm(output, { force: true });
      }
      return converted(key, target, (await sizeOf(target)) ?? 0);
    });
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
  }
  return pending;
}

/** A MOL2 or XYZ file as SD text for the molecule reader. */
export async function convertForReader(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
): Promise<Converted> {
  const from = readerConversion(file.name);
  if (!from) throw new AppError("DBFileInvalid", file.name);
  return convertWithObabel(ctx, file, from, "sdf");
}
