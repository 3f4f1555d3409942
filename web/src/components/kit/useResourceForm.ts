/**
 * The form state of a back-office dialog, validated by a shared zod rule of @crucible/schema (the
 * same schema the gateway checks): values, one setter per field, the first issue of each field shown
 * in the active language (also of a nested value: a row of a list), errors the server answered (a
 * name already taken), and submit.
 */
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { isRuleMessageCode, ruleMessage } from "./messages";

/** What the hook reads of a zod issue (kept structural: the web does not import zod itself). */
export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** zod's issue code (too_small, too_big, invalid_type, custom...). */
  readonly code?: string;
  /** What a too_small or too_big issue measured: number, string, array. */
  readonly origin?: string;
  /** What an invalid_type issue expected (number, int...) and, for NaN, what it received. */
  readonly expected?: string;
  readonly received?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  /** Whether the bound itself is allowed (false: `.positive()`, `.gt()`). */
  readonly inclusive?: boolean;
}

/** A zod schema, as far as the hook uses one. */
export interface FormSchema<O> {
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: O }
    | { readonly success: false; readonly error: { readonly issues: readonly FormIssue[] } };
}

/** Why a field is refused: a zod issue, or a message the screen words (a server's answer). */
type Problem = { readonly issue: FormIssue } | { readonly say: (t: TFunction) => string };

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The props of a text `Field` bound to one value of the form. */
export interface BoundField {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly message: string | null;
}

export interface ResourceForm<V> {
  readonly values: V;
  readonly set: <K extends keyof V>(key: K) => (value: V[K]) => void;
  /** The message of a refused field in the active language, or null. */
  readonly error: (key: keyof V) => string | null;
  /** The message of a refused nested value (`["Discounts", 1, "Quantity"]`), or null. */
  readonly errorAt: (path: readonly PropertyKey[]) => string | null;
  /** Marks a field refused by the server (for example a name already taken), worded at render. */
  readonly fail: (key: keyof V, say: (t: TFunction) => string) => void;
  /** The value, setter and message of a text field, to spread on `Field`. */
  readonly field: (key: StringKey<V>) => BoundField;
  /** Validates; when every field passes, calls `onSubmit` with the schema's output. */
  readonly submit: () => Promise<void>;
  readonly submitting: boolean;
}

export interface ResourceFormOptions<V, O> {
  readonly initial: V | (() => V);
  /** The shared rule the values must pass (create and edit may pass different ones). */
  readonly schema: FormSchema<O>;
  /** Called with the parsed (trimmed) values and the raw ones (fields outside the schema). */
  readonly onSubmit: (data: O, values: V) => Promise<unknown> | void;
  /**
   * The screen's words for its rule's own issues (a custom message, a bound in the field's unit), in
   * the active language; null leaves the issue to the kit's words.
   */
  readonly word?: (issue: FormIssue) => string | null;
}

function issueText(t: TFunction, language: string, issue: FormIssue): string {
  if (!isRuleMessageCode(issue.message)) return issue.message;
  return ruleMessage(t, language, issue.message, issue.maximum === undefined ? 0 : Number(issue.maximum));
}

export function useResourceForm<V extends object, O>(options: ResourceFormOptions<V, O>): ResourceForm<V> {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [problems, setProblems] = useState<Partial<Record<keyof V, Problem>>>({});
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const wordIssue = (issue: FormIssue) => options.word?.(issue) ?? issueText(t, i18n.language, issue);

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const error = (key: keyof V): string | null => {
    const problem = problems[key];
    if (!problem) return null;
    return "issue" in problem ? wordIssue(problem.issue) : problem.say(t);
  };

  const errorAt = (path: readonly PropertyKey[]): string | null => {
    const wanted = path.map(String).join(".");
    const issue = issues.find((candidate) => candidate.path.map(String).join(".") === wanted);
    return issue ? wordIssue(issue) : null;
  };

  const submit = async () => {
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof V, Problem>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof V | undefined;
        // The first issue of a field is the one shown.
        if (key !== undefined && !found[key]) found[key] = { issue };
      }
      setProblems(found);
      setIssues(parsed.error.issues);
      return;
    }
    setProblems({});
    setIssues([]);
    setSubmitting(true);
    try {
      await options.onSubmit(parsed.data, values);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    set,
    error,
    errorAt,
    fail: (key, say) => setProblems((current) => ({ ...current, [key]: { say } })),
    field: (key) => ({
      name: key,
      value: values[key] as string,
      onChange: set(key) as (value: string) => void,
      message: error(key),
    }),
    submit,
    submitting,
  };
}
