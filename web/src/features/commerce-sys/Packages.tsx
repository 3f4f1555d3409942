/**
 * The packages on sale (User.ResourcePack): create and edit, enable or disable, remove and recover,
 * and the order of sale within each kind (the arrows, shown in the list's own order).
 */
import { percentOff, yuan, type PackageKind } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Button, Icon, Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useColumnKit } from "../../components/kit/columns";
import { CreateButton, ResourceScreen, type CreateSpec } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { SysPackageFieldsFragment } from "../../graphql";
import {
  SysPackagesDocument,
  useRecoverPackageMutation,
  useRemovePackageMutation,
  useReorderPackagesMutation,
  useSetPackageStatusMutation,
  useSysPackagesQuery,
} from "../../graphql/__generated__/documents/commerce-sys";
import { useNs } from "../../i18n";
import { commerceSysNs, extraGrantsText } from "./i18n";
import { grantsColumn, kindColumn } from "./columns";
import { PackageDialog } from "./PackageDialog";
import "./commerce-sys.css";

type Row = SysPackageFieldsFragment;

const refetchPackages = { refetchQueries: [SysPackagesDocument] };

/** Packages are few: the list is read whole, so that the order of a kind can be rewritten at once. */
const allPackages = 200;

export function Packages() {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const canUpdate = session.can("User.ResourcePack.Update");
  const canDelete = session.can("User.ResourcePack.Delete");
  // The packages are read whole (sale order, moves within a kind) and paged here.
  const screen = useResourceScreen({
    useList: ({ variables, fetchPolicy }) =>
      useSysPackagesQuery({
        variables: { query: { limit: allPackages, deleted: variables.query.deleted } },
        fetchPolicy,
      }),
    pick: (data) => data.sysPackages.list,
  });
  const { table, editing } = screen;
  const [newKind, setNewKind] = useState<PackageKind>("token");
  const [setStatus] = useSetPackageStatusMutation();
  const [remove] = useRemovePackageMutation(refetchPackages);
  const [recover] = useRecoverPackageMutation(refetchPackages);
  const [reorder, reorderState] = useReorderPackagesMutation(refetchPackages);
  const kit = useColumnKit();
  const packages = screen.rows;

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.sortOrder({ filter: undefined }),
      kindColumn<Row>(t),
      kit.text("Name", t("packages.name"), (row) => row.name, {
        width: 3,
        render: (row) => (
          <div>
            <strong>{row.name}</strong>
            {row.nameZh ? <div className="muted">{row.nameZh}</div> : null}
            {row.description ? <div className="muted small commerce-clip">{row.description}</div> : null}
          </div>
        ),
      }),
      grantsColumn<Row>(t, "Grants", t("packages.grants"), (row) => row.grants),
      {
        key: "ExtraGrants",
        title: t("packages.extraGrants"),
        value: (row) => row.workflowStorageGb + row.runningJobs,
        render: (row) =>
          row.workflowStorageGb > 0 || row.runningJobs > 0 ? (
            <span data-testid={`package-extras-${row.id}`}>
              {extraGrantsText(t, row.workflowStorageGb, row.runningJobs)}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
        collapsing: true,
      },
      {
        key: "UnitPrice",
        title: t("packages.unitPrice"),
        value: (row) => row.unitPrice,
        render: (row) => <span className="commerce-money">{yuan(row.unitPrice)}</span>,
        sortable: true,
        collapsing: true,
      },
      {
        key: "ExpiryMonths",
        title: t("packages.expiryMonths"),
        value: (row) => row.expiryMonths,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Discounts",
        title: t("packages.discounts"),
        width: 3,
        render: (row) => (
          <div className="commerce-labels">
            {row.discounts.map((d) => (
              <Label key={d.quantity} size="small" basic>
                ≥ {d.quantity}: {t("percentOff", { percent: percentOff(d.discount) })}
              </Label>
            ))}
            {row.limitedDiscount?.enabled ? (
              <Label
                size="small"
                color={row.discountNow < 1 ? "orange" : undefined}
                basic
                title={t("packages.limited")}
                data-testid={`package-limited-${row.id}`}
              >
                <Icon name="clock outline" />
                {row.discountNow < 1
                  ? t("packages.limitedNow", { percent: percentOff(row.discountNow) })
                  : t("packages.limited")}
              </Label>
            ) : null}
          </div>
        ),
      },
      kit.status(),
      kit.createdAt({ collapsing: true }),
    ],
    [kit, t],
  );
  // One create button per kind: the dialog opens on the kind its button named.
  const createOf = (kind: PackageKind): CreateSpec => ({
    label: kind === "token" ? t("packages.createToken") : t("packages.createStorage"),
    testId: `package-create-${kind}`,
    onClick: () => {
      setNewKind(kind);
      editing.create();
    },
  });
  // The arrows move a package within its kind, in the order of sale (the list unsorted, unfiltered).
  const inSaleOrder = table.sort === null && Object.keys(table.filters).length === 0 && !table.deleted;

  const move = (row: Row, step: -1 | 1) => {
    const ids = packages.filter((p) => p.kind === row.kind).map((p) => p.id);
    const from = ids.indexOf(row.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void reorder({ variables: { ids } });
  };
  const arrow = (row: Row, step: -1 | 1) => {
    const sameKind = packages.filter((p) => p.kind === row.kind);
    const index = sameKind.findIndex((p) => p.id === row.id);
    const label = step < 0 ? t("packages.up") : t("packages.down");
    return (
      <Button
        type="button"
        size="mini"
        basic
        icon={step < 0 ? "arrow up" : "arrow down"}
        title={label}
        aria-label={label}
        disabled={reorderState.loading || (step < 0 ? index <= 0 : index >= sameKind.length - 1)}
        onClick={() => move(row, step)}
        data-testid={`package-${step < 0 ? "up" : "down"}-${row.id}`}
      />
    );
  };

  return (
    <ResourceScreen
      testId="sys-packages-page"
      title={t("packages.title")}
      intro={t("packages.intro")}
      {...screen.list(columns)}
      recycleBin
      tableTestId="sys-packages"
      create={canUpdate ? createOf("token") : null}
      toolbar={canUpdate ? <CreateButton spec={createOf("storage")} /> : null}
      editing={editing}
      dialog={(row, close) => <PackageDialog row={row} kind={newKind} onClose={close} />}
      actions={{
        prefix: "package",
        name: (row) => row.name,
        lead: (row) =>
          canUpdate && inSaleOrder ? (
            <>
              {arrow(row, -1)}
              {arrow(row, 1)}
            </>
          ) : null,
        edit: canUpdate ? editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete
          ? {
              run: async (row) => {
                const result = await remove({ variables: { id: row.id } });
                if (!result.error) toast.success(t("packages.removed"));
              },
            }
          : undefined,
        recover: canDelete ? (row) => recover({ variables: { id: row.id } }) : undefined,
        recovered: (row) => t("packages.recovered", { name: row.name }),
      }}
    />
  );
}
