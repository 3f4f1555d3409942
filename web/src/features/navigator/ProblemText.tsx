/** The board's problems in the current language, shown at the section or item they name. */
import { Icon } from "semantic-ui-react";
import { useNs } from "../../i18n";
import type { DraftProblem } from "./board";
import { navigatorNs } from "./i18n";

const fieldKeys = {
  "Name.en-US": "nameEn",
  "Name.zh-CN": "nameZh",
  "Description.en-US": "descEn",
  "Description.zh-CN": "descZh",
  "Label.en-US": "labelEn",
  "Label.zh-CN": "labelZh",
  Url: "url",
  ModuleId: "module",
  TemplateId: "template",
  DataKind: "dataKind",
  Folder: "folder",
  Kind: "kind",
  Sections: "sectionsField",
  Items: "itemsField",
} as const;

function isFieldKey(field: string): field is keyof typeof fieldKeys {
  return field in fieldKeys;
}

/** A problem's field and message in the current language (the schema's own words otherwise). */
export function useProblemWords() {
  const { t } = useNs(navigatorNs);
  return (p: DraftProblem) => {
    const field = isFieldKey(p.field) ? t(`editor.${fieldKeys[p.field]}`) : p.field;
    const message =
      p.message === "required" || p.message.startsWith("Too small")
        ? t("translation:validation.required")
        : p.message === "only https links are allowed"
          ? t("editor.httpsOnly")
          : p.message === ""
            ? t("editor.missingTarget")
            : p.message;
    return { field, message };
  };
}

export function ProblemText({ problems }: { problems: readonly DraftProblem[] }) {
  const words = useProblemWords();
  if (problems.length === 0) return null;
  return (
    <div className="navigator-editor-problem" data-testid="navigator-editor-problem">
      {problems.map((p, n) => (
        <div key={n}>
          <Icon name="warning circle" />
          {words(p).field ? `${words(p).field}: ` : ""}
          {words(p).message}
        </div>
      ))}
    </div>
  );
}
