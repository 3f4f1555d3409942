/**
 * What the commerce lists and forms share: the kind, an amount of GB or tokens, the user a row
 * concerns as columns; the kind as a select; the shape of a list a screen draws.
 */
import { packageKinds, type PackageKind } from "@crucible/schema";
import type { ReactNode } from "react";
import type { ScreenSide } from "../../app/side";
import { Form } from "semantic-ui-react";
import { ResourceTable } from "../../components/ResourceTable";
import type { Column } from "../../components/table/column";
import { listProps, type ResourceList } from "../../components/kit/resourceList";
import { useNs, type NsT } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { KindLabel, UserLink, formatGrants } from "./labels";

/** A list of a commerce screen (the kit's ResourceList). */
export type CommerceList<T> = ResourceList<T>;

/** The table of a list. */
export function CommerceTable<T extends { readonly id: string }>({
  list,
  testId,
  actions,
}: {
  list: CommerceList<T>;
  testId: string;
  actions?: (row: T) => ReactNode;
}) {
  return <ResourceTable {...listProps(list)} testId={testId} actions={actions} />;
}

/**
 * The columns of a list drawn for both sides (orders, packs, invoices): the back office sorts and
 * filters them, the user's own short lists are read as they come.
 */
export function sideColumns<T>(side: ScreenSide, columns: readonly Column<T>[]): Column<T>[] {
  if (side === "sys") return [...columns];
  return columns.map((column) => ({ ...column, sortable: false, filter: undefined }));
}

/** Storage or tokens, filtered by either. */
export function kindColumn<T extends { readonly kind: PackageKind }>(t: NsT<"commerceSys">): Column<T> {
  return {
    key: "Kind",
    title: t("kind"),
    value: (row) => row.kind,
    render: (row) => <KindLabel kind={row.kind} />,
    sortable: true,
    filter: {
      kind: "string",
      options: packageKinds.map((kind) => ({ value: kind, text: t(`kinds.${kind}`) })),
    },
    collapsing: true,
  };
}

/** GB or tokens, by the row's kind. */
export function grantsColumn<T extends { readonly kind: PackageKind }>(
  t: NsT<"commerceSys">,
  key: string,
  title: string,
  amount: (row: T) => number,
): Column<T> {
  return {
    key,
    title,
    value: amount,
    render: (row) => formatGrants(t, row.kind, amount(row)),
    sortable: true,
    filter: { kind: "number" },
    collapsing: true,
  };
}

type UserRow = {
  readonly id: string;
  readonly user?: { readonly id: string; readonly account: string } | null;
};

/** The user a row concerns (UserId), opening their orders and packs; `testId` prefixes the row's id. */
export function userColumn<T extends UserRow>(title: string, testId: string): Column<T> {
  return {
    key: "UserId",
    title,
    value: (row) => Number(row.user?.id ?? 0),
    render: (row) => <UserLink user={row.user ?? null} testId={`${testId}-${row.id}`} />,
    filter: { kind: "number" },
    collapsing: true,
  };
}

/** The kind of a package, a card batch or a credit. */
export function KindSelect({
  value,
  onChange,
  testId,
}: {
  value: PackageKind;
  onChange: (kind: PackageKind) => void;
  testId: string;
}) {
  const { t } = useNs(commerceSysNs);
  return (
    <Form.Select
      label={t("kind")}
      value={value}
      options={packageKinds.map((kind) => ({ key: kind, value: kind, text: t(`kinds.${kind}`) }))}
      onChange={(_event, data) => onChange(packageKinds.find((kind) => kind === data.value) ?? value)}
      data-testid={testId}
    />
  );
}
