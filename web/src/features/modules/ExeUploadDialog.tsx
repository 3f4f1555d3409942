/** Uploads a processor's executable (multipart field `file`) with progress. */
import { errorMessage, normalizeFileName, restCalls } from "@crucible/schema";
import { useRef, useState } from "react";
import { Button, Icon, Message, Modal, Progress } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { toast } from "../../components/toast";
import { callUpload } from "../../graphql/rest";
import { errorLang, useNs } from "../../i18n";
import { modulesNs } from "./i18n";

/** The gateway's limit for an executable (64 MiB). */
const maxExeBytes = 64 * 1024 * 1024;

export function ExeUploadDialog(props: {
  readonly processor: { readonly id: string; readonly name: string; readonly exeName: string | null };
  /** Whose processor: the caller's own (default) or a system one, uploaded from the back office. */
  readonly side?: "user" | "sys";
  readonly onClose: () => void;
  readonly onUploaded: () => void;
}) {
  const { t } = useNs(modulesNs);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async () => {
    if (!file) return;
    if (normalizeFileName(file.name) === null) {
      toast.error(errorMessage("DBFileNameError", errorLang(), file.name));
      return;
    }
    if (file.size > maxExeBytes) {
      toast.error(t("processors.exeTooLarge", { size: formatBytes(maxExeBytes) }));
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      const call = restCalls.processorExeUpload(props.side ?? "user", props.processor.id);
      const uploaded = await callUpload(
        call,
        file,
        file.name,
        {},
        { onProgress: setPercent, signal: abort.signal },
      );
      toast.success(t("processors.exeUploaded", { name: uploaded.Name }));
      props.onUploaded();
      props.onClose();
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
    <Modal open size="tiny" onClose={close} closeOnDimmerClick={false} data-testid="exe-upload-dialog">
      <Modal.Header>{t("processors.uploadExeTitle", { name: props.processor.name })}</Modal.Header>
      <Modal.Content>
        <p className="muted small">{t("processors.exeHint")}</p>
        {props.processor.exeName ? (
          <Message size="small" info>
            <Icon name="file code outline" />
            {t("processors.exe")}: <code>{props.processor.exeName}</code> — {t("processors.replaceExe")}
          </Message>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid="exe-upload-input"
        />
        <Button
          type="button"
          icon="file"
          content={t("processors.chooseExe")}
          onClick={() => input.current?.click()}
          disabled={percent !== null}
          data-testid="exe-upload-choose"
        />
        {file ? (
          <span className="exe-cell" data-testid="exe-upload-file">
            <code>{file.name}</code>
            <span className="muted">{formatBytes(file.size)}</span>
          </span>
        ) : null}
        {percent !== null ? (
          <Progress
            percent={percent}
            progress
            indicating
            size="small"
            className="exe-progress"
            data-testid="exe-upload-progress"
          >
            {t("processors.uploading", { percent })}
          </Progress>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close} data-testid="exe-upload-cancel">
          {t("translation:common.cancel")}
        </Button>
        <Button
          type="button"
          primary
          icon="upload"
          content={t("processors.uploadExe")}
          disabled={!file || percent !== null}
          loading={percent !== null}
          onClick={() => void upload()}
          data-testid="exe-upload-submit"
        />
      </Modal.Actions>
    </Modal>
  );
}
