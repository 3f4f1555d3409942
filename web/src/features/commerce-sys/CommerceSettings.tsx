/**
 * The commerce switches (Buy, BackendRecharge, InvoiceApply), the daily check-in gift (tokens per
 * day, cycle length and bonus, the day's time zone) and the limits every user has before packs
 * (workflow storage GB, running jobs), and the offline-payment text buyers read while no payment
 * provider is configured (in both languages): read with User.ResourcePack.Read, saved with
 * .Update, checked by the shared commerceConfigSchema.
 */
import {
  commerceConfigSchema,
  defaultCommerceConfig,
  offlinePaymentMaxChars,
  type CommerceConfig,
  type OfflinePayment,
} from "@crucible/schema";
import { useMemo, type ChangeEvent } from "react";
import { Button, Checkbox, Form, Header, Message, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { toast } from "../../components/toast";
import {
  CommerceConfigDocument,
  useCommerceConfigQuery,
  useSaveCommerceConfigMutation,
} from "../../graphql/__generated__/documents/commerce-sys";
import { draftSchema, numberOf } from "./drafts";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { useCommerceIssues } from "./issues";
import "./commerce-sys.css";

interface CheckInDraft {
  readonly DailyTokens: string;
  readonly CycleDays: string;
  readonly CycleBonusTokens: string;
  readonly TimeZone: string;
}

interface SettingsDraft {
  readonly Buy: boolean;
  readonly BackendRecharge: boolean;
  readonly InvoiceApply: boolean;
  readonly CheckIn: CheckInDraft;
  readonly BaseWorkflowStorageGb: string;
  readonly BaseRunningJobs: string;
  readonly OfflinePayment: OfflinePayment;
}

const switches = ["Buy", "BackendRecharge", "InvoiceApply"] as const;
const checkInNumbers = ["DailyTokens", "CycleDays", "CycleBonusTokens"] as const;
const baseNumbers = ["BaseWorkflowStorageGb", "BaseRunningJobs"] as const;

const settingsRule = draftSchema(
  (draft: SettingsDraft) => ({
    Buy: draft.Buy,
    BackendRecharge: draft.BackendRecharge,
    InvoiceApply: draft.InvoiceApply,
    CheckIn: {
      DailyTokens: numberOf(draft.CheckIn.DailyTokens),
      CycleDays: numberOf(draft.CheckIn.CycleDays),
      CycleBonusTokens: numberOf(draft.CheckIn.CycleBonusTokens),
      TimeZone: draft.CheckIn.TimeZone.trim(),
    },
    BaseWorkflowStorageGb: numberOf(draft.BaseWorkflowStorageGb),
    BaseRunningJobs: numberOf(draft.BaseRunningJobs),
    OfflinePayment: draft.OfflinePayment,
  }),
  commerceConfigSchema,
);

function draftOf(config: CommerceConfig): SettingsDraft {
  return {
    Buy: config.Buy,
    BackendRecharge: config.BackendRecharge,
    InvoiceApply: config.InvoiceApply,
    CheckIn: {
      DailyTokens: String(config.CheckIn.DailyTokens),
      CycleDays: String(config.CheckIn.CycleDays),
      CycleBonusTokens: String(config.CheckIn.CycleBonusTokens),
      TimeZone: config.CheckIn.TimeZone,
    },
    BaseWorkflowStorageGb: String(config.BaseWorkflowStorageGb),
    BaseRunningJobs: String(config.BaseRunningJobs),
    OfflinePayment: config.OfflinePayment,
  };
}

/** The IANA names the browser knows, offered while typing a time zone. */
function timeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

function SettingsForm({ config, canSave }: { config: CommerceConfig; canSave: boolean }) {
  const { t } = useNs(commerceSysNs);
  const word = useCommerceIssues();
  const [save] = useSaveCommerceConfigMutation({ refetchQueries: [CommerceConfigDocument] });
  const zones = useMemo(timeZones, []);
  const form = useResourceForm({
    initial: () => draftOf(config),
    schema: settingsRule,
    word,
    onSubmit: async (parsed) => {
      const result = await save({ variables: { config: parsed } });
      if (!result.error) toast.success(t("settings.saved"));
    },
  });
  const { values } = form;
  const setCheckIn = form.set("CheckIn");
  const labels: Record<(typeof switches)[number], string> = {
    Buy: t("settings.buy"),
    BackendRecharge: t("settings.backendRecharge"),
    InvoiceApply: t("settings.invoiceApply"),
  };
  const numberLabels: Record<(typeof checkInNumbers)[number], string> = {
    DailyTokens: t("settings.dailyTokens"),
    CycleDays: t("settings.cycleDays"),
    CycleBonusTokens: t("settings.cycleBonusTokens"),
  };
  const baseLabels: Record<(typeof baseNumbers)[number], string> = {
    BaseWorkflowStorageGb: t("settings.baseWorkflowStorageGb"),
    BaseRunningJobs: t("settings.baseRunningJobs"),
  };
  const problem = (key: keyof CheckInDraft) => {
    const message = form.errorAt(["CheckIn", key]);
    return message ? { content: message, pointing: "above" as const } : undefined;
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
      loading={form.submitting}
      data-testid="commerce-settings-form"
    >
      {!canSave ? <Message info size="small" content={t("settings.readOnly")} /> : null}
      <Segment>
        <Header as="h4">{t("settings.switches")}</Header>
        {switches.map((key) => (
          <Form.Field key={key}>
            <Checkbox
              toggle
              label={labels[key]}
              checked={values[key]}
              disabled={!canSave}
              onChange={(_event, data) => form.set(key)(Boolean(data.checked))}
              data-testid={`commerce-switch-${key}`}
            />
          </Form.Field>
        ))}
      </Segment>
      <Segment>
        <Header as="h4">{t("settings.checkIn")}</Header>
        <Form.Group widths="equal">
          {checkInNumbers.map((key) => (
            <Form.Input
              key={key}
              label={numberLabels[key]}
              value={values.CheckIn[key]}
              disabled={!canSave}
              error={problem(key)}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                setCheckIn({ ...values.CheckIn, [key]: event.target.value })
              }
              input={{ "data-testid": `checkin-${key}`, inputMode: "numeric", autoComplete: "off" }}
            />
          ))}
        </Form.Group>
        <Form.Input
          width={8}
          label={t("settings.timeZone")}
          value={values.CheckIn.TimeZone}
          disabled={!canSave}
          placeholder={t("settings.timeZoneHint")}
          error={problem("TimeZone")}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setCheckIn({ ...values.CheckIn, TimeZone: event.target.value })
          }
          input={{ "data-testid": "checkin-TimeZone", list: "commerce-time-zones", autoComplete: "off" }}
        />
        <datalist id="commerce-time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </Segment>
      <Segment>
        <Header as="h4">{t("settings.limits")}</Header>
        <p className="muted">{t("settings.limitsHint")}</p>
        <Form.Group widths="equal">
          {baseNumbers.map((key) => {
            const message = form.errorAt([key]);
            return (
              <Form.Input
                key={key}
                label={baseLabels[key]}
                value={values[key]}
                disabled={!canSave}
                error={message ? { content: message, pointing: "above" as const } : undefined}
                onChange={(event: ChangeEvent<HTMLInputElement>) => form.set(key)(event.target.value)}
                input={{ "data-testid": `commerce-${key}`, inputMode: "numeric", autoComplete: "off" }}
              />
            );
          })}
        </Form.Group>
      </Segment>
      <Segment>
        <Header as="h4">{t("settings.offline")}</Header>
        <p className="muted">{t("settings.offlineHint")}</p>
        {(["En", "Zh"] as const).map((language) => {
          const message = form.errorAt(["OfflinePayment", language]);
          return (
            <Form.TextArea
              key={language}
              label={language === "En" ? t("settings.offlineEn") : t("settings.offlineZh")}
              value={values.OfflinePayment[language]}
              disabled={!canSave}
              rows={4}
              maxLength={offlinePaymentMaxChars}
              error={message ? { content: message, pointing: "above" as const } : undefined}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
                form.set("OfflinePayment")({ ...values.OfflinePayment, [language]: event.target.value })
              }
              data-testid={`commerce-offline-${language}`}
            />
          );
        })}
      </Segment>
      {canSave ? (
        <Button
          type="submit"
          primary
          content={t("settings.save")}
          disabled={form.submitting}
          data-testid="commerce-settings-save"
        />
      ) : null}
    </Form>
  );
}

export function CommerceSettings() {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const query = useCommerceConfigQuery({ fetchPolicy: "network-only" });
  const config = useMemo(() => {
    const parsed = commerceConfigSchema.safeParse(query.data?.commerceConfig);
    return parsed.success ? parsed.data : defaultCommerceConfig;
  }, [query.data]);
  return (
    <div data-testid="commerce-settings-page" className="commerce-settings">
      <PageHeader title={t("settings.title")} intro={t("settings.intro")} />
      {query.data ? (
        <SettingsForm
          key={JSON.stringify(config)}
          config={config}
          canSave={session.can("User.ResourcePack.Update")}
        />
      ) : null}
    </div>
  );
}
