/**
 * The inputs of the extended profile fields (registration and profile), and the check of a form's
 * values with the shared zod rule built from the definitions (the gateway checks again).
 */
import { extValuesSchema, type ExtValue, type ExtValues } from "@crucible/schema";
import type { ChangeEvent } from "react";
import { Form } from "semantic-ui-react";
import type { UserExtFieldFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { type ExtInfoCatalogue, extInfoNs, useFieldLabel } from "./i18n";

export type ExtField = Pick<
  UserExtFieldFieldsFragment,
  "id" | "name" | "englishName" | "kind" | "required" | "choices"
>;
/** A form's values by field id; a number field holds its text while it is typed. */
export type ExtForm = Record<string, ExtValue | null>;
export type ExtErrors = Record<string, keyof ExtInfoCatalogue["errors"]>;

/** The form's values as the gateway takes them, or the errors by field id. */
export function checkExtForm(
  fields: readonly ExtField[],
  form: ExtForm,
): { values: ExtValues; errors: null } | { values: null; errors: ExtErrors } {
  const converted: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form[field.id] ?? null;
    if (field.kind === "number" && typeof value === "string") {
      const trimmed = value.trim();
      converted[field.id] =
        trimmed === "" ? null : Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
    } else if (field.kind === "date" && value === "") converted[field.id] = null;
    else converted[field.id] = value;
  }
  const rules = fields.map((f) => ({
    Id: f.id,
    Name: f.name,
    EnglishName: f.englishName,
    Kind: f.kind,
    Required: f.required,
    Choices: f.choices,
  }));
  const parsed = extValuesSchema(rules).safeParse(converted);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: ExtErrors = {};
  for (const issue of parsed.error.issues) {
    const id = String(issue.path[0] ?? "");
    const field = fields.find((f) => f.id === id);
    if (!field || errors[id]) continue;
    errors[id] =
      issue.message === "required"
        ? "required"
        : field.kind === "number"
          ? "number"
          : field.kind === "date"
            ? "date"
            : field.kind === "single" || field.kind === "multiple"
              ? "choice"
              : "invalid";
  }
  return { values: null, errors };
}

/** A form's starting values from stored ones (numbers become their text). */
export function toExtForm(fields: readonly ExtField[], values: unknown): ExtForm {
  const stored =
    typeof values === "object" && values !== null ? (values as Record<string, ExtValue | null>) : {};
  const form: ExtForm = {};
  for (const field of fields) {
    const value = stored[field.id] ?? null;
    // A check box always says yes or no: unchecked is a given "no".
    if (field.kind === "boolean") form[field.id] = value === true;
    else form[field.id] = field.kind === "number" && typeof value === "number" ? String(value) : value;
  }
  return form;
}

export function ExtInfoInputs(props: {
  fields: readonly ExtField[];
  form: ExtForm;
  errors: ExtErrors;
  onChange: (id: string, value: ExtValue | null) => void;
}) {
  const { t: text } = useNs(extInfoNs);
  const label = useFieldLabel();
  return (
    <>
      {props.fields.map((field) => {
        const error = props.errors[field.id];
        const common = {
          label: label(field),
          required: field.required,
          error: error ? { content: text(`errors.${error}`), pointing: "above" as const } : undefined,
        };
        const value = props.form[field.id] ?? null;
        const testId = `ext-${field.englishName}`;
        switch (field.kind) {
          case "single":
            return (
              <Form.Select
                key={field.id}
                {...common}
                clearable={!field.required}
                value={typeof value === "string" ? value : ""}
                options={field.choices.map((choice) => ({ key: choice, value: choice, text: choice }))}
                onChange={(_event, data) => props.onChange(field.id, data.value ? String(data.value) : null)}
                data-testid={testId}
              />
            );
          case "multiple":
            return (
              <Form.Dropdown
                key={field.id}
                {...common}
                selection
                multiple
                value={Array.isArray(value) ? value : []}
                options={field.choices.map((choice) => ({ key: choice, value: choice, text: choice }))}
                onChange={(_event, data) =>
                  props.onChange(field.id, Array.isArray(data.value) ? data.value.map(String) : [])
                }
                data-testid={testId}
              />
            );
          case "boolean":
            return (
              <Form.Checkbox
                key={field.id}
                label={label(field)}
                checked={value === true}
                onChange={(_event, data) => props.onChange(field.id, Boolean(data.checked))}
                data-testid={testId}
              />
            );
          default:
            return (
              <Form.Input
                key={field.id}
                {...common}
                type={field.kind === "date" ? "date" : "text"}
                inputMode={field.kind === "number" ? "decimal" : undefined}
                value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  props.onChange(field.id, event.target.value)
                }
                input={{ "data-testid": testId }}
              />
            );
        }
      })}
    </>
  );
}
