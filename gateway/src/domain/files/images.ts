import { sizeUnits } from "@crucible/schema";
import { AppError } from "../errors.js";

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

export function limitBytes(limit: { Max: number; Unit: "KB" | "MB" | "GB" }): number {
  return Math.floor(limit.Max * sizeUnits[limit.Unit]);
}
