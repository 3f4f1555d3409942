/** The folder tree of a data set kind (from dataFolders) and the breadcrumbs of the current folder. */
import { useMemo, useState } from "react";
import { Breadcrumb, Icon } from "semantic-ui-react";
import type { LeadingRow } from "../../components/ResourceTable";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

interface TreeNode {
  readonly name: string;
  readonly parts: readonly string[];
  readonly children: TreeNode[];
}

export function buildTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode = { name: "", parts: [], children: [] };
  for (const path of paths) {
    let node = root;
    const parts = path.split("/").filter(Boolean);
    parts.forEach((part, index) => {
      let child = node.children.find((candidate) => candidate.name === part);
      if (!child) {
        child = { name: part, parts: parts.slice(0, index + 1), children: [] };
        node.children.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => a.name.localeCompare(b.name));
    nodes.forEach((node) => sort(node.children));
  };
  sort(root.children);
  return root.children;
}

/** The folders right inside `current` (their full parts), by name: what the table lists above its files. */
export function childFolders(paths: readonly string[], current: readonly string[]): string[][] {
  const names = new Set<string>();
  for (const path of paths) {
    const parts = path.split("/").filter(Boolean);
    if (parts.length > current.length && current.every((part, index) => parts[index] === part)) {
      names.add(parts[current.length]!);
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b)).map((name) => [...current, name]);
}

/** A folder row's cell above the table's files: its icon and name, which opens it. */
function FolderRowName({
  parts,
  onOpen,
}: {
  parts: readonly string[];
  onOpen: (parts: readonly string[]) => void;
}) {
  const { t } = useNs(datasetsNs);
  return (
    <span className="file-name-cell">
      <Icon name="folder" color="yellow" />
      <a
        role="button"
        tabIndex={0}
        onClick={() => onOpen(parts)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onOpen(parts);
        }}
        data-testid={`folder-open-${parts.join("/")}`}
      >
        {parts[parts.length - 1]}
      </a>
      <span className="muted small">{t("files.folder")}</span>
    </span>
  );
}

/** The folders inside `current` as the table's leading rows: opening one lists its files and folders. */
export function folderLeadingRows(
  paths: readonly string[],
  current: readonly string[],
  onOpen: (parts: readonly string[]) => void,
): LeadingRow[] {
  return childFolders(paths, current).map((parts) => {
    const path = parts.join("/");
    return {
      key: path,
      testId: `folder-row-${path}`,
      content: <FolderRowName parts={parts} onOpen={onOpen} />,
    };
  });
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}

function isPrefix(prefix: readonly string[], of: readonly string[]): boolean {
  return prefix.length <= of.length && prefix.every((part, index) => part === of[index]);
}

function Node({
  node,
  current,
  onOpen,
}: {
  node: TreeNode;
  current: readonly string[];
  onOpen: (parts: readonly string[]) => void;
}) {
  const [open, setOpen] = useState(() => isPrefix(node.parts, current));
  const active = same(node.parts, current);
  const expanded = open || (isPrefix(node.parts, current) && !active);
  return (
    <li>
      <div className={`folder-node${active ? " active" : ""}`}>
        {node.children.length > 0 ? (
          <Icon
            name={expanded ? "caret down" : "caret right"}
            link
            onClick={() => setOpen(!expanded)}
            aria-label={node.name}
          />
        ) : (
          <Icon name="caret right" className="invisible" />
        )}
        <a
          role="button"
          tabIndex={0}
          onClick={() => onOpen(node.parts)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onOpen(node.parts);
          }}
          data-testid={`folder-${node.parts.join("/")}`}
        >
          <Icon name={active ? "folder open" : "folder"} color="yellow" />
          {node.name}
        </a>
      </div>
      {expanded && node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <Node key={child.name} node={child} current={current} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function FolderTree({
  folders,
  current,
  onOpen,
}: {
  folders: readonly string[];
  current: readonly string[];
  onOpen: (parts: readonly string[]) => void;
}) {
  const { t } = useNs(datasetsNs);
  const tree = useMemo(() => buildTree(folders), [folders]);
  return (
    <div className="folder-tree" data-testid="folder-tree">
      <div className={`folder-node${current.length === 0 ? " active" : ""}`}>
        <a role="button" tabIndex={0} onClick={() => onOpen([])} data-testid="folder-root">
          <Icon name="home" />
          {t("files.root")}
        </a>
      </div>
      <ul>
        {tree.map((node) => (
          <Node key={node.name} node={node} current={current} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}

export function FolderCrumbs({
  current,
  onOpen,
}: {
  current: readonly string[];
  onOpen: (parts: readonly string[]) => void;
}) {
  const { t } = useNs(datasetsNs);
  return (
    <Breadcrumb className="folder-crumbs" data-testid="folder-crumbs">
      <Breadcrumb.Section link={current.length > 0} active={current.length === 0} onClick={() => onOpen([])}>
        <Icon name="home" />
        {t("files.root")}
      </Breadcrumb.Section>
      {current.map((part, index) => (
        <span key={`${index}-${part}`}>
          <Breadcrumb.Divider icon="right angle" />
          <Breadcrumb.Section
            link={index < current.length - 1}
            active={index === current.length - 1}
            onClick={() => onOpen(current.slice(0, index + 1))}
          >
            {part}
          </Breadcrumb.Section>
        </span>
      ))}
    </Breadcrumb>
  );
}
