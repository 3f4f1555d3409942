/**
 * The back office's development area (Dev): UI packs and their versions. Upload a version (a zip),
 * preview it sandboxed, activate one, roll back to the one active before.
 */
import { appUploads, uiPackInput, uiPackVersionLabel } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Button, Form, Header, Label, Segment, Table } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { formatBytes, formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { UiPacksQuery } from "../../graphql";
import {
  useActivateUiPackVersionMutation,
  useCreateUiPackMutation,
  useDeleteUiPacksMutation,
  useRollbackUiPackMutation,
  useUiPackVersionsQuery,
  useUiPacksQuery,
} from "../../graphql/__generated__/documents/apps";
import { callUpload } from "../../graphql/rest";
import { BundleFrame } from "./BundleFrame";
import { useNs } from "../../i18n";
import { appsNs } from "./i18n";
import { ZipUpload } from "./ZipUpload";
import "./apps.css";

type Pack = UiPacksQuery["uiPacks"]["list"][number];

function PackDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t: text } = useNs(appsNs);
  const [name, setName] = useState("");
  const [remark, setRemark] = useState("");
  const [tried, setTried] = useState(false);
  const [create, { loading }] = useCreateUiPackMutation();
  const parsed = uiPackInput.safeParse({ Name: name, Remark: remark });
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await create({ variables: { input: { name, remark } } });
    if (result.data) {
      toast.success(text("packSaved"));
      onClose(true);
    }
  };
  const issue = tried && !parsed.success ? (parsed.error.issues[0]?.message ?? text("required")) : null;
  return (
    <FormDialog
      open
      title={text("newPack")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={loading}
      testId="uipack-dialog"
    >
      <Field
        name="uipack-name"
        label={text("packName")}
        value={name}
        onChange={setName}
        required
        message={issue}
        testId="uipack-name"
      />
      <Field
        name="uipack-remark"
        label={text("remark")}
        value={remark}
        onChange={setRemark}
        testId="uipack-remark"
      />
    </FormDialog>
  );
}

function Versions({ pack, onChanged }: { pack: Pack; onChanged: () => void }) {
  const { t: text } = useNs(appsNs);
  const session = useSession();
  const canUpdate = session.can("Dev.Update");
  const versions = useUiPackVersionsQuery({
    variables: { packId: pack.id },
    fetchPolicy: "cache-and-network",
  });
  const [activate] = useActivateUiPackVersionMutation();
  const [rollback] = useRollbackUiPackMutation();
  const [label, setLabel] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const list = versions.data?.uiPackVersions ?? [];
  const labelOk = uiPackVersionLabel.safeParse(label).success;
  const refresh = () => {
    void versions.refetch();
    onChanged();
  };
  return (
    <Segment data-testid={`uipack-versions-${pack.id}`}>
      <Header as="h3">
        {text("versions")}: {pack.name}
      </Header>
      {canUpdate ? (
        <Form>
          <Form.Group inline>
            <Field
              name="uipack-version"
              label={text("versionLabel")}
              value={label}
              onChange={setLabel}
              testId="uipack-version-label"
            />
            <ZipUpload
              label={text("newVersion")}
              disabled={!labelOk}
              testId="uipack-version-upload"
              send={async (file, onProgress) => {
                await callUpload(
                  appUploads.packVersion(pack.id),
                  file,
                  file.name,
                  { Version: label },
                  { onProgress },
                );
                setLabel("");
                refresh();
              }}
            />
            <Button
              type="button"
              size="mini"
              basic
              icon="undo"
              content={text("rollback")}
              disabled={list.length < 2}
              onClick={() =>
                void rollback({ variables: { packId: pack.id } }).then((result) => {
                  if (result.data)
                    toast.success(text("rolledBack", { version: result.data.rollbackUiPack.version }));
                  refresh();
                })
              }
              data-testid="uipack-rollback"
            />
          </Form.Group>
        </Form>
      ) : null}
      {list.length === 0 ? (
        <p className="muted">{text("noVersion")}</p>
      ) : (
        <Table compact size="small" data-testid="uipack-version-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text("version")}</Table.HeaderCell>
              <Table.HeaderCell>{text("files")}</Table.HeaderCell>
              <Table.HeaderCell>{text("size")}</Table.HeaderCell>
              <Table.HeaderCell>{text("created")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((version) => (
              <Table.Row key={version.id} data-testid={`uipack-version-${version.version}`}>
                <Table.Cell>
                  {version.version}{" "}
                  {version.active ? (
                    <Label size="mini" color="green">
                      {text("active")}
                    </Label>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{version.fileCount}</Table.Cell>
                <Table.Cell>{formatBytes(version.totalSize)}</Table.Cell>
                <Table.Cell>{formatDateTime(version.createdAt)}</Table.Cell>
                <Table.Cell collapsing>
                  <RowAction
                    icon="eye"
                    label={text("preview")}
                    onClick={() => setPreview(version.url)}
                    testId={`uipack-preview-${version.id}`}
                  />
                  {canUpdate && !version.active ? (
                    <RowAction
                      icon="check"
                      label={text("activate")}
                      onClick={() =>
                        void activate({ variables: { id: version.id } }).then((result) => {
                          if (result.data) toast.success(text("activated", { version: version.version }));
                          refresh();
                        })
                      }
                      testId={`uipack-activate-${version.id}`}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {preview ? (
        <div className="uipack-preview">
          <BundleFrame url={preview} title={text("preview")} testId="uipack-preview-frame" />
        </div>
      ) : null}
    </Segment>
  );
}

export function SysUiPacks() {
  const { t: text } = useNs(appsNs);
  const session = useSession();
  const screen = useResourceScreen({ useList: useUiPacksQuery, pick: (data) => data.uiPacks });
  const [remove] = useDeleteUiPacksMutation();
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = screen.rows.find((pack) => pack.id === selected) ?? null;
  const kit = useColumnKit();
  const columns = useMemo<Column<Pack>[]>(
    () => [
      kit.text("Name", text("packName"), (row) => row.name),
      { key: "Remark", title: text("remark"), value: (row) => row.remark },
      kit.date("CreatedAt", text("created"), (row) => row.createdAt, { filter: undefined, collapsing: true }),
    ],
    [text, kit],
  );
  return (
    <ResourceScreen
      testId="sys-uipacks-page"
      title={text("packsTitle")}
      intro={text("packsIntro")}
      {...screen.list(columns)}
      tableTestId="sys-uipacks"
      create={session.can("Dev.Update") ? { label: text("newPack"), testId: "uipack-add" } : null}
      editing={screen.editing}
      dialog={() => <PackDialog onClose={screen.closeDialog} />}
      actions={{
        prefix: "uipack",
        name: (row) => row.name,
        lead: (row) => (
          <RowAction
            icon="list"
            label={text("versions")}
            onClick={() => setSelected(row.id)}
            testId={`uipack-open-${row.id}`}
          />
        ),
        remove: session.can("Dev.Delete")
          ? {
              run: async (row) => {
                const result = await screen.run(
                  remove({ variables: { ids: [row.id] } }),
                  text("packRemoved"),
                );
                if (!result.error && selected === row.id) setSelected(null);
              },
              question: (row) => text("packRemoveConfirm", { name: row.name }),
              label: text("remove"),
            }
          : undefined,
      }}
    >
      {chosen ? <Versions key={chosen.id} pack={chosen} onChanged={screen.refetch} /> : null}
    </ResourceScreen>
  );
}
