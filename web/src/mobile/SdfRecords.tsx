/**
 * SDF records on the mobile site, a few at a time: each record's structure as the server draws it
 * (molSvg, shown only as an <img> data: URL, never as markup, as the desktop's SDF reader does), its
 * name, SMILES and fields in file order. Reads a data set file (sdfRecords) or a task's output
 * (taskSdfRecords).
 */
import { useState } from "react";
import type { SdfRecordFieldsFragment } from "../graphql";
import { useSdfRecordsQuery } from "../graphql/__generated__/documents/datasets";
import { useTaskSdfRecordsQuery } from "../graphql/__generated__/documents/jobs";
import { svgDataUrl } from "../viewers/svgData";
import { Loading, Notice, Pager } from "./bits";
import { useNs } from "../i18n";
import { mobileNs } from "./i18n";
import { previewNs } from "../viewers/previewI18n";
import { sdfNs } from "../viewers/sdfI18n";

export type SdfSource =
  | { readonly kind: "file"; readonly fileId: string }
  | { readonly kind: "task"; readonly taskId: string; readonly output: string };

const pageSize = 5;

function fieldsOf(record: SdfRecordFieldsFragment): [string, string][] {
  const attrs =
    typeof record.attrs === "object" && record.attrs !== null
      ? (record.attrs as Record<string, unknown>)
      : {};
  return record.attrOrder.map((key) => {
    const value = attrs[key];
    return [key, typeof value === "string" ? value : JSON.stringify(value ?? "")];
  });
}

function SdfRecordCard({ record }: { record: SdfRecordFieldsFragment }) {
  const { t } = useNs(mobileNs);
  const { t: sdfT } = useNs(sdfNs);
  return (
    <li className="m-card m-record" data-testid={`m-sdf-record-${record.index}`}>
      <h3 className="m-break">{record.name || t("sdf.record", { index: record.index + 1 })}</h3>
      {record.molSvg ? (
        <img
          className="m-structure"
          src={svgDataUrl(record.molSvg)}
          alt={record.name || t("sdf.record", { index: record.index + 1 })}
          data-testid="m-sdf-structure"
        />
      ) : (
        <p className="m-muted m-small">{record.error ?? sdfT("sdf.noStructure")}</p>
      )}
      <dl className="m-facts">
        {record.smiles ? (
          <div className="m-fact">
            <dt>SMILES</dt>
            <dd className="m-break">{record.smiles}</dd>
          </div>
        ) : null}
        {fieldsOf(record).map(([key, value]) => (
          <div className="m-fact" key={key}>
            <dt className="m-break">{key}</dt>
            <dd className="m-break">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function SdfRecords({ source }: { source: SdfSource }) {
  const { t } = useNs(mobileNs);
  const { t: previewT } = useNs(previewNs);
  const [page, setPage] = useState(1);
  const paging = { offset: (page - 1) * pageSize, limit: pageSize };
  const file = useSdfRecordsQuery({
    variables: { fileId: source.kind === "file" ? source.fileId : "", ...paging },
    skip: source.kind !== "file",
  });
  const task = useTaskSdfRecordsQuery({
    variables: {
      taskId: source.kind === "task" ? source.taskId : "",
      output: source.kind === "task" ? source.output : "",
      ...paging,
    },
    skip: source.kind !== "task",
  });
  const query = source.kind === "file" ? file : task;
  const data = source.kind === "file" ? file.data?.sdfRecords : task.data?.taskSdfRecords;
  if (!data)
    return query.loading ? (
      <Loading testId="m-sdf-loading" />
    ) : (
      <Notice kind="warning">{previewT("preview.readFailed")}</Notice>
    );
  if (data.total === 0) return <Notice>{t("sdf.noRecords")}</Notice>;
  return (
    <div className="m-sdf" data-testid="m-sdf" data-total={data.total}>
      <p className="m-muted m-small" data-testid="m-sdf-range">
        {t("sdf.of", {
          from: paging.offset + 1,
          to: Math.min(paging.offset + pageSize, data.total),
          total: data.total,
        })}
      </p>
      {query.loading ? <Loading /> : null}
      <ul className="m-records">
        {data.records.map((record) => (
          <SdfRecordCard key={record.index} record={record} />
        ))}
      </ul>
      <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} testId="m-sdf-pager" />
    </div>
  );
}
