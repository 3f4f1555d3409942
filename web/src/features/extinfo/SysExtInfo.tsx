/**
 * The back office's user extended info (route user-ext-info): the field definitions (User.ExtInfo
 * Update adds, edits, orders, enables and disables; Delete deletes) and the users with their values,
 * filtered on them and exported as CSV (Read).
 */
import {
  extExportRowsMax,
  extFieldInput,
  extFieldKinds,
  extValueText,
  type ExtValue,
} from "@crucible/schema";
import { useMemo, useState, type ChangeEvent } from "react";
import { Button, Form, Icon, Label, Menu, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/FormDialog";
import { formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { CreateButton } from "../../components/kit/ResourceScreen";
import type { RowActionSpec } from "../../components/kit/RowActions";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable } from "../../components/ResourceTable";
import type { Column } from "../../components/table/column";
import { useResourceTable } from "../../components/table/useResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { ExtFieldKind, QueryInput, UserExtFieldFieldsFragment } from "../../graphql";
import {
  useCreateUserExtFieldMutation,
  useDeleteUserExtFieldsMutation,
  useReorderUserExtFieldsMutation,
  useSetUserExtFieldStatusMutation,
  useSysUserExtFieldsQuery,
  useSysUserExtInfoQuery,
  useUpdateUserExtFieldMutation,
} from "../../graphql/__generated__/documents/extinfo";
import { useNs } from "../../i18n";
import { extInfoNs, useFieldLabel } from "./i18n";

type FieldRow = UserExtFieldFieldsFragment;

function FieldDialog({ field, onClose }: { field: FieldRow | null; onClose: (changed: boolean) => void }) {
  const { t: text } = useNs(extInfoNs);
  const [name, setName] = useState(field?.name ?? "");
  const [englishName, setEnglishName] = useState(field?.englishName ?? "");
  const [kind, setKind] = useState<ExtFieldKind>(field?.kind ?? "text");
  const [required, setRequired] = useState(field?.required ?? false);
  const [choices, setChoices] = useState((field?.choices ?? []).join("\n"));
  const [tried, setTried] = useState(false);
  const [create, created] = useCreateUserExtFieldMutation();
  const [update, updated] = useUpdateUserExtFieldMutation();
  const choosing = kind === "single" || kind === "multiple";
  const choiceList = choosing
    ? choices
        .split("\n")
        .map((c) => c.trim())
        .filter(Boolean)
    : [];
  const parsed = extFieldInput.safeParse({
    Name: name,
    EnglishName: englishName,
    Kind: kind,
    Required: required,
    Choices: choiceList,
  });
  const issue = (path: string) =>
    tried && !parsed.success && parsed.error.issues.some((i) => i.path[0] === path)
      ? { content: parsed.error.issues.find((i) => i.path[0] === path)?.message, pointing: "above" as const }
      : undefined;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const input = parsed.data;
    const result = field
      ? await update({
          variables: {
            id: field.id,
            input: {
              name: input.Name,
              englishName: input.EnglishName,
              required: input.Required,
              choices: input.Choices,
            },
          },
        })
      : await create({
          variables: {
            input: {
              name: input.Name,
              englishName: input.EnglishName,
              kind: input.Kind,
              required: input.Required,
              choices: input.Choices,
            },
          },
        });
    if (result.data) {
      toast.success(field ? text("updated") : text("created"));
      onClose(true);
    }
  };
  return (
    <FormDialog
      open
      title={field ? text("edit") : text("add")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={created.loading || updated.loading}
      testId="ext-field-dialog"
    >
      <Form.Group widths="equal">
        <Form.Input
          label={text("name")}
          value={name}
          required
          error={issue("Name")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setName(event.target.value)}
          input={{ "data-testid": "ext-field-name" }}
        />
        <Form.Input
          label={text("englishName")}
          value={englishName}
          required
          error={issue("EnglishName")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEnglishName(event.target.value)}
          input={{ "data-testid": "ext-field-english-name" }}
        />
      </Form.Group>
      <Form.Select
        label={text("kind")}
        value={kind}
        disabled={field !== null}
        options={extFieldKinds.map((k) => ({ key: k, value: k, text: text(`kinds.${k}`) }))}
        onChange={(_event, data) => setKind(String(data.value) as ExtFieldKind)}
        data-testid="ext-field-kind"
      />
      {field ? <p className="muted">{text("kindFixed")}</p> : null}
      {choosing ? (
        <Form.TextArea
          label={text("choices")}
          value={choices}
          rows={4}
          required
          error={issue("Choices")}
          placeholder={text("choicesHint")}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setChoices(event.target.value)}
          data-testid="ext-field-choices"
        />
      ) : null}
      <Form.Checkbox
        label={text("required")}
        checked={required}
        onChange={(_event, data) => setRequired(Boolean(data.checked))}
        data-testid="ext-field-required"
      />
    </FormDialog>
  );
}

function FieldsTab() {
  const { t: text } = useNs(extInfoNs);
  const session = useSession();
  const label = useFieldLabel();
  const screen = useResourceScreen({
    table: { pageSize: 100 },
    useList: useSysUserExtFieldsQuery,
    pick: (data) => data.sysUserExtFields,
  });
  const [setStatus] = useSetUserExtFieldStatusMutation();
  const [reorder] = useReorderUserExtFieldsMutation();
  const [remove] = useDeleteUserExtFieldsMutation();
  const canUpdate = session.can("User.ExtInfo.Update");
  const canDelete = session.can("User.ExtInfo.Delete");
  const kit = useColumnKit();
  const fields = screen.rows;
  const move = async (field: FieldRow, by: -1 | 1) => {
    const ids = fields.map((f) => f.id);
    const index = ids.indexOf(field.id);
    if (index < 0 || index + by < 0 || index + by >= ids.length) return;
    ids.splice(index, 1);
    ids.splice(index + by, 0, field.id);
    await screen.run(reorder({ variables: { ids } }));
  };
  const columns = useMemo<Column<FieldRow>[]>(
    () => [
      {
        key: "Name",
        title: text("name"),
        value: (row) => row.name,
        render: (row) => (
          <>
            {row.name} {row.required ? <Label size="mini" color="red" content={text("required")} /> : null}
          </>
        ),
      },
      { key: "EnglishName", title: text("englishName"), value: (row) => row.englishName },
      {
        key: "Kind",
        title: text("kind"),
        value: (row) => row.kind,
        render: (row) => text(`kinds.${row.kind}`),
      },
      { key: "Choices", title: text("choices"), value: (row) => row.choices.join(", ") },
      kit.status({ title: text("status"), sortable: false, filter: undefined }),
    ],
    [text, kit],
  );
  const actions: RowActionSpec<FieldRow> = {
    prefix: "ext-field",
    name: (row) => label(row),
    edit: canUpdate ? screen.editing.edit : undefined,
    afterEdit: (row) =>
      canUpdate ? (
        <>
          <RowAction
            icon="arrow up"
            label={text("up")}
            onClick={() => void move(row, -1)}
            testId={`ext-field-up-${row.id}`}
          />
          <RowAction
            icon="arrow down"
            label={text("down")}
            onClick={() => void move(row, 1)}
            testId={`ext-field-down-${row.id}`}
          />
        </>
      ) : null,
    status: canUpdate ? (row, status) => void setStatus({ variables: { id: row.id, status } }) : undefined,
    remove: canDelete
      ? {
          run: (row) => screen.run(remove({ variables: { ids: [row.id] } }), text("removed")),
          question: (row) => text("removeConfirm", { name: label(row) }),
          label: text("remove"),
        }
      : undefined,
  };
  return (
    <Segment attached="bottom" data-testid="ext-fields">
      <ResourceTable
        {...screen.list(columns)}
        toolbar={
          canUpdate ? (
            <CreateButton
              spec={{ label: text("add"), testId: "ext-field-add" }}
              onClick={screen.editing.create}
            />
          ) : undefined
        }
        actions={actions}
        rowTestId={(row) => `ext-field-row-${row.englishName}`}
      />
      {screen.editing.open ? <FieldDialog field={screen.editing.row} onClose={screen.closeDialog} /> : null}
    </Segment>
  );
}

interface Condition {
  readonly fieldId: string;
  readonly value: string;
}

type UserRow = {
  id: string;
  account: string;
  name: string;
  email: string | null;
  createdAt: string;
  values: Record<string, ExtValue | null>;
};

function UsersTab() {
  const { t: text } = useNs(extInfoNs);
  const label = useFieldLabel();
  const table = useResourceTable();
  const fieldsQuery = useSysUserExtFieldsQuery({ variables: { query: { limit: 100 } } });
  const fields = fieldsQuery.data?.sysUserExtFields.list ?? [];
  const [account, setAccount] = useState("");
  const [conditions, setConditions] = useState<readonly Condition[]>([]);
  const [draft, setDraft] = useState<Condition>({ fieldId: "", value: "" });
  const query: QueryInput = {
    ...table.query,
    where: account.trim()
      ? [{ values: [{ name: "Account", value: account.trim(), symbol: "LIKE" }] }]
      : undefined,
  };
  const list = useSysUserExtInfoQuery({
    variables: { query, fields: conditions.map((c) => ({ fieldId: c.fieldId, value: c.value })) },
    fetchPolicy: "cache-and-network",
  });
  const rows: UserRow[] = (list.data?.sysUserExtInfo.list ?? []).map((row) => ({
    id: row.userId,
    account: row.account,
    name: row.name,
    email: row.email ?? null,
    createdAt: String(row.createdAt),
    values: (row.values ?? {}) as Record<string, ExtValue | null>,
  }));
  const columns = useMemo<Column<UserRow>[]>(
    () => [
      { key: "Account", title: text("account"), value: (row) => row.account, sortable: true },
      { key: "Name", title: text("userName"), value: (row) => row.name, sortable: true },
      {
        key: "CreatedAt",
        title: text("registered"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        collapsing: true,
      },
      ...fields.map((field): Column<UserRow> => ({
        key: `field-${field.id}`,
        title: label(field),
        value: (row) => extValueText(row.values[field.id]),
        render: (row) => {
          const value = row.values[field.id];
          if (typeof value === "boolean") return value ? text("yes") : text("no");
          return extValueText(value);
        },
      })),
    ],
    [fields, text, label],
  );
  const exportUrl = `/api/sys/user_ext_info/export?${new URLSearchParams({
    ...(account.trim() ? { Account: account.trim() } : {}),
    Filters: JSON.stringify(conditions.map((c) => ({ FieldId: Number(c.fieldId), Value: c.value }))),
  }).toString()}`;
  return (
    <Segment attached="bottom" data-testid="ext-users">
      <Form
        onSubmit={() => {
          if (draft.fieldId && draft.value.trim()) {
            setConditions((current) => [...current, { fieldId: draft.fieldId, value: draft.value.trim() }]);
            setDraft({ fieldId: draft.fieldId, value: "" });
          }
        }}
      >
        <Form.Group widths="equal">
          <Form.Input
            label={text("accountFilter")}
            value={account}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setAccount(event.target.value)}
            input={{ "data-testid": "ext-filter-account" }}
          />
          <Form.Select
            label={text("filterField")}
            value={draft.fieldId}
            options={fields.map((f) => ({ key: f.id, value: f.id, text: label(f) }))}
            onChange={(_event, data) => setDraft({ fieldId: String(data.value), value: "" })}
            data-testid="ext-filter-field"
          />
          {(() => {
            const field = fields.find((f) => f.id === draft.fieldId);
            return field &&
              (field.kind === "single" || field.kind === "multiple" || field.kind === "boolean") ? (
              <Form.Select
                label={text("filterValue")}
                value={draft.value}
                options={(field.kind === "boolean" ? ["true", "false"] : field.choices).map((c) => ({
                  key: c,
                  value: c,
                  text: field.kind === "boolean" ? (c === "true" ? text("yes") : text("no")) : c,
                }))}
                onChange={(_event, data) => setDraft({ ...draft, value: String(data.value) })}
                data-testid="ext-filter-value"
              />
            ) : (
              <Form.Input
                label={text("filterValue")}
                value={draft.value}
                type={field?.kind === "date" ? "date" : "text"}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  setDraft({ ...draft, value: event.target.value })
                }
                input={{ "data-testid": "ext-filter-value" }}
              />
            );
          })()}
          <Form.Button
            label="&nbsp;"
            type="submit"
            icon="filter"
            content={text("addFilter")}
            data-testid="ext-filter-add"
          />
        </Form.Group>
      </Form>
      <div className="ext-filter-chips">
        {conditions.map((c, index) => {
          const field = fields.find((f) => f.id === c.fieldId);
          return (
            <Label key={`${c.fieldId}-${index}`} data-testid="ext-filter-chip">
              {field ? label(field) : c.fieldId}: {c.value}
              <Icon
                name="delete"
                onClick={() => setConditions((current) => current.filter((_, i) => i !== index))}
              />
            </Label>
          );
        })}
        {conditions.length > 0 ? (
          <Button basic size="mini" content={text("clearFilters")} onClick={() => setConditions([])} />
        ) : null}
      </div>
      <ResourceTable
        table={table}
        columns={columns}
        rows={rows}
        total={list.data?.sysUserExtInfo.total ?? 0}
        loading={list.loading}
        onRefresh={() => void list.refetch()}
        testId="ext-users-table"
        toolbar={
          <Button
            as="a"
            href={exportUrl}
            download="user-ext-info.csv"
            icon="download"
            content={text("export")}
            title={text("exportHint", { max: extExportRowsMax })}
            data-testid="ext-export"
          />
        }
      />
    </Segment>
  );
}

export function SysExtInfo() {
  const { t: text } = useNs(extInfoNs);
  const [tab, setTab] = useState<"fields" | "users">("fields");
  return (
    <div data-testid="sys-ext-info-page">
      <PageHeader title={text("title")} intro={text("sysIntro")} />
      <Menu attached="top" tabular>
        <Menu.Item active={tab === "fields"} onClick={() => setTab("fields")} data-testid="ext-tab-fields">
          {text("fieldsTab")}
        </Menu.Item>
        <Menu.Item active={tab === "users"} onClick={() => setTab("users")} data-testid="ext-tab-users">
          {text("usersTab")}
        </Menu.Item>
      </Menu>
      {tab === "fields" ? <FieldsTab /> : <UsersTab />}
    </div>
  );
}
