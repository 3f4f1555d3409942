/**
 * A tool of the public site (docs/public-site.md): a Value of the map library `tools`, as the back
 * office's tool form checks it before saving. The public pages read the same keys (web
 * features/public/content.ts); the storage is the map library's, unchanged. The form's own messages are
 * the codes below (`toolName`, `toolLink`, `toolPicture`), worded by the web in both languages.
 */
import { z } from "zod";
import { textRule } from "./rules.js";

/** The map library the Tools page lists. */
export const toolsLibrary = "tools";

export const toolMessageCodes = ["toolName", "toolLink", "toolPicture"] as const;
export type ToolMessageCode = (typeof toolMessageCodes)[number];

const say = (code: ToolMessageCode) => ({ error: code });

/** A picture the public pages show: an uploaded map library file (/api/sys/... or /api/index/...) or https. */
export const toolPicturePattern = /^(?:\/api\/(?:sys|index)\/|https:\/\/)/;
/** The tool's own address: http or https. */
export const toolLinkPattern = /^https?:\/\//i;

export const publicToolRule = z
  .object({
    Name: textRule(100),
    EnglishName: textRule(100),
    Summary: textRule(500),
    EnglishSummary: textRule(500),
    File: z
      .string()
      .trim()
      .max(500, { error: "tooLong" })
      .refine((value) => value === "" || toolPicturePattern.test(value), say("toolPicture")),
    Link: z
      .string()
      .trim()
      .max(500, { error: "tooLong" })
      .refine((value) => value === "" || toolLinkPattern.test(value), say("toolLink")),
  })
  .superRefine((value, context) => {
    if (value.Name === "" && value.EnglishName === "") {
      context.addIssue({ code: "custom", path: ["Name"], message: "toolName" });
    }
  });
export type PublicTool = z.infer<typeof publicToolRule>;
