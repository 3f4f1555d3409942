/**
 * Invoice applications (User.ResourcePack.Read), applied-for first: applicant, title, tax number,
 * e-mail, amount, orders, status. "Issue" (User.ResourcePack.Update) uploads the invoice's PDF, with
 * its progress; an issued invoice's PDF can be downloaded (or replaced).
 */
import { invoicePdfMaxBytes, yuan } from "@crucible/schema";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Message, Modal, Progress } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { SysInvoiceFieldsFragment } from "../../graphql";
import { useSysInvoicesQuery } from "../../graphql/__generated__/documents/commerce-sys";
import { restCalls } from "@crucible/schema";
import { callUpload } from "../../graphql/rest";
import { useCommerceSysText } from "./i18n";
import { userColumn } from "./columns";
import { InvoiceStatusLabel } from "./labels";
import { invoicePdfUrl } from "./urls";
import "./commerce-sys.css";

type Row = SysInvoiceFieldsFragment;

/** A PDF by its name or declared type (the gateway checks its bytes). */
function looksLikePdf(file: File): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

function IssueDialog({
  invoice,
  onClose,
  onIssued,
}: {
  invoice: Row;
  onClose: () => void;
  onIssued: () => void;
}) {
  const text = useCommerceSysText();
  const words = text.invoices;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) setProblem(null);
    else if (!looksLikePdf(chosen)) setProblem(words.notPdf);
    else if (chosen.size > invoicePdfMaxBytes) setProblem(words.tooLarge);
    else setProblem(null);
  };

  const upload = async () => {
    if (!file || problem) return;
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      await callUpload(
        restCalls.invoiceIssue(invoice.id),
        file,
        file.name,
        {},
        {
          onProgress: setPercent,
          signal: abort.signal,
        },
      );
      toast.success(words.issued);
      onIssued();
      onClose();
    } catch {
      // The REST helper has shown the server's message; a cancel is silent.
    } finally {
      controller.current = null;
      setPercent(null);
    }
  };

  const close = () => {
    controller.current?.abort();
    onClose();
  };

  return (
    <Modal open size="tiny" onClose={close} closeOnDimmerClick={false} data-testid="invoice-issue-dialog">
      <Modal.Header>{words.issueTitle(invoice.title)}</Modal.Header>
      <Modal.Content>
        <p className="muted">{words.issueHint(yuan(invoice.amount))}</p>
        {invoice.pdfName ? (
          <Message size="small" info>
            <Icon name="file pdf outline" />
            <code>{invoice.pdfName}</code> — {words.reissue}
          </Message>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          data-testid="invoice-issue-input"
        />
        <Button
          type="button"
          icon="file pdf outline"
          content={words.choosePdf}
          onClick={() => input.current?.click()}
          disabled={percent !== null}
          data-testid="invoice-issue-choose"
        />
        {file ? (
          <span className="commerce-file" data-testid="invoice-issue-file">
            <code>{file.name}</code> <span className="muted">{formatBytes(file.size)}</span>
          </span>
        ) : null}
        {problem ? (
          <Message negative size="small" content={problem} data-testid="invoice-issue-problem" />
        ) : null}
        {percent !== null ? (
          <Progress percent={percent} progress indicating size="small" data-testid="invoice-issue-progress">
            {words.uploading(percent)}
          </Progress>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close} data-testid="invoice-issue-cancel">
          {t("common.cancel")}
        </Button>
        <Button
          type="button"
          primary
          icon="upload"
          content={words.upload}
          disabled={!file || problem !== null || percent !== null}
          loading={percent !== null}
          onClick={() => void upload()}
          data-testid="invoice-issue-submit"
        />
      </Modal.Actions>
    </Modal>
  );
}

export function Invoices() {
  const text = useCommerceSysText();
  const words = text.invoices;
  const session = useSession();
  const canIssue = session.can("User.ResourcePack.Update");
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: useSysInvoicesQuery,
    pick: (data) => data.sysInvoices,
  });
  const [issuing, setIssuing] = useState<Row | null>(null);

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.createdAt({ collapsing: true }),
      userColumn<Row>(words.applicant, "invoice-user"),
      kit.text("Title", words.invoiceTitle, (row) => row.title, {
        render: (row) => <strong>{row.title}</strong>,
      }),
      {
        key: "TaxNo",
        title: words.taxNo,
        render: (row) => (row.taxNo ? <code>{row.taxNo}</code> : <span className="muted">—</span>),
        collapsing: true,
      },
      { key: "Email", title: words.email, render: (row) => row.email, collapsing: true },
      {
        key: "Amount",
        title: words.amount,
        render: (row) => <span className="commerce-money">{yuan(row.amount)}</span>,
        collapsing: true,
      },
      {
        key: "Orders",
        title: words.orders,
        render: (row) => <span className="muted">{row.orderIds.map((id) => `#${id}`).join(", ")}</span>,
      },
      {
        key: "Status",
        title: words.status,
        value: (row) => row.status,
        render: (row) => <InvoiceStatusLabel status={row.status} />,
        sortable: true,
        filter: {
          kind: "string",
          options: (["applied", "issued"] as const).map((status) => ({
            value: status,
            text: words.states[status],
          })),
        },
        collapsing: true,
      },
      kit.date("IssuedAt", words.issuedAt, (row) => row.issuedAt ?? null, { collapsing: true }),
    ],
    [kit, words],
  );

  // Not the kit's ResourceScreen: an invoice's status is applied or issued, not an enabled switch.
  return (
    <div data-testid="sys-invoices-page">
      <PageHeader title={words.title} intro={words.intro} />
      <ResourceTable
        {...screen.list(columns)}
        testId="sys-invoices"
        actions={(row) => (
          <div className="action-buttons">
            {row.status === "issued" ? (
              <Button
                as="a"
                size="mini"
                basic
                icon="download"
                href={invoicePdfUrl(row.id)}
                download
                title={words.download}
                aria-label={words.download}
                data-testid={`invoice-pdf-${row.id}`}
              />
            ) : null}
            {canIssue ? (
              <RowAction
                icon={row.status === "issued" ? "redo" : "upload"}
                label={row.status === "issued" ? words.reissue : words.issue}
                onClick={() => setIssuing(row)}
                testId={`invoice-issue-${row.id}`}
              />
            ) : null}
          </div>
        )}
      />
      {issuing ? (
        <IssueDialog invoice={issuing} onClose={() => setIssuing(null)} onIssued={() => screen.refetch()} />
      ) : null}
    </div>
  );
}
