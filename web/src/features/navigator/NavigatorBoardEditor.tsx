/**
 * The back-office navigator board (route `navigator-board`, Workflow.Job.Task.Module.Read to view,
 * .Update to save): sections and items to add, remove and reorder, modules and templates picked from
 * the catalogue, names in both languages; checked with the gateway's own schema before saving, and
 * the gateway's refusal shown at the item it names. Reset removes the saved board (the default one,
 * resolved from the demo seeds, applies again).
 */
import {
  navigatorDataKinds,
  navigatorItemKinds,
  navigatorLimits,
  type NavigatorItemKind,
} from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Button, Form, Icon, Label, Loader, Message, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import type { SysNavigatorBoardFieldsFragment } from "../../graphql";
import {
  useResetNavigatorBoardMutation,
  useSaveNavigatorBoardMutation,
  useSysNavigatorBoardQuery,
} from "../../graphql/__generated__/documents/navigator";
import {
  draftProblems,
  emptyItem,
  emptySection,
  fromDraft,
  moved,
  problemOfServer,
  toDraft,
  type DraftItem,
  type DraftProblem,
  type DraftSection,
} from "./board";
import "./navigator.css";
import { useNs } from "../../i18n";
import { navigatorNs } from "./i18n";

type Choices = Pick<SysNavigatorBoardFieldsFragment, "modules" | "templates">;

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
function useProblemWords() {
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

function ProblemText({ problems }: { problems: readonly DraftProblem[] }) {
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

function MoveButtons(props: {
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useNs(navigatorNs);
  return (
    <Button.Group size="mini" basic>
      <Button
        icon="arrow up"
        type="button"
        title={t("editor.moveUp")}
        aria-label={t("editor.moveUp")}
        disabled={props.disabled || props.index === 0}
        onClick={() => props.onMove(-1)}
        data-testid={`${props.testId}-up`}
      />
      <Button
        icon="arrow down"
        type="button"
        title={t("editor.moveDown")}
        aria-label={t("editor.moveDown")}
        disabled={props.disabled || props.index === props.count - 1}
        onClick={() => props.onMove(1)}
        data-testid={`${props.testId}-down`}
      />
      <Button
        icon="trash alternate outline"
        type="button"
        title={t("editor.remove")}
        aria-label={t("editor.remove")}
        disabled={props.disabled}
        onClick={props.onRemove}
        data-testid={`${props.testId}-remove`}
      />
    </Button.Group>
  );
}

function ItemEditor(props: {
  item: DraftItem;
  testId: string;
  choices: Choices;
  readOnly: boolean;
  problems: readonly DraftProblem[];
  onChange: (item: DraftItem) => void;
  actions: ReactNode;
}) {
  const { t, i18n } = useNs(navigatorNs);
  const zh = i18n.language === "zh-CN";
  const { item } = props;
  const set = (change: Partial<DraftItem>) => props.onChange({ ...item, ...change });
  const hint = (status: string, visibility?: string) =>
    [
      status !== "ENABLED" ? t("editor.disabledHint") : "",
      visibility === "none" ? t("editor.hiddenHint") : "",
    ]
      .filter(Boolean)
      .join(", ");
  const moduleOptions = props.choices.modules.map((m) => {
    const note = hint(m.status, m.visibility);
    return {
      key: m.id,
      value: m.id,
      text: `${zh ? m.nameZh || m.name : m.name}${note ? ` (${note})` : ""}`,
      description: m.key,
    };
  });
  const templateOptions = props.choices.templates.map((tpl) => {
    const note = hint(tpl.status);
    return {
      key: tpl.id,
      value: tpl.id,
      text: `${zh ? tpl.nameZh || tpl.name : tpl.name}${note ? ` (${note})` : ""}`,
    };
  });
  return (
    <div className="navigator-editor-item" data-testid={props.testId}>
      <Form.Group>
        <Form.Select
          width={3}
          label={t("editor.kind")}
          value={item.Kind}
          disabled={props.readOnly}
          options={navigatorItemKinds.map((kind) => ({
            key: kind,
            value: kind,
            text: t(`kinds.${kind}`),
          }))}
          onChange={(_e, data) => set({ Kind: data.value as NavigatorItemKind })}
          data-testid={`${props.testId}-kind`}
        />
        {item.Kind === "module" ? (
          <Form.Dropdown
            width={7}
            label={t("editor.module")}
            placeholder={t("editor.pickModule")}
            selection
            search
            value={item.ModuleId}
            disabled={props.readOnly}
            options={moduleOptions}
            onChange={(_e, data) => set({ ModuleId: String(data.value) })}
            data-testid={`${props.testId}-module`}
          />
        ) : null}
        {item.Kind === "template" ? (
          <Form.Dropdown
            width={7}
            label={t("editor.template")}
            placeholder={t("editor.pickTemplate")}
            selection
            search
            value={item.TemplateId}
            disabled={props.readOnly}
            options={templateOptions}
            onChange={(_e, data) => set({ TemplateId: String(data.value) })}
            data-testid={`${props.testId}-template`}
          />
        ) : null}
        {item.Kind === "dataset" ? (
          <>
            <Form.Select
              width={4}
              label={t("editor.dataKind")}
              value={item.DataKind}
              disabled={props.readOnly}
              options={navigatorDataKinds.map((kind) => ({
                key: kind,
                value: kind,
                text: t(`dataKinds.${kind}`),
              }))}
              onChange={(_e, data) => set({ DataKind: data.value as DraftItem["DataKind"] })}
              data-testid={`${props.testId}-datakind`}
            />
            <Form.Input
              width={3}
              label={t("editor.folder")}
              value={item.Folder}
              maxLength={navigatorLimits.maxFolder}
              disabled={props.readOnly}
              onChange={(e) => set({ Folder: e.target.value })}
              data-testid={`${props.testId}-folder`}
            />
          </>
        ) : null}
        {item.Kind === "link" ? (
          <Form.Input
            width={7}
            label={t("editor.url")}
            value={item.Url}
            type="url"
            maxLength={navigatorLimits.maxUrl}
            disabled={props.readOnly}
            onChange={(e) => set({ Url: e.target.value })}
            input={{ "data-testid": `${props.testId}-url` }}
          />
        ) : null}
        <Form.Input
          width={3}
          label={t("editor.labelEn")}
          value={item.LabelEn}
          maxLength={navigatorLimits.maxLabel}
          disabled={props.readOnly}
          onChange={(e) => set({ LabelEn: e.target.value })}
          input={{ "data-testid": `${props.testId}-label-en` }}
        />
        <Form.Input
          width={3}
          label={t("editor.labelZh")}
          value={item.LabelZh}
          maxLength={navigatorLimits.maxLabel}
          disabled={props.readOnly}
          onChange={(e) => set({ LabelZh: e.target.value })}
          input={{ "data-testid": `${props.testId}-label-zh` }}
        />
        <div className="navigator-editor-item-actions">{props.actions}</div>
      </Form.Group>
      <ProblemText problems={props.problems} />
    </div>
  );
}

function SectionEditor(props: {
  section: DraftSection;
  index: number;
  count: number;
  choices: Choices;
  readOnly: boolean;
  problems: readonly DraftProblem[];
  onChange: (section: DraftSection) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useNs(navigatorNs);
  const { section, index } = props;
  const testId = `navigator-editor-section-${index}`;
  const set = (change: Partial<DraftSection>) => props.onChange({ ...section, ...change });
  const setItems = (items: DraftItem[]) => set({ Items: items });
  const own = props.problems.filter((p) => p.item === null);
  const full = section.Items.length >= navigatorLimits.maxItems;
  return (
    <Segment className="navigator-editor-section" data-testid={testId}>
      <div className="navigator-editor-section-head">
        <Label color="blue" ribbon>
          {t("editor.section", { n: index + 1 })}
        </Label>
        <MoveButtons
          index={index}
          count={props.count}
          onMove={props.onMove}
          onRemove={props.onRemove}
          disabled={props.readOnly}
          testId={testId}
        />
      </div>
      <Form.Group widths="equal">
        <Form.Input
          label={t("editor.nameEn")}
          required
          value={section.NameEn}
          maxLength={navigatorLimits.maxName}
          disabled={props.readOnly}
          onChange={(e) => set({ NameEn: e.target.value })}
          input={{ "data-testid": `${testId}-name-en` }}
        />
        <Form.Input
          label={t("editor.nameZh")}
          required
          value={section.NameZh}
          maxLength={navigatorLimits.maxName}
          disabled={props.readOnly}
          onChange={(e) => set({ NameZh: e.target.value })}
          input={{ "data-testid": `${testId}-name-zh` }}
        />
      </Form.Group>
      <Form.Group widths="equal">
        <Form.Input
          label={t("editor.descEn")}
          value={section.DescEn}
          maxLength={navigatorLimits.maxDescription}
          disabled={props.readOnly}
          onChange={(e) => set({ DescEn: e.target.value })}
          input={{ "data-testid": `${testId}-desc-en` }}
        />
        <Form.Input
          label={t("editor.descZh")}
          value={section.DescZh}
          maxLength={navigatorLimits.maxDescription}
          disabled={props.readOnly}
          onChange={(e) => set({ DescZh: e.target.value })}
          input={{ "data-testid": `${testId}-desc-zh` }}
        />
      </Form.Group>
      <ProblemText problems={own} />
      {section.Items.length === 0 ? <p className="muted">{t("editor.noItems")}</p> : null}
      {section.Items.map((item, i) => (
        <ItemEditor
          key={item.id}
          item={item}
          testId={`${testId}-item-${i}`}
          choices={props.choices}
          readOnly={props.readOnly}
          problems={props.problems.filter((p) => p.item === i)}
          onChange={(next) => setItems(section.Items.map((x, n) => (n === i ? next : x)))}
          actions={
            <MoveButtons
              index={i}
              count={section.Items.length}
              onMove={(by) => setItems(moved(section.Items, i, by))}
              onRemove={() => setItems(section.Items.filter((_x, n) => n !== i))}
              disabled={props.readOnly}
              testId={`${testId}-item-${i}`}
            />
          }
        />
      ))}
      {props.readOnly ? null : (
        <Button
          basic
          size="small"
          type="button"
          icon="plus"
          content={t("editor.addItem")}
          disabled={full}
          onClick={() => setItems([...section.Items, emptyItem()])}
          data-testid={`${testId}-add-item`}
        />
      )}
    </Segment>
  );
}

export function NavigatorBoardEditor() {
  const { t } = useNs(navigatorNs);
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const query = useSysNavigatorBoardQuery({ fetchPolicy: "network-only" });
  const [save, saveState] = useSaveNavigatorBoardMutation();
  const [reset, resetState] = useResetNavigatorBoardMutation();
  const [state, setState] = useState<SysNavigatorBoardFieldsFragment | null>(null);
  const [draft, setDraft] = useState<DraftSection[]>([]);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [checked, setChecked] = useState(false);
  const words = useProblemWords();

  useEffect(() => {
    const board = query.data?.sysNavigatorBoard;
    if (board) {
      setState(board);
      setDraft(toDraft(board.document));
    }
  }, [query.data]);

  // Once the user tried to save, problems follow every change.
  useEffect(() => {
    if (checked) setProblems(draftProblems(draft));
  }, [draft, checked]);

  const choices = useMemo<Choices>(
    () => ({ modules: state?.modules ?? [], templates: state?.templates ?? [] }),
    [state],
  );

  if (!state) return <Loader active inline="centered" data-testid="navigator-editor-loading" />;

  const applied = (board: SysNavigatorBoardFieldsFragment) => {
    setState(board);
    setDraft(toDraft(board.document));
    setProblems([]);
    setChecked(false);
  };

  const submit = async () => {
    const found = draftProblems(draft);
    setChecked(true);
    setProblems(found);
    if (found.length > 0) return;
    const result = await save({ variables: { document: fromDraft(draft) } });
    if (result.error) {
      // The gateway names where the document is wrong ("Sections.0.Items.1.Url: ..."): show it there.
      const first = CombinedGraphQLErrors.is(result.error) ? result.error.errors[0] : undefined;
      const value = first?.extensions?.value;
      if (typeof value === "string") setProblems([problemOfServer(value)]);
      return;
    }
    if (result.data) {
      applied(result.data.saveNavigatorBoard);
      toast.success(t("editor.savedToast"));
    }
  };

  const resetToDefault = async () => {
    const result = await reset();
    if (result.data) {
      applied(result.data.resetNavigatorBoard);
      toast.success(t("editor.resetToast"));
    }
  };

  const boardProblems = problems.filter((p) => p.section === null);
  const fullBoard = draft.length >= navigatorLimits.maxSections;

  return (
    <div data-testid="navigator-editor">
      <PageHeader title={t("editor.title")} intro={t("editor.intro")}>
        <Label
          basic
          color={state.saved ? "green" : "grey"}
          content={state.saved ? t("editor.saved") : t("editor.usingDefault")}
          data-testid="navigator-editor-state"
        />
        {canUpdate ? (
          <>
            <ConfirmButton
              label={t("editor.reset")}
              icon="undo"
              size="small"
              question={t("editor.resetQuestion")}
              detail={t("editor.resetDetail")}
              onConfirm={resetToDefault}
              testId="navigator-editor-reset"
            />
            <Button
              primary
              size="small"
              icon="save"
              content={t("editor.save")}
              loading={saveState.loading || resetState.loading}
              onClick={() => void submit()}
              data-testid="navigator-editor-save"
            />
          </>
        ) : null}
      </PageHeader>
      {canUpdate ? null : <Message info content={t("editor.readOnly")} />}
      <p className="muted small">
        {t("editor.limits", {
          sections: navigatorLimits.maxSections,
          items: navigatorLimits.maxItems,
        })}{" "}
        {t("editor.labelHint")}
      </p>
      {problems.length > 0 ? (
        <Message
          error
          header={t("editor.problems")}
          list={problems.slice(0, 8).map((p) => {
            const { field, message } = words(p);
            return p.section === null
              ? `${field}: ${message}`
              : p.item === null
                ? t("editor.problemAtSection", { section: p.section + 1, field, message })
                : t("editor.problemAt", {
                    section: p.section + 1,
                    item: p.item + 1,
                    field,
                    message,
                  });
          })}
          data-testid="navigator-editor-problems"
        />
      ) : null}
      <ProblemText problems={boardProblems} />
      <Form>
        {draft.length === 0 ? <Message content={t("editor.noSections")} /> : null}
        {draft.map((section, s) => (
          <SectionEditor
            key={section.id}
            section={section}
            index={s}
            count={draft.length}
            choices={choices}
            readOnly={!canUpdate}
            problems={problems.filter((p) => p.section === s)}
            onChange={(next) => setDraft((current) => current.map((x, n) => (n === s ? next : x)))}
            onMove={(by) => setDraft((current) => moved(current, s, by))}
            onRemove={() => setDraft((current) => current.filter((_x, n) => n !== s))}
          />
        ))}
      </Form>
      {canUpdate ? (
        <div className="navigator-editor-footer">
          <Button
            basic
            icon="plus"
            type="button"
            content={t("editor.addSection")}
            disabled={fullBoard}
            onClick={() => setDraft((current) => [...current, emptySection()])}
            data-testid="navigator-editor-add-section"
          />
          <Button
            basic
            type="button"
            icon="close"
            content={t("editor.discard")}
            onClick={() => applied(state)}
            data-testid="navigator-editor-discard"
          />
        </div>
      ) : null}
    </div>
  );
}
