import { sizeUnits } from "@crucible/schema";
import { AppError } from "../errors.js";
import { extensionOf } from "./mime.js";

const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString("latin1")) },
  {
    mime: "image/webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/**
 * The image type read from the bytes themselves, never from the name or the declared type. SVG is not
 * accepted for avatars and covers: it can carry script.
 */
export function sniffImage(bytes: Buffer, name: string): string {
  const found = signatures.find((s) => s.test(bytes));
  if (!found) throw new AppError("DBImageInvalid", name.slice(0, 100));
  return found.mime;
}

/** How many leading bytes `checkImageFile` reads. */
export const imageHeadBytes = 16;

/** Extensions of raster images; SVG is text (served as text/plain) and is not checked here. */
const rasterExtensions = new Set(["png", "jpg", "jpeg", "gif", "webp", "ico"]);

/** Windows icons: reserved 0, type 1, at least one image. */
function isIcon(b: Buffer): boolean {
  return b.length >= 6 && b.readUInt16LE(0) === 0 && b.readUInt16LE(2) === 1 && b.readUInt16LE(4) > 0;
}

/**
 * Spec §5 "Uploaded images must be image files": a data set or CMS file named as a raster image must
 * start with the magic bytes of an image (PNG, JPEG, GIF, WebP or ICO). Other names pass.
 */
export function checkImageFile(head: Buffer, name: string): void {
  if (!rasterExtensions.has(extensionOf(name))) return;
  if (signatures.some((s) => s.test(head)) || isIcon(head)) return;
  throw new AppError("DBImageInvalid", name.slice(0, 100));
}

export function limitBytes(limit: { Max: number; Unit: "KB" | "MB" | "GB" }): number {
  return Math.floor(limit.Max * sizeUnits[limit.Unit]);
}
