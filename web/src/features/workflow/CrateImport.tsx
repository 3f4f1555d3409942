/**
 * "Import RO-Crate" in the templates list (docs/provenance.md): uploads a Workflow Run RO-Crate a job
 * of Crucible exported (multipart field File) with progress; the gateway makes a new template of the
 * caller's from its workflow, which then opens in the builder. Refusals (not a zip, not a crate of
 * ours, a module this platform lacks) show the server's message.
 */
import { crateImportLimits, errorMessage, restCalls } from "@crucible/schema";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Modal, Progress } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { toast } from "../../components/toast";
import { callUpload } from "../../graphql/rest";
import { errorLang, useNs } from "../../i18n";
import { workflowUrls } from "./urls";
import { workflowNs } from "./i18n";

export function CrateImportDialog(props: { readonly onClose: () => void; readonly onImported: () => void }) {
  const { t } = useNs(workflowNs);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async () => {
    if (!file) return;
    if (file.size > crateImportLimits.zipBytes) {
      toast.error(errorMessage("DBFileTooLarge", errorLang(), null));
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      const imported = await callUpload(
        restCalls.templateCrateImport,
        file,
        file.name,
        {},
        { onProgress: setPercent, signal: abort.signal },
      );
      toast.success(t("crate.imported", { name: imported.Name }));
      props.onImported();
      props.onClose();
      navigate(workflowUrls.builder("frontend", String(imported.Id)));
    } catch {
      // The REST helper has shown the server's message; a cancel is silent.
    } finally {
      controller.current = null;
      setPercent(null);
    }
  };

  const close = () => {
    controller.current?.abort();
    props.onClose();
  };

  return (
    <Modal open size="tiny" onClose={close} closeOnDimmerClick={false} data-testid="wf-crate-dialog">
      <Modal.Header>{t("crate.title")}</Modal.Header>
      <Modal.Content>
        <p className="muted small">{t("crate.hint", { size: formatBytes(crateImportLimits.zipBytes) })}</p>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          hidden
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid="wf-crate-input"
        />
        <Button
          type="button"
          icon="file archive outline"
          content={t("crate.choose")}
          onClick={() => input.current?.click()}
          disabled={percent !== null}
          data-testid="wf-crate-choose"
        />
        {file ? (
          <span className="exe-cell" data-testid="wf-crate-file">
            <code>{file.name}</code>
            <span className="muted">{formatBytes(file.size)}</span>
          </span>
        ) : null}
        {percent !== null ? (
          <Progress percent={percent} progress indicating size="small" data-testid="wf-crate-progress">
            {percent < 100 ? t("crate.uploading", { percent }) : t("crate.checking")}
          </Progress>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close} data-testid="wf-crate-cancel">
          {t("translation:common.cancel")}
        </Button>
        <Button
          type="button"
          primary
          icon="upload"
          content={t("crate.submit")}
          disabled={!file || percent !== null}
          loading={percent !== null}
          onClick={() => void upload()}
          data-testid="wf-crate-submit"
        />
      </Modal.Actions>
    </Modal>
  );
}
