/** API tokens for scripted clients: create (the secret shown once), list, revoke. */
import { useMemo, useState } from "react";
import { Button, Form, Input, Label, Message, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { copyToClipboard } from "../../components/clipboard";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListQuery,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { checkRequired, type ValidationKey } from "../../components/validation";
import type { ApiTokenFieldsFragment } from "../../graphql";
import {
  useCreateApiTokenMutation,
  useMyApiTokensQuery,
  useRevokeApiTokenMutation,
  useSysCreateApiTokenMutation,
  useSysMyApiTokensQuery,
  useSysRevokeApiTokenMutation,
} from "../../graphql/__generated__/documents/account";
import { useNs } from "../../i18n";
import { accountNs } from "./i18n";

function CreateTokenDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useNs(accountNs);
  const { stage } = useSession();
  const [name, setName] = useState("");
  const [readOnly, setReadOnly] = useState(false);
  const [days, setDays] = useState("90");
  const [errors, setErrors] = useState<{ name?: ValidationKey; days?: ValidationKey }>({});
  const [create, userState] = useCreateApiTokenMutation();
  const [sysCreate, sysState] = useSysCreateApiTokenMutation();

  const submit = async () => {
    const found: { name?: ValidationKey; days?: ValidationKey } = {};
    const nameError = checkRequired(name);
    if (nameError) found.name = nameError;
    if (days.trim() !== "" && !(/^\d+$/.test(days.trim()) && Number(days) > 0)) found.days = "integer";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const variables = {
      name: name.trim(),
      readOnly,
      expiresInDays: days.trim() === "" ? null : Number(days),
    };
    const result = stage === "system" ? await sysCreate({ variables }) : await create({ variables });
    const created =
      result.data &&
      ("sysCreateApiToken" in result.data ? result.data.sysCreateApiToken : result.data.createApiToken);
    if (!result.error && created) onCreated(created.secret);
  };

  return (
    <FormDialog
      open
      size="tiny"
      title={t("tokens.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={userState.loading || sysState.loading}
      submitLabel={t("translation:common.create")}
    >
      <Field
        name="name"
        label={t("tokens.name")}
        value={name}
        onChange={setName}
        error={errors.name}
        required
        maxLength={64}
      />
      <Field
        name="expiresInDays"
        label={t("tokens.expiresInDays")}
        value={days}
        onChange={(value) => setDays(value.replace(/\D/g, ""))}
        error={errors.days}
      />
      {errors.days ? (
        <p className="field-note">
          {t("translation:validation.integer", { field: t("tokens.expiresInDays") })}
        </p>
      ) : null}
      <Form.Checkbox
        label={t("tokens.readOnly")}
        checked={readOnly}
        onChange={(_event, data) => setReadOnly(Boolean(data.checked))}
        data-testid="field-readOnly"
      />
    </FormDialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useNs(accountNs);
  return (
    <Modal open size="small" onClose={onClose} closeOnDimmerClick={false} data-testid="token-secret-dialog">
      <Modal.Header>{t("tokens.secretTitle")}</Modal.Header>
      <Modal.Content>
        <Message warning content={t("tokens.secretHint")} />
        <Input
          fluid
          readOnly
          value={secret}
          input={{ "data-testid": "token-secret", className: "mono" }}
          action={{
            icon: "copy",
            content: t("translation:common.copy"),
            onClick: () => void copyToClipboard(secret),
            "data-testid": "token-copy",
          }}
        />
      </Modal.Content>
      <Modal.Actions>
        <Button primary onClick={onClose} data-testid="token-secret-close">
          {t("translation:common.done")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** The signed-in account's tokens, asked of the side it is signed in on (the whole list). */
function useMyTokens({ fetchPolicy }: ListHookOptions): ListQuery<readonly ApiTokenFieldsFragment[]> {
  const system = useSession().stage === "system";
  const user = useMyApiTokensQuery({ skip: system, fetchPolicy });
  const sys = useSysMyApiTokensQuery({ skip: !system, fetchPolicy });
  return system
    ? { data: sys.data?.sysMyApiTokens, loading: sys.loading, refetch: sys.refetch }
    : { data: user.data?.myApiTokens, loading: user.loading, refetch: user.refetch };
}

export function ApiTokens() {
  const { t } = useNs(accountNs);
  const system = useSession().stage === "system";
  const screen = useResourceScreen({
    table: { pageSize: 10, sort: { name: "CreatedAt", isAsc: false } },
    useList: useMyTokens,
    pick: (tokens) => tokens,
  });
  const [revoke] = useRevokeApiTokenMutation();
  const [sysRevoke] = useSysRevokeApiTokenMutation();
  const [secret, setSecret] = useState<string | null>(null);

  const columns = useMemo<Column<ApiTokenFieldsFragment>[]>(
    () => [
      {
        key: "Name",
        title: t("tokens.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Prefix",
        title: t("tokens.prefix"),
        value: (row) => row.prefix,
        render: (row) => <code>{row.prefix}…</code>,
      },
      {
        key: "ReadOnly",
        title: t("tokens.readOnly"),
        value: (row) => String(row.readOnly),
        render: (row) =>
          row.readOnly ? (
            <Label size="small">{t("tokens.readOnly")}</Label>
          ) : (
            <Label size="small" color="blue" basic>
              {t("tokens.readWrite")}
            </Label>
          ),
        filter: {
          kind: "string",
          options: [
            { value: "true", text: t("tokens.readOnly") },
            { value: "false", text: t("tokens.readWrite") },
          ],
        },
      },
      {
        key: "CreatedAt",
        title: t("translation:common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "ExpiresAt",
        title: t("tokens.expiresAt"),
        value: (row) => row.expiresAt,
        render: (row) => (row.expiresAt ? formatDateTime(row.expiresAt) : t("translation:common.never")),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "LastUsedAt",
        title: t("tokens.lastUsedAt"),
        value: (row) => row.lastUsedAt,
        render: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : "—"),
        sortable: true,
      },
    ],
    [t],
  );
  const revokeToken = (token: ApiTokenFieldsFragment) => {
    const variables = { id: token.id };
    return system
      ? screen.run(sysRevoke({ variables }), t("tokens.revoked"))
      : screen.run(revoke({ variables }), t("tokens.revoked"));
  };

  return (
    <ResourceScreen
      testId="api-tokens-page"
      title={t("tokens.title")}
      intro={t("tokens.intro")}
      {...screen.list(columns)}
      create={{ label: t("tokens.create"), testId: "token-create" }}
      editing={screen.editing}
      dialog={(_row, close) => (
        <CreateTokenDialog
          onClose={close}
          onCreated={(value) => {
            screen.closeDialog(true);
            setSecret(value);
          }}
        />
      )}
      actions={(row) => (
        <ConfirmButton
          label={t("tokens.revoke")}
          icon="ban"
          question={t("tokens.revokeConfirm", { name: row.name })}
          onConfirm={() => revokeToken(row)}
          testId={`token-revoke-${row.id}`}
        />
      )}
    >
      {secret ? <SecretDialog secret={secret} onClose={() => setSecret(null)} /> : null}
    </ResourceScreen>
  );
}
