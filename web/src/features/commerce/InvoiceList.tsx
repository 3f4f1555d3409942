/**
 * Invoice applications, for both sides. The user's own (the invoices tab, `myInvoices`, below the
 * application form): title, amount, when applied, status, and an issued one's PDF. The back office's
 * (User.ResourcePack.Read, `sysInvoices`), applied-for first: applicant, title, tax number, e-mail,
 * amount, orders, status, when issued, each filtered and sorted; "issue" (User.ResourcePack.Update)
 * uploads the PDF (IssueDialog), and an issued invoice's PDF can be replaced.
 */
import { yuan } from "@crucible/schema";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Label, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { ScreenSide } from "../../app/side";
import { useColumnKit } from "../../components/kit/columns";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListPage,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import type {
  InvoiceFieldsFragment,
  InvoiceStatus,
  MyInvoicesQuery,
  SysInvoiceFieldsFragment,
  SysInvoicesQuery,
} from "../../graphql";
import { useMyInvoicesQuery } from "../../graphql/__generated__/documents/commerce";
import { useSysInvoicesQuery } from "../../graphql/__generated__/documents/commerce-sys";
import { CommerceTable, sideColumns, userColumn, type CommerceList } from "../commerce-sys/columns";
import { commerceSysNs } from "../commerce-sys/i18n";
import { IssueDialog } from "../commerce-sys/IssueDialog";
import { invoicePdfUrl } from "../commerce-sys/urls";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";

/** An invoice of either side: the user's fields, and the applicant only the back office reads. */
export type InvoiceRow = InvoiceFieldsFragment & Partial<Pick<SysInvoiceFieldsFragment, "user">>;

/** The list query of a side (the other one is skipped). */
function useSideInvoices(side: ScreenSide, { variables, fetchPolicy }: ListHookOptions) {
  const user = useMyInvoicesQuery({ variables, fetchPolicy, skip: side !== "user" });
  const sys = useSysInvoicesQuery({ variables, fetchPolicy, skip: side !== "sys" });
  return side === "user" ? user : sys;
}

function pageOf(data: MyInvoicesQuery | SysInvoicesQuery): ListPage<InvoiceRow> {
  return "myInvoices" in data ? data.myInvoices : data.sysInvoices;
}

/** The invoices of a side: the user's own, or everyone's. */
function useInvoiceList(side: ScreenSide): CommerceList<InvoiceRow> {
  const { t } = useTranslation();
  const { t: user } = useNs(commerceNs);
  const { t: sysWords } = useNs(commerceSysNs);
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: (options: ListHookOptions) => useSideInvoices(side, options),
    pick: pageOf,
  });

  const columns = useMemo<Column<InvoiceRow>[]>(() => {
    const sys = side === "sys";
    // Each side names the states its own way ("applied" for the user, "applied for" in the back office).
    const states: Readonly<Record<InvoiceStatus, string>> = sys
      ? { applied: sysWords("invoices.states.applied"), issued: sysWords("invoices.states.issued") }
      : { applied: user("invoiceStatus.applied"), issued: user("invoiceStatus.issued") };
    const created = kit.date("CreatedAt", t("common.createdAt"), (row: InvoiceRow) => row.createdAt, {
      collapsing: true,
    });
    const title = kit.text("Title", sysWords("invoices.invoiceTitle"), (row: InvoiceRow) => row.title, {
      render: (row) => <strong>{row.title}</strong>,
    });
    const amount: Column<InvoiceRow> = {
      key: "Amount",
      title: sys ? sysWords("invoices.amount") : user("amount"),
      render: (row) => (
        <span className="commerce-money">{sys ? yuan(row.amount) : `¥${yuan(row.amount)}`}</span>
      ),
      collapsing: true,
    };
    const status: Column<InvoiceRow> = {
      key: "Status",
      title: sysWords("invoices.status"),
      value: (row) => row.status,
      render: (row) => (
        <Label size="small" basic color={row.status === "applied" ? "orange" : "green"}>
          {states[row.status]}
        </Label>
      ),
      sortable: true,
      filter: {
        kind: "string",
        options: (["applied", "issued"] as const).map((value) => ({ value, text: states[value] })),
      },
      collapsing: true,
    };
    if (!sys) return sideColumns(side, [title, amount, created, status]);
    return [
      created,
      userColumn<InvoiceRow>(sysWords("invoices.applicant"), "invoice-user"),
      title,
      {
        key: "TaxNo",
        title: sysWords("invoices.taxNo"),
        render: (row) => (row.taxNo ? <code>{row.taxNo}</code> : <span className="muted">—</span>),
        collapsing: true,
      },
      { key: "Email", title: sysWords("invoices.email"), render: (row) => row.email, collapsing: true },
      amount,
      {
        key: "Orders",
        title: sysWords("invoices.orders"),
        render: (row) => <span className="muted">{row.orderIds.map((id) => `#${id}`).join(", ")}</span>,
      },
      status,
      kit.date("IssuedAt", sysWords("invoices.issuedAt"), (row: InvoiceRow) => row.issuedAt ?? null, {
        collapsing: true,
      }),
    ];
  }, [side, t, kit, user, sysWords]);

  const { rows, total, loading } = screen.list(columns);
  return { table: screen.table, columns, rows, total, loading, refetch: screen.refetch };
}

/**
 * The invoices of a side as one table: an issued one's PDF to download; in the back office, issue
 * (or replace the PDF) with User.ResourcePack.Update.
 */
export function InvoiceList({ side }: { side: ScreenSide }) {
  const { t: user } = useNs(commerceNs);
  const { t: sysWords } = useNs(commerceSysNs);
  const session = useSession();
  const canIssue = side === "sys" && session.can("User.ResourcePack.Update");
  const list = useInvoiceList(side);
  const [issuing, setIssuing] = useState<InvoiceRow | null>(null);
  const download = side === "sys" ? sysWords("invoices.download") : user("download");
  if (side === "user" && !list.loading && list.total === 0 && !list.table.query.where) {
    return <Message info>{user("noInvoices")}</Message>;
  }
  return (
    <>
      <CommerceTable
        list={list}
        testId={side === "user" ? "my-invoices" : "sys-invoices"}
        actions={(row) => (
          <div className="action-buttons">
            {row.status === "issued" ? (
              <Button
                as="a"
                size="mini"
                basic
                icon="download"
                href={invoicePdfUrl(side, row.id)}
                download={row.pdfName ?? true}
                title={download}
                aria-label={download}
                data-testid={`invoice-pdf-${row.id}`}
              />
            ) : null}
            {canIssue ? (
              <RowAction
                icon={row.status === "issued" ? "redo" : "upload"}
                label={row.status === "issued" ? sysWords("invoices.reissue") : sysWords("invoices.issue")}
                onClick={() => setIssuing(row)}
                testId={`invoice-issue-${row.id}`}
              />
            ) : null}
          </div>
        )}
      />
      {issuing ? (
        <IssueDialog invoice={issuing} onClose={() => setIssuing(null)} onIssued={() => list.refetch()} />
      ) : null}
    </>
  );
}
