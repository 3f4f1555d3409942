/** The docs tab of the module dialog: English and Chinese markdown, written, previewed or side by side. */
import { Button, Menu, Segment, TextArea } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import type { ModuleForm, SetField } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export type DocsLang = "docs" | "docsZh";
export type DocsView = "write" | "split" | "preview";

export interface ModuleDocsTabProps {
  readonly form: ModuleForm;
  readonly set: SetField;
  readonly docsLang: DocsLang;
  readonly onDocsLang: (value: DocsLang) => void;
  readonly docsView: DocsView;
  readonly onDocsView: (value: DocsView) => void;
}

export function ModuleDocsTab({
  form,
  set,
  docsLang,
  onDocsLang: setDocsLang,
  docsView,
  onDocsView: setDocsView,
}: ModuleDocsTabProps) {
  const { t } = useNs(catalogueNs);
  return (
    <div data-testid="module-docs-tab">
      <div className="docs-toolbar">
        <Button.Group size="small">
          <Button
            type="button"
            active={docsLang === "docs"}
            onClick={() => setDocsLang("docs")}
            data-testid="docs-lang-en"
          >
            English
          </Button>
          <Button
            type="button"
            active={docsLang === "docsZh"}
            onClick={() => setDocsLang("docsZh")}
            data-testid="docs-lang-zh"
          >
            中文
          </Button>
        </Button.Group>
        <Menu tabular size="small" className="editor-tabs">
          {(["write", "split", "preview"] as const).map((value) => (
            <Menu.Item
              key={value}
              active={docsView === value}
              onClick={() => setDocsView(value)}
              data-testid={`docs-view-${value}`}
            >
              {t(`modules.docsViews.${value}`)}
            </Menu.Item>
          ))}
        </Menu>
      </div>
      <div className={`markdown-editor ${docsView}`}>
        {docsView !== "preview" ? (
          <TextArea
            rows={18}
            className="mono"
            value={form[docsLang]}
            placeholder={t("modules.docsPlaceholder")}
            onChange={(_event, data) => set(docsLang)(String(data.value ?? ""))}
            data-testid="field-docs"
          />
        ) : null}
        {docsView !== "write" ? (
          <Segment className="markdown-preview">
            {form[docsLang].trim() === "" ? (
              <p className="muted">{t("modules.noDocs")}</p>
            ) : (
              <Markdown source={form[docsLang]} testId="docs-preview" />
            )}
          </Segment>
        ) : null}
      </div>
    </div>
  );
}
