/**
 * Moves one of the caller's items into a project they edit, or back out of any project (issue 28 item
 * 2): the one dialog over `moveToProject` for every kind of item. It offers the projects where the
 * caller is an editor or owner and "Private"; the gateway checks again (a viewer's project answers
 * DBPermDenied, another user's item DBDataNotExist) and its refusal is shown in the dialog.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState } from "react";
import { Form, Message } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import type { ProjectItemKind } from "../../graphql";
import { useMoveToProjectMutation, useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { useNs } from "../../i18n";
import { projectsNs } from "./i18n";

/** The dropdown's value for "out of any project" (project ids are never empty). */
const privateValue = "";

export function MoveToProjectDialog({
  kind,
  id,
  name,
  projectId,
  onClose,
  onMoved,
}: {
  kind: ProjectItemKind;
  id: string;
  /** The item's name, shown in the title and the toast. */
  name: string;
  /** The project it is in now; null: private. */
  projectId: string | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t: text } = useNs(projectsNs);
  const projects = useProjectsQuery({ fetchPolicy: "cache-and-network" });
  const [target, setTarget] = useState<string>(projectId ?? privateValue);
  const [problem, setProblem] = useState<string | null>(null);
  const [move, moving] = useMoveToProjectMutation();
  const all = projects.data?.projects ?? [];
  const editable = all.filter((p) => p.myRole !== "viewer");
  const current = all.find((p) => p.id === projectId) ?? null;
  const options = [
    { key: "private", value: privateValue, text: text("move.private") },
    ...editable.map((p) => ({ key: p.id, value: p.id, text: p.name })),
  ];
  // Still in a project the caller no longer edits (or left): it stays listed as where it is now.
  if (projectId !== null && !editable.some((p) => p.id === projectId))
    options.push({ key: projectId, value: projectId, text: current?.name ?? `#${projectId}` });

  const submit = async () => {
    const into = target === privateValue ? null : target;
    if (into === projectId) {
      setProblem(text("move.same"));
      return;
    }
    setProblem(null);
    const result = await move({ variables: { input: { kind, ids: [id], projectId: into } } });
    if (result.error || !result.data) {
      const first = CombinedGraphQLErrors.is(result.error) ? result.error.errors[0] : undefined;
      setProblem(
        first ? messageFor(apiErrorFromExtensions(first.extensions, first.message)) : text("move.failed"),
      );
      return;
    }
    const intoName = editable.find((p) => p.id === into)?.name ?? "";
    toast.success(
      into === null ? text("move.movedOut", { name }) : text("move.moved", { name, project: intoName }),
    );
    onMoved();
  };

  return (
    <FormDialog
      open
      title={text("move.title", { name })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={moving.loading}
      submitLabel={text("move.submit")}
      size="tiny"
      testId="move-to-project-dialog"
    >
      <p className="muted" data-testid="move-to-project-now">
        {current
          ? text("move.now", { project: current.name })
          : projectId !== null
            ? text("move.now", { project: `#${projectId}` })
            : text("move.nowPrivate")}
      </p>
      <Form.Dropdown
        label={text("move.target")}
        selection
        loading={projects.loading && !projects.data}
        options={options}
        value={target}
        onChange={(_e, data) => setTarget(typeof data.value === "string" ? data.value : privateValue)}
        data-testid="move-to-project-target"
      />
      <p className="muted small" data-testid="move-to-project-hint">
        {text(`move.hints.${kind}`)}
      </p>
      {projects.data && editable.length === 0 ? (
        <Message info size="small" data-testid="move-to-project-none">
          {text("move.noEditable")}
        </Message>
      ) : null}
      {moving.loading ? (
        <Message info size="small" data-testid="move-to-project-progress">
          {text("move.moving")}
        </Message>
      ) : null}
      {problem ? (
        <Message negative size="small" data-testid="move-to-project-error">
          {problem}
        </Message>
      ) : null}
    </FormDialog>
  );
}

/** An item a screen offers to move: its id, name and the project it is in now (null or absent: private). */
export interface MovableItem {
  readonly id: string;
  readonly name: string;
  readonly projectId?: string | null;
}

/**
 * A list screen's "Move to a project": `open(item)` shows the dialog for that item, `dialog` is the
 * element the screen draws; after a move the dialog closes and `onMoved` runs (the screen's refetch).
 */
export function useMoveToProject(kind: ProjectItemKind, onMoved: () => void) {
  const [moving, setMoving] = useState<MovableItem | null>(null);
  const dialog = moving ? (
    <MoveToProjectDialog
      kind={kind}
      id={moving.id}
      name={moving.name}
      projectId={moving.projectId ?? null}
      onClose={() => setMoving(null)}
      onMoved={() => {
        setMoving(null);
        onMoved();
      }}
    />
  ) : null;
  return { open: setMoving, dialog };
}
