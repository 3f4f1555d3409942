/**
 * The back-office navigator board (route `navigator-board`, Workflow.Job.Task.Module.Read to view,
 * .Update to save): sections and items to add, remove and reorder, modules and templates picked from
 * the catalogue, names in both languages; checked with the gateway's own schema before saving, and
 * the gateway's refusal shown at the item it names. Reset removes the saved board (the default one,
 * resolved from the demo seeds, applies again).
 */
import { navigatorLimits } from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useEffect, useMemo, useState } from "react";
import { Button, Form, Label, Loader, Message } from "semantic-ui-react";
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
  emptySection,
  fromDraft,
  moved,
  problemOfServer,
  toDraft,
  type DraftProblem,
  type DraftSection,
} from "./board";
import type { BoardChoices } from "./ItemEditor";
import { ProblemText, useProblemWords } from "./ProblemText";
import { SectionEditor } from "./SectionEditor";
import "./navigator.css";
import { useNs } from "../../i18n";
import { navigatorNs } from "./i18n";

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

  const choices = useMemo<BoardChoices>(
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
