/**
 * System applets and UI packs (spec §2, §6 `Sys.App`, `Dev`; issue 13): the rules shared by the back
 * office's forms and the gateway, the bounds of an uploaded bundle (a zip of static files) and the
 * message contract between a page and the sandboxed frame that shows a bundle (docs/apps.md).
 */
import { z } from "zod";
import { uploadCall, type NoFields } from "./rest.js";
import { visible } from "./rules.js";

/** Bounds of an uploaded bundle: the zip itself, its entries, each entry and all of them unpacked. */
export const bundleLimits = {
  zipBytes: 20 * 1024 * 1024,
  entries: 500,
  entryBytes: 10 * 1024 * 1024,
  totalBytes: 50 * 1024 * 1024,
  pathLength: 200,
} as const;

/** Where an applet shows: the front end's menu (normal users) or the back office's (system users). */
export const appSides = ["user", "sys"] as const;
export type AppSide = (typeof appSides)[number];
/** An uploaded static bundle (shown in a sandboxed frame) or an outside link (opened in a new window). */
export const appKinds = ["bundle", "link"] as const;
export type AppKind = (typeof appKinds)[number];

const name = visible(z.string().trim().min(1).max(50));
/** A Semantic UI icon name ("puzzle piece"). */
export const appIconPattern = /^[a-z][a-z ]{0,40}$/;
export const appSvgIconMax = 8192;

/** What the back office saves for an applet. */
export const appInput = z
  .object({
    Name: name,
    EnglishName: name,
    Icon: z.string().trim().regex(appIconPattern, "a Semantic UI icon name").or(z.literal("")).default(""),
    SvgIcon: z
      .string()
      .trim()
      .max(appSvgIconMax)
      .refine((text) => text === "" || /^<svg[\s>]/i.test(text), "must start with <svg")
      .default(""),
    Kind: z.enum(appKinds),
    Link: z.string().trim().max(2000).default(""),
    Side: z.enum(appSides).default("user"),
    /** Back-office applets: the permission groups that see it (none: every administrator). */
    GroupIds: z.array(z.number().int().positive()).max(100).default([]),
  })
  .superRefine((value, issues) => {
    if (value.Kind === "link" && !/^https?:\/\/[^\s]+$/i.test(value.Link)) {
      issues.addIssue({ code: "custom", path: ["Link"], message: "an http(s) address" });
    }
  });
export type AppInput = z.infer<typeof appInput>;

/** A UI pack: a name developers and modules refer to (letters, digits, `-` and `_`). */
export const uiPackInput = z.object({
  Name: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i, "letters, digits, - and _"),
  Remark: z.string().trim().max(500).default(""),
});
export type UiPackInput = z.infer<typeof uiPackInput>;

/** A pack version's label, unique within its pack ("1.2.0"). */
export const uiPackVersionLabel = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, "letters, digits, . + _ -");

/** The first message a page sends to a bundle's frame (after the frame said `ready`). */
export interface BundleInitMessage {
  readonly type: "init";
  readonly lang: "zh-CN" | "en-US";
  /** A module's run form: the module's argument list; an applet: absent. */
  readonly args?: unknown;
  readonly values?: Record<string, unknown>;
  /** A result view: the outputs to show. */
  readonly outputs?: unknown;
}

/** What a bundle's frame may send to its page; anything else is ignored. */
export type BundleFrameMessage =
  | { readonly type: "ready" }
  | { readonly type: "values"; readonly values: Record<string, unknown> }
  | { readonly type: "resize"; readonly height: number };

/** Reads a message from a frame: a known shape, or null (the page ignores it). */
export function parseFrameMessage(data: unknown): BundleFrameMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === "ready") return { type: "ready" };
  if (message.type === "resize" && typeof message.height === "number" && Number.isFinite(message.height)) {
    return { type: "resize", height: Math.max(0, Math.min(10000, message.height)) };
  }
  if (message.type === "values" && isPlainRecord(message.values)) {
    return { type: "values", values: message.values };
  }
  return null;
}

/** A plain object (not an array, a Date, a Map...), as JSON would write one. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The values a run-form frame sent, kept to the method's own arguments: a file argument is chosen
 * on the page (the frame cannot reach the user's files), so the frame's value for it is dropped, as
 * is any name the method does not declare. The page then checks what is left like its own form's.
 */
export function frameArgValues(
  args: readonly { readonly name: string; readonly format: string }[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg.format === "file" || !Object.prototype.hasOwnProperty.call(values, arg.name)) continue;
    kept[arg.name] = values[arg.name];
  }
  return kept;
}

/** An applet as the bundle upload answers it. */
export interface AppUploadAnswer {
  readonly Id: number;
  readonly Url: string;
}

/** A pack version as its upload answers it. */
export interface PackVersionAnswer {
  readonly Id: number;
  readonly Version: string;
  readonly Active: boolean;
  readonly Url: string;
}

/** The bundle uploads (multipart, the zip in `File`): an applet's bundle, a UI pack's new version. */
export const appUploads = {
  bundle: (appId: string) =>
    uploadCall<NoFields, AppUploadAnswer>(`/api/sys/sys_app/upload_bundle/${appId}`, "File"),
  packVersion: (packId: string) =>
    uploadCall<{ readonly Version: string }, PackVersionAnswer>(
      `/api/sys/uipack/upload_version/${packId}`,
      "File",
    ),
};
