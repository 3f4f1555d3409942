/**
 * The back office's system applets (Sys.App): register (name, English name, icon or SVG icon, a
 * bundle or a link, which menu, which permission groups), upload a bundle, order, enable, disable,
 * remove. Every change needs Sys.App.Update (removal .Delete).
 */
import { appInput, appUploads } from "@crucible/schema";
import { useMemo, useState, type ChangeEvent } from "react";
import { Form, Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { AppKind, AppSide, SysAppsQuery } from "../../graphql";
import {
  useAppPermGroupsQuery,
  useCreateSysAppMutation,
  useDeleteSysAppsMutation,
  useSetSysAppStatusMutation,
  useSortSysAppsMutation,
  useSysAppsQuery,
  useUpdateSysAppMutation,
} from "../../graphql/__generated__/documents/apps";
import { callUpload } from "../../graphql/rest";
import { useNs } from "../../i18n";
import { appsNs } from "./i18n";
import { ZipUpload } from "./ZipUpload";
import "./apps.css";

type Row = SysAppsQuery["sysApps"]["list"][number];

interface Draft {
  name: string;
  englishName: string;
  icon: string;
  svgIcon: string;
  kind: AppKind;
  link: string;
  side: AppSide;
  groupIds: string[];
}

const emptyDraft: Draft = {
  name: "",
  englishName: "",
  icon: "puzzle piece",
  svgIcon: "",
  kind: "bundle",
  link: "",
  side: "user",
  groupIds: [],
};

function AppDialog({ row, onClose }: { row: Row | null; onClose: (saved: boolean) => void }) {
  const { t: text } = useNs(appsNs);
  const session = useSession();
  const [draft, setDraft] = useState<Draft>(
    row
      ? {
          name: row.name,
          englishName: row.englishName,
          icon: row.icon,
          svgIcon: row.svgIcon,
          kind: row.kind,
          link: row.kind === "link" ? row.url : "",
          side: row.side,
          groupIds: [...row.groupIds],
        }
      : emptyDraft,
  );
  const [tried, setTried] = useState(false);
  const groups = useAppPermGroupsQuery({ skip: !session.can("Sys.User.Read") });
  const [create, creating] = useCreateSysAppMutation();
  const [update, updating] = useUpdateSysAppMutation();
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft({ ...draft, [key]: value });
  const parsed = appInput.safeParse({
    Name: draft.name,
    EnglishName: draft.englishName,
    Icon: draft.icon,
    SvgIcon: draft.svgIcon,
    Kind: draft.kind,
    Link: draft.link,
    Side: draft.side,
    GroupIds: draft.groupIds.map(Number),
  });
  const problem = (field: string): string | null => {
    if (!tried || parsed.success) return null;
    const issue = parsed.error.issues.find((entry) => entry.path[0] === field);
    return issue ? issue.message || text("required") : null;
  };
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const input = {
      name: draft.name,
      englishName: draft.englishName,
      icon: draft.icon,
      svgIcon: draft.svgIcon,
      kind: draft.kind,
      link: draft.link,
      side: draft.side,
      groupIds: draft.side === "sys" ? draft.groupIds : [],
    };
    const result = row
      ? await update({ variables: { id: row.id, input } })
      : await create({ variables: { input } });
    if (result.data) {
      toast.success(text("saved"));
      onClose(true);
    }
  };
  const groupOptions = (groups.data?.permGroups.list ?? []).map((group) => ({
    key: group.id,
    value: group.id,
    text: group.name,
  }));
  return (
    <FormDialog
      open
      title={row ? text("edit") : text("add")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={creating.loading || updating.loading}
      testId="applet-dialog"
    >
      <Form.Group widths="equal">
        <Field
          name="app-name"
          label={text("name")}
          value={draft.name}
          onChange={set("name")}
          required
          message={problem("Name")}
          testId="applet-name"
        />
        <Field
          name="app-english-name"
          label={text("englishName")}
          value={draft.englishName}
          onChange={set("englishName")}
          required
          message={problem("EnglishName")}
          testId="applet-english-name"
        />
      </Form.Group>
      <Form.Group inline>
        <label>{text("kind")}</label>
        <Form.Radio
          label={text("kindBundle")}
          checked={draft.kind === "bundle"}
          onChange={() => set("kind")("bundle")}
          data-testid="applet-kind-bundle"
        />
        <Form.Radio
          label={text("kindLink")}
          checked={draft.kind === "link"}
          onChange={() => set("kind")("link")}
          data-testid="applet-kind-link"
        />
      </Form.Group>
      {draft.kind === "link" ? (
        <Field
          name="app-link"
          label={text("link")}
          value={draft.link}
          onChange={set("link")}
          required
          message={problem("Link")}
          testId="applet-link"
        />
      ) : null}
      <Form.Group widths="equal">
        <Field
          name="app-icon"
          label={text("icon")}
          value={draft.icon}
          onChange={set("icon")}
          message={problem("Icon")}
          testId="applet-icon"
        />
      </Form.Group>
      <Form.TextArea
        id="app-svg-icon"
        label={text("svgIcon")}
        value={draft.svgIcon}
        rows={2}
        error={problem("SvgIcon") ? { content: problem("SvgIcon"), pointing: "above" } : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => set("svgIcon")(event.target.value)}
      />
      <Form.Group inline>
        <label>{text("side")}</label>
        <Form.Radio
          label={text("sideUser")}
          checked={draft.side === "user"}
          onChange={() => set("side")("user")}
          data-testid="applet-side-user"
        />
        <Form.Radio
          label={text("sideSys")}
          checked={draft.side === "sys"}
          onChange={() => set("side")("sys")}
          data-testid="applet-side-sys"
        />
      </Form.Group>
      {draft.side === "sys" ? (
        groups.data ? (
          <Form.Dropdown
            label={text("groups")}
            multiple
            selection
            options={groupOptions}
            value={draft.groupIds}
            onChange={(_event, data) => set("groupIds")((data.value as string[]) ?? [])}
            data-testid="applet-groups"
          />
        ) : (
          <p className="muted">{text("groupsUnavailable")}</p>
        )
      ) : null}
    </FormDialog>
  );
}

export function SysApps() {
  const { t: text } = useNs(appsNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { pageSize: 200, sort: { name: "SortOrder", isAsc: true } },
    useList: useSysAppsQuery,
    pick: (data) => data.sysApps,
  });
  const [setStatus] = useSetSysAppStatusMutation();
  const [sort] = useSortSysAppsMutation();
  const [remove] = useDeleteSysAppsMutation();
  const canUpdate = session.can("Sys.App.Update");
  const canDelete = session.can("Sys.App.Delete");
  const kit = useColumnKit();
  const rows = screen.rows;

  const move = async (row: Row, by: -1 | 1) => {
    const ids = rows.map((entry) => entry.id);
    const at = ids.indexOf(row.id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await screen.run(sort({ variables: { ids } }));
  };

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.sortOrder({ title: text("order"), filter: undefined }),
      kit.text("Name", text("name"), (row) => row.name, {
        render: (row) => (
          <span>
            {row.svgIcon ? (
              <img
                className="app-preview-icon"
                alt=""
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(row.svgIcon)}`}
              />
            ) : null}{" "}
            {row.name}
          </span>
        ),
      }),
      kit.text("EnglishName", text("englishName"), (row) => row.englishName),
      {
        key: "Kind",
        title: text("kind"),
        value: (row) => row.kind,
        render: (row) => (row.kind === "bundle" ? text("kindBundle") : text("kindLink")),
        collapsing: true,
      },
      {
        key: "Side",
        title: text("side"),
        value: (row) => row.side,
        render: (row) => (row.side === "user" ? text("sideUser") : text("sideSys")),
        collapsing: true,
      },
      {
        key: "Url",
        title: text("url"),
        value: (row) => row.url,
        render: (row) =>
          row.url ? (
            <a href={row.url} target="_blank" rel="noopener noreferrer" data-testid={`applet-url-${row.id}`}>
              {row.kind === "bundle" ? text("open") : row.url}
            </a>
          ) : (
            <Label size="small" basic>
              {text("noBundle")}
            </Label>
          ),
      },
      kit.status({ title: text("status"), sortable: false, filter: undefined, collapsing: true }),
    ],
    [text, kit],
  );

  return (
    <ResourceScreen
      testId="sys-applets-page"
      title={text("title")}
      intro={text("intro")}
      {...screen.list(columns)}
      tableTestId="sys-applets"
      create={canUpdate ? { label: text("add"), testId: "applet-add" } : null}
      editing={screen.editing}
      dialog={(row) => <AppDialog row={row} onClose={screen.closeDialog} />}
      actions={{
        prefix: "applet",
        name: (row) => row.name,
        lead: (row) =>
          canUpdate && row.kind === "bundle" ? (
            <ZipUpload
              label={text("upload")}
              testId={`applet-upload-${row.id}`}
              send={async (file, onProgress) => {
                await callUpload(appUploads.bundle(row.id), file, file.name, {}, { onProgress });
                toast.success(text("uploaded"));
                screen.refetch();
              }}
            />
          ) : null,
        edit: canUpdate ? screen.editing.edit : undefined,
        afterEdit: (row) =>
          canUpdate ? (
            <>
              <RowAction
                icon="arrow up"
                label={text("moveUp")}
                onClick={() => void move(row, -1)}
                testId={`applet-up-${row.id}`}
              />
              <RowAction
                icon="arrow down"
                label={text("moveDown")}
                onClick={() => void move(row, 1)}
                testId={`applet-down-${row.id}`}
              />
            </>
          ) : null,
        status: canUpdate
          ? (row, status) => void screen.run(setStatus({ variables: { id: row.id, status } }))
          : undefined,
        remove: canDelete
          ? {
              run: (row) => screen.run(remove({ variables: { ids: [row.id] } }), text("removed")),
              question: (row) => text("removeConfirm", { name: row.name }),
              label: text("remove"),
            }
          : undefined,
      }}
    />
  );
}
