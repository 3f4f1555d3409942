// @vitest-environment jsdom
/**
 * useResourceScreen rendered for real over Apollo's MockedProvider: the list hook gets the table's
 * query, a page answer is drawn with its total, a whole list is paged here, the dialog's row, a
 * mutation run through the hook toasts and refetches the list, and the list hook's answer is handed back.
 */
import { gql, type TypedDocumentNode } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useMemo } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { QueryInput } from "../../graphql";
import type { Column } from "../table/column";
import { ResourceScreen } from "./ResourceScreen";
import { renderKit } from "./testSupport";
import { useResourceScreen, type ListHookOptions } from "./useResourceScreen";

afterEach(cleanup);

interface Item {
  readonly __typename: "Item";
  readonly id: string;
  readonly name: string;
}

interface ItemPage {
  readonly __typename: "ItemPage";
  readonly list: readonly Item[];
  readonly total: number;
}

const ItemsDocument: TypedDocumentNode<{ items: ItemPage }, { query?: QueryInput }> = gql`
  query KitItems($query: QueryInput) {
    items(query: $query) {
      list {
        id
        name
      }
      total
    }
  }
`;

const RemoveItemDocument: TypedDocumentNode<{ removeItem: boolean }, { id: string }> = gql`
  mutation KitRemoveItem($id: ID!) {
    removeItem(id: $id)
  }
`;

const item = (id: string, name: string): Item => ({ __typename: "Item", id, name });
const page = (list: Item[]): { items: ItemPage } => ({
  items: { __typename: "ItemPage", list, total: 40 + list.length },
});

/** The first page is asked for with the table's first page size and offset 0. */
const firstPage = (variables: { query?: QueryInput }) =>
  variables.query?.limit === 10 && variables.query.offset === 0;

function useItems(options: ListHookOptions) {
  return useQuery(ItemsDocument, options);
}

function ItemsScreen() {
  const screenState = useResourceScreen({ table: { pageSize: 10 }, useList: useItems, pick: (d) => d.items });
  const [remove] = useMutation(RemoveItemDocument);
  const columns = useMemo<Column<Item>[]>(() => [{ key: "Name", title: "Name", value: (r) => r.name }], []);
  return (
    <ResourceScreen
      testId="items-page"
      title="Items"
      {...screenState.list(columns)}
      tableTestId="items-table"
      create={{ label: "New item", testId: "item-create" }}
      editing={screenState.editing}
      dialog={(row) => (
        <div data-testid="item-dialog">
          {row ? `editing ${row.name}` : "creating"}
          <button type="button" data-testid="item-saved" onClick={() => screenState.closeDialog(true)}>
            saved
          </button>
        </div>
      )}
      actions={{
        prefix: "item",
        name: (row) => row.name,
        edit: screenState.editing.edit,
        remove: { run: (row) => screenState.run(remove({ variables: { id: row.id } }), "Item removed") },
      }}
    />
  );
}

function Whole() {
  const screenState = useResourceScreen({
    table: { pageSize: 2 },
    // A whole list is asked for once; the table's paging and sort stay here.
    useList: () => useQuery(ItemsDocument, { variables: {} }),
    pick: (d) => d.items.list,
  });
  const columns = useMemo<Column<Item>[]>(
    () => [{ key: "Name", title: "Name", value: (r) => r.name, sortable: true }],
    [],
  );
  return <ResourceScreen testId="whole-page" title="Whole" {...screenState.list(columns)} />;
}

/** Reads what the list hook answered: its data, and the Apollo query's own (polling). */
function Answer() {
  const screenState = useResourceScreen({
    table: { pageSize: 10 },
    useList: (options: ListHookOptions) => useQuery(ItemsDocument, options),
    pick: (d) => d.items,
  });
  const { data, query } = screenState;
  return (
    <>
      <span data-testid="answer">
        {data ? `${data.items.list.length} of ${data.items.total}` : "waiting"}
      </span>
      <span data-testid="polls">{typeof query.startPolling}</span>
    </>
  );
}

describe("useResourceScreen", () => {
  it("asks the list hook for the table's page and draws the rows and the total answered", async () => {
    await renderKit(<ItemsScreen />, {
      mocks: [
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene"), item("2", "toluene")]) },
        },
      ],
    });
    await screen.findByTestId("row-1");
    expect(screen.getByTestId("row-2")).toBeTruthy();
    expect(screen.getByTestId("table-total").textContent).toContain("42");
  });

  it("runs a mutation, toasts its success and refetches the list", async () => {
    await renderKit(<ItemsScreen />, {
      mocks: [
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene"), item("2", "toluene")]) },
        },
        {
          request: { query: RemoveItemDocument, variables: { id: "2" } },
          result: { data: { removeItem: true } },
        },
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene")]) },
        },
      ],
    });
    await screen.findByTestId("row-2");
    fireEvent.click(screen.getByTestId("item-remove-2"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() =>
      expect(screen.getAllByTestId("toast").map((toast) => toast.textContent)).toContain("Item removed"),
    );
    await waitFor(() => expect(screen.queryByTestId("row-2")).toBeNull());
    expect(screen.getByTestId("row-1")).toBeTruthy();
  });

  it("opens the dialog on a row or a new one, and a save closes it and refetches", async () => {
    await renderKit(<ItemsScreen />, {
      mocks: [
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene")]) },
        },
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene"), item("3", "phenol")]) },
        },
      ],
    });
    await screen.findByTestId("row-1");
    fireEvent.click(screen.getByTestId("item-edit-1"));
    expect(screen.getByTestId("item-dialog").textContent).toContain("editing benzene");
    fireEvent.click(screen.getByTestId("item-saved"));
    expect(screen.queryByTestId("item-dialog")).toBeNull();
    await screen.findByTestId("row-3");
    fireEvent.click(screen.getByTestId("item-create"));
    expect(screen.getByTestId("item-dialog").textContent).toContain("creating");
  });

  it("pages, counts and sorts a whole list here when the answer is an array", async () => {
    await renderKit(<Whole />, {
      mocks: [
        {
          request: { query: ItemsDocument, variables: {} },
          result: { data: page([item("1", "xylene"), item("2", "benzene"), item("3", "phenol")]) },
        },
      ],
    });
    await screen.findByTestId("row-1");
    expect(screen.getByTestId("row-2")).toBeTruthy();
    expect(screen.queryByTestId("row-3")).toBeNull();
    expect(screen.getByTestId("table-total").textContent).toContain("3");
    fireEvent.click(within(screen.getByTestId("whole-page")).getByText("Name"));
    await screen.findByTestId("row-3");
    expect(screen.queryByTestId("row-1")).toBeNull();
  });

  it("hands back the list hook's data and its own answer (an Apollo query's polling)", async () => {
    await renderKit(<Answer />, {
      mocks: [
        {
          request: { query: ItemsDocument, variables: firstPage },
          result: { data: page([item("1", "benzene"), item("2", "toluene")]) },
        },
      ],
    });
    expect(screen.getByTestId("answer").textContent).toBe("waiting");
    await waitFor(() => expect(screen.getByTestId("answer").textContent).toBe("2 of 42"));
    expect(screen.getByTestId("polls").textContent).toBe("function");
  });
});
