import { Icon, Message } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import { useNs } from "../../i18n";
import { MoveToProjectDialog } from "../projects/MoveToProject";
import { ExeUploadDialog } from "./ExeUploadDialog";
import { modulesNs } from "./i18n";
import { ProcessorDetails } from "./ProcessorDetails";
import { ProcessorDialog } from "./ProcessorDialog";
import { draftOf, emptyDraft, inputOf, type ProcessorDraft } from "./processorDraft";
import type { ProcessorRow, ProcessorScreenDialog, ProcessorSide } from "./processorRows";
import type { useProcessorMutations } from "./useProcessorList";

/** The back office's note on whose processor it is, above its details. */
function OwnerNote({ row }: { row: ProcessorRow }) {
  const { t } = useNs(modulesNs);
  return (
    <Message size="small" info={row.kind === "system"} data-testid="sys-processor-owner-note">
      <Icon name={row.kind === "system" ? "shield" : "user"} />
      {row.kind === "system"
        ? t("sysProcessors.systemNote")
        : t("sysProcessors.userNote", { account: row.ownerAccount ?? "" })}
      <span className="muted">
        {" "}
        · {t(`sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)} ·{" "}
        {formatDateTime(row.updatedAt ?? null)}
      </span>
    </Message>
  );
}

/** The screen's dialogs: create or edit, the executable's upload (offered at once after a create), details. */
export function ProcessorDialogs(props: {
  side: ProcessorSide;
  dialog: ProcessorScreenDialog | null;
  onDialog: (dialog: ProcessorScreenDialog | null) => void;
  mutations: ReturnType<typeof useProcessorMutations>;
  onChanged: () => void;
}) {
  const { t } = useNs(modulesNs);
  const { dialog, onDialog, mutations } = props;
  const system = props.side === "system";
  const close = () => onDialog(null);

  const save = async (draft: ProcessorDraft) => {
    const editing = dialog?.kind === "edit" ? dialog.row : null;
    const saved = await mutations.save(editing?.id ?? null, inputOf(draft));
    if (!saved) return;
    props.onChanged();
    if (editing) {
      toast.success(t("processors.updated", { name: saved.name }));
      close();
      return;
    }
    toast.success(t("processors.created", { name: saved.name }));
    // A new processor has no executable yet: offer the upload at once.
    onDialog({ kind: "exe", row: saved });
  };

  if (dialog?.kind === "create" || dialog?.kind === "edit") {
    return (
      <ProcessorDialog
        side={system ? "sys" : "user"}
        title={
          dialog.kind === "edit"
            ? t("processors.editTitle", { name: dialog.row.name })
            : system
              ? t("sysProcessors.createTitle")
              : t("processors.createTitle")
        }
        initial={dialog.kind === "edit" ? draftOf(dialog.row) : emptyDraft()}
        saving={mutations.saving}
        onClose={close}
        onSave={(draft) => void save(draft)}
      />
    );
  }
  if (dialog?.kind === "exe") {
    return (
      <ExeUploadDialog
        processor={dialog.row}
        side={system ? "sys" : "user"}
        onClose={close}
        onUploaded={props.onChanged}
      />
    );
  }
  if (dialog?.kind === "move") {
    return (
      <MoveToProjectDialog
        kind="processor"
        id={dialog.row.id}
        name={dialog.row.name}
        projectId={dialog.row.projectId ?? null}
        onClose={close}
        onMoved={() => {
          close();
          props.onChanged();
        }}
      />
    );
  }
  if (dialog?.kind === "view") {
    return (
      <ProcessorDetails
        row={dialog.row}
        onClose={close}
        extra={system ? <OwnerNote row={dialog.row} /> : undefined}
      />
    );
  }
  return null;
}
