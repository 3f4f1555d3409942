/**
 * The back office's desktop builds (Sys.Config): publish a build per platform with the chunked upload
 * (the stated SHA-256 must be the file's), edit its version and notes, enable, disable, remove,
 * recover and delete for good.
 */
import {
  desktopBuildInput,
  desktopBuildUpdate,
  desktopPlatforms,
  restCalls,
  type DesktopPlatform,
} from "@crucible/schema";
import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { Form, Progress } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/FormDialog";
import { formatBytes } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import { uploadFile, UploadRefused, type UploadProgress } from "../../components/upload/uploadProtocol";
import { isAbortError } from "../../graphql/errors";
import type { DesktopBuildFieldsFragment } from "../../graphql";
import {
  usePurgeDesktopBuildMutation,
  useRecoverDesktopBuildMutation,
  useRemoveDesktopBuildMutation,
  useSetDesktopBuildStatusMutation,
  useSysDesktopBuildsQuery,
  useUpdateDesktopBuildMutation,
} from "../../graphql/__generated__/documents/desktop";
import { errorLang, useNs } from "../../i18n";
import { errorMessage } from "@crucible/schema";
import { desktopNs } from "./i18n";

type Row = DesktopBuildFieldsFragment;

/** Percent of the whole upload: hashing is the first fifth, sending the rest. */
function percentOf(progress: UploadProgress | null, size: number): number {
  if (!progress || size === 0) return 0;
  if (progress.phase === "done") return 100;
  return Math.round(20 * Math.min(1, progress.hashed / size) + 80 * Math.min(1, progress.received / size));
}

function PublishDialog({ onClose }: { onClose: (published: boolean) => void }) {
  const { t: text } = useNs(desktopNs);
  const [platform, setPlatform] = useState<DesktopPlatform>("windows");
  const [version, setVersion] = useState("");
  const [notes, setNotes] = useState("");
  const [englishNotes, setEnglishNotes] = useState("");
  const [sha256, setSha256] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const parsed = desktopBuildInput.safeParse({
    Platform: platform,
    Version: version,
    Notes: notes,
    EnglishNotes: englishNotes,
    StatedSha256: sha256,
  });
  const issue = (path: string) => {
    if (!tried || parsed.success) return undefined;
    const found = parsed.error.issues.find((i) => i.path[0] === path);
    return found ? { content: found.message, pointing: "above" as const } : undefined;
  };
  const submit = async () => {
    setTried(true);
    if (!parsed.success || !file) return;
    const abort = new AbortController();
    controller.current = abort;
    try {
      await uploadFile(
        file,
        [],
        { calls: restCalls.desktopBuildUpload, extra: parsed.data },
        setProgress,
        abort.signal,
      );
      toast.success(text("done"));
      onClose(true);
    } catch (error) {
      setProgress(null);
      if (isAbortError(error)) return;
      if (error instanceof UploadRefused) toast.error(errorMessage(error.type, errorLang(), error.value));
      // Other API errors (a checksum that does not match, a file too large) were reported by the REST client.
    } finally {
      controller.current = null;
    }
  };
  const busy = progress !== null && progress.phase !== "done";
  return (
    <FormDialog
      open
      title={text("publish")}
      onClose={() => {
        controller.current?.abort();
        onClose(false);
      }}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={text("publish")}
      testId="desktop-publish-dialog"
    >
      <Form.Group widths="equal">
        <Form.Select
          label={text("platform")}
          value={platform}
          options={desktopPlatforms.map((p) => ({ key: p, value: p, text: text(`platforms.${p}`) }))}
          onChange={(_event, data) => setPlatform(String(data.value) as DesktopPlatform)}
          data-testid="desktop-platform"
        />
        <Form.Input
          label={text("version")}
          value={version}
          required
          error={issue("Version")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setVersion(event.target.value)}
          input={{ "data-testid": "desktop-version" }}
        />
      </Form.Group>
      <Form.Input
        label={text("sha256")}
        value={sha256}
        required
        placeholder={text("sha256Hint")}
        error={issue("StatedSha256")}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setSha256(event.target.value)}
        input={{ "data-testid": "desktop-sha256", spellCheck: false }}
      />
      <Form.Field required error={tried && !file}>
        <label htmlFor="desktop-file">{text("file")}</label>
        <input
          id="desktop-file"
          type="file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid="desktop-file"
        />
      </Form.Field>
      <Form.Group widths="equal">
        <Form.TextArea
          label={text("notes")}
          value={notes}
          rows={3}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setNotes(event.target.value)}
          data-testid="desktop-notes"
        />
        <Form.TextArea
          label={text("englishNotes")}
          value={englishNotes}
          rows={3}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setEnglishNotes(event.target.value)}
          data-testid="desktop-english-notes"
        />
      </Form.Group>
      {progress && file ? (
        <Progress
          percent={percentOf(progress, file.size)}
          progress
          indicating
          label={progress.phase === "hashing" ? text("hashing") : text("uploading")}
          data-testid="desktop-progress"
        />
      ) : null}
    </FormDialog>
  );
}

function EditDialog({ row, onClose }: { row: Row; onClose: (saved: boolean) => void }) {
  const { t: text } = useNs(desktopNs);
  const [version, setVersion] = useState(row.version);
  const [notes, setNotes] = useState(row.notes);
  const [englishNotes, setEnglishNotes] = useState(row.englishNotes);
  const [save, { loading }] = useUpdateDesktopBuildMutation();
  const parsed = desktopBuildUpdate.safeParse({ Version: version, Notes: notes, EnglishNotes: englishNotes });
  const submit = async () => {
    if (!parsed.success) return;
    const result = await save({ variables: { id: row.id, input: { version, notes, englishNotes } } });
    if (result.data) {
      toast.success(text("saved"));
      onClose(true);
    }
  };
  return (
    <FormDialog
      open
      title={text("edit")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={loading}
      testId="desktop-edit-dialog"
    >
      <Form.Input
        label={text("version")}
        value={version}
        required
        error={parsed.success ? undefined : { content: text("required"), pointing: "above" }}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setVersion(event.target.value)}
      />
      <Form.TextArea
        label={text("notes")}
        value={notes}
        rows={3}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setNotes(event.target.value)}
      />
      <Form.TextArea
        label={text("englishNotes")}
        value={englishNotes}
        rows={3}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setEnglishNotes(event.target.value)}
      />
    </FormDialog>
  );
}

export function SysDesktopBuilds() {
  const { t: text } = useNs(desktopNs);
  const session = useSession();
  const screen = useResourceScreen({
    useList: useSysDesktopBuildsQuery,
    pick: (data) => data.sysDesktopBuilds,
  });
  const [setStatus] = useSetDesktopBuildStatusMutation();
  const [remove] = useRemoveDesktopBuildMutation();
  const [recover] = useRecoverDesktopBuildMutation();
  const [purge] = usePurgeDesktopBuildMutation();
  const canUpdate = session.can("Sys.Config.Update");
  const canDelete = session.can("Sys.Config.Delete");
  const kit = useColumnKit();
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "Platform",
        title: text("platform"),
        value: (row) => row.platform,
        render: (row) => text(`platforms.${row.platform}`),
        sortable: true,
        filter: {
          kind: "string",
          options: desktopPlatforms.map((p) => ({ value: p, text: text(`platforms.${p}`) })),
        },
        collapsing: true,
      },
      kit.text("Version", text("version"), (row) => row.version, { collapsing: true }),
      {
        key: "FileName",
        title: text("file"),
        value: (row) => row.fileName,
        render: (row) => (
          <div>
            {row.fileName}
            <div className="muted desktop-sha">{row.sha256}</div>
          </div>
        ),
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Size",
        title: text("size"),
        value: (row) => row.size,
        render: (row) => formatBytes(row.size),
        sortable: true,
        filter: { kind: "size" },
        collapsing: true,
      },
      {
        key: "Downloads",
        title: text("downloads"),
        value: (row) => row.downloads,
        sortable: true,
        collapsing: true,
      },
      kit.date("CreatedAt", text("published"), (row) => String(row.createdAt), { collapsing: true }),
    ],
    [text, kit],
  );
  return (
    <ResourceScreen
      testId="sys-desktop-page"
      title={text("title")}
      intro={text("sysIntro")}
      {...screen.list(columns)}
      recycleBin
      tableTestId="desktop-builds"
      create={canUpdate ? { label: text("publish"), testId: "desktop-publish" } : null}
      editing={screen.editing}
      dialog={(row) =>
        row ? (
          <EditDialog row={row} onClose={screen.closeDialog} />
        ) : (
          <PublishDialog onClose={screen.closeDialog} />
        )
      }
      actions={{
        prefix: "desktop",
        name: (row) => row.fileName,
        edit: canUpdate ? screen.editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete
          ? {
              run: (row) => screen.run(remove({ variables: { id: row.id } }), text("removed")),
              question: (row) => text("removeConfirm", { name: row.fileName }),
              label: text("remove"),
              icon: "trash alternate outline",
            }
          : undefined,
        recover: canDelete ? (row) => screen.run(recover({ variables: { id: row.id } })) : undefined,
        destroy: canDelete
          ? {
              run: (row) => screen.run(purge({ variables: { id: row.id } })),
              question: (row) => text("purgeConfirm", { name: row.fileName }),
              label: text("purge"),
              testId: "purge",
            }
          : undefined,
      }}
    />
  );
}
