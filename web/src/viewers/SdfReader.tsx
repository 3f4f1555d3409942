/**
 * The SDF reader: the records of an SDF or MOL data file page by page (sdfRecords), with the structure
 * drawn from molSvg (only ever as an <img> data: URL, never as markup), the fields in file order, SMILES
 * and InChI with copy buttons, sorting and filtering over the loaded page, a record's molfile, and the
 * records RDKit could not read shown with their error and line range. The records come from the
 * gateway (RDKit) for the route's data set file, or for a task's output given as `source`
 * (taskSdfRecords).
 */
import { useMemo, useState } from "react";
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
import { PageHeader } from "../components/PageHeader";
import {
  useSdfRecordsQuery,
  useSysSdfRecordsQuery,
  useTaskSdfRecordsQuery,
  type SdfRecordFieldsFragment,
} from "../graphql";
import { svgDataUrl } from "./svgData";

const pageSizes = [10, 20, 50, 100] as const;
type FilterOp = "contains" | "=" | ">" | "<";

function attrsOf(record: SdfRecordFieldsFragment): Record<string, string> {
  const attrs = record.attrs;
  if (typeof attrs !== "object" || attrs === null) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs as Record<string, unknown>)) {
    result[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return result;
}

function fieldValue(record: SdfRecordFieldsFragment, field: string): string {
  if (field === "@name") return record.name;
  if (field === "@smiles") return record.smiles ?? "";
  if (field === "@inchi") return record.inChi ?? "";
  if (field === "@index") return String(record.index + 1);
  return attrsOf(record)[field] ?? "";
}

function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.localeCompare(b, undefined, { numeric: true });
}

function matches(value: string, op: FilterOp, wanted: string): boolean {
  if (wanted.trim() === "") return true;
  if (op === "contains") return value.toLowerCase().includes(wanted.trim().toLowerCase());
  if (op === "=") return value.trim() === wanted.trim();
  const x = Number(value);
  const y = Number(wanted);
  if (!Number.isFinite(x) || !Number.isFinite(y) || value.trim() === "") return false;
  return op === ">" ? x > y : x < y;
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

function MolfileDialog({ record, onClose }: { record: SdfRecordFieldsFragment; onClose: () => void }) {
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
            <div className="molfile-tools">
              <CopyButton text={record.mol} label={t("sdf.copyMolfile")} testId="copy-molfile" />
              <span className="muted small">{t("sdf.molfile")}</span>
            </div>
            <pre className="code-text">{record.mol}</pre>
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
        <Button content={t("common.close")} onClick={onClose} />
      </Modal.Actions>
    </Modal>
  );
}

/** Where the reader's records come from; both answer the same SdfPage, computed by RDKit on the gateway. */
export type SdfSource =
  | { readonly kind: "dataFile"; readonly fileId: string; readonly name: string }
  | { readonly kind: "taskOutput"; readonly taskId: string; readonly output: string; readonly name: string };

export interface SdfReaderProps {
  /** The file to read; by default the data set file of the route (`sdf-reader/:id?name=`). */
  readonly source?: SdfSource;
}

/** One page of records of the source: sdfRecords (sysSdfRecords in the back office) or taskSdfRecords. */
function useSdfPage(source: SdfSource, offset: number, limit: number) {
  const system = useSession().stage === "system";
  const page = { offset, limit };
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
  if (source.kind === "taskOutput") return { data: task.data?.taskSdfRecords, loading: task.loading };
  if (system) return { data: sys.data?.sysSdfRecords, loading: sys.loading };
  return { data: user.data?.sdfRecords, loading: user.loading };
}

export function SdfReader({ source }: SdfReaderProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const from: SdfSource = source ?? { kind: "dataFile", fileId: id, name: search.get("name") ?? "" };
  const name = from.name;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(20);
  const [sort, setSort] = useState<{ field: string; asc: boolean } | null>(null);
  const [filter, setFilter] = useState<{ field: string; op: FilterOp; value: string }>({
    field: "@name",
    op: "contains",
    value: "",
  });
  const [molfileOf, setMolfileOf] = useState<SdfRecordFieldsFragment | null>(null);
  const { data, loading } = useSdfPage(from, (page - 1) * pageSize, pageSize);
  const records = useMemo(() => data?.records ?? [], [data]);
  const total = data?.total ?? 0;

  // Field columns: the union of the page's field names, in file order.
  const fields = useMemo(() => {
    const seen: string[] = [];
    for (const record of records) for (const key of record.attrOrder) if (!seen.includes(key)) seen.push(key);
    return seen;
  }, [records]);

  const shown = useMemo(() => {
    const filtered = records.filter((record) =>
      matches(fieldValue(record, filter.field), filter.op, filter.value),
    );
    if (!sort) return filtered;
    return [...filtered].sort(
      (a, b) => compareValues(fieldValue(a, sort.field), fieldValue(b, sort.field)) * (sort.asc ? 1 : -1),
    );
  }, [records, filter, sort]);

  const fieldOptions = [
    { key: "@name", value: "@name", text: t("common.name") },
    ...fields.map((field) => ({ key: field, value: field, text: field })),
    { key: "@smiles", value: "@smiles", text: "SMILES" },
    { key: "@inchi", value: "@inchi", text: "InChI" },
  ];
  const opOptions = (["contains", "=", ">", "<"] as const).map((op) => ({
    key: op,
    value: op,
    text: t(`sdf.ops.${op === "contains" ? "contains" : op === "=" ? "eq" : op === ">" ? "gt" : "lt"}`),
  }));

  const header = (field: string, title: string) => {
    const sorted = sort?.field === field ? (sort.asc ? "ascending" : "descending") : undefined;
    return (
      <Table.HeaderCell
        key={field}
        sorted={sorted}
        className="sortable-header"
        onClick={() =>
          setSort((current) =>
            current?.field !== field ? { field, asc: true } : current.asc ? { field, asc: false } : null,
          )
        }
        data-testid={`sdf-col-${field}`}
      >
        {title}
      </Table.HeaderCell>
    );
  };

  const totalPages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div data-testid="sdf-reader">
      <PageHeader title={t("sdf.title")} intro={name}>
        <Button
          basic
          icon="arrow left"
          content={t("common.back")}
          onClick={() => navigate(-1)}
          data-testid="sdf-back"
        />
      </PageHeader>
      <div className="sdf-toolbar">
        <span data-testid="sdf-total">{t("sdf.total", { count: total })}</span>
        <div className="sdf-filter">
          <Icon name="filter" />
          <Dropdown
            selection
            compact
            search
            options={fieldOptions}
            value={filter.field}
            onChange={(_event, value) => setFilter((current) => ({ ...current, field: String(value.value) }))}
            data-testid="sdf-filter-field"
          />
          <Dropdown
            selection
            compact
            options={opOptions}
            value={filter.op}
            onChange={(_event, value) =>
              setFilter((current) => ({ ...current, op: value.value as FilterOp }))
            }
            data-testid="sdf-filter-op"
          />
          <Input
            size="small"
            placeholder={t("table.value")}
            value={filter.value}
            onChange={(_event, value) => setFilter((current) => ({ ...current, value: String(value.value) }))}
            input={{ "data-testid": "sdf-filter-value" }}
          />
          <span className="muted small">{t("sdf.filterNote")}</span>
        </div>
      </div>
      <div className="sdf-table-scroll">
        {loading ? <Loader active data-testid="sdf-loading" /> : null}
        <Table celled compact striped sortable unstackable size="small" data-testid="sdf-table">
          <Table.Header>
            <Table.Row>
              {header("@index", "#")}
              <Table.HeaderCell className="plain-header">{t("sdf.structure")}</Table.HeaderCell>
              {header("@name", t("common.name"))}
              {fields.map((field) => header(field, field))}
              {header("@smiles", "SMILES")}
              {header("@inchi", "InChI")}
              <Table.HeaderCell className="plain-header">{t("sdf.lineRange")}</Table.HeaderCell>
              <Table.HeaderCell className="plain-header">{t("common.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={fields.length + 7} textAlign="center" className="muted">
                  {loading ? t("common.loading") : t("table.empty")}
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((record) => {
                const attrs = attrsOf(record);
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
                      <Button
                        type="button"
                        size="mini"
                        basic
                        icon="file code outline"
                        content={t("sdf.molfile")}
                        onClick={() => setMolfileOf(record)}
                        data-testid={`sdf-molfile-${record.index}`}
                      />
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
      {total === 0 && !loading && data ? <Message info content={t("sdf.noRecords")} /> : null}
      {molfileOf ? <MolfileDialog record={molfileOf} onClose={() => setMolfileOf(null)} /> : null}
    </div>
  );
}
