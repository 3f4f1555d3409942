/**
 * Users' resource packs in the back office (User.ResourcePack.Read): holder, kind, amount, source,
 * period; "Credit a user" (User.ResourcePack.Update) creates one directly, unless the commerce
 * settings switched back-office credits off (BackendRechargeDisabled); beside it, "Adjust a project's
 * tokens" adds or removes tokens of a project with a reason (ProjectTokensDialog).
 */
import { adminCreditInput, errorMessage, type PackageKind } from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMemo, useState } from "react";
import { Button, Form, Label, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { listProps } from "../../components/kit/resourceList";
import { useResourceForm } from "../../components/kit/useResourceForm";
import type { Column } from "../../components/ResourceTable";
import { toast } from "../../components/toast";
import type { SysResourcePackFieldsFragment } from "../../graphql";
import {
  SysResourcePacksDocument,
  useCreditUserMutation,
  useSysResourcePacksQuery,
} from "../../graphql/__generated__/documents/commerce-sys";
import { errorLang } from "../../i18n";
import { draftSchema, numberOf } from "./drafts";
import { grantsColumn, kindColumn, KindSelect, userColumn, type CommerceList } from "./columns";
import { useCommerceSysText, type CommerceSysText } from "./i18n";
import { useCommerceIssues } from "./issues";
import { ofUser, withWhere } from "./query";
import { ProjectTokensDialog } from "./ProjectTokensDialog";
import { UserField, type PickedUser } from "./UserPicker";
import "./commerce-sys.css";

type Row = SysResourcePackFieldsFragment;

const packSources = ["order", "card", "admin"] as const;
type PackSource = (typeof packSources)[number];

function isPackSource(value: string): value is PackSource {
  return packSources.some((source) => source === value);
}

/** The packs list: everyone's, or one user's (without the holder column). */
/**
 * A pack's note in the reader's language: the gateway writes "order <number>" and "card <number>"
 * (stored as they are, in English); a note typed in the back office is shown as typed.
 */
function packNote(words: CommerceSysText["packs"], row: { source: string; note: string }): string {
  const order = /^order (\S+)$/.exec(row.note);
  if (row.source === "order" && order) return words.noteOrder(order[1]!);
  const card = /^card (\S+)$/.exec(row.note);
  if (row.source === "card" && card) return words.noteCard(card[1]!);
  return row.note;
}

export function usePackList(userId?: string): CommerceList<Row> {
  const text = useCommerceSysText();
  const words = text.packs;
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: ({ variables, fetchPolicy }) =>
      useSysResourcePacksQuery({
        variables: { query: withWhere(variables.query, ofUser(userId)) },
        fetchPolicy,
      }),
    pick: (data) => data.sysResourcePacks,
  });

  const columns = useMemo<Column<Row>[]>(() => {
    const holder = userColumn<Row>(words.holder, "pack-holder");
    return [
      kit.id(),
      ...(userId ? [] : [holder]),
      kindColumn<Row>(text),
      grantsColumn<Row>(text, "Amount", text.amount, (row) => row.amount),
      {
        key: "ExtraGrants",
        title: text.packages.extraGrants,
        value: (row) => row.workflowStorageGb + row.runningJobs,
        render: (row) =>
          row.workflowStorageGb > 0 || row.runningJobs > 0 ? (
            text.packages.extraGrantsValue(row.workflowStorageGb, row.runningJobs)
          ) : (
            <span className="muted">—</span>
          ),
        collapsing: true,
      },
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
      {
        key: "Note",
        title: text.note,
        render: (row) => <span className="commerce-clip">{packNote(words, row)}</span>,
      },
      kit.date("StartsAt", words.startsAt, (row) => row.startsAt, { collapsing: true }),
      kit.date("ExpiresAt", words.expiresAt, (row) => row.expiresAt, { collapsing: true }),
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
    ];
  }, [kit, text, words, userId]);

  const { rows, total, loading } = screen.list(columns);
  return { table: screen.table, columns, rows, total, loading, refetch: screen.refetch };
}

interface CreditDraft {
  readonly UserId: PickedUser | null;
  readonly Kind: PackageKind;
  readonly Amount: string;
  /** Storage credits: workflow storage GB and running jobs (empty is 0). */
  readonly WorkflowStorageGb: string;
  readonly RunningJobs: string;
  readonly ExpiryMonths: string;
  readonly Note: string;
}

const creditRule = draftSchema(
  (draft: CreditDraft) => ({
    UserId: draft.UserId ? numberOf(draft.UserId.id) : undefined,
    Kind: draft.Kind,
    Amount: numberOf(draft.Amount),
    ...(draft.Kind === "storage"
      ? { WorkflowStorageGb: numberOf(draft.WorkflowStorageGb), RunningJobs: numberOf(draft.RunningJobs) }
      : {}),
    ExpiryMonths: numberOf(draft.ExpiryMonths),
    Note: draft.Note,
  }),
  adminCreditInput,
);

function isRechargeDisabled(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "BackendRechargeDisabled";
}

/** Credits a user directly: a pack of storage or tokens for some months. */
export function CreditDialog({ user, onClose }: { user: PickedUser | null; onClose: () => void }) {
  const text = useCommerceSysText();
  const words = text.packs;
  const word = useCommerceIssues();
  const [credit] = useCreditUserMutation({ refetchQueries: [SysResourcePacksDocument] });
  const [disabled, setDisabled] = useState(false);
  const form = useResourceForm({
    initial: {
      UserId: user,
      Kind: "token" as PackageKind,
      Amount: "",
      WorkflowStorageGb: "",
      RunningJobs: "",
      ExpiryMonths: "12",
      Note: "",
    },
    schema: creditRule,
    word,
    onSubmit: async (input, values) => {
      const result = await credit({
        variables: {
          input: {
            userId: String(input.UserId),
            kind: input.Kind,
            amount: input.Amount,
            workflowStorageGb: input.WorkflowStorageGb,
            runningJobs: input.RunningJobs,
            expiryMonths: input.ExpiryMonths,
            note: input.Note,
          },
        },
      });
      if (isRechargeDisabled(result.error)) setDisabled(true);
      else if (!result.error) {
        toast.success(words.credited(values.UserId?.account ?? `#${input.UserId}`));
        onClose();
      }
    },
  });
  const { values } = form;
  return (
    <FormDialog
      open
      title={words.creditTitle}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      submitLabel={words.credit}
      testId="credit-dialog"
    >
      <p className="muted small">{words.creditHint}</p>
      {disabled ? (
        <Message warning visible size="small" data-testid="credit-disabled">
          {errorMessage("BackendRechargeDisabled", errorLang())}
        </Message>
      ) : null}
      <UserField
        label={text.user}
        value={values.UserId}
        onChange={form.set("UserId")}
        message={form.error("UserId")}
        testId="credit-user"
      />
      <Form.Group widths="equal">
        <KindSelect value={values.Kind} onChange={form.set("Kind")} testId="field-creditKind" />
        <Field {...form.field("Amount")} label={`${text.amount} (${text.unit[values.Kind]})`} required />
        <Field {...form.field("ExpiryMonths")} label={words.expiryMonths} required />
      </Form.Group>
      {values.Kind === "storage" ? (
        <Form.Group widths="equal">
          <Field {...form.field("WorkflowStorageGb")} label={words.creditWorkflowStorageGb} placeholder="0" />
          <Field {...form.field("RunningJobs")} label={words.creditRunningJobs} placeholder="0" />
        </Form.Group>
      ) : null}
      <Field {...form.field("Note")} label={text.note} maxLength={200} />
    </FormDialog>
  );
}

export function SysResourcePacks() {
  const text = useCommerceSysText();
  const session = useSession();
  const list = usePackList();
  const [crediting, setCrediting] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const canCredit = session.can("User.ResourcePack.Update");
  return (
    <ResourceScreen
      testId="sys-packs-page"
      title={text.packs.title}
      intro={text.packs.intro}
      {...listProps(list)}
      tableTestId="sys-packs"
      create={
        canCredit
          ? { label: text.packs.credit, testId: "pack-credit", onClick: () => setCrediting(true) }
          : null
      }
      toolbar={
        canCredit ? (
          <Button
            basic
            icon="folder open"
            content={text.projectTokens.open}
            onClick={() => setAdjusting(true)}
            data-testid="project-adjust-open"
          />
        ) : null
      }
    >
      {crediting ? <CreditDialog user={null} onClose={() => setCrediting(false)} /> : null}
      {adjusting ? <ProjectTokensDialog onClose={() => setAdjusting(false)} /> : null}
    </ResourceScreen>
  );
}
