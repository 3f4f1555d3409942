/**
 * Zip archives written byte by byte for the bundle tests: well-formed ones, and the attacks an
 * archiver would refuse to write (`../` names, symbolic links, sizes that lie, too many entries).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  readonly name: string;
  readonly data?: Buffer | string;
  /** Stored (0) or deflated (8, the default). */
  readonly method?: 0 | 8;
  /** A Unix mode written in the external attributes (0o120777 makes a symbolic link). */
  readonly mode?: number;
  /** The uncompressed size the archive claims (default: the real one). */
  readonly declaredSize?: number;
  /** The CRC-32 the archive claims (default: the real one). */
  readonly declaredCrc?: number;
  /** General purpose flags (default 0x0800, UTF-8 names; 0x0801 says encrypted). */
  readonly flags?: number;
  /** A compression method written as it is, the data kept as given (e.g. 12, bzip2). */
  readonly rawMethod?: number;
}

/** A zip of the entries, in order, with a central directory (no zip64, no data descriptors). */
export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? "", "utf8");
    const method = entry.rawMethod ?? entry.method ?? 8;
    const packed = method === 8 && entry.rawMethod === undefined ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? data.length;
    const crc = entry.declaredCrc ?? crc32(data);
    const flags = entry.flags ?? 0x0800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = entry.mode ?? (entry.name.endsWith("/") ? 0o40755 : 0o100644);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The applet of the tests: its page tries to read the parent page's cookies, its own cookies and the
 * signed-in user's account over the API (REST and GraphQL), then posts to its parent what it got.
 */
export const probeAppletHtml = `<!doctype html>
<html><head><meta charset="utf-8"><title>probe</title></head>
<body><h1 id="hello">Applet says hello</h1><pre id="out"></pre>
<script src="probe.js"></script></body></html>`;

export const probeAppletJs = `(async () => {
  const got = { type: "probe", parentCookie: null, ownCookie: null, rest: null, graphql: null, lang: null };
  try { got.parentCookie = window.parent.document.cookie; } catch (e) { got.parentCookie = "blocked: " + e.name; }
  try { got.ownCookie = document.cookie; } catch (e) { got.ownCookie = "blocked: " + e.name; }
  try {
    const r = await fetch("/api/user/session_data", { method: "POST", credentials: "include",
      headers: { "content-type": "application/json" }, body: "{}" });
    got.rest = r.status + " " + (await r.text()).slice(0, 300);
  } catch (e) { got.rest = "blocked: " + e.name; }
  try {
    const r = await fetch("/graphql", { method: "POST", credentials: "include",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ me { account } }" }) });
    got.graphql = r.status + " " + (await r.text()).slice(0, 300);
  } catch (e) { got.graphql = "blocked: " + e.name; }
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || !event.data || event.data.type !== "init") return;
    got.lang = event.data.lang;
    document.getElementById("out").textContent = JSON.stringify(got);
    window.parent.postMessage(got, "*");
  });
  window.parent.postMessage({ type: "ready" }, "*");
})();`;

/** The probe applet as a zip. */
export function probeAppletZip(): Buffer {
  return makeZip([
    { name: "index.html", data: probeAppletHtml },
    { name: "probe.js", data: probeAppletJs },
  ]);
}

/** The example UI packs shipped in docs/examples (docs/apps.md). */
export type ExamplePack = "uipack-druglike-form" | "uipack-druglike-report";

/** An example UI pack's folder as a zip, its files at the root (as a developer would upload it). */
export function examplePackZip(name: ExamplePack): Buffer {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "docs", "examples", name);
  const files = readdirSync(dir).sort();
  return makeZip(files.map((file) => ({ name: file, data: readFileSync(path.join(dir, file)) })));
}
