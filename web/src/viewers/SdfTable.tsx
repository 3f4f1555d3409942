/**
 * The SDF reader's table of one page of records: index, structure (or RDKit's error), title, the
 * fields seen so far in file order, SMILES and InChI with copy buttons, line range, and the molfile
 * and 3-D buttons. A header click sorts the whole file by that field.
 */
import { Button, Icon, Label, Table } from "semantic-ui-react";
import type { SdfRecordFieldsFragment } from "../graphql";
import { nameField } from "./SdfFilters";
import { CopyButton, Structure } from "./SdfRecordParts";
import { viewSourceOf, type SdfSource } from "./sdfSources";
import { ViewButtons } from "./view/ViewButtons";
import { useNs } from "../i18n";
import { sdfNs } from "./sdfI18n";

export interface SdfSort {
  readonly field: string;
  readonly desc: boolean;
}

function attrsOf(record: SdfRecordFieldsFragment): Record<string, string> {
  const attrs = record.attrs;
  if (typeof attrs !== "object" || attrs === null) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs as Record<string, unknown>)) {
    result[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return result;
}

function SdfHeader(props: {
  fields: readonly string[];
  sort: SdfSort | null;
  setSort: (update: (current: SdfSort | null) => SdfSort | null) => void;
}) {
  const { t } = useNs(sdfNs);
  const { sort, setSort } = props;
  const plainHeader = (testId: string, title: string) => (
    <Table.HeaderCell key={testId} className="plain-header" data-testid={testId}>
      {title}
    </Table.HeaderCell>
  );

  // A header click sorts the whole file by that field: ascending, descending, then file order again.
  const header = (field: string, title: string, testId = `sdf-col-${field}`) => {
    const sorted = sort?.field === field ? (sort.desc ? "descending" : "ascending") : undefined;
    return (
      <Table.HeaderCell
        key={field}
        sorted={sorted}
        className="sortable-header"
        onClick={() =>
          setSort((current) =>
            current?.field !== field ? { field, desc: false } : current.desc ? null : { field, desc: true },
          )
        }
        data-testid={testId}
      >
        {title}
      </Table.HeaderCell>
    );
  };

  return (
    <Table.Header>
      <Table.Row>
        {plainHeader("sdf-col-@index", "#")}
        <Table.HeaderCell className="plain-header">{t("sdf.structure")}</Table.HeaderCell>
        {header(nameField, t("translation:common.name"), "sdf-col-@name")}
        {props.fields.map((field) =>
          field === nameField ? plainHeader(`sdf-col-${field}`, field) : header(field, field),
        )}
        {plainHeader("sdf-col-@smiles", "SMILES")}
        {plainHeader("sdf-col-@inchi", "InChI")}
        <Table.HeaderCell className="plain-header">{t("sdf.lineRange")}</Table.HeaderCell>
        <Table.HeaderCell className="plain-header">{t("translation:common.actions")}</Table.HeaderCell>
      </Table.Row>
    </Table.Header>
  );
}

function SdfRow(props: {
  record: SdfRecordFieldsFragment;
  fields: readonly string[];
  from: SdfSource;
  onMolfile: (record: SdfRecordFieldsFragment) => void;
}) {
  const { t } = useNs(sdfNs);
  const { record } = props;
  const attrs = attrsOf(record);
  const recordView = viewSourceOf(props.from, record);
  return (
    <Table.Row error={Boolean(record.error)} data-testid={`sdf-row-${record.index}`}>
      <Table.Cell collapsing>{record.index + 1}</Table.Cell>
      <Table.Cell collapsing className="structure-cell">
        {record.error ? (
          <Label color="red" size="small" data-testid="sdf-error">
            <Icon name="warning sign" />
            {record.error}
          </Label>
        ) : (
          <Structure record={record} />
        )}
      </Table.Cell>
      <Table.Cell>{record.name}</Table.Cell>
      {props.fields.map((field) => (
        <Table.Cell key={field} className="sdf-field">
          {attrs[field] ?? ""}
        </Table.Cell>
      ))}
      <Table.Cell className="sdf-smiles">
        {record.smiles ? (
          <>
            <span className="breakable">{record.smiles}</span>{" "}
            <CopyButton
              text={record.smiles}
              label={t("sdf.copySmiles")}
              testId={`copy-smiles-${record.index}`}
            />
          </>
        ) : null}
      </Table.Cell>
      <Table.Cell className="sdf-inchi">
        {record.inChi ? (
          <>
            <span className="breakable">{record.inChi}</span>{" "}
            <CopyButton
              text={record.inChi}
              label={t("sdf.copyInchi")}
              testId={`copy-inchi-${record.index}`}
            />
          </>
        ) : null}
      </Table.Cell>
      <Table.Cell collapsing>
        {record.startLine}–{record.endLine}
      </Table.Cell>
      <Table.Cell collapsing>
        <div className="action-buttons">
          <Button
            type="button"
            size="mini"
            basic
            icon="file code outline"
            content={t("sdf.molfile")}
            onClick={() => props.onMolfile(record)}
            data-testid={`sdf-molfile-${record.index}`}
          />
          {recordView ? <ViewButtons compact source={recordView} testId={`sdf-3d-${record.index}`} /> : null}
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

export function SdfTable(props: {
  records: readonly SdfRecordFieldsFragment[];
  fields: readonly string[];
  loading: boolean;
  from: SdfSource;
  sort: SdfSort | null;
  setSort: (update: (current: SdfSort | null) => SdfSort | null) => void;
  onMolfile: (record: SdfRecordFieldsFragment) => void;
}) {
  const { t } = useNs(sdfNs);
  const { records, fields, loading } = props;
  return (
    <Table celled compact striped sortable unstackable size="small" data-testid="sdf-table">
      <SdfHeader fields={fields} sort={props.sort} setSort={props.setSort} />
      <Table.Body>
        {records.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={fields.length + 7} textAlign="center" className="muted">
              {loading ? t("translation:common.loading") : t("translation:table.empty")}
            </Table.Cell>
          </Table.Row>
        ) : (
          records.map((record) => (
            <SdfRow
              key={record.index}
              record={record}
              fields={fields}
              from={props.from}
              onMolfile={props.onMolfile}
            />
          ))
        )}
      </Table.Body>
    </Table>
  );
}
