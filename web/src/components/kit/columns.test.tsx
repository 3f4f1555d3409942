// @vitest-environment jsdom
/**
 * The row actions' column (`actionsColumn`): its header in both languages, its cells' class, the
 * standard buttons of a spec or the screen's own function, and ResourceTable drawing its `actions` with
 * it (last, and counted in the empty row's span).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { EntityStatus } from "../../graphql";
import { ResourceTable } from "../ResourceTable";
import type { Column } from "../table/column";
import { useResourceTable } from "../table/useResourceTable";
import { actionsColumn, type RowActionsInput } from "./columns";
import { renderKit, testI18n, type TestLanguage } from "./testSupport";

afterEach(cleanup);

interface Thing {
  readonly id: string;
  readonly name: string;
  readonly status: EntityStatus;
}

const benzene: Thing = { id: "7", name: "benzene", status: "ENABLED" };

const spec: RowActionsInput<Thing> = {
  prefix: "thing",
  name: (row) => row.name,
  edit: () => undefined,
  status: () => undefined,
  remove: { run: () => undefined },
};

const nameColumn: Column<Thing> = { key: "Name", title: "Name", value: (row) => row.name };

function Things({ rows, actions }: { rows: readonly Thing[]; actions?: RowActionsInput<Thing> }) {
  const table = useResourceTable();
  return (
    <ResourceTable
      table={table}
      columns={[nameColumn]}
      rows={rows}
      total={rows.length}
      loading={false}
      actions={actions}
      testId="things-table"
    />
  );
}

function headers(): string[] {
  return within(screen.getByTestId("things-table"))
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent ?? "");
}

describe("actionsColumn", () => {
  it.each<[TestLanguage, string]>([
    ["en-US", "Actions"],
    ["zh-CN", "操作"],
  ])("is the narrow last column headed in %s, its cells on one line", async (language, title) => {
    const i18n = await testI18n(language);
    const column = actionsColumn(i18n.t, spec);
    expect(column).toMatchObject({ key: "Actions", title, collapsing: true, className: "row-actions" });
    expect(column.sortable).toBeUndefined();
    expect(column.filter).toBeUndefined();
    expect(column.value).toBeUndefined();
  });

  it("draws a spec's standard buttons with their test ids", async () => {
    const i18n = await testI18n("en-US");
    const column = actionsColumn(i18n.t, spec);
    await renderKit(<>{column.render?.(benzene)}</>);
    for (const action of ["edit", "status", "remove"]) {
      expect(screen.getByTestId(`thing-${action}-7`)).toBeTruthy();
    }
  });

  it("offers the status toggle only on a row enabled or disabled", async () => {
    const i18n = await testI18n("en-US");
    const invoice = { id: "9", name: "INV-9", status: "issued" };
    const column = actionsColumn<typeof invoice>(i18n.t, {
      prefix: "invoice",
      name: (row) => row.name,
      edit: () => undefined,
      status: () => undefined,
    });
    await renderKit(<>{column.render?.(invoice)}</>);
    expect(screen.getByTestId("invoice-edit-9")).toBeTruthy();
    expect(screen.queryByTestId("invoice-status-9")).toBeNull();
  });

  it("draws a function's own cell as it is", async () => {
    const i18n = await testI18n("en-US");
    const column = actionsColumn<Thing>(i18n.t, (row) => (
      <span data-testid={`own-${row.id}`}>{row.name}</span>
    ));
    render(<>{column.render?.(benzene)}</>);
    expect(screen.getByTestId("own-7").textContent).toBe("benzene");
  });
});

describe("ResourceTable's actions", () => {
  it.each<[TestLanguage, string]>([
    ["en-US", "Actions"],
    ["zh-CN", "操作"],
  ])("come last, headed in %s, in cells of the row-actions class", async (language, title) => {
    await renderKit(<Things rows={[benzene]} actions={spec} />, { language });
    expect(headers()).toEqual(["Name", title]);
    const cell = screen.getByTestId("thing-edit-7").closest("td");
    expect(cell?.classList.contains("row-actions")).toBe(true);
    expect(cell?.classList.contains("collapsing")).toBe(true);
    expect(screen.getByTestId("thing-remove-7")).toBeTruthy();
  });

  it("take a function drawing the row's own buttons", async () => {
    await renderKit(
      <Things rows={[benzene]} actions={(row) => <button type="button">{`open ${row.name}`}</button>} />,
    );
    expect(headers()).toEqual(["Name", "Actions"]);
    expect(screen.getByRole("button", { name: "open benzene" }).closest("td")?.className).toContain(
      "row-actions",
    );
  });

  it("leave no column when there are none, and the empty row spans the actions column", async () => {
    await renderKit(<Things rows={[benzene]} />);
    expect(headers()).toEqual(["Name"]);
    cleanup();
    await renderKit(<Things rows={[]} actions={spec} />);
    expect(screen.getByTestId("table-empty").getAttribute("colspan")).toBe("2");
  });
});
