/**
 * The SDF reader: the records of an SDF or MOL data file page by page (sdfRecords), with the structure
 * drawn from molSvg (only ever as an <img> data: URL, never as markup), the fields in file order, SMILES
 * and InChI with copy buttons, a record's molfile, and the records RDKit could not read shown with their
 * error and line range. Sorting (a header click) and filters on the fields (the title is the field
 * "name") run on the gateway over the whole file, so the total is the count the filters keep and the
 * pages go on through the sorted records; filters are sent once they have rested 250 ms (spec §9).
 * The records come from the gateway (RDKit) for the route's data set file, or for a task's output
 * given as `source` (taskSdfRecords). The file, or one record (its molfile), opens in 3-D (weView).
 */
import { constants, type Stage } from "@crucible/schema";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import {
  Button,
  Dropdown,
  Icon,
  Input,
  Label,
  Loader,
  Message,
  Modal,
  Pagination,
  Table,
} from "semantic-ui-react";
import { useSession } from "../app/session";
import { copyToClipboard } from "../components/clipboard";
import { useDebounced } from "../components/hooks";
import { PageHeader } from "../components/PageHeader";
import type { SdfFilterInput, SdfFilterOp, SdfRecordFieldsFragment, SdfSortInput } from "../graphql";
import { useSdfRecordsQuery, useSysSdfRecordsQuery } from "../graphql/__generated__/documents/datasets";
import { useTaskSdfRecordsQuery } from "../graphql/__generated__/documents/jobs";
import { dataFileMolfileUrl } from "./dataFileUrls";
import { svgDataUrl } from "./svgData";
import { sourceReadUrl, type ViewSource } from "./view/sources";
import { ViewButtons } from "./view/ViewButtons";

const pageSizes = [10, 20, 50, 100] as const;
/** The record's title line, as the gateway names it in sort and filters. */
const nameField = "name";
const filterOps: readonly SdfFilterOp[] = [
  "contains",
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "blank",
  "notBlank",
];
const valueless: ReadonlySet<SdfFilterOp> = new Set<SdfFilterOp>(["blank", "notBlank"]);

interface FilterRow {
  readonly key: number;
  readonly field: string;
  readonly op: SdfFilterOp;
  readonly value: string;
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

/** The filter rows the gateway can apply: a value where the op needs one. */
function filtersOf(rows: readonly FilterRow[]): SdfFilterInput[] {
  return rows
    .filter((row) => valueless.has(row.op) || row.value.trim() !== "")
    .map((row) =>
      valueless.has(row.op)
        ? { field: row.field, op: row.op }
        : { field: row.field, op: row.op, value: row.value },
    );
}

function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  return (
    <Button
      type="button"
      size="mini"
      basic
      compact
      icon="copy outline"
      title={label}
      aria-label={label}
      disabled={text === ""}
      onClick={() => void copyToClipboard(text)}
      data-testid={testId}
    />
  );
}

function Structure({ record, large }: { record: SdfRecordFieldsFragment; large?: boolean }) {
  const { t } = useTranslation();
  if (!record.molSvg) return <span className="muted small">{t("sdf.noStructure")}</span>;
  return (
    <img
      className={large ? "structure large" : "structure"}
      src={svgDataUrl(record.molSvg)}
      alt={record.name || t("sdf.structure")}
      data-testid="sdf-structure"
    />
  );
}

function MolfileDialog({
  record,
  view,
  molfileUrl,
  onClose,
}: {
  record: SdfRecordFieldsFragment;
  view: ViewSource | null;
  /** The record's molfile on its own (the page leaves out large ones: `mol` is empty). */
  molfileUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} size="large" closeIcon data-testid="sdf-molfile">
      <Modal.Header>
        {record.name || t("sdf.record", { index: record.index + 1 })}{" "}
        <span className="muted small">
          {t("sdf.lines", { start: record.startLine, end: record.endLine })}
        </span>
      </Modal.Header>
      <Modal.Content scrolling>
        <div className="molfile-layout">
          <Structure record={record} large />
          <div className="molfile-text">
            {record.mol === "" ? (
              <p data-testid="sdf-molfile-alone">
                {t("sdf.molfileAlone")}{" "}
                <a href={molfileUrl} target="_blank" rel="noreferrer" data-testid="open-molfile">
                  {t("sdf.openMolfile")}
                </a>
              </p>
            ) : (
              <>
                <div className="molfile-tools">
                  <CopyButton text={record.mol} label={t("sdf.copyMolfile")} testId="copy-molfile" />
                  <span className="muted small">{t("sdf.molfile")}</span>
                </div>
                <pre className="code-text">{record.mol}</pre>
              </>
            )}
          </div>
        </div>
        {record.smiles ? (
          <p className="breakable">
            <strong>SMILES</strong> {record.smiles}{" "}
            <CopyButton text={record.smiles} label={t("sdf.copySmiles")} testId="copy-smiles-dialog" />
          </p>
        ) : null}
        {record.inChi ? (
          <p className="breakable">
            <strong>InChI</strong> {record.inChi}{" "}
            <CopyButton text={record.inChi} label={t("sdf.copyInchi")} testId="copy-inchi-dialog" />
          </p>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        {view ? <ViewButtons source={view} onOpened={onClose} testId="sdf-molfile-3d" /> : null}
        <Button content={t("common.close")} onClick={onClose} />
      </Modal.Actions>
    </Modal>
  );
}

/** Where the reader's records come from; both answer the same SdfPage, computed by RDKit on the gateway. */
export type SdfSource =
  | { readonly kind: "dataFile"; readonly fileId: string; readonly name: string }
  | { readonly kind: "taskOutput"; readonly taskId: string; readonly output: string; readonly name: string };

/** One record's molfile as the file has it: sdf_molfile, or read_result_molecule_file for a task output. */
function molfileUrlOf(from: SdfSource, stage: Stage, index: number): string {
  if (from.kind === "dataFile") return dataFileMolfileUrl(stage, from.fileId, index);
  const view = { kind: "taskOutput", taskId: from.taskId, output: from.output, record: index + 1 } as const;
  return sourceReadUrl(view, stage) ?? "";
}

/** The file in 3-D, or one record of it (its molfile: read_result_molecule_file for a task output). */
function viewSourceOf(from: SdfSource, record?: SdfRecordFieldsFragment): ViewSource | null {
  if (record?.error) return null;
  const one = record ? { record: record.index + 1 } : {};
  if (from.kind === "taskOutput") {
    if (from.taskId === "" || from.output === "") return null;
    return { kind: "taskOutput", taskId: from.taskId, output: from.output, ...one };
  }
  if (from.fileId === "") return null;
  return {
    kind: "dataFile",
    fileId: from.fileId,
    name: from.name,
    ...one,
    ...(record && record.mol !== "" ? { mol: record.mol } : {}),
  };
}

export interface SdfReaderProps {
  /** The file to read; by default the data set file of the route (`sdf-reader/:id?name=`). */
  readonly source?: SdfSource;
}

/** One page of records of the source: sdfRecords (sysSdfRecords in the back office) or taskSdfRecords. */
function useSdfPage(
  source: SdfSource,
  offset: number,
  limit: number,
  sort: SdfSortInput | null,
  filters: SdfFilterInput[],
) {
  const system = useSession().stage === "system";
  const page = { offset, limit, sort, filters: filters.length > 0 ? filters : null };
  const byFile = source.kind === "dataFile" && source.fileId !== "";
  const fileVariables = { fileId: source.kind === "dataFile" ? source.fileId : "", ...page };
  const user = useSdfRecordsQuery({ variables: fileVariables, skip: system || !byFile });
  const sys = useSysSdfRecordsQuery({ variables: fileVariables, skip: !system || !byFile });
  const byTask = source.kind === "taskOutput" && source.taskId !== "" && source.output !== "";
  const task = useTaskSdfRecordsQuery({
    variables: {
      taskId: source.kind === "taskOutput" ? source.taskId : "",
      output: source.kind === "taskOutput" ? source.output : "",
      ...page,
    },
    skip: !byTask,
  });
  // While the next page or query loads, the last answer stays on screen under the loader.
  if (source.kind === "taskOutput") {
    return { data: (task.data ?? task.previousData)?.taskSdfRecords, loading: task.loading };
  }
  if (system) return { data: (sys.data ?? sys.previousData)?.sysSdfRecords, loading: sys.loading };
  return { data: (user.data ?? user.previousData)?.sdfRecords, loading: user.loading };
}

export function SdfReader({ source }: SdfReaderProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const from: SdfSource = source ?? { kind: "dataFile", fileId: id, name: search.get("name") ?? "" };
  const name = from.name;
  const [paging, setPaging] = useState({ query: "", page: 1 });
  const [pageSize, setPageSize] = useState<number>(20);
  const [sort, setSort] = useState<{ field: string; desc: boolean } | null>(null);
  const [rows, setRows] = useState<FilterRow[]>([{ key: 0, field: nameField, op: "contains", value: "" }]);
  const [molfileOf, setMolfileOf] = useState<SdfRecordFieldsFragment | null>(null);
  const { stage } = useSession();
  const filters = useDebounced(
    useMemo(() => filtersOf(rows), [rows]),
    constants.filterDebounceMs,
  );
  // A new sort or filter starts again from the first page.
  const queryKey = JSON.stringify([sort, filters]);
  const page = paging.query === queryKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query: queryKey, page: next });
  const { data, loading } = useSdfPage(from, (page - 1) * pageSize, pageSize, sort, filters);
  const records = useMemo(() => data?.records ?? [], [data]);
  const total = data?.total ?? 0;
  const filtered = filters.length > 0;

  // Field columns: the union of the field names of the pages seen so far, in file order, so a
  // filter that empties the page keeps its columns and choices. A property called "name" is shown
  // but not offered for sorting and filters: there "name" is the record's title.
  const [fields, setFields] = useState<string[]>([]);
  useEffect(() => {
    setFields((seen) => {
      const next = [...seen];
      for (const record of records) {
        for (const key of record.attrOrder) if (!next.includes(key)) next.push(key);
      }
      return next.length === seen.length ? seen : next;
    });
  }, [records]);

  const fieldOptions = [
    { key: nameField, value: nameField, text: t("common.name") },
    ...fields
      .filter((field) => field !== nameField)
      .map((field) => ({ key: field, value: field, text: field })),
  ];
  const opOptions = filterOps.map((op) => ({ key: op, value: op, text: t(`sdf.ops.${op}`) }));
  const updateRow = (key: number, change: Partial<Omit<FilterRow, "key">>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

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

  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const fileView = viewSourceOf(from);

  return (
    <div data-testid="sdf-reader">
      <PageHeader title={t("sdf.title")} intro={name}>
        {fileView ? <ViewButtons source={fileView} testId="sdf-open-3d" /> : null}
        <Button
          basic
          icon="arrow left"
          content={t("common.back")}
          onClick={() => navigate(-1)}
          data-testid="sdf-back"
        />
      </PageHeader>
      <div className="sdf-toolbar">
        <span data-testid="sdf-total">
          {filtered ? t("sdf.matching", { count: total }) : t("sdf.total", { count: total })}
        </span>
        <div className="sdf-filters" data-testid="sdf-filters">
          {rows.map((row, position) => (
            <div className="sdf-filter" key={row.key} data-testid={`sdf-filter-${position}`}>
              <Icon name="filter" />
              <Dropdown
                selection
                compact
                search
                options={fieldOptions}
                value={row.field}
                onChange={(_event, value) => updateRow(row.key, { field: String(value.value) })}
                data-testid={position === 0 ? "sdf-filter-field" : `sdf-filter-field-${position}`}
              />
              <Dropdown
                selection
                compact
                options={opOptions}
                value={row.op}
                onChange={(_event, value) => updateRow(row.key, { op: value.value as SdfFilterOp })}
                data-testid={position === 0 ? "sdf-filter-op" : `sdf-filter-op-${position}`}
              />
              {valueless.has(row.op) ? null : (
                <Input
                  size="small"
                  placeholder={t("table.value")}
                  value={row.value}
                  onChange={(_event, value) => updateRow(row.key, { value: String(value.value) })}
                  input={{
                    "data-testid": position === 0 ? "sdf-filter-value" : `sdf-filter-value-${position}`,
                  }}
                />
              )}
              {rows.length > 1 ? (
                <Button
                  type="button"
                  basic
                  compact
                  size="small"
                  icon="minus"
                  title={t("sdf.removeFilter")}
                  aria-label={t("sdf.removeFilter")}
                  onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                  data-testid={`sdf-filter-remove-${position}`}
                />
              ) : null}
              {position === rows.length - 1 && rows.length < 10 ? (
                <Button
                  type="button"
                  basic
                  compact
                  size="small"
                  icon="plus"
                  title={t("sdf.addFilter")}
                  aria-label={t("sdf.addFilter")}
                  onClick={() =>
                    setRows((current) => [
                      ...current,
                      {
                        key: Math.max(...current.map((item) => item.key)) + 1,
                        field: nameField,
                        op: "contains",
                        value: "",
                      },
                    ])
                  }
                  data-testid="sdf-filter-add"
                />
              ) : null}
            </div>
          ))}
          <span className="muted small">{t("sdf.filterNote")}</span>
        </div>
      </div>
      <div className="sdf-table-scroll">
        {loading ? <Loader active data-testid="sdf-loading" /> : null}
        <Table celled compact striped sortable unstackable size="small" data-testid="sdf-table">
          <Table.Header>
            <Table.Row>
              {plainHeader("sdf-col-@index", "#")}
              <Table.HeaderCell className="plain-header">{t("sdf.structure")}</Table.HeaderCell>
              {header(nameField, t("common.name"), "sdf-col-@name")}
              {fields.map((field) =>
                field === nameField ? plainHeader(`sdf-col-${field}`, field) : header(field, field),
              )}
              {plainHeader("sdf-col-@smiles", "SMILES")}
              {plainHeader("sdf-col-@inchi", "InChI")}
              <Table.HeaderCell className="plain-header">{t("sdf.lineRange")}</Table.HeaderCell>
              <Table.HeaderCell className="plain-header">{t("common.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={fields.length + 7} textAlign="center" className="muted">
                  {loading ? t("common.loading") : t("table.empty")}
                </Table.Cell>
              </Table.Row>
            ) : (
              records.map((record) => {
                const attrs = attrsOf(record);
                const recordView = viewSourceOf(from, record);
                return (
                  <Table.Row
                    key={record.index}
                    error={Boolean(record.error)}
                    data-testid={`sdf-row-${record.index}`}
                  >
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
                    {fields.map((field) => (
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
                          onClick={() => setMolfileOf(record)}
                          data-testid={`sdf-molfile-${record.index}`}
                        />
                        {recordView ? (
                          <ViewButtons compact source={recordView} testId={`sdf-3d-${record.index}`} />
                        ) : null}
                      </div>
                    </Table.Cell>
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table>
      </div>
      <div className="table-pager">
        <Dropdown
          selection
          compact
          options={pageSizes.map((size) => ({ key: size, value: size, text: t("table.pageSize", { size }) }))}
          value={pageSize}
          onChange={(_event, value) => {
            setPageSize(Number(value.value));
            setPage(1);
          }}
          data-testid="sdf-page-size"
        />
        <Pagination
          size="mini"
          activePage={page}
          totalPages={totalPages}
          onPageChange={(_event, value) => setPage(Number(value.activePage))}
          firstItem={null}
          lastItem={null}
          data-testid="sdf-pager"
        />
      </div>
      {total === 0 && !loading && data ? (
        <Message info content={filtered ? t("sdf.noMatches") : t("sdf.noRecords")} />
      ) : null}
      {molfileOf ? (
        <MolfileDialog
          record={molfileOf}
          view={viewSourceOf(from, molfileOf)}
          molfileUrl={molfileUrlOf(from, stage, molfileOf.index)}
          onClose={() => setMolfileOf(null)}
        />
      ) : null}
    </div>
  );
}
