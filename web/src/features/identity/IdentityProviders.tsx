/**
 * The back office's identity providers (Sys.Config, issue 28): OpenID Connect issuers and LDAP
 * directories, their claims, the groups-to-roles map and whether new accounts are created. The
 * client secret and bind password are write-only: the form says whether one is stored.
 */
import {
  identityProviderInput,
  identityClaimDefaults,
  identityProviderKinds,
  identityProviderUpdate,
  identitySides,
  type IdentityProviderKind,
  type IdentitySide,
  type RoleMap,
} from "@crucible/schema";
import { useMemo, useState, type ChangeEvent } from "react";
import { Form } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { IdentityProviderFieldsFragment, IdentityProviderInput } from "../../graphql";
import {
  useCreateIdentityProviderMutation,
  useDeleteIdentityProviderMutation,
  useIdentityProvidersQuery,
  useSetIdentityProviderStatusMutation,
  useUpdateIdentityProviderMutation,
} from "../../graphql/__generated__/documents/identity";
import { useNs } from "../../i18n";
import { identityNs } from "./i18n";

type Row = IdentityProviderFieldsFragment;

const callbackPath = "/api/sso/oidc/callback";

/** The role map as lines "group: role, role". */
function roleMapText(map: unknown): string {
  if (!map || typeof map !== "object") return "";
  return Object.entries(map as Record<string, unknown>)
    .map(([group, roles]) => `${group}: ${Array.isArray(roles) ? roles.join(", ") : ""}`)
    .join("\n");
}

function parseRoleMap(text: string): RoleMap | null {
  const map: RoleMap = {};
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const colon = line.lastIndexOf(":");
    if (colon <= 0) return null;
    const group = line.slice(0, colon).trim();
    const roles = line
      .slice(colon + 1)
      .split(",")
      .map((role) => role.trim())
      .filter(Boolean);
    if (!group || roles.length === 0) return null;
    map[group] = roles;
  }
  return map;
}

interface Draft {
  kind: IdentityProviderKind;
  name: string;
  side: IdentitySide;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  redirectUrl: string;
  ldapUrl: string;
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  searchFilter: string;
  accountClaim: string;
  emailClaim: string;
  groupsClaim: string;
  roleMap: string;
  createAccounts: boolean;
  trustEmail: boolean;
}

/** The claims a new draft of `kind` starts with (the contract's defaults). */
const claimDefaults = (
  kind: IdentityProviderKind,
): Pick<Draft, "accountClaim" | "emailClaim" | "groupsClaim"> => {
  const defaults = identityClaimDefaults[kind];
  return {
    accountClaim: defaults.AccountClaim,
    emailClaim: defaults.EmailClaim,
    groupsClaim: defaults.GroupsClaim,
  };
};

/**
 * The draft with another kind: each claim still at the old kind's default takes the new kind's (one
 * the administrator typed is kept).
 */
function withKind(draft: Draft, kind: IdentityProviderKind): Draft {
  const before = claimDefaults(draft.kind);
  const after = claimDefaults(kind);
  const claim = (key: keyof typeof after) => (draft[key] === before[key] ? after[key] : draft[key]);
  return {
    ...draft,
    kind,
    accountClaim: claim("accountClaim"),
    emailClaim: claim("emailClaim"),
    groupsClaim: claim("groupsClaim"),
  };
}

function draftOf(row: Row | null): Draft {
  return {
    kind: row?.kind ?? "oidc",
    name: row?.name ?? "",
    side: row?.side ?? "user",
    issuer: row?.issuer ?? "",
    clientId: row?.clientId ?? "",
    clientSecret: "",
    scopes: row?.scopes ?? "openid email profile",
    redirectUrl: row?.redirectUrl ?? "",
    ldapUrl: row?.ldapUrl ?? "",
    bindDn: row?.bindDn ?? "",
    bindPassword: "",
    searchBase: row?.searchBase ?? "",
    searchFilter: row?.searchFilter ?? "(uid={account})",
    ...claimDefaults(row?.kind ?? "oidc"),
    ...(row
      ? { accountClaim: row.accountClaim, emailClaim: row.emailClaim, groupsClaim: row.groupsClaim }
      : {}),
    roleMap: roleMapText(row?.roleMap),
    createAccounts: row?.createAccounts ?? false,
    trustEmail: row?.trustEmail ?? false,
  };
}

/** The contract's field names of a draft (what the gateway's rule checks). */
function contractBody(draft: Draft, roleMap: RoleMap) {
  return {
    Kind: draft.kind,
    Name: draft.name,
    Side: draft.side,
    Issuer: draft.issuer,
    ClientId: draft.clientId,
    ...(draft.clientSecret ? { ClientSecret: draft.clientSecret } : {}),
    Scopes: draft.scopes,
    RedirectUrl: draft.redirectUrl,
    LdapUrl: draft.ldapUrl,
    BindDn: draft.bindDn,
    ...(draft.bindPassword ? { BindPassword: draft.bindPassword } : {}),
    SearchBase: draft.searchBase,
    SearchFilter: draft.searchFilter,
    AccountClaim: draft.accountClaim,
    EmailClaim: draft.emailClaim,
    GroupsClaim: draft.groupsClaim,
    RoleMap: roleMap,
    CreateAccounts: draft.createAccounts,
    TrustEmail: draft.trustEmail,
  };
}

function ProviderDialog({ row, onClose }: { row: Row | null; onClose: (saved: boolean) => void }) {
  const { t: text } = useNs(identityNs);
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [tried, setTried] = useState(false);
  const [create, createState] = useCreateIdentityProviderMutation();
  const [update, updateState] = useUpdateIdentityProviderMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const roleMap = parseRoleMap(draft.roleMap);
  const parsed = row
    ? identityProviderUpdate.safeParse(contractBody(draft, roleMap ?? {}))
    : identityProviderInput.safeParse(contractBody(draft, roleMap ?? {}));
  const issue = (path: string) => {
    if (!tried || parsed.success) return undefined;
    const found = parsed.error.issues.find((i) => i.path[0] === path);
    return found ? { content: found.message, pointing: "above" as const } : undefined;
  };
  const input = (
    key: keyof Draft,
    label: string,
    path: string,
    extra: { hint?: string; type?: string } = {},
  ) => (
    <Form.Input
      label={label}
      value={draft[key] as string}
      type={extra.type ?? "text"}
      placeholder={extra.hint}
      error={issue(path)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as never)}
      input={{ "data-testid": `idp-${key}`, spellCheck: false, autoComplete: "off" }}
    />
  );
  const submit = async () => {
    setTried(true);
    if (!parsed.success || roleMap === null) return;
    const variables: IdentityProviderInput = {
      name: draft.name,
      side: draft.side,
      issuer: draft.issuer,
      clientId: draft.clientId,
      scopes: draft.scopes,
      redirectUrl: draft.redirectUrl,
      ldapUrl: draft.ldapUrl,
      bindDn: draft.bindDn,
      searchBase: draft.searchBase,
      searchFilter: draft.searchFilter,
      accountClaim: draft.accountClaim,
      emailClaim: draft.emailClaim,
      groupsClaim: draft.groupsClaim,
      roleMap,
      createAccounts: draft.createAccounts,
      trustEmail: draft.trustEmail,
      ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
      ...(draft.bindPassword ? { bindPassword: draft.bindPassword } : {}),
    };
    const result = row
      ? await update({ variables: { id: row.id, input: variables } })
      : await create({ variables: { input: { ...variables, kind: draft.kind } } });
    if (result.data) {
      toast.success(text("saved"));
      onClose(true);
    }
  };
  const oidc = draft.kind === "oidc";
  const claimLabel = (label: string) => (oidc ? label : `${label} (${text("attribute")})`);
  return (
    <FormDialog
      open
      title={row ? text("edit") : text("add")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      size="large"
      testId="idp-dialog"
    >
      <Form.Group widths="equal">
        <Form.Select
          label={text("kind")}
          value={draft.kind}
          disabled={row !== null}
          options={identityProviderKinds.map((k) => ({ key: k, value: k, text: text(`kinds.${k}`) }))}
          onChange={(_e, data) => setDraft((d) => withKind(d, String(data.value) as IdentityProviderKind))}
          data-testid="idp-kind"
        />
        {input("name", text("name"), "Name")}
        <Form.Select
          label={text("side")}
          value={draft.side}
          options={identitySides.map((s) => ({ key: s, value: s, text: text(`sides.${s}`) }))}
          onChange={(_e, data) => set("side", String(data.value) as IdentitySide)}
          data-testid="idp-side"
        />
      </Form.Group>
      {oidc ? (
        <>
          <Form.Group widths="equal">
            {input("issuer", text("issuer"), "Issuer", { hint: text("issuerHint") })}
            {input("clientId", text("clientId"), "ClientId")}
          </Form.Group>
          <Form.Group widths="equal">
            {input("clientSecret", text("clientSecret"), "ClientSecret", {
              type: "password",
              hint: row?.hasClientSecret ? text("secretStored") : text("secretNone"),
            })}
            {input("scopes", text("scopes"), "Scopes")}
          </Form.Group>
          {input("redirectUrl", text("redirectUrl"), "RedirectUrl", {
            hint: text("redirectHint", { path: callbackPath }),
          })}
        </>
      ) : (
        <>
          <Form.Group widths="equal">
            {input("ldapUrl", text("ldapUrl"), "LdapUrl", { hint: "ldaps://ldap.example.org" })}
            {input("bindDn", text("bindDn"), "BindDn")}
            {input("bindPassword", text("bindPassword"), "BindPassword", {
              type: "password",
              hint: row?.hasBindPassword ? text("secretStored") : "",
            })}
          </Form.Group>
          <Form.Group widths="equal">
            {input("searchBase", text("searchBase"), "SearchBase")}
            {input("searchFilter", text("searchFilter"), "SearchFilter", { hint: text("searchFilterHint") })}
          </Form.Group>
        </>
      )}
      <Form.Group widths="equal">
        {input("accountClaim", claimLabel(text("accountClaim")), "AccountClaim")}
        {input("emailClaim", claimLabel(text("emailClaim")), "EmailClaim")}
        {input("groupsClaim", claimLabel(text("groupsClaim")), "GroupsClaim")}
      </Form.Group>
      <Form.TextArea
        label={text("roleMap")}
        value={draft.roleMap}
        rows={3}
        placeholder={text("roleMapHint")}
        error={tried && roleMap === null ? { content: text("roleMapError"), pointing: "above" } : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => set("roleMap", event.target.value)}
        data-testid="idp-roleMap"
      />
      <Form.Checkbox
        label={text("createAccounts")}
        checked={draft.createAccounts}
        onChange={(_e, data) => set("createAccounts", data.checked === true)}
        data-testid="idp-createAccounts"
      />
      {oidc ? null : (
        <Form.Checkbox
          label={text("trustEmail")}
          checked={draft.trustEmail}
          onChange={(_e, data) => set("trustEmail", data.checked === true)}
          data-testid="idp-trustEmail"
        />
      )}
    </FormDialog>
  );
}

export function IdentityProviders() {
  const { t: text } = useNs(identityNs);
  const session = useSession();
  const screen = useResourceScreen({
    useList: useIdentityProvidersQuery,
    pick: (data) => data.identityProviders,
  });
  const [setStatus] = useSetIdentityProviderStatusMutation();
  const [remove] = useDeleteIdentityProviderMutation();
  const canUpdate = session.can("Sys.Config.Update");
  const canDelete = session.can("Sys.Config.Delete");
  const kit = useColumnKit();
  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.text("Name", text("name"), (row) => row.name),
      {
        key: "Kind",
        title: text("kind"),
        value: (row) => row.kind,
        render: (row) => text(`kinds.${row.kind}`),
        filter: {
          kind: "string",
          options: identityProviderKinds.map((k) => ({ value: k, text: text(`kinds.${k}`) })),
        },
        collapsing: true,
      },
      {
        key: "Side",
        title: text("side"),
        value: (row) => row.side,
        render: (row) => text(`sides.${row.side}`),
        filter: {
          kind: "string",
          options: identitySides.map((s) => ({ value: s, text: text(`sides.${s}`) })),
        },
        collapsing: true,
      },
      kit.date("CreatedAt", text("created"), (row) => String(row.createdAt), { collapsing: true }),
    ],
    [text, kit],
  );
  return (
    <ResourceScreen
      testId="identity-providers-page"
      title={text("title")}
      intro={text("intro")}
      {...screen.list(columns)}
      tableTestId="identity-providers"
      create={canUpdate ? { label: text("add"), testId: "idp-add" } : null}
      editing={screen.editing}
      dialog={(row) => <ProviderDialog row={row} onClose={screen.closeDialog} />}
      actions={{
        prefix: "idp",
        name: (row) => row.name,
        edit: canUpdate ? screen.editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete
          ? {
              run: (row) => screen.run(remove({ variables: { id: row.id } }), text("deleted")),
              question: (row) => text("deleteConfirm", { name: row.name }),
              label: text("delete"),
              testId: "delete",
            }
          : undefined,
      }}
    />
  );
}
