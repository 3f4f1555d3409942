// @vitest-environment jsdom
/**
 * The screen kit rendered for real: a small screen over a list query and a recover mutation answered
 * by Apollo's MockedProvider, its standard columns, toolbar, row actions (test ids, permissions, the
 * confirm of remove, the recycle bin's recover and delete), the editing dialog, both languages.
 */
import { gql, type TypedDocumentNode } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EntityStatus } from "../../graphql";
import type { Column } from "../table/column";
import { useResourceTable } from "../table/useResourceTable";
import { useColumnKit } from "./columns";
import { ResourceScreen } from "./ResourceScreen";
import { renderKit, type TestLanguage } from "./testSupport";
import { useEditing } from "./useEditing";

afterEach(cleanup);

interface Thing {
  readonly __typename: "Thing";
  readonly id: string;
  readonly name: string;
  readonly status: EntityStatus;
  readonly createdAt: string;
  readonly deletedAt: string | null;
}

const ThingsDocument: TypedDocumentNode<{ things: Thing[] }, Record<string, never>> = gql`
  query KitThings {
    things {
      id
      name
      status
      createdAt
      deletedAt
    }
  }
`;

const RecoverThingDocument: TypedDocumentNode<{ recoverThing: { id: string } }, { id: string }> = gql`
  mutation KitRecoverThing($id: ID!) {
    recoverThing(id: $id) {
      id
    }
  }
`;

const live: Thing = {
  __typename: "Thing",
  id: "7",
  name: "benzene",
  status: "ENABLED",
  createdAt: "2026-01-02T03:04:05.000Z",
  deletedAt: null,
};
const removed: Thing = { ...live, id: "8", name: "toluene", status: "DISABLED", deletedAt: live.createdAt };

const mocks = [
  { request: { query: ThingsDocument }, result: { data: { things: [live, removed] } } },
  {
    request: { query: RecoverThingDocument, variables: { id: "8" } },
    result: { data: { recoverThing: { __typename: "Thing", id: "8" } } },
  },
];

interface Handlers {
  readonly status: (id: string, next: EntityStatus) => void;
  readonly remove: (id: string) => void;
  readonly destroy: (id: string) => void;
}

function ThingsScreen({ can, on }: { can: { update: boolean; delete: boolean }; on: Handlers }) {
  const { t } = useTranslation();
  const table = useResourceTable();
  const query = useQuery(ThingsDocument);
  const [recover] = useMutation(RecoverThingDocument);
  const editing = useEditing<Thing>();
  const kit = useColumnKit();
  const columns = useMemo<Column<Thing>[]>(
    () => [kit.id(), kit.text("Name", t("common.name"), (row) => row.name), kit.status(), kit.createdAt()],
    [kit, t],
  );
  return (
    <ResourceScreen
      testId="things-page"
      title="Things"
      table={table}
      columns={columns}
      rows={query.data?.things ?? []}
      total={query.data?.things.length ?? 0}
      loading={query.loading}
      recycleBin
      onRefresh={() => void query.refetch()}
      tableTestId="things-table"
      create={can.update ? { label: "New thing", testId: "thing-create" } : null}
      editing={editing}
      dialog={(row, close) => (
        <div data-testid="thing-dialog">
          {row ? `editing ${row.name}` : "creating"}
          <button type="button" data-testid="thing-dialog-close" onClick={close}>
            close
          </button>
        </div>
      )}
      actions={{
        prefix: "thing",
        name: (row) => row.name,
        edit: can.update ? editing.edit : undefined,
        status: can.update ? (row, next) => on.status(row.id, next) : undefined,
        extra: (row) => <span data-testid={`thing-extra-${row.id}`} />,
        remove: can.delete ? { run: (row) => on.remove(row.id) } : undefined,
        recover: can.delete ? (row) => recover({ variables: { id: row.id } }) : undefined,
        destroy: can.delete ? { run: (row) => on.destroy(row.id), label: "Delete for good" } : undefined,
      }}
    />
  );
}

function handlers(): Handlers {
  return { status: vi.fn(), remove: vi.fn(), destroy: vi.fn() };
}

async function renderThings(
  can: { update: boolean; delete: boolean },
  on: Handlers,
  language?: TestLanguage,
) {
  const rendered = await renderKit(<ThingsScreen can={can} on={on} />, { mocks, language });
  await screen.findByTestId("row-7");
  return rendered;
}

describe("ResourceScreen", () => {
  it("draws the header, the standard columns and the rows the list query answers", async () => {
    await renderThings({ update: true, delete: true }, handlers());
    expect(screen.getByTestId("page-title").textContent).toBe("Things");
    const headers = within(screen.getByTestId("things-table"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["ID", "Name", "Status", "Created", "Actions"]);
    const row = screen.getByTestId("row-7");
    expect(within(row).getByText("benzene")).toBeTruthy();
    expect(within(row).getByText("Enabled")).toBeTruthy();
    expect(screen.getByTestId("table-total").textContent).toContain("2");
  });

  it("offers edit, status, the screen's own buttons and remove on a live row, in that order", async () => {
    const on = handlers();
    await renderThings({ update: true, delete: true }, on);
    const buttons = within(screen.getByTestId("row-7")).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("data-testid"))).toEqual([
      "thing-edit-7",
      "thing-status-7",
      "thing-remove-7",
    ]);
    expect(screen.getByTestId("thing-extra-7")).toBeTruthy();
    // Status: pause while enabled, and the handler gets the next status.
    expect(screen.getByTestId("thing-status-7").getAttribute("aria-label")).toBe("Disable");
    fireEvent.click(screen.getByTestId("thing-status-7"));
    expect(on.status).toHaveBeenCalledWith("7", "DISABLED");
  });

  it("asks before removing, and removes only on OK", async () => {
    const on = handlers();
    await renderThings({ update: true, delete: true }, on);
    fireEvent.click(screen.getByTestId("thing-remove-7"));
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(within(dialog).getByText("Remove benzene?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-cancel"));
    expect(on.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("thing-remove-7"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(on.remove).toHaveBeenCalledWith("7"));
  });

  it("opens the dialog on the row edited, and on a new row from the create button", async () => {
    await renderThings({ update: true, delete: true }, handlers());
    expect(screen.queryByTestId("thing-dialog")).toBeNull();
    fireEvent.click(screen.getByTestId("thing-edit-7"));
    expect(screen.getByTestId("thing-dialog").textContent).toContain("editing benzene");
    fireEvent.click(screen.getByTestId("thing-dialog-close"));
    expect(screen.queryByTestId("thing-dialog")).toBeNull();
    fireEvent.click(screen.getByTestId("thing-create"));
    expect(screen.getByTestId("thing-dialog").textContent).toContain("creating");
  });

  it("offers recover and delete for good on a removed row; recover toasts once the mutation answers", async () => {
    const on = handlers();
    await renderThings({ update: true, delete: true }, on);
    const buttons = within(screen.getByTestId("row-8")).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("data-testid"))).toEqual([
      "thing-recover-8",
      "thing-delete-8",
    ]);
    fireEvent.click(screen.getByTestId("thing-recover-8"));
    // Other files of this worker may have left toasts of their own in the shared store (isolate: false).
    await waitFor(() =>
      expect(screen.getAllByTestId("toast").map((toast) => toast.textContent)).toContain("Done"),
    );
    fireEvent.click(screen.getByTestId("thing-delete-8"));
    expect(within(await screen.findByTestId("confirm-dialog")).getByText("Remove toluene?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    await waitFor(() => expect(on.destroy).toHaveBeenCalledWith("8"));
  });

  it("shows no button the permissions do not allow", async () => {
    await renderThings({ update: false, delete: false }, handlers());
    expect(screen.queryByTestId("thing-create")).toBeNull();
    expect(within(screen.getByTestId("row-7")).queryAllByRole("button")).toEqual([]);
    expect(within(screen.getByTestId("row-8")).queryAllByRole("button")).toEqual([]);
    // The recycle-bin toggle and refresh stay.
    expect(screen.getByTestId("recycle-bin")).toBeTruthy();
    expect(screen.getByTestId("table-refresh")).toBeTruthy();
  });

  it("words the columns, labels and actions in Chinese", async () => {
    const { i18n } = await renderThings({ update: true, delete: true }, handlers(), "zh-CN");
    const headers = within(screen.getByTestId("things-table"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      i18n.t("common.id"),
      i18n.t("common.name"),
      i18n.t("common.status"),
      i18n.t("common.createdAt"),
      i18n.t("common.actions"),
    ]);
    expect(headers).not.toContain("Status");
    expect(screen.getByTestId("thing-edit-7").getAttribute("aria-label")).toBe(i18n.t("common.edit"));
    expect(within(screen.getByTestId("row-7")).getByText(i18n.t("common.enabled"))).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage("en-US");
    });
    expect(screen.getByTestId("thing-edit-7").getAttribute("aria-label")).toBe("Edit");
  });
});
