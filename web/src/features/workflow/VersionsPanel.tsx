/**
 * The builder's versions panel (issue 28): a saved template's versions (number, note, author, date),
 * two of them compared (tasks, links, arguments, modules and their versions), and a version restored
 * after a confirmation (a new save; nothing is lost). The back office reads system templates' versions.
 */
import { useState } from "react";
import { Button, Checkbox, Header, List, Loader, Message, Segment, Table } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import type { WfVersionDiffFieldsFragment } from "../../graphql";
import {
  useSysWfCompareVersionsQuery,
  useSysWfRestoreVersionMutation,
  useSysWfTemplateVersionsQuery,
  useWfCompareVersionsQuery,
  useWfRestoreVersionMutation,
  useWfTemplateVersionsQuery,
} from "../../graphql/__generated__/documents/workflow";
import type { BuilderMode } from "./builderData";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface VersionsPanelProps {
  readonly mode: BuilderMode;
  readonly templateId: string;
  /** The caller may restore (their own template, or the back office with Update). */
  readonly canRestore: boolean;
  /** The builder holds unsaved changes (a restore drops them). */
  readonly dirty: boolean;
  readonly onRestored: () => void;
  readonly onClose: () => void;
}

/** A JSON value as one short line. */
function shown(value: unknown, unset: string): string {
  if (value === null || value === undefined) return unset;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function VersionDiff({ diff }: { diff: WfVersionDiffFieldsFragment }) {
  const { t } = useNs(workflowNs);
  const unset = t("versions.diff.unset");
  const sections: { key: string; title: string; items: string[] }[] = [
    {
      key: "nodesAdded",
      title: t("versions.diff.nodesAdded"),
      items: diff.nodesAdded.map((n) => n.key),
    },
    {
      key: "nodesRemoved",
      title: t("versions.diff.nodesRemoved"),
      items: diff.nodesRemoved.map((n) => n.key),
    },
    {
      key: "nodesChanged",
      title: t("versions.diff.nodesChanged"),
      items: diff.nodesChanged.map((c) => {
        const parts: string[] = [];
        if (c.unit) parts.push(t("versions.diff.unitChanged"));
        if (c.method) {
          const method = (value: string | null | undefined) => value ?? t("versions.diff.defaultMethod");
          parts.push(
            t("versions.diff.methodChanged", {
              before: method(c.method.before),
              after: method(c.method.after),
            }),
          );
        }
        for (const arg of c.args) {
          parts.push(
            t("versions.diff.argChanged", {
              name: arg.name,
              before: shown(arg.before, unset),
              after: shown(arg.after, unset),
              interpolation: { escapeValue: false },
            }),
          );
        }
        for (const setting of c.approval) {
          parts.push(
            t("versions.diff.approvalChanged", {
              name: t(`versions.diff.approvalSetting.${setting.name}`, {
                defaultValue: setting.name,
              }),
              before: shown(setting.before, unset),
              after: shown(setting.after, unset),
              interpolation: { escapeValue: false },
            }),
          );
        }
        if (c.moved) parts.push(t("versions.diff.moved"));
        return `${c.key}: ${parts.join("; ")}`;
      }),
    },
    {
      key: "edgesAdded",
      title: t("versions.diff.edgesAdded"),
      items: diff.edgesAdded.map((e) => `${e.from} → ${e.to}`),
    },
    {
      key: "edgesRemoved",
      title: t("versions.diff.edgesRemoved"),
      items: diff.edgesRemoved.map((e) => `${e.from} → ${e.to}`),
    },
    {
      key: "units",
      title: t("versions.diff.units"),
      items: diff.units.map((u) => {
        const what =
          u.before === null || u.before === undefined
            ? t("versions.diff.unitAddedUse")
            : u.after === null || u.after === undefined
              ? t("versions.diff.unitRemovedUse")
              : t("versions.diff.unitUpdated", {
                  before: formatDateTime(u.before),
                  after: formatDateTime(u.after),
                });
        return `${u.name}: ${what}`;
      }),
    },
  ];
  const shownSections = sections.filter((section) => section.items.length > 0);
  return (
    <div className="wf-version-diff" data-testid="wf-version-diff">
      <Header as="h4">{t("versions.diff.title", { from: diff.from.number, to: diff.to.number })}</Header>
      {shownSections.length === 0 ? (
        <p className="muted" data-testid="wf-version-diff-none">
          {t("versions.diff.none")}
        </p>
      ) : (
        shownSections.map((section) => (
          <div key={section.key} data-testid={`wf-version-diff-${section.key}`}>
            <strong>{section.title}</strong>
            <List bulleted>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        ))
      )}
    </div>
  );
}

export function VersionsPanel({
  mode,
  templateId,
  canRestore,
  dirty,
  onRestored,
  onClose,
}: VersionsPanelProps) {
  const { t } = useNs(workflowNs);
  const user = mode === "user";
  const userList = useWfTemplateVersionsQuery({
    variables: { templateId },
    skip: !user,
    fetchPolicy: "network-only",
  });
  const sysList = useSysWfTemplateVersionsQuery({
    variables: { templateId },
    skip: user,
    fetchPolicy: "network-only",
  });
  const [picked, setPicked] = useState<string[]>([]);
  // The pair compared (set by the Compare button; ticking others leaves the shown comparison).
  const [compared, setCompared] = useState<{ a: string; b: string } | null>(null);
  const userDiff = useWfCompareVersionsQuery({
    variables: compared ?? { a: "", b: "" },
    skip: !user || compared === null,
    fetchPolicy: "network-only",
  });
  const sysDiff = useSysWfCompareVersionsQuery({
    variables: compared ?? { a: "", b: "" },
    skip: user || compared === null,
    fetchPolicy: "network-only",
  });
  const [restoreUser] = useWfRestoreVersionMutation();
  const [restoreSys] = useSysWfRestoreVersionMutation();

  const list = user ? userList : sysList;
  const versions = (user ? userList.data?.templateVersions : sysList.data?.sysTemplateVersions) ?? [];
  const diffQuery = user ? userDiff : sysDiff;
  const diff = user ? userDiff.data?.compareTemplateVersions : sysDiff.data?.compareSysTemplateVersions;

  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id].slice(-2),
    );

  const compare = () => {
    const [a, b] = picked;
    if (a && b) setCompared({ a, b });
  };

  const restore = async (id: string, number: number) => {
    const result = user ? await restoreUser({ variables: { id } }) : await restoreSys({ variables: { id } });
    if (!result.data) return;
    const refreshed = await list.refetch();
    const newest =
      ("templateVersions" in refreshed.data ? refreshed.data.templateVersions : null) ??
      ("sysTemplateVersions" in refreshed.data ? refreshed.data.sysTemplateVersions : null) ??
      [];
    toast.success(t("versions.restored", { number, newNumber: newest[0]?.number ?? "" }));
    setPicked([]);
    onRestored();
  };

  return (
    <Segment className="wf-versions" data-testid="wf-versions">
      <div className="wf-versions-head">
        <Header as="h3" content={t("versions.title")} subheader={t("versions.intro")} />
        <Button
          type="button"
          basic
          size="small"
          icon="close"
          content={t("versions.close")}
          onClick={onClose}
          data-testid="wf-versions-close"
        />
      </div>
      {list.loading && versions.length === 0 ? (
        <Loader active inline="centered" content={t("versions.loading")} />
      ) : versions.length === 0 ? (
        <Message info content={t("versions.empty")} />
      ) : (
        <Table compact unstackable data-testid="wf-versions-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing />
              <Table.HeaderCell>{t("versions.columns.version")}</Table.HeaderCell>
              <Table.HeaderCell>{t("versions.columns.note")}</Table.HeaderCell>
              <Table.HeaderCell>{t("versions.columns.author")}</Table.HeaderCell>
              <Table.HeaderCell>{t("versions.columns.date")}</Table.HeaderCell>
              <Table.HeaderCell collapsing />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((version, index) => (
              <Table.Row key={version.id} data-testid="wf-version-row" data-number={version.number}>
                <Table.Cell>
                  <Checkbox
                    checked={picked.includes(version.id)}
                    onChange={() => toggle(version.id)}
                    aria-label={t("versions.number", { number: version.number })}
                    data-testid="wf-version-pick"
                  />
                </Table.Cell>
                <Table.Cell>
                  <strong>{t("versions.number", { number: version.number })}</strong>
                  {index === 0 ? <span className="muted"> · {t("versions.latest")}</span> : null}
                </Table.Cell>
                <Table.Cell>
                  {version.note || <span className="muted">{t("versions.noNote")}</span>}
                </Table.Cell>
                <Table.Cell>{version.authorAccount ?? t("versions.system")}</Table.Cell>
                <Table.Cell>{formatDateTime(version.createdAt)}</Table.Cell>
                <Table.Cell collapsing singleLine>
                  {canRestore && index > 0 ? (
                    <ConfirmButton
                      label={t("versions.restore")}
                      icon="undo"
                      color="blue"
                      question={t("versions.confirmRestore", { number: version.number })}
                      detail={
                        dirty
                          ? `${t("versions.confirmRestoreHint")} ${t("versions.confirmRestoreDirty")}`
                          : t("versions.confirmRestoreHint")
                      }
                      onConfirm={() => restore(version.id, version.number)}
                      testId="wf-version-restore"
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <div className="wf-versions-compare">
        <Button
          type="button"
          size="small"
          icon="exchange"
          content={t("versions.compare")}
          disabled={picked.length !== 2}
          loading={diffQuery.loading}
          onClick={compare}
          data-testid="wf-versions-compare"
        />
        {picked.length !== 2 ? <span className="muted">{t("versions.pickTwo")}</span> : null}
      </div>
      {diffQuery.loading ? <Loader active inline="centered" content={t("versions.comparing")} /> : null}
      {diff && !diffQuery.loading ? <VersionDiff diff={diff} /> : null}
    </Segment>
  );
}
