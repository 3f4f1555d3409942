/**
 * Resource packs, for both sides. The user's own (the packs tab, `myResourcePacks`): kind, amount
 * (with what a storage pack also grants and the project it belongs to, if any), where it came from, its period and whether it is active.
 * The back office's (User.ResourcePack.Read, `sysResourcePacks`): everyone's, or one user's on the
 * user orders screen, with the id, the holder, what it also grants, its note, each filtered and sorted.
 */
import { useMemo } from "react";
import { Label, Message } from "semantic-ui-react";
import type { ScreenSide } from "../../app/side";
import { useColumnKit } from "../../components/kit/columns";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListPage,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type {
  MyResourcePacksQuery,
  ResourcePackFieldsFragment,
  SysResourcePackFieldsFragment,
  SysResourcePacksQuery,
} from "../../graphql";
import { useMyResourcePacksQuery } from "../../graphql/__generated__/documents/commerce";
import { useSysResourcePacksQuery } from "../../graphql/__generated__/documents/commerce-sys";
import {
  CommerceTable,
  grantsColumn,
  kindColumn,
  sideColumns,
  userColumn,
  type CommerceList,
} from "../commerce-sys/columns";
import { commerceSysNs, extraGrantsText } from "../commerce-sys/i18n";
import { ofUser, withWhere } from "../commerce-sys/query";
import { ProjectTag } from "./ForProject";
import { commerceNs, extrasText } from "./i18n";
import { useNs, type NsT } from "../../i18n";

/** A pack of either side: the user's fields, and those only the back office reads. */
export type PackRow = ResourcePackFieldsFragment &
  Partial<Pick<SysResourcePackFieldsFragment, "createdAt" | "user">>;

const packSources = ["order", "card", "admin"] as const;
type PackSource = (typeof packSources)[number];

function isPackSource(value: string): value is PackSource {
  return packSources.some((source) => source === value);
}

/** The words of a side's pack list (each side keeps its own). */
interface PackWords {
  readonly amount: string;
  readonly source: string;
  readonly sources: Readonly<Record<PackSource, string>>;
  readonly starts: string;
  readonly expires: string;
  readonly active: string;
  readonly activeYes: string;
  readonly activeNo: string;
}

function usePackWords(side: ScreenSide): PackWords {
  const { t: user } = useNs(commerceNs);
  const { t: sys } = useNs(commerceSysNs);
  return useMemo(
    () =>
      side === "user"
        ? {
            amount: user("amount"),
            source: user("sourceLabel"),
            sources: { order: user("source.order"), card: user("source.card"), admin: user("source.admin") },
            starts: user("starts"),
            expires: user("expires"),
            active: "",
            activeYes: user("active"),
            activeNo: user("expired"),
          }
        : {
            amount: sys("amount"),
            source: sys("packs.source"),
            sources: {
              order: sys("packs.sources.order"),
              card: sys("packs.sources.card"),
              admin: sys("packs.sources.admin"),
            },
            starts: sys("packs.startsAt"),
            expires: sys("packs.expiresAt"),
            active: sys("packs.active"),
            activeYes: sys("packs.activeYes"),
            activeNo: sys("packs.activeNo"),
          },
    [side, user, sys],
  );
}

/**
 * A pack's note in the reader's language: the gateway writes "order <number>" and "card <number>"
 * (stored as they are, in English); a note typed in the back office is shown as typed.
 */
function packNote(t: NsT<"commerceSys">, row: { source: string; note: string }): string {
  const order = /^order (\S+)$/.exec(row.note);
  if (row.source === "order" && order) return t("packs.noteOrder", { outTradeNo: order[1]! });
  const card = /^card (\S+)$/.exec(row.note);
  if (row.source === "card" && card) return t("packs.noteCard", { cardNo: card[1]! });
  return row.note;
}

/** The list query of a side (the other one is skipped); the back office's narrowed to one user. */
function useSidePacks(
  side: ScreenSide,
  userId: string | undefined,
  { variables, fetchPolicy }: ListHookOptions,
) {
  const user = useMyResourcePacksQuery({ variables, fetchPolicy, skip: side !== "user" });
  const sys = useSysResourcePacksQuery({
    variables: { query: withWhere(variables.query, ofUser(userId)) },
    fetchPolicy,
    skip: side !== "sys",
  });
  return side === "user" ? user : sys;
}

function pageOf(data: MyResourcePacksQuery | SysResourcePacksQuery): ListPage<PackRow> {
  return "myResourcePacks" in data ? data.myResourcePacks : data.sysResourcePacks;
}

/** The packs of a side: the user's own, everyone's, or one user's (without the holder column). */
export function usePackList(side: ScreenSide, userId?: string): CommerceList<PackRow> {
  const words = usePackWords(side);
  const { t: text } = useNs(commerceSysNs);
  const { t: userText } = useNs(commerceNs);
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: (options: ListHookOptions) => useSidePacks(side, userId, options),
    pick: pageOf,
  });

  const columns = useMemo<Column<PackRow>[]>(() => {
    const sys = side === "sys";
    const amount = grantsColumn<PackRow>(text, "Amount", words.amount, (row) => row.amount);
    const grants: Column<PackRow> = {
      ...amount,
      // Both sides read the project a pack belongs to beside its amount; the user reads what a storage
      // pack also grants under it (the back office has a column of its own for that).
      render: (row) => (
        <>
          {amount.render?.(row)}
          {row.projectId ? (
            <>
              {" "}
              <ProjectTag
                side={side}
                name={row.projectName ?? null}
                projectId={row.projectId}
                testId={`pack-project-${row.id}`}
              />
            </>
          ) : null}
          {!sys && (row.workflowStorageGb > 0 || row.runningJobs > 0) ? (
            <div className="muted small">{extrasText(userText, row.workflowStorageGb, row.runningJobs)}</div>
          ) : null}
        </>
      ),
    };
    const extraGrants: Column<PackRow> = {
      key: "ExtraGrants",
      title: text("packages.extraGrants"),
      value: (row) => row.workflowStorageGb + row.runningJobs,
      render: (row) =>
        row.workflowStorageGb > 0 || row.runningJobs > 0 ? (
          extraGrantsText(text, row.workflowStorageGb, row.runningJobs)
        ) : (
          <span className="muted">—</span>
        ),
      collapsing: true,
    };
    const note: Column<PackRow> = {
      key: "Note",
      title: text("note"),
      render: (row) => <span className="commerce-clip">{packNote(text, row)}</span>,
    };
    return sideColumns(side, [
      ...(sys ? [kit.id<PackRow>()] : []),
      ...(sys && !userId ? [userColumn<PackRow>(text("packs.holder"), "pack-holder")] : []),
      kindColumn<PackRow>(text),
      grants,
      ...(sys ? [extraGrants] : []),
      {
        key: "Source",
        title: words.source,
        value: (row) => row.source,
        render: (row) => (isPackSource(row.source) ? words.sources[row.source] : row.source),
        sortable: true,
        filter: {
          kind: "string",
          options: packSources.map((source) => ({ value: source, text: words.sources[source] })),
        },
        collapsing: true,
      },
      ...(sys ? [note] : []),
      kit.date("StartsAt", words.starts, (row: PackRow) => row.startsAt, { collapsing: true }),
      kit.date("ExpiresAt", words.expires, (row: PackRow) => row.expiresAt, { collapsing: true }),
      {
        key: "Active",
        title: words.active,
        render: (row) => (
          <Label size="small" basic color={row.active ? "green" : undefined}>
            {row.active ? words.activeYes : words.activeNo}
          </Label>
        ),
        collapsing: true,
      },
    ]);
  }, [side, kit, text, words, userText, userId]);

  const { rows, total, loading } = screen.list(columns);
  return { table: screen.table, columns, rows, total, loading, refetch: screen.refetch };
}

/** The user's packs tab (the back office draws its list on ResourceScreen, with its credit buttons). */
export function PackList({ side }: { side: ScreenSide }) {
  const { t: text } = useNs(commerceNs);
  const list = usePackList(side);
  if (side === "user" && !list.loading && list.total === 0 && !list.table.query.where) {
    return <Message info>{text("noPacks")}</Message>;
  }
  return <CommerceTable list={list} testId={side === "user" ? "my-packs" : "sys-packs"} />;
}
