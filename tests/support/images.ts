/** Real image bytes built in the test: a valid 1x1 PNG (with correct CRCs) and a minimal JPEG header. */
import { deflateSync } from "node:zlib";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of width x height in one colour; `padding` adds a tEXt chunk to make it bigger. */
export function pngBytes(
  options: { width?: number; height?: number; rgb?: [number, number, number]; padding?: number } = {},
): Buffer {
  const { width = 1, height = 1, rgb = [200, 30, 30], padding = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunks = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
  ];
  if (padding > 0)
    chunks.push(chunk("tEXt", Buffer.concat([Buffer.from("Comment\0"), Buffer.alloc(padding, 0x61)])));
  chunks.push(chunk("IEND", Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** A multipart form with one file field (and optional text fields). */
export function fileForm(
  field: string,
  name: string,
  bytes: Buffer,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
