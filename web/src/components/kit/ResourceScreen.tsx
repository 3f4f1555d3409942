/**
 * A back-office resource screen: the page header, the ResourceTable with its toolbar (a create button
 * first), the standard row actions, and the dialog of the row being edited. The screen keeps its
 * query (`useResourceTable` + the generated list hook), its columns and its mutations; the kit draws
 * the rest the same way on every screen.
 */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "semantic-ui-react";
import { PageHeader } from "../PageHeader";
import { ResourceTable } from "../ResourceTable";
import type { RowActionsInput } from "./columns";
import type { ListProps } from "./resourceList";
import type { KitRow } from "./RowActions";
import type { Editing } from "./useEditing";

/** The toolbar's create button; pass it only when the user may create. */
export interface CreateSpec {
  readonly label: string;
  readonly testId: string;
  /** Default: opens the screen's dialog on a new row (`editing.create`). */
  readonly onClick?: () => void;
  /** A route to open instead (a builder, a page of its own). */
  readonly to?: string;
}

export interface ResourceScreenProps<T extends KitRow> extends ListProps<T> {
  /** The page's test id (users-page...). */
  readonly testId: string;
  readonly title: string;
  readonly intro?: string;
  /** Controls in the page header, right of the title. */
  readonly header?: ReactNode;
  /** Shown between the header and the table (a library picker, a usage bar). */
  readonly above?: ReactNode;
  /** Wraps the table (a folder tree beside it, an uploader above it). */
  readonly frame?: (table: ReactNode) => ReactNode;
  readonly className?: string;
  readonly recycleBin?: boolean;
  readonly selection?: {
    readonly selected: ReadonlySet<string>;
    readonly onChange: (selected: Set<string>) => void;
  };
  /** The table's test id. */
  readonly tableTestId?: string;
  readonly create?: CreateSpec | null;
  /** More toolbar controls, after the create button. */
  readonly toolbar?: ReactNode;
  /** The standard row actions, or a function drawing a row's own (the table's `actionsColumn`). */
  readonly actions?: RowActionsInput<T>;
  readonly editing?: Editing<T>;
  /** The dialog of `editing`: `row` null creates. Drawn while `editing.open`. */
  readonly dialog?: (row: T | null, close: () => void) => ReactNode;
  /** Other dialogs of the screen. */
  readonly children?: ReactNode;
}

/** The primary "+ Create ..." button of a toolbar. */
export function CreateButton({ spec, onClick }: { spec: CreateSpec; onClick?: () => void }) {
  const common = { primary: true, icon: "plus", content: spec.label, "data-testid": spec.testId } as const;
  return spec.to !== undefined ? (
    <Button {...common} as={Link} to={spec.to} />
  ) : (
    <Button {...common} onClick={spec.onClick ?? onClick} />
  );
}

export function ResourceScreen<T extends KitRow>(props: ResourceScreenProps<T>) {
  const { editing, create } = props;
  const toolbar =
    create || props.toolbar ? (
      <>
        {create ? <CreateButton spec={create} onClick={editing?.create} /> : null}
        {props.toolbar}
      </>
    ) : undefined;
  const tableNode = (
    <ResourceTable
      table={props.table}
      columns={props.columns}
      rows={props.rows}
      total={props.total}
      loading={props.loading}
      recycleBin={props.recycleBin}
      onRefresh={props.onRefresh}
      selection={props.selection}
      toolbar={toolbar}
      actions={props.actions}
      testId={props.tableTestId}
    />
  );
  return (
    <div className={props.className} data-testid={props.testId}>
      <PageHeader title={props.title} intro={props.intro}>
        {props.header}
      </PageHeader>
      {props.above}
      {props.frame ? props.frame(tableNode) : tableNode}
      {editing?.open && props.dialog ? props.dialog(editing.row, editing.close) : null}
      {props.children}
    </div>
  );
}
