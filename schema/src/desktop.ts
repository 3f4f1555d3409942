/**
 * Desktop download (spec §1): the back office publishes desktop client builds per platform; the
 * public download page offers the one for the visitor's system. Rules shared by the back-office
 * form and the gateway; `detectPlatform` has no dependency (the public page loads it).
 */
import { z } from "zod";
import { visible } from "./rules.js";

export const desktopPlatforms = ["windows", "macos", "linux"] as const;
export type DesktopPlatform = (typeof desktopPlatforms)[number];

/** The largest build the gateway accepts (2 GiB), besides the system config's file size limit. */
export const desktopBuildMaxBytes = 2 * 1024 * 1024 * 1024;
export const desktopNotesMax = 5000;

/** What the administrator states with a build's file (the upload meta's extra fields). */
export const desktopBuildInput = z.object({
  Platform: z.enum(desktopPlatforms),
  Version: visible(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, "letters, digits and . + _ -"),
  ),
  Notes: z.string().trim().max(desktopNotesMax).default(""),
  EnglishNotes: z.string().trim().max(desktopNotesMax).default(""),
  /** The SHA-256 the administrator states (from their build); upper or lower case hex. */
  StatedSha256: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{64}$/, "64 hex digits")
    .transform((value) => value.toUpperCase()),
});
export type DesktopBuildInput = z.infer<typeof desktopBuildInput>;

/** The notes and version of a published build may be edited; the file and its checksum may not. */
export const desktopBuildUpdate = desktopBuildInput
  .pick({ Version: true, Notes: true, EnglishNotes: true })
  .partial();

/** The platform a user agent runs on (null: a phone, a tablet or unknown). */
export function detectPlatform(userAgent: string): DesktopPlatform | null {
  const ua = userAgent.toLowerCase();
  if (/android|iphone|ipad|ipod|mobile/.test(ua)) return null;
  if (ua.includes("windows")) return "windows";
  if (ua.includes("mac os x") || ua.includes("macintosh")) return "macos";
  if (ua.includes("linux") || ua.includes("x11") || ua.includes("cros")) return "linux";
  return null;
}

/** A build as the REST calls answer it. */
export type DesktopBuildAnswer = {
  readonly Id: number;
  readonly Platform: DesktopPlatform;
  readonly Version: string;
  readonly Notes: string;
  readonly EnglishNotes: string;
  readonly FileName: string;
  readonly Size: number;
  readonly Sha256: string;
  readonly Status: string;
  readonly Downloads: number;
  readonly CreatedAt: string;
  readonly DownloadUrl: string;
};

/** The upload meta's extra fields of a build (the StatedSha256 must equal the file's). */
export type DesktopBuildMetaExtra = {
  readonly Platform: DesktopPlatform;
  readonly Version: string;
  readonly Notes?: string;
  readonly EnglishNotes?: string;
  readonly StatedSha256: string;
};
