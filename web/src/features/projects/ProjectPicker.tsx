/**
 * A project filter for the lists of data sets, templates and jobs (issue 28 item 2): "All" (the
 * caller's own and every project's) or one project's items. Loads the caller's projects once.
 */
import { Dropdown } from "semantic-ui-react";
import type { QueryInput } from "../../graphql";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import { useNs } from "../../i18n";
import { projectsNs } from "./i18n";

/** The value of "All" (project ids are digits). */
const allValue = "all";

export function ProjectPicker({
  value,
  onChange,
  testId = "project-picker",
}: {
  value: string | null;
  onChange: (projectId: string | null) => void;
  testId?: string;
}) {
  const { t: text } = useNs(projectsNs);
  const list = useProjectsQuery({ fetchPolicy: "cache-first" });
  const projects = list.data?.projects ?? [];
  if (projects.length === 0 && value === null) return null;
  // "All" has a value of its own: Semantic's Dropdown shows no text for an empty value.
  const options = [
    { key: "all", value: allValue, text: text("allItems") },
    ...projects.map((p) => ({ key: p.id, value: p.id, text: p.name })),
  ];
  return (
    <span className="project-picker">
      <span className="muted">{text("filter")}: </span>
      <Dropdown
        inline
        options={options}
        value={value ?? allValue}
        data-testid={testId}
        onChange={(_e, data) =>
          onChange(typeof data.value === "string" && data.value !== allValue ? data.value : null)
        }
      />
    </span>
  );
}

/** A list query narrowed to one project's items (or left as it is). */
export function inProject(query: QueryInput, projectId: string | null): QueryInput {
  if (projectId === null) return query;
  return {
    ...query,
    where: [...(query.where ?? []), { values: [{ name: "ProjectId", value: projectId, symbol: "=" }] }],
  };
}
