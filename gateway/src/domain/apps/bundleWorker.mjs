/**
 * The bundle reader's worker thread (bundles.ts): reads one uploaded zip and answers its files, then
 * exits. It never runs on the request thread; the parent bounds its time and memory.
 *
 * The zip is read from its central directory. Refused before anything is unpacked: more entries than
 * allowed, a path that is absolute, has a drive letter, a backslash, a `..` or `.` segment, a control
 * character or is too long, two entries with one path, a symbolic link (Unix mode in the external
 * attributes) or any entry that is not a plain file or folder, encryption, compression other than
 * stored or deflate, a declared size above the entry bound or a declared total above the total bound.
 * Each entry then inflates with zlib bounded by its declared size (more output is an error) and its
 * CRC-32 is checked, so the declared sizes are the real ones.
 */
import { crc32, inflateRawSync } from "node:zlib";
import { Buffer } from "node:buffer";
import { parentPort, workerData } from "node:worker_threads";

const { bytes, limits, only } = workerData;
/** Null: every file; else only these paths are inflated and answered (the others are still checked). */
const wanted = only ? new Set(only) : null;
const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

class Refused extends Error {
  constructor(type, message) {
    super(message);
    this.type = type;
  }
}

const eocdSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;

function findEndOfCentralDirectory() {
  const last = zip.length - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (zip.readUInt32LE(at) === eocdSignature) return at;
  }
  throw new Refused("DBFileDecompressError", "not a zip archive");
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

function readBundle() {
  if (zip.length < 22) throw new Refused("DBFileDecompressError", "not a zip archive");
  const eocd = findEndOfCentralDirectory();
  const count = zip.readUInt16LE(eocd + 10);
  const directorySize = zip.readUInt32LE(eocd + 12);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new Refused("DBFileDecompressError", "zip64 archives are not accepted");
  }
  if (count > limits.entries) {
    throw new Refused("DBFileTooLarge", `more than ${limits.entries} entries`);
  }
  if (directoryOffset + directorySize > eocd) throw new Refused("DBFileDecompressError", "bad directory");

  const entries = [];
  const paths = [];
  const seen = new Set();
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== centralSignature) {
      throw new Refused("DBFileDecompressError", "bad directory entry");
    }
    const madeBy = zip.readUInt16LE(at + 4) >> 8;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const externalAttributes = zip.readUInt32LE(at + 38);
    const localOffset = zip.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > eocd) throw new Refused("DBFileDecompressError", "bad directory entry");
    const name = zip.toString("utf8", at + 46, nameEnd);
    at = nameEnd + extraLength + commentLength;

    checkPath(name);
    const unixMode = externalAttributes >>> 16;
    const fileType = unixMode & 0o170000;
    const directory = name.endsWith("/");
    // Unix (3) and macOS (19) archivers record the file type; a link or a device is refused.
    if ((madeBy === 3 || madeBy === 19) && fileType !== 0) {
      if (fileType === 0o120000)
        throw new Refused("DBFileInvalid", `${name}: symbolic links are not accepted`);
      if (fileType !== 0o100000 && fileType !== 0o040000) {
        throw new Refused("DBFileInvalid", `${name}: not a regular file`);
      }
    }
    if (directory) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) throw new Refused("DBFileNameError", `${name} appears twice`);
    seen.add(key);
    paths.push(name);
    if (wanted && !wanted.has(name)) continue;
    if (flags & 0x1) throw new Refused("DBFileInvalid", `${name}: encrypted entries are not accepted`);
    if (method !== 0 && method !== 8)
      throw new Refused("DBFileDecompressError", `${name}: compression ${method}`);
    if (size > limits.entryBytes)
      throw new Refused("DBFileTooLarge", `${name} is larger than ${limits.entryBytes} bytes`);
    declaredTotal += size;
    if (declaredTotal > limits.totalBytes) {
      throw new Refused("DBFileTooLarge", `the files add up to more than ${limits.totalBytes} bytes`);
    }
    entries.push({ name, method, crc, compressedSize, size, localOffset });
  }

  const files = [];
  for (const entry of entries) {
    const { name, localOffset } = entry;
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== localSignature) {
      throw new Refused("DBFileDecompressError", `${name}: bad local header`);
    }
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > zip.length) throw new Refused("DBFileDecompressError", `${name}: truncated`);
    const packed = zip.subarray(dataStart, dataEnd);
    let data;
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size)
        throw new Refused("DBFileDecompressError", `${name}: bad size`);
      data = packed;
    } else {
      try {
        // One byte more than declared is enough to see a lie: zlib stops there with an error.
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size + 1) });
      } catch {
        throw new Refused("DBFileDecompressError", `${name}: inflates past its declared size or is corrupt`);
      }
      if (data.length !== entry.size) throw new Refused("DBFileDecompressError", `${name}: bad size`);
    }
    if (crc32(data) !== entry.crc) throw new Refused("DBFileDecompressError", `${name}: CRC mismatch`);
    files.push({ path: name, bytes: new Uint8Array(data) });
  }
  return { files, paths };
}

try {
  const { files, paths } = readBundle();
  parentPort.postMessage(
    { files, paths },
    files.map((file) => file.bytes.buffer).filter((b, i, all) => all.indexOf(b) === i),
  );
} catch (error) {
  if (error instanceof Refused)
    parentPort.postMessage({ refused: { type: error.type, message: error.message } });
  else
    parentPort.postMessage({
      refused: { type: "DBFileDecompressError", message: String(error?.message ?? error) },
    });
}
