/**
 * The navigator board (spec §2, "navigator board"): the front-end user's first page, curated in the
 * back office and stored as the key_data JSON document "navigator_board". Shared by the gateway
 * (validation on save) and the back-office editor (the same checks before it sends).
 */
import { z } from "zod";

export const navigatorLimits = {
  maxSections: 20,
  maxItems: 24,
  maxName: 100,
  maxDescription: 500,
  maxLabel: 100,
  maxUrl: 2000,
  maxFolder: 255,
} as const;

export const navigatorItemKinds = ["module", "template", "dataset", "link"] as const;
export type NavigatorItemKind = (typeof navigatorItemKinds)[number];

export const navigatorDataKinds = ["public", "private", "temporary", "module_demo"] as const;
export type NavigatorDataKind = (typeof navigatorDataKinds)[number];

/** The two languages every text of the board is written in. */
export const navigatorLangs = ["zh-CN", "en-US"] as const;
export type NavigatorLang = (typeof navigatorLangs)[number];

/** True for an absolute https address with a host (no javascript:, data:, http: or relative links). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const required = (max: number) =>
  z.object({
    "zh-CN": z.string().trim().min(1, "required").max(max),
    "en-US": z.string().trim().min(1, "required").max(max),
  });

const optionalText = (max: number) =>
  z.object({
    "zh-CN": z.string().trim().max(max).default(""),
    "en-US": z.string().trim().max(max).default(""),
  });

const label = required(navigatorLimits.maxLabel);

const moduleItem = z.object({
  Kind: z.literal("module"),
  ModuleId: z.number().int().positive(),
  Label: label.optional(),
});
const templateItem = z.object({
  Kind: z.literal("template"),
  TemplateId: z.number().int().positive(),
  Label: label.optional(),
});
const datasetItem = z.object({
  Kind: z.literal("dataset"),
  DataKind: z.enum(navigatorDataKinds),
  Folder: z.string().trim().max(navigatorLimits.maxFolder).default(""),
  Label: label.optional(),
});
const linkItem = z.object({
  Kind: z.literal("link"),
  Url: z.string().trim().max(navigatorLimits.maxUrl).refine(isHttpsUrl, "only https links are allowed"),
  // A link has nothing else to take its title from.
  Label: label,
});

export const navigatorItemSchema = z.discriminatedUnion("Kind", [
  moduleItem,
  templateItem,
  datasetItem,
  linkItem,
]);
export type NavigatorItem = z.infer<typeof navigatorItemSchema>;

export const navigatorSectionSchema = z.object({
  Name: required(navigatorLimits.maxName),
  Description: optionalText(navigatorLimits.maxDescription).optional(),
  Items: z
    .array(navigatorItemSchema)
    .max(navigatorLimits.maxItems, `at most ${navigatorLimits.maxItems} items`),
});
export type NavigatorSection = z.infer<typeof navigatorSectionSchema>;

export const navigatorBoardSchema = z.object({
  Sections: z
    .array(navigatorSectionSchema)
    .max(navigatorLimits.maxSections, `at most ${navigatorLimits.maxSections} sections`),
});
export type NavigatorBoardDoc = z.infer<typeof navigatorBoardSchema>;

/** The first problem of a document as "path: message", or null when it is valid. */
export function navigatorBoardProblem(value: unknown): string | null {
  const parsed = navigatorBoardSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join(".")}: ${issue.message}` : "navigator_board";
}
