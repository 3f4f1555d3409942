/**
 * The standard row actions of a back-office table: edit, enable or disable, remove (soft delete, with
 * a confirm), and in the recycle bin recover and delete for good. Each button carries the test id
 * `<prefix>-<action>-<key>` (user-edit-12, image-recover-3) and appears only when the screen passes its
 * handler, which it does only with the permission. Screen-specific buttons go in the slots.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SemanticICONS } from "semantic-ui-react";
import type { EntityStatus } from "../../graphql";
import { ConfirmButton } from "../ConfirmButton";
import { RowAction, StatusAction } from "../RowAction";
import { toast } from "../toast";

/**
 * What every row of a kit table has: an id; a status, enabled or disabled when the row has the toggle
 * (other lists have their own states: an invoice's, a job's); a removal time in the recycle bin.
 */
export interface KitRow {
  readonly id: string;
  readonly status?: string;
  readonly deletedAt?: string | null;
}

function isEntityStatus(status: string | undefined): status is EntityStatus {
  return status === "ENABLED" || status === "DISABLED";
}

/** A mutation's answer, as far as the kit reads it. */
export interface Outcome {
  readonly error?: unknown;
}

/** An action behind a confirm dialog (remove, delete for good). */
export interface ConfirmSpec<T> {
  readonly run: (row: T) => Promise<unknown> | void;
  /** The dialog's question; default "Remove {name}?". */
  readonly question?: (row: T) => string;
  readonly detail?: (row: T) => ReactNode;
  readonly label?: string;
  readonly icon?: SemanticICONS;
  /** The action's word in the test id; default "remove" (or "delete" for `destroy`). */
  readonly testId?: string;
}

export type RowActionName = "edit" | "status" | "remove";

export interface RowActionSpec<T extends KitRow> {
  /** First word of the buttons' test ids. */
  readonly prefix: string;
  /** Last word of the test ids; default the row's id. */
  readonly key?: (row: T) => string;
  /** The row's name in the confirm questions. */
  readonly name: (row: T) => string;
  readonly edit?: (row: T) => void;
  readonly status?: (row: T, next: EntityStatus) => void;
  readonly remove?: ConfirmSpec<T>;
  /** Recovers a row of the recycle bin; a success toasts `recovered` (default "Done"). */
  readonly recover?: (row: T) => Promise<Outcome>;
  readonly recovered?: (row: T) => string;
  /** Deletes a row of the recycle bin for good. */
  readonly destroy?: ConfirmSpec<T>;
  /** Hides edit, status or remove on some rows (one's own account, another user's processor). */
  readonly allow?: (row: T, action: RowActionName) => boolean;
  /** Buttons before edit, between edit and status, and after status (before remove). */
  readonly lead?: (row: T) => ReactNode;
  readonly afterEdit?: (row: T) => ReactNode;
  readonly extra?: (row: T) => ReactNode;
}

export function RowActions<T extends KitRow>({ spec, row }: { spec: RowActionSpec<T>; row: T }) {
  const { t } = useTranslation();
  const key = spec.key?.(row) ?? row.id;
  const testId = (action: string) => `${spec.prefix}-${action}-${key}`;
  const allowed = (action: RowActionName) => spec.allow?.(row, action) ?? true;

  if (row.deletedAt) {
    const { recover, destroy } = spec;
    if (!recover && !destroy) return null;
    return (
      <div className="action-buttons">
        {recover ? (
          <RowAction
            icon="undo"
            label={t("common.recover")}
            onClick={() =>
              void recover(row).then((result) => {
                if (!result.error) toast.success(spec.recovered?.(row) ?? t("common.done"));
              })
            }
            testId={testId("recover")}
          />
        ) : null}
        {destroy ? (
          <Confirm
            spec={destroy}
            row={row}
            name={spec.name(row)}
            testId={testId(destroy.testId ?? "delete")}
          />
        ) : null}
      </div>
    );
  }

  const { edit, status, remove } = spec;
  return (
    <div className="action-buttons">
      {spec.lead?.(row)}
      {edit && allowed("edit") ? (
        <RowAction icon="edit" label={t("common.edit")} onClick={() => edit(row)} testId={testId("edit")} />
      ) : null}
      {spec.afterEdit?.(row)}
      {status && isEntityStatus(row.status) && allowed("status") ? (
        <StatusAction status={row.status} onToggle={(next) => status(row, next)} testId={testId("status")} />
      ) : null}
      {spec.extra?.(row)}
      {remove && allowed("remove") ? (
        <Confirm spec={remove} row={row} name={spec.name(row)} testId={testId(remove.testId ?? "remove")} />
      ) : null}
    </div>
  );
}

function Confirm<T>(props: { spec: ConfirmSpec<T>; row: T; name: string; testId: string }) {
  const { t } = useTranslation();
  const { spec, row } = props;
  return (
    <ConfirmButton
      iconOnly
      label={spec.label ?? t("common.remove")}
      icon={spec.icon ?? "trash"}
      question={spec.question?.(row) ?? t("common.confirmRemove", { name: props.name })}
      detail={spec.detail?.(row)}
      onConfirm={() => spec.run(row)}
      testId={props.testId}
    />
  );
}
