/**
 * The bundle reader's worker thread (bundles.ts): reads uploaded zips with yauzl, one at a time, and
 * answers their files (a pool's thread, threads.ts). It never runs on the request thread; the parent bounds its time and memory.
 * (A worker file runs without the TypeScript loader, hence plain JavaScript.)
 *
 * yauzl reads the central directory (zip64 too) and refuses, before an entry is answered, a path that
 * is absolute, has a drive letter, a backslash (strictFileNames) or a `..` segment, and a stored entry
 * whose two sizes differ. Refused here before anything is inflated: more entries than allowed, a
 * `.` or empty segment, a control character or a path too long, two entries with one path (ignoring
 * case), a symbolic link (Unix mode in the external attributes) or any entry that is not a plain file
 * or folder, encryption, compression other than stored or deflate, a declared size above the entry
 * bound or a declared total above the total bound. Each entry then inflates through yauzl's size check
 * (validateEntrySizes) and is cut off the moment its bytes pass its declared size, whatever the
 * header says; its CRC-32 is checked, so the declared sizes and contents are the real ones.
 */
import { crc32 } from "node:zlib";
import { Buffer } from "node:buffer";
import yauzl from "yauzl";

/** The zip being read and its bounds (a thread reads one at a time). */
let limits, zip;
/** Null: every file; else only these paths are inflated and answered (the others are still checked). */
let wanted;

class Refused extends Error {
  constructor(type, message) {
    super(message);
    this.type = type;
  }
}

/** The messages of yauzl's validateFileName (run on every entry before it is answered). */
const unsafeName = /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/s;

/** A yauzl failure of the archive itself, in the catalogue's words. */
function refusal(error) {
  if (error instanceof Refused) return error;
  const message = String(error?.message ?? error);
  const name = unsafeName.exec(message);
  if (name) return new Refused("DBFileNameError", name[1]);
  if (message.startsWith("strong encryption"))
    return new Refused("DBFileInvalid", "encrypted entries are not accepted");
  return new Refused("DBFileDecompressError", message);
}

/** A bundle path: relative, forward slashes, no `.`/`..` segment, printable, bounded. */
function checkPath(name) {
  if (name.length === 0 || name.length > limits.pathLength) throw new Refused("DBFileNameError", name);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\:*?"<>|]/.test(name)) throw new Refused("DBFileNameError", name);
  if (name.startsWith("/")) throw new Refused("DBFileNameError", name);
  const parts = name.replace(/\/$/, "").split("/");
  for (const part of parts) {
    if (part === "" || part === "." || part === "..") throw new Refused("DBFileNameError", name);
  }
}

/** Unix (3) and macOS (19) archivers record the file type; a link or a device is refused. */
function checkType(entry) {
  const madeBy = entry.versionMadeBy >> 8;
  const fileType = (entry.externalFileAttributes >>> 16) & 0o170000;
  if ((madeBy === 3 || madeBy === 19) && fileType !== 0) {
    if (fileType === 0o120000)
      throw new Refused("DBFileInvalid", `${entry.fileName}: symbolic links are not accepted`);
    if (fileType !== 0o100000 && fileType !== 0o040000) {
      throw new Refused("DBFileInvalid", `${entry.fileName}: not a regular file`);
    }
  }
}

/** The entries to inflate, and the paths of every file, after checking the whole central directory. */
async function readDirectory(zipfile) {
  if (zipfile.entryCount > limits.entries) {
    throw new Refused("DBFileTooLarge", `more than ${limits.entries} entries`);
  }
  const entries = [];
  const paths = [];
  const seen = new Set();
  let declaredTotal = 0;
  for await (const entry of zipfile.eachEntry()) {
    const name = entry.fileName;
    checkPath(name);
    checkType(entry);
    if (name.endsWith("/")) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) throw new Refused("DBFileNameError", `${name} appears twice`);
    seen.add(key);
    paths.push(name);
    if (wanted && !wanted.has(name)) continue;
    if (entry.isEncrypted())
      throw new Refused("DBFileInvalid", `${name}: encrypted entries are not accepted`);
    if (!entry.canDecodeFileData())
      throw new Refused("DBFileDecompressError", `${name}: compression ${entry.compressionMethod}`);
    if (entry.uncompressedSize > limits.entryBytes)
      throw new Refused("DBFileTooLarge", `${name} is larger than ${limits.entryBytes} bytes`);
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.totalBytes) {
      throw new Refused("DBFileTooLarge", `the files add up to more than ${limits.totalBytes} bytes`);
    }
    entries.push(entry);
  }
  return { entries, paths };
}

/**
 * One entry's bytes: inflated through yauzl (which fails a stream that passes the declared size or
 * falls short of it), read no further than the declared size (itself within the entry bound), and
 * CRC-checked.
 */
async function inflate(zipfile, entry) {
  const name = entry.fileName;
  const bound = Math.min(entry.uncompressedSize, limits.entryBytes);
  const data = new Uint8Array(bound);
  let size = 0;
  let crc = 0;
  let stream;
  try {
    stream = await zipfile.openReadStreamPromise(entry);
    // Leaving the loop (a throw) destroys the stream: nothing more is inflated.
    for await (const part of stream) {
      if (size + part.length > bound) throw new Error("too many bytes");
      data.set(part, size);
      size += part.length;
      crc = crc32(part, crc);
    }
  } catch (error) {
    stream?.destroy();
    const short = String(error?.message).startsWith("not enough bytes");
    throw new Refused(
      "DBFileDecompressError",
      short ? `${name}: bad size` : `${name}: inflates past its declared size or is corrupt`,
    );
  }
  if (size !== entry.uncompressedSize) throw new Refused("DBFileDecompressError", `${name}: bad size`);
  if (crc !== entry.crc32) throw new Refused("DBFileDecompressError", `${name}: CRC mismatch`);
  return data;
}

async function readBundle() {
  let zipfile;
  try {
    zipfile = await yauzl.fromBufferPromise(zip, {
      decodeStrings: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    throw new Refused("DBFileDecompressError", "not a zip archive");
  }
  try {
    const { entries, paths } = await readDirectory(zipfile);
    const files = [];
    for (const entry of entries) files.push({ path: entry.fileName, bytes: await inflate(zipfile, entry) });
    return { files, paths };
  } catch (error) {
    throw refusal(error);
  } finally {
    zipfile.close();
  }
}

/** The pool's task (threads.ts): the zip's files and paths, or why it is refused. */
export default async function readZipTask(task) {
  limits = task.limits;
  wanted = task.only ? new Set(task.only) : null;
  zip = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    return await readBundle();
  } catch (error) {
    const refused = refusal(error);
    return { refused: { type: refused.type, message: refused.message } };
  }
}
