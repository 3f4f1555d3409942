/** The login policy (loginPolicySchema): failure limits, address lists, time windows, sessions, expiry. */
import { defaultLoginPolicy, loginPolicySchema, type LoginPolicy as Policy } from "@crucible/schema";
import { useEffect, useState } from "react";
import { Button, Form, Header, Input, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import {
  useLoginPolicyQuery,
  useSaveLoginPolicyMutation,
} from "../../graphql/__generated__/documents/access";
import { useIssueMessages } from "./issues";
import { useNs } from "../../i18n";
import { accessNs } from "./i18n";

const numberKeys = [
  "FailMax",
  "FailWindowMinutes",
  "IpFailMax",
  "SessionMax",
  "SessionIdleHours",
  "PwdExpireDays",
] as const;
type NumberKey = (typeof numberKeys)[number];

interface Draft {
  numbers: Record<NumberKey, string>;
  IpAllow: string;
  IpDeny: string;
  TimeWindows: { Start: string; End: string }[];
}

function toDraft(policy: Policy): Draft {
  const numbers = Object.fromEntries(numberKeys.map((key) => [key, String(policy[key])])) as Record<
    NumberKey,
    string
  >;
  return {
    numbers,
    IpAllow: policy.IpAllow.join("\n"),
    IpDeny: policy.IpDeny.join("\n"),
    TimeWindows: policy.TimeWindows.map((window) => ({ ...window })),
  };
}

function lines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function fromDraft(draft: Draft): unknown {
  const numbers = Object.fromEntries(
    numberKeys.map((key) => [
      key,
      /^-?\d+$/.test(draft.numbers[key].trim()) ? Number(draft.numbers[key]) : draft.numbers[key],
    ]),
  );
  return {
    ...numbers,
    IpAllow: lines(draft.IpAllow),
    IpDeny: lines(draft.IpDeny),
    TimeWindows: draft.TimeWindows,
  };
}

export function LoginPolicy() {
  const { t } = useNs(accessNs);
  const session = useSession();
  const canUpdate = session.can("Sys.User.Update");
  const query = useLoginPolicyQuery({ fetchPolicy: "network-only" });
  const [save, { loading }] = useSaveLoginPolicyMutation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(defaultLoginPolicy));
  const { issues, check } = useIssueMessages<Policy>(loginPolicySchema, (key) =>
    t(`policy.${key as NumberKey}`),
  );

  useEffect(() => {
    if (query.data) {
      const parsed = loginPolicySchema.safeParse({
        ...defaultLoginPolicy,
        ...(query.data.loginPolicy as object),
      });
      setDraft(toDraft(parsed.success ? parsed.data : defaultLoginPolicy));
    }
  }, [query.data]);

  const setNumber = (key: NumberKey) => (value: string) =>
    setDraft((current) => ({
      ...current,
      numbers: { ...current.numbers, [key]: value.replace(/[^\d-]/g, "") },
    }));

  const submit = async () => {
    const policy = check(fromDraft(draft));
    if (!policy) return;
    const result = await save({ variables: { policy } });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  const numberField = (key: NumberKey) => (
    <Field
      name={key}
      label={t(`policy.${key}`)}
      value={draft.numbers[key]}
      onChange={setNumber(key)}
      message={issues[key]}
      disabled={!canUpdate}
    />
  );

  return (
    <div data-testid="login-policy-page">
      <PageHeader title={t("policy.title")} intro={t("policy.intro")} />
      <Form onSubmit={() => void submit()} loading={query.loading || loading} noValidate>
        <Segment>
          <Header as="h4">{t("policy.failures")}</Header>
          <Form.Group widths="equal">
            {numberField("FailMax")}
            {numberField("FailWindowMinutes")}
            {numberField("IpFailMax")}
          </Form.Group>
        </Segment>
        <Segment>
          <Header as="h4">{t("policy.addresses")}</Header>
          <Form.Group widths="equal">
            <Form.TextArea
              label={t("policy.IpAllow")}
              value={draft.IpAllow}
              rows={4}
              disabled={!canUpdate}
              error={issues.IpAllow ?? undefined}
              placeholder="10.0.0.0/8"
              onChange={(_event, data) =>
                setDraft((current) => ({ ...current, IpAllow: String(data.value) }))
              }
              data-testid="field-IpAllow"
            />
            <Form.TextArea
              label={t("policy.IpDeny")}
              value={draft.IpDeny}
              rows={4}
              disabled={!canUpdate}
              error={issues.IpDeny ?? undefined}
              placeholder="203.0.113.7"
              onChange={(_event, data) => setDraft((current) => ({ ...current, IpDeny: String(data.value) }))}
              data-testid="field-IpDeny"
            />
          </Form.Group>
          <div className="field">
            <label>{t("policy.TimeWindows")}</label>
            {draft.TimeWindows.map((window, index) => (
              <div className="time-window" key={index} data-testid={`time-window-${index}`}>
                <Input
                  type="time"
                  label={t("policy.start")}
                  value={window.Start}
                  disabled={!canUpdate}
                  onChange={(_event, data) =>
                    setDraft((current) => ({
                      ...current,
                      TimeWindows: current.TimeWindows.map((item, i) =>
                        i === index ? { ...item, Start: String(data.value) } : item,
                      ),
                    }))
                  }
                />
                <Input
                  type="time"
                  label={t("policy.end")}
                  value={window.End}
                  disabled={!canUpdate}
                  onChange={(_event, data) =>
                    setDraft((current) => ({
                      ...current,
                      TimeWindows: current.TimeWindows.map((item, i) =>
                        i === index ? { ...item, End: String(data.value) } : item,
                      ),
                    }))
                  }
                />
                {canUpdate ? (
                  <Button
                    type="button"
                    icon="trash"
                    basic
                    onClick={() =>
                      setDraft((current) => ({
                        ...current,
                        TimeWindows: current.TimeWindows.filter((_item, i) => i !== index),
                      }))
                    }
                  />
                ) : null}
              </div>
            ))}
            {issues.TimeWindows ? (
              <div className="ui pointing red basic label">{issues.TimeWindows}</div>
            ) : null}
            {canUpdate ? (
              <Button
                type="button"
                basic
                size="small"
                icon="plus"
                content={t("policy.addWindow")}
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    TimeWindows: [...current.TimeWindows, { Start: "08:00", End: "20:00" }],
                  }))
                }
                data-testid="add-time-window"
              />
            ) : null}
          </div>
        </Segment>
        <Segment>
          <Header as="h4">{t("policy.sessionsTitle")}</Header>
          <Form.Group widths="equal">
            {numberField("SessionMax")}
            {numberField("SessionIdleHours")}
            {numberField("PwdExpireDays")}
          </Form.Group>
        </Segment>
        {canUpdate ? (
          <Button type="submit" primary data-testid="policy-save">
            {t("translation:common.save")}
          </Button>
        ) : null}
      </Form>
    </div>
  );
}
