/**
 * The one image upload component: a drop zone (the only place where dropping files is allowed),
 * a file chooser, the client checks (image type, size limit), optional compression and progress.
 */
import { constants, type NoFields, type UploadCall } from "@crucible/schema";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Icon, Progress } from "semantic-ui-react";
import { callUpload } from "../graphql/rest";
import { formatBytes } from "./format";
import { toast } from "./toast";

interface ImageUploaderProps<Answer> {
  /** The upload call of the REST contract (restCalls.avatarUpload, imageTemplateUpload, moduleCoverUpload). */
  readonly call: UploadCall<NoFields, Answer>;
  readonly maxBytes?: number;
  /** 0 keeps the original; above 0 re-encodes JPEG and WebP at this quality when it is smaller. */
  readonly quality?: number;
  readonly label: string;
  readonly onUploaded: (answer: Answer) => void;
  readonly testId?: string;
  readonly compact?: boolean;
}

const recompressible = new Set(["image/jpeg", "image/webp"]);

async function compress(file: File, quality: number): Promise<File> {
  if (quality <= 0 || quality >= 1 || !recompressible.has(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, quality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name, { type: file.type });
  } catch {
    return file;
  }
}

export function ImageUploader<Answer>(props: ImageUploaderProps<Answer>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const maxBytes = props.maxBytes ?? constants.defaultImageMaxBytes;

  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) {
      toast.error(t("validation.imageType"));
      return;
    }
    const prepared = await compress(file, props.quality ?? 0);
    if (prepared.size > maxBytes) {
      toast.error(t("validation.imageSize", { size: formatBytes(maxBytes) }));
      return;
    }
    setPercent(0);
    try {
      props.onUploaded(await callUpload(props.call, prepared, prepared.name, {}, { onProgress: setPercent }));
    } catch {
      // Reported by the REST helper (the error's message, or that the upload failed).
    } finally {
      setPercent(null);
      if (input.current) input.current.value = "";
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <div
      className={`drop-zone${dragging ? " dragging" : ""}${props.compact ? " compact" : ""}`}
      data-dropzone="true"
      data-testid={props.testId ?? "image-uploader"}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onClick={() => percent === null && input.current?.click()}
      role="button"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") input.current?.click();
      }}
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`${props.testId ?? "image-uploader"}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {percent === null ? (
        <div className="drop-zone-label">
          <Icon name="upload" />
          <strong>{props.label}</strong>
          <div className="muted">{t("upload.imageDropHint", { size: formatBytes(maxBytes) })}</div>
        </div>
      ) : (
        <Progress percent={percent} indicating progress size="small" data-testid="upload-progress" />
      )}
    </div>
  );
}
