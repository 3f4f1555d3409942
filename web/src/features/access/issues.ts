import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/** What the hook needs of a zod schema. */
interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * Checks a value against a shared zod schema (@crucible/schema) and keeps one readable message per
 * top-level field, so that forms over JSON documents (login policy, system config) show where it fails.
 */
export function useIssueMessages<T>(schema: SafeParser<T>, label: (key: string) => string) {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<Record<string, string | null>>({});
  const check = (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setIssues({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".");
      if (found[key]) continue;
      const field = label(key);
      if (issue.code === "too_small") found[key] = t("validation.min", { field, min: String(issue.minimum) });
      else if (issue.code === "too_big")
        found[key] = t("validation.max", { field, max: String(issue.maximum) });
      else if (issue.code === "invalid_type") found[key] = t("validation.integer", { field });
      else if (issue.path.includes("Start") || issue.path.includes("End")) found[key] = t("validation.time");
      else found[key] = issue.message;
      const top = String(issue.path[0] ?? "");
      if (top !== key && !found[top]) found[top] = found[key] ?? "";
    }
    setIssues(found);
    return null;
  };
  return { issues, check };
}
