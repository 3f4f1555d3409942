/** The argument and output tables of a module or a processor (name, format, default, help). */
import { Icon, Table } from "semantic-ui-react";
import type { ModuleOutputViewFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import type { ModuleArgView } from "./argValues";
import { argHelp, argLabel, bindingText, defaultText, isArgFormat } from "./argValues";
import { modulesNs } from "./i18n";

export type ModuleOutputView = Omit<ModuleOutputViewFieldsFragment, "__typename">;

export function useFormatLabel() {
  const { t } = useNs(modulesNs);
  return (format: string) => (isArgFormat(format) ? t(`formats.${format}`) : format);
}

export function ArgsTable({ args, zh }: { args: readonly ModuleArgView[]; zh: boolean }) {
  const { t } = useNs(modulesNs);
  const formatLabel = useFormatLabel();
  if (args.length === 0) return <p className="muted">{t("page.noArgs")}</p>;
  return (
    <Table compact celled data-testid="module-args-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("page.argName")}</Table.HeaderCell>
          <Table.HeaderCell>{t("page.argFormat")}</Table.HeaderCell>
          <Table.HeaderCell collapsing>{t("page.argRequired")}</Table.HeaderCell>
          <Table.HeaderCell>{t("page.argDefault")}</Table.HeaderCell>
          <Table.HeaderCell>{t("page.argHelp")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {args.map((arg) => (
          <Table.Row key={arg.name}>
            <Table.Cell>
              <strong>{argLabel(arg, zh)}</strong>
              <div>
                <code>{arg.name}</code>
              </div>
            </Table.Cell>
            <Table.Cell>
              {formatLabel(arg.format)}
              {arg.format === "file" && (arg.fileFormats?.length ?? 0) > 0 ? (
                <div className="muted small">{(arg.fileFormats ?? []).map((f) => `.${f}`).join(", ")}</div>
              ) : null}
            </Table.Cell>
            <Table.Cell textAlign="center">
              {arg.require ? (
                <Icon name="check" color="green" aria-label={t("translation:common.yes")} />
              ) : null}
            </Table.Cell>
            <Table.Cell>{defaultText(arg, zh)}</Table.Cell>
            <Table.Cell className="small">
              {argHelp(arg, zh)}
              {bindingText(arg, args, zh) ? (
                <div className="muted" data-testid={`arg-applies-${arg.name}`}>
                  <Icon name="linkify" />
                  {bindingText(arg, args, zh)}
                </div>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}

export function OutputsTable({ outputs, zh }: { outputs: readonly ModuleOutputView[]; zh: boolean }) {
  const { t } = useNs(modulesNs);
  const formatLabel = useFormatLabel();
  if (outputs.length === 0) return <p className="muted">{t("page.noOutputs")}</p>;
  return (
    <Table compact celled data-testid="module-outputs-table">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("page.outputName")}</Table.HeaderCell>
          <Table.HeaderCell>{t("page.outputLabel")}</Table.HeaderCell>
          <Table.HeaderCell>{t("page.outputFormat")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {outputs.map((output) => (
          <Table.Row key={output.name}>
            <Table.Cell>
              <code>{output.name}</code>
            </Table.Cell>
            <Table.Cell>{zh && output.labelZh ? output.labelZh : output.label}</Table.Cell>
            <Table.Cell>{formatLabel(output.format)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
