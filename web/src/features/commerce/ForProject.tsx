/**
 * Whom a purchase or a card is for (issue 28 item 2): the caller, or a project they own. The choice is
 * the `project` search parameter of the resources screen (the project page's "Buy for this project"
 * and "Redeem a card" open the buy and redeem tabs with it), so it survives a reload and a tab change.
 * A project the caller does not own is never chosen silently: the picker says "Myself" and why.
 */
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../app/paths";
import type { ScreenSide } from "../../app/side";
import { Dropdown, Icon, Label, Message } from "semantic-ui-react";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";

/** The projects screen with a project open. */
export function projectPagePath(projectId: string): string {
  return `${paths.child("frontend", "projects")}?open=${encodeURIComponent(projectId)}`;
}

/** The value of "Myself" (project ids are digits). */
const myselfValue = "me";

export interface ChosenProject {
  readonly id: string;
  readonly name: string;
}

/** The project chosen in the search parameter when the caller owns it; null for themselves. */
export function useChosenProject(): {
  project: ChosenProject | null;
  /** A project was asked for that the caller does not own (or that is gone). */
  refused: boolean;
  choose: (projectId: string | null) => void;
  loading: boolean;
} {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("project");
  const list = useProjectsQuery({ fetchPolicy: "cache-and-network" });
  const owned = (list.data?.projects ?? []).filter((p) => p.myRole === "owner");
  const found = wanted ? (owned.find((p) => p.id === wanted) ?? null) : null;
  const choose = (projectId: string | null) => {
    const next = new URLSearchParams(search);
    if (projectId) next.set("project", projectId);
    else next.delete("project");
    setSearch(next, { replace: true });
  };
  return {
    project: found ? { id: found.id, name: found.name } : null,
    refused: Boolean(wanted && list.data && !found),
    choose,
    loading: Boolean(wanted && !list.data),
  };
}

/** "For: Myself | <a project I own>", with what buying for a project means. */
export function ForProjectPicker({
  chosen,
  card = false,
}: {
  chosen: ReturnType<typeof useChosenProject>;
  /** Redeeming a card (nothing to pay) rather than buying. */
  card?: boolean;
}) {
  const { t: text } = useNs(commerceNs);
  const list = useProjectsQuery({ fetchPolicy: "cache-first" });
  const owned = (list.data?.projects ?? []).filter((p) => p.myRole === "owner");
  if (owned.length === 0 && !chosen.refused) return null;
  const options = [
    { key: myselfValue, value: myselfValue, text: text("myself") },
    ...owned.map((p) => ({ key: p.id, value: p.id, text: p.name, icon: "users" })),
  ];
  return (
    <div className="commerce-for-project" data-testid="buy-for">
      <span className="muted">{text("buyFor")}: </span>
      <Dropdown
        inline
        options={options}
        value={chosen.project?.id ?? myselfValue}
        data-testid="buy-for-picker"
        onChange={(_e, data) =>
          chosen.choose(typeof data.value === "string" && data.value !== myselfValue ? data.value : null)
        }
      />
      {chosen.project ? (
        <Message info size="small" data-testid="buy-for-project">
          <Icon name="users" />{" "}
          {card
            ? text("forProjectCard", { name: chosen.project.name })
            : text("forProject", { name: chosen.project.name })}{" "}
          <Link to={projectPagePath(chosen.project.id)} data-testid="buy-for-back">
            {text("backToProject", { name: chosen.project.name })}
          </Link>
        </Message>
      ) : null}
      {chosen.refused ? (
        <Message warning size="small" data-testid="buy-for-refused">
          {text("notOwner")}
        </Message>
      ) : null}
    </div>
  );
}

/**
 * The project an order or a pack belongs to, beside it: "For <project>" in the buyer's own lists,
 * "Project <project>" in the back office's. The name is the row's own (`projectName`, answered
 * wherever the row is read: an administrator is no member of the project).
 */
export function ProjectTag({
  side,
  name,
  projectId,
  testId,
}: {
  side: ScreenSide;
  /** The row's project name (null only for a project deleted meanwhile: its id is shown). */
  name: string | null;
  projectId: string;
  testId?: string;
}) {
  const { t: text } = useNs(commerceNs);
  const named = name ?? `#${projectId}`;
  return (
    <Label size="mini" basic color="teal" data-testid={testId}>
      <Icon name="users" />
      {side === "sys" ? text("projectTag", { name: named }) : text("forProjectTag", { name: named })}
    </Label>
  );
}
