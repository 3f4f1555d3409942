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
import { constants } from "@crucible/schema";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { Button, Dropdown, Loader, Message, Pagination } from "semantic-ui-react";
import { useSession } from "../app/session";
import { useDebounced } from "../components/hooks";
import { PageHeader } from "../components/PageHeader";
import type { SdfFilterInput, SdfRecordFieldsFragment, SdfSortInput } from "../graphql";
import { useSdfRecordsQuery, useSysSdfRecordsQuery } from "../graphql/__generated__/documents/datasets";
import { useTaskSdfRecordsQuery } from "../graphql/__generated__/documents/jobs";
import { filtersOf, nameField, SdfFilters, type FilterRow } from "./SdfFilters";
import { MolfileDialog } from "./SdfRecordParts";
import { molfileUrlOf, viewSourceOf, type SdfSource } from "./sdfSources";
import { SdfTable, type SdfSort } from "./SdfTable";
import { ViewButtons } from "./view/ViewButtons";
import { useNs } from "../i18n";
import { sdfNs } from "./sdfI18n";

const pageSizes = [10, 20, 50, 100] as const;

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

/**
 * Field columns: the union of the field names of the pages seen so far, in file order, so a filter
 * that empties the page keeps its columns and choices. A property called "name" is shown but not
 * offered for sorting and filters: there "name" is the record's title.
 */
function useSeenFields(records: readonly SdfRecordFieldsFragment[]): string[] {
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
  return fields;
}

/** The page size and the pages. */
function SdfPager(props: {
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useNs(sdfNs);
  return (
    <div className="table-pager">
      <Dropdown
        selection
        compact
        options={pageSizes.map((size) => ({
          key: size,
          value: size,
          text: t("translation:table.pageSize", { size }),
        }))}
        value={props.pageSize}
        onChange={(_event, value) => props.onPageSize(Number(value.value))}
        data-testid="sdf-page-size"
      />
      <Pagination
        size="mini"
        activePage={props.page}
        totalPages={props.totalPages}
        onPageChange={(_event, value) => props.onPage(Number(value.activePage))}
        firstItem={null}
        lastItem={null}
        data-testid="sdf-pager"
      />
    </div>
  );
}

export function SdfReader({ source }: SdfReaderProps = {}) {
  const { t } = useNs(sdfNs);
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const from: SdfSource = source ?? { kind: "dataFile", fileId: id, name: search.get("name") ?? "" };
  const name = from.name;
  const [paging, setPaging] = useState({ query: "", page: 1 });
  const [pageSize, setPageSize] = useState<number>(20);
  const [sort, setSort] = useState<SdfSort | null>(null);
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
  const fields = useSeenFields(records);
  const fileView = viewSourceOf(from);

  return (
    <div data-testid="sdf-reader">
      <PageHeader title={t("sdf.title")} intro={name}>
        {fileView ? <ViewButtons source={fileView} testId="sdf-open-3d" /> : null}
        <Button
          basic
          icon="arrow left"
          content={t("translation:common.back")}
          onClick={() => navigate(-1)}
          data-testid="sdf-back"
        />
      </PageHeader>
      <div className="sdf-toolbar">
        <span data-testid="sdf-total">
          {filtered ? t("sdf.matching", { count: total }) : t("sdf.total", { count: total })}
        </span>
        <SdfFilters rows={rows} setRows={setRows} fields={fields} />
      </div>
      <div className="sdf-table-scroll">
        {loading ? <Loader active data-testid="sdf-loading" /> : null}
        <SdfTable
          records={records}
          fields={fields}
          loading={loading}
          from={from}
          sort={sort}
          setSort={setSort}
          onMolfile={setMolfileOf}
        />
      </div>
      <SdfPager
        page={page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
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
