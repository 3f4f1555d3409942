import { useMemo } from "react";
import { Icon, Label } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import type { Column } from "../../components/table/column";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";
import { prefixOf, tagOf, userKind, type ProcessorRow, type ProcessorSide } from "./processorRows";

/** The columns of a side; `onView` opens a processor's details. */
export function useProcessorColumns(
  side: ProcessorSide,
  onView: (row: ProcessorRow) => void,
  projectName: (id: string) => string,
): Column<ProcessorRow>[] {
  const { t } = useNs(modulesNs);
  const kit = useColumnKit();
  const system = side === "system";
  return useMemo<Column<ProcessorRow>[]>(() => {
    const prefix = prefixOf(side);
    const tag = tagOf(side);
    return [
      ...(system ? [kit.id<ProcessorRow>()] : []),
      kit.text("Name", t("processors.name"), (row: ProcessorRow) => row.name, {
        render: (row) => (
          <div>
            <a
              role="button"
              tabIndex={0}
              onClick={() => onView(row)}
              data-testid={`${prefix}-open-${tag(row)}`}
            >
              <strong>{row.name}</strong>
            </a>
            {row.summary ? <div className="muted small">{row.summary}</div> : null}
          </div>
        ),
      }),
      system
        ? kit.text("Kind", t("processors.kind"), (row: ProcessorRow) => row.kind, {
            filter: {
              kind: "string",
              options: [
                { value: "system", text: t("sysProcessors.kinds.system") },
                { value: "user", text: t("sysProcessors.kinds.user") },
              ],
            },
            collapsing: true,
            render: (row) => (
              <KindLabel
                system={row.kind === "system"}
                text={t(`sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)}
              />
            ),
          })
        : kit.text("Kind", t("processors.kind"), (row: ProcessorRow) => t(userKind(row)), {
            collapsing: true,
            render: (row) => <KindLabel system={row.kind === "system"} text={t(userKind(row))} />,
          }),
      ...(system
        ? []
        : [
            kit.text(
              "Project",
              t("processors.project"),
              (row: ProcessorRow) => (row.projectId === null ? "" : projectName(row.projectId)),
              {
                render: (row) =>
                  row.projectId === null ? (
                    <span className="muted" data-testid={`processor-project-${tag(row)}`}>
                      {row.kind === "system" ? "—" : t("processors.private")}
                    </span>
                  ) : (
                    <span data-testid={`processor-project-${tag(row)}`}>
                      <Icon name="users" />
                      {projectName(row.projectId)}
                    </span>
                  ),
              },
            ),
          ]),
      ...(system
        ? [
            kit.text(
              "OwnerAccount",
              t("sysProcessors.owner"),
              (row: ProcessorRow) => row.ownerAccount ?? "",
              {
                render: (row) =>
                  row.ownerAccount ? (
                    <span data-testid={`sys-processor-owner-${row.id}`}>
                      <Icon name="user" />
                      {row.ownerAccount}
                    </span>
                  ) : (
                    <span className="muted">—</span>
                  ),
              },
            ),
          ]
        : []),
      {
        key: system ? "ExeName" : "Exe",
        title: t("processors.exe"),
        value: (row) => row.exeName ?? "",
        sortable: system || undefined,
        filter: system ? { kind: "string" } : undefined,
        render: (row) =>
          row.exeName ? (
            <span className="exe-cell" data-testid={`${prefix}-exe-${tag(row)}`}>
              <Icon name="file code outline" />
              <code>{row.exeName}</code>
              {row.exeSize !== null ? <span className="muted">{formatBytes(row.exeSize)}</span> : null}
            </span>
          ) : (
            <Label size="small" color="orange" basic data-testid={`${prefix}-no-exe-${tag(row)}`}>
              {t("processors.noExe")}
            </Label>
          ),
      },
      ...(system
        ? []
        : [
            {
              key: "Args",
              title: t("processors.argsCount"),
              value: (row: ProcessorRow) => row.args.length,
              sortable: true,
              collapsing: true,
            },
            {
              key: "Outputs",
              title: t("processors.outputsCount"),
              value: (row: ProcessorRow) => row.outputs.length,
              sortable: true,
              collapsing: true,
            },
          ]),
      {
        key: system ? "TimeoutSeconds" : "Timeout",
        title: t("page.timeout"),
        value: (row) => row.timeoutSeconds,
        render: (row) => (row.timeoutSeconds > 0 ? `${row.timeoutSeconds} s` : t("page.noTimeout")),
        sortable: true,
        filter: system ? { kind: "number" } : undefined,
        collapsing: true,
      },
      system
        ? kit.status<ProcessorRow>({ collapsing: true })
        : kit.status<ProcessorRow>({ sortable: undefined, filter: undefined, collapsing: true }),
      system
        ? kit.createdAt<ProcessorRow>()
        : kit.createdAt<ProcessorRow>({ filter: undefined, collapsing: true }),
    ];
  }, [t, kit, side, system, onView, projectName]);
}
function KindLabel({ system, text }: { system: boolean; text: string }) {
  return system ? (
    <Label size="small" basic>
      <Icon name="shield" />
      {text}
    </Label>
  ) : (
    <Label size="small" color="blue" basic>
      {text}
    </Label>
  );
}
