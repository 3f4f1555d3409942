/**
 * User extended info (spec §1, §2 `user-ext-info`, §6 `User.ExtInfo`, switch `Sys.User.ExtInfo`):
 * the profile fields administrators define, and the rule that checks a user's values against them.
 * The same zod schema, built from the field definitions, runs in the web form and in the gateway.
 */
import { z } from "zod";
import { visible } from "./rules.js";

/** The kinds of field: free text, a number, a calendar date, one or several choices, yes or no. */
export const extFieldKinds = ["text", "number", "date", "single", "multiple", "boolean"] as const;
export type ExtFieldKind = (typeof extFieldKinds)[number];

export const extFieldNameMax = 50;
export const extChoiceMax = 100;
/** Choices of one single or multiple choice field. */
export const extChoicesMax = 50;
/** A text value. */
export const extTextMax = 1000;
/** Fields an administrator may define (enabled or not). */
export const extFieldsMax = 100;
/** Rows of one CSV export of users with their values. */
export const extExportRowsMax = 100_000;

const label = (max: number) => visible(z.string().trim().min(1).max(max));

/** A field definition as the back office saves it. */
export const extFieldInput = z
  .object({
    Name: label(extFieldNameMax),
    EnglishName: label(extFieldNameMax),
    Kind: z.enum(extFieldKinds),
    Required: z.boolean().default(false),
    Choices: z.array(label(extChoiceMax)).max(extChoicesMax).default([]),
  })
  .superRefine((field, context) => {
    const choosing = field.Kind === "single" || field.Kind === "multiple";
    if (choosing && field.Choices.length === 0) {
      context.addIssue({ code: "custom", path: ["Choices"], message: "a choice field needs choices" });
    }
    if (!choosing && field.Choices.length > 0) {
      context.addIssue({ code: "custom", path: ["Choices"], message: "only choice fields have choices" });
    }
    if (new Set(field.Choices).size !== field.Choices.length) {
      context.addIssue({ code: "custom", path: ["Choices"], message: "choices must differ" });
    }
  });
export type ExtFieldInput = z.infer<typeof extFieldInput>;

/** What a form and the server need of a field to check a value. */
export interface ExtFieldRule {
  readonly Id: number | string;
  readonly Name: string;
  readonly EnglishName: string;
  readonly Kind: ExtFieldKind;
  readonly Required: boolean;
  readonly Choices: readonly string[];
}

/** A stored value: text and dates (YYYY-MM-DD) are strings, numbers, yes/no, several choices. */
export type ExtValue = string | number | boolean | string[];
/** A user's values by field id (as a string); null or absent: no value. */
export type ExtValues = Record<string, ExtValue | null>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date is YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "not a calendar date");

/** The schema of one field's value (null: no value). */
function valueSchema(field: ExtFieldRule): z.ZodType<ExtValue | null> {
  const choices = field.Choices as [string, ...string[]];
  switch (field.Kind) {
    case "text":
      return z
        .string()
        .trim()
        .max(extTextMax)
        .transform((value) => (value === "" ? null : value));
    case "number":
      return z.number().finite();
    case "date":
      return isoDate;
    case "single":
      return z.enum(choices);
    case "multiple":
      return z
        .array(z.enum(choices))
        .max(choices.length)
        .refine((list) => new Set(list).size === list.length, "a choice is given twice")
        .transform((list) => (list.length === 0 ? null : list));
    case "boolean":
      return z.boolean();
  }
}

/** Whether a value counts as given for a required field. */
export function hasExtValue(value: ExtValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The rule for a whole set of values: each key is the id of one of `fields` (an unknown key is
 * refused), each value of its field's kind, and every required field given. Issues name the field by
 * its id, so a form can show them beside the input.
 */
export function extValuesSchema(fields: readonly ExtFieldRule[]): z.ZodType<ExtValues> {
  const shape: Record<string, z.ZodType<ExtValue | null>> = {};
  for (const field of fields) {
    const value = valueSchema(field)
      .nullish()
      .transform((v) => v ?? null);
    // Checked per field (not on the whole object), so every field's issue is reported at once.
    shape[String(field.Id)] = field.Required ? value.refine(hasExtValue, "required") : value;
  }
  return z.object(shape).strict() as unknown as z.ZodType<ExtValues>;
}

/** A value as one line of text (the searchable form, the CSV cell). */
export function extValueText(value: ExtValue | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}
