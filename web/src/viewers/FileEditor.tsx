/**
 * Editing a previewed file (spec §9's editable types: text, log, smi, pdb, sdf, mol and the code
 * types) and saving the result as a new file beside it; the original is never changed. Only a file
 * read whole (at most the preview's 3 MiB) can be edited.
 */
import { errorMessage } from "@crucible/schema";
import { useRef, useState } from "react";
import { Button, Form, Progress } from "semantic-ui-react";
import { toast } from "../components/toast";
import { UploadRefused, uploadPercent, type UploadProgress } from "../components/upload/uploadProtocol";
import { isAbortError } from "../graphql/errors";
import { errorLang, useNs } from "../i18n";
import { copyNameOf } from "./fileTypes";
import type { PreviewTarget } from "./preview";
import { previewNs } from "./previewI18n";

export function FileEditor({
  target,
  text,
  onDone,
}: {
  target: PreviewTarget & { saveCopy: NonNullable<PreviewTarget["saveCopy"]> };
  text: string;
  onDone: () => void;
}) {
  const { t } = useNs(previewNs);
  const [content, setContent] = useState(text);
  const [name, setName] = useState(() => copyNameOf(target.name));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [size, setSize] = useState(0);
  const [saving, setSaving] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const trimmed = name.trim();

  const save = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setSaving(true);
    try {
      const file = new File([content], trimmed, { type: "text/plain" });
      setSize(file.size);
      await target.saveCopy(file, setProgress, abort.signal);
      toast.success(t("preview.saved", { name: trimmed }));
      onDone();
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof UploadRefused) toast.error(errorMessage(error.type, errorLang(), error.value));
      // Other API errors were reported by the REST client.
    } finally {
      controller.current = null;
      setSaving(false);
    }
  };

  return (
    <Form data-testid="preview-editor" onSubmit={() => void save()}>
      <Form.TextArea
        className="code-edit"
        value={content}
        onChange={(_event, data) => setContent(String(data.value ?? ""))}
        spellCheck={false}
        rows={22}
        disabled={saving}
        aria-label={t("preview.editLabel", { name: target.name })}
        data-testid="preview-editor-text"
      />
      <Form.Group inline>
        <Form.Input
          label={t("preview.copyName")}
          value={name}
          onChange={(_event, data) => setName(data.value)}
          disabled={saving}
          error={trimmed === "" ? t("preview.copyNameRequired") : undefined}
          data-testid="preview-editor-name"
        />
        <Button
          primary
          type="submit"
          icon="save"
          content={t("preview.saveCopy")}
          loading={saving}
          disabled={saving || trimmed === ""}
          data-testid="preview-editor-save"
        />
        <Button
          type="button"
          content={t("translation:common.cancel")}
          onClick={() => {
            controller.current?.abort();
            onDone();
          }}
          data-testid="preview-editor-cancel"
        />
      </Form.Group>
      {saving ? <Progress percent={uploadPercent(progress, size)} size="tiny" indicating /> : null}
      <p className="muted small">{t("preview.editHint")}</p>
    </Form>
  );
}
