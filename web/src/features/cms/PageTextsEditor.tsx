/**
 * The sections of one public page in both languages, side by side (issue 26): the texts of the text
 * libraries `{page}.en` and `{page}.zh` (docs/public-site.md), each a title and a Markdown body with a
 * live, sanitised preview. Saving creates, updates and removes texts through the text library's calls;
 * nobody types a library name.
 */
import { cmsTextRule } from "@crucible/schema";
import { useState } from "react";
import { Button, Form, Grid, Header, Label, Loader, Message, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { ruleMessage, isRuleMessageCode } from "../../components/kit/messages";
import { Markdown } from "../../components/Markdown";
import { toast } from "../../components/toast";
import type { CmsTextFieldsFragment } from "../../graphql";
import {
  useCmsTextsQuery,
  useCreateCmsTextMutation,
  useRemoveCmsTextMutation,
  useUpdateCmsTextMutation,
} from "../../graphql/__generated__/documents/cms";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";

export const pageLanguages = ["en", "zh"] as const;
export type PageLanguage = (typeof pageLanguages)[number];

interface Section {
  /** Local key for React; the text's id once saved. */
  readonly key: string;
  readonly id: string | null;
  readonly title: string;
  readonly markdown: string;
  readonly enabled: boolean;
  readonly removed: boolean;
  /** The saved title and body, to save only what changed. */
  readonly saved: { readonly title: string; readonly markdown: string } | null;
}

type Sections = Record<PageLanguage, Section[]>;

function sectionsOf(texts: readonly CmsTextFieldsFragment[]): Section[] {
  return texts.map((text) => ({
    key: text.id,
    id: text.id,
    title: text.title,
    markdown: text.markdown,
    enabled: text.status === "ENABLED",
    removed: false,
    saved: { title: text.title, markdown: text.markdown },
  }));
}

function useLibraryTexts(libraryName: string) {
  return useCmsTextsQuery({
    variables: {
      query: {
        where: [{ logic: "AND", values: [{ name: "LibraryName", symbol: "=", value: libraryName }] }],
        orderBy: [
          { name: "SortOrder", isAsc: true },
          { name: "Id", isAsc: true },
        ],
        limit: 100,
      },
    },
    fetchPolicy: "network-only",
  });
}

let nextKey = 0;

function LanguageColumn(props: {
  readonly language: PageLanguage;
  readonly sections: readonly Section[];
  readonly errors: Readonly<Record<string, string>>;
  readonly canEdit: boolean;
  /** Saved sections are removed only with Cms.TextLibrary.Delete; new ones may always be dropped. */
  readonly canRemove: boolean;
  readonly onChange: (sections: Section[]) => void;
}) {
  const { t } = useNs(cmsNs);
  const { language, sections } = props;
  const set = (key: string, change: Partial<Section>) =>
    props.onChange(sections.map((section) => (section.key === key ? { ...section, ...change } : section)));
  const visible = sections.filter((section) => !section.removed);
  return (
    <div data-testid={`page-${language}`} lang={language === "zh" ? "zh-CN" : "en"}>
      <Header as="h3">{t(language === "en" ? "pages.english" : "pages.chinese")}</Header>
      {visible.length === 0 ? (
        <Message info size="small" data-testid={`page-${language}-none`}>
          {t("pages.noSections")}
        </Message>
      ) : null}
      {visible.map((section, index) => (
        <Segment key={section.key} data-testid={`page-${language}-section-${index}`}>
          <div className="page-section-head">
            <strong>{t("pages.section", { n: index + 1 })}</strong>
            {!section.enabled && section.id ? (
              <Label size="mini" basic color="grey">
                {t("pages.disabled")}
              </Label>
            ) : null}
            {props.canEdit && (props.canRemove || !section.id) ? (
              <Button
                type="button"
                basic
                size="mini"
                icon="trash alternate outline"
                content={t("pages.removeSection")}
                onClick={() => set(section.key, { removed: true })}
                data-testid={`page-${language}-remove-${index}`}
              />
            ) : null}
          </div>
          <Form as="div">
            <Field
              name={`${language}-title-${index}`}
              label={t("pages.sectionTitle")}
              value={section.title}
              onChange={(title) => set(section.key, { title })}
              message={props.errors[section.key] ?? null}
              disabled={!props.canEdit}
              required
            />
            <Form.Field>
              <label>{t("pages.body")}</label>
              <TextArea
                rows={8}
                className="mono"
                value={section.markdown}
                disabled={!props.canEdit}
                onChange={(_event, data) => set(section.key, { markdown: String(data.value ?? "") })}
                data-testid={`field-${language}-markdown-${index}`}
              />
            </Form.Field>
          </Form>
          <div className="muted small page-preview-label">{t("pages.preview")}</div>
          <Segment secondary className="markdown-preview" data-testid={`page-${language}-preview-${index}`}>
            <Header as="h2">{section.title}</Header>
            <Markdown source={section.markdown} />
          </Segment>
        </Segment>
      ))}
      {props.canEdit ? (
        <Button
          type="button"
          basic
          icon="plus"
          content={t("pages.addSection")}
          onClick={() =>
            props.onChange([
              ...sections,
              {
                key: `new-${nextKey++}`,
                id: null,
                title: "",
                markdown: "",
                enabled: true,
                removed: false,
                saved: null,
              },
            ])
          }
          data-testid={`page-${language}-add`}
        />
      ) : null}
    </div>
  );
}

function Editor(props: {
  readonly library: string;
  readonly initial: Sections;
  readonly onSaved: () => void;
}) {
  const { t, i18n } = useNs(cmsNs);
  const session = useSession();
  const canEdit = session.can("Cms.TextLibrary.Update");
  const canRemove = session.can("Cms.TextLibrary.Delete");
  const [sections, setSections] = useState<Sections>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [create] = useCreateCmsTextMutation();
  const [update] = useUpdateCmsTextMutation();
  const [remove] = useRemoveCmsTextMutation();

  const save = async () => {
    const found: Record<string, string> = {};
    const work: (() => Promise<{ error?: unknown }>)[] = [];
    for (const language of pageLanguages) {
      const libraryName = `${props.library}.${language}`;
      for (const section of sections[language]) {
        if (section.removed) {
          if (section.id && canRemove) {
            const id = section.id;
            work.push(() => remove({ variables: { id } }));
          }
          continue;
        }
        const blank = section.title.trim() === "" && section.markdown.trim() === "";
        if (!section.id && blank) continue;
        if (
          section.saved &&
          section.saved.title === section.title &&
          section.saved.markdown === section.markdown
        ) {
          continue;
        }
        const parsed = cmsTextRule.safeParse({ libraryName, title: section.title });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? "required";
          found[section.key] = isRuleMessageCode(message)
            ? ruleMessage(i18n.t, i18n.language, message, 200)
            : message;
          continue;
        }
        const input = { libraryName, title: parsed.data.title, markdown: section.markdown };
        const id = section.id;
        work.push(() => (id ? update({ variables: { id, input } }) : create({ variables: { input } })));
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (work.length === 0) {
      toast.info(t("pages.nothingToSave"));
      return;
    }
    setSaving(true);
    try {
      let failed = false;
      // One after another: new sections keep the order they were added in.
      for (const step of work) {
        const result = await step();
        if (result.error) failed = true;
      }
      if (!failed) {
        toast.success(t("pages.saved"));
        props.onSaved();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Grid stackable columns={2}>
        {pageLanguages.map((language) => (
          <Grid.Column key={language}>
            <LanguageColumn
              language={language}
              sections={sections[language]}
              errors={errors}
              canEdit={canEdit}
              canRemove={canRemove}
              onChange={(next) => setSections((current) => ({ ...current, [language]: next }))}
            />
          </Grid.Column>
        ))}
      </Grid>
      {canEdit ? (
        <div className="page-save">
          <Button
            primary
            type="button"
            icon="save"
            content={t("pages.save")}
            loading={saving}
            disabled={saving}
            onClick={() => void save()}
            data-testid="page-save"
          />
        </div>
      ) : null}
    </>
  );
}

/** The editor of `{library}.en` and `{library}.zh`, with a note when the bare `{library}` has texts. */
export function PageTextsEditor(props: { readonly library: string }) {
  const { t } = useNs(cmsNs);
  const en = useLibraryTexts(`${props.library}.en`);
  const zh = useLibraryTexts(`${props.library}.zh`);
  const shared = useLibraryTexts(props.library);
  const [version, setVersion] = useState(0);
  if (!en.data || !zh.data) return <Loader active inline="centered" />;
  const sharedCount = shared.data?.cmsTexts.total ?? 0;
  return (
    <div data-testid="page-editor">
      {sharedCount > 0 ? (
        <Message info size="small" data-testid="page-shared">
          {t("pages.shared", { count: sharedCount, library: props.library })}
        </Message>
      ) : null}
      <Editor
        key={`${props.library}:${version}`}
        library={props.library}
        initial={{ en: sectionsOf(en.data.cmsTexts.list), zh: sectionsOf(zh.data.cmsTexts.list) }}
        onSaved={() => {
          void Promise.all([en.refetch(), zh.refetch()]).then(() => setVersion((v) => v + 1));
        }}
      />
    </div>
  );
}
