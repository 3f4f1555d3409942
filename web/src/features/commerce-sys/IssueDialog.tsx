/**
 * Issuing an invoice in the back office (User.ResourcePack.Update): upload its PDF, with its progress
 * and a cancel; an issued invoice's PDF can be replaced. The row action is InvoiceList's (side "sys").
 */
import { invoicePdfMaxBytes, restCalls, yuan } from "@crucible/schema";
import { useRef, useState } from "react";
import { Button, Icon, Message, Modal, Progress } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { toast } from "../../components/toast";
import type { SysInvoiceFieldsFragment } from "../../graphql";
import { callUpload } from "../../graphql/rest";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";

/** What issuing an invoice reads of it. */
type IssuableInvoice = Pick<SysInvoiceFieldsFragment, "id" | "title" | "amount" | "pdfName">;

/** A PDF by its name or declared type (the gateway checks its bytes). */
function looksLikePdf(file: File): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

export function IssueDialog({
  invoice,
  onClose,
  onIssued,
}: {
  invoice: IssuableInvoice;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useNs(commerceSysNs);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) setProblem(null);
    else if (!looksLikePdf(chosen)) setProblem(t("invoices.notPdf"));
    else if (chosen.size > invoicePdfMaxBytes) setProblem(t("invoices.tooLarge"));
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
      toast.success(t("invoices.issued"));
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
      <Modal.Header>{t("invoices.issueTitle", { title: invoice.title })}</Modal.Header>
      <Modal.Content>
        <p className="muted">{t("invoices.issueHint", { amount: yuan(invoice.amount) })}</p>
        {invoice.pdfName ? (
          <Message size="small" info>
            <Icon name="file pdf outline" />
            <code>{invoice.pdfName}</code> — {t("invoices.reissue")}
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
          content={t("invoices.choosePdf")}
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
            {t("invoices.uploading", { percent })}
          </Progress>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close} data-testid="invoice-issue-cancel">
          {t("translation:common.cancel")}
        </Button>
        <Button
          type="button"
          primary
          icon="upload"
          content={t("invoices.upload")}
          disabled={!file || problem !== null || percent !== null}
          loading={percent !== null}
          onClick={() => void upload()}
          data-testid="invoice-issue-submit"
        />
      </Modal.Actions>
    </Modal>
  );
}
