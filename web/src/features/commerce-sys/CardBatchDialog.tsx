/**
 * Generates a batch of recharge cards (User.ResourcePack.Card.Update): kind, what a card grants, how
 * long the pack lasts, the last day a card can be redeemed, how many (up to 1000), a note. Checked by
 * the shared cardBatchInput; the answer names the batch and offers its CSV.
 */
import { cardBatchInput, maxCardBatch, type PackageKind } from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { Button, Form, Icon, Message, Modal } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { KindSelect } from "./columns";
import { FormDialog } from "../../components/FormDialog";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { useGenerateRechargeCardsMutation } from "../../graphql/__generated__/documents/commerce-sys";
import { draftSchema, endOfDayIso, numberOf } from "./drafts";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { useCommerceIssues } from "./issues";
import { cardBatchCsvUrl } from "./urls";

interface CardBatchDraft {
  readonly Kind: PackageKind;
  readonly Grants: string;
  readonly ExpiryMonths: string;
  /** A `date` input's day: the cards can be redeemed until its end. */
  readonly ExpiresAt: string;
  readonly Count: string;
  readonly Note: string;
}

export const cardBatchDraftRule = draftSchema(
  (draft: CardBatchDraft) => ({
    Kind: draft.Kind,
    Grants: numberOf(draft.Grants),
    ExpiryMonths: numberOf(draft.ExpiryMonths),
    ExpiresAt: draft.ExpiresAt.trim() ? endOfDayIso(draft.ExpiresAt) : undefined,
    Count: numberOf(draft.Count),
    Note: draft.Note,
  }),
  cardBatchInput,
);

/** A day `years` from today, as a `date` input's value. */
function dayFromNow(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface Generated {
  readonly batch: string;
  readonly count: number;
}

/** What was generated, with the CSV of the batch. */
function GeneratedBatch({ made, onClose }: { made: Generated; onClose: () => void }) {
  const { t } = useNs(commerceSysNs);
  return (
    <Modal open size="tiny" onClose={onClose} data-testid="card-batch-result">
      <Modal.Header>{t("cards.generatedTitle")}</Modal.Header>
      <Modal.Content>
        <Message positive>
          <Message.Header data-testid="card-batch-name">{made.batch}</Message.Header>
          <p>{t("cards.generated", { count: made.count, batch: made.batch })}</p>
        </Message>
        <p className="muted">{t("cards.generatedBody")}</p>
        <Button as="a" primary href={cardBatchCsvUrl(made.batch)} download data-testid="card-batch-csv">
          <Icon name="download" />
          {t("downloadCsv")}
        </Button>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="card-batch-close">
          {t("translation:common.close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

export function CardBatchDialog({
  onClose,
  onGenerated,
}: {
  onClose: () => void;
  onGenerated?: (batch: string) => void;
}) {
  const { t } = useNs(commerceSysNs);
  const word = useCommerceIssues();
  const [generate] = useGenerateRechargeCardsMutation();
  const [made, setMade] = useState<Generated | null>(null);
  const form = useResourceForm<CardBatchDraft, ReturnType<typeof cardBatchInput.parse>>({
    initial: () => ({
      Kind: "token",
      Grants: "",
      ExpiryMonths: "12",
      ExpiresAt: dayFromNow(1),
      Count: "10",
      Note: "",
    }),
    schema: cardBatchDraftRule,
    word,
    onSubmit: async (input) => {
      const result = await generate({
        variables: {
          input: {
            kind: input.Kind,
            grants: input.Grants,
            expiryMonths: input.ExpiryMonths,
            expiresAt: input.ExpiresAt,
            count: input.Count,
            note: input.Note,
          },
        },
      });
      const answer = result.data?.generateRechargeCards;
      if (answer) {
        setMade({ batch: answer.batch, count: answer.cards.length });
        onGenerated?.(answer.batch);
      }
    },
  });
  if (made) return <GeneratedBatch made={made} onClose={onClose} />;
  const { values } = form;
  const expiresAt = form.error("ExpiresAt");
  return (
    <FormDialog
      open
      size="tiny"
      title={t("cards.generateTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      submitLabel={t("cards.generate")}
      testId="card-batch-dialog"
    >
      <p className="muted small">{t("cards.generateHint")}</p>
      <Form.Group widths="equal">
        <KindSelect value={values.Kind} onChange={form.set("Kind")} testId="field-cardKind" />
        <Field
          {...form.field("Grants")}
          label={`${t("cards.grants")} (${t(`unit.${values.Kind}`)})`}
          required
        />
      </Form.Group>
      <Form.Group widths="equal">
        <Field {...form.field("ExpiryMonths")} label={t("cards.expiryMonths")} required />
        <Field {...form.field("Count")} label={`${t("cards.count")} (≤ ${maxCardBatch})`} required />
      </Form.Group>
      <Form.Input
        type="date"
        label={t("cards.cardExpiry")}
        value={values.ExpiresAt}
        required
        error={expiresAt ? { content: expiresAt, pointing: "above" } : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => form.set("ExpiresAt")(event.target.value)}
        input={{ "data-testid": "field-ExpiresAt", min: dayFromNow(0) }}
      />
      <p className="muted small">{t("cards.cardExpiryHint")}</p>
      <Field {...form.field("Note")} label={t("note")} maxLength={200} />
    </FormDialog>
  );
}
