/** The system config's own tab: the upload limits and the user settings (Sys.Config.*). */
import { sysConfigSchema, type SysConfig } from "@crucible/schema";
import { useEffect, useState } from "react";
import { Button, Checkbox, Form, Header, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import { useSaveSysConfigMutation } from "../../graphql/__generated__/documents/config";
import { useIssueMessages } from "../access/issues";
import { useNs } from "../../i18n";
import { configNs } from "./i18n";
import { useSysConfig, type LimitKey } from "./sysConfig";

export function ConfigForm() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Sys.Config.Update");
  const { config, loading } = useSysConfig();
  const [save, saveState] = useSaveSysConfigMutation();
  const [draft, setDraft] = useState<
    Record<LimitKey, { Max: string; Unit: string; CompressionQuality: string }>
  >({
    UserAvatarSize: { Max: "1", Unit: "MB", CompressionQuality: "0" },
    CoverImageSize: { Max: "1", Unit: "MB", CompressionQuality: "0" },
  });
  const [user, setUser] = useState(config.User);
  const { issues, check } = useIssueMessages<SysConfig>(sysConfigSchema, (key) => {
    const last = key.split(".").pop() ?? key;
    return last === "Max"
      ? t("config.Max")
      : last === "CompressionQuality"
        ? t("config.CompressionQuality")
        : key;
  });

  useEffect(() => {
    const text = (key: LimitKey) => ({
      Max: String(config.Upload[key].Max),
      Unit: config.Upload[key].Unit,
      CompressionQuality: String(config.Upload[key].CompressionQuality),
    });
    setDraft({ UserAvatarSize: text("UserAvatarSize"), CoverImageSize: text("CoverImageSize") });
    setUser(config.User);
  }, [config]);

  const submit = async () => {
    const numberOf = (value: string) =>
      value.trim() === "" || Number.isNaN(Number(value)) ? value : Number(value);
    const limit = (key: LimitKey) => ({
      Max: numberOf(draft[key].Max),
      Unit: draft[key].Unit,
      CompressionQuality: numberOf(draft[key].CompressionQuality),
    });
    const next = check({
      Upload: { UserAvatarSize: limit("UserAvatarSize"), CoverImageSize: limit("CoverImageSize") },
      User: user,
    });
    if (!next) return;
    const result = await save({ variables: { config: next } });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  const limitFields = (key: LimitKey) => {
    const set = (field: "Max" | "Unit" | "CompressionQuality") => (value: string) =>
      setDraft((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
    return (
      <Segment data-testid={`limit-${key}`}>
        <Header as="h4">{t(`config.${key}`)}</Header>
        <Form.Group widths="equal">
          <Field
            name={`${key}.Max`}
            label={t("config.Max")}
            value={draft[key].Max}
            onChange={(value) => set("Max")(value.replace(/[^\d.]/g, ""))}
            message={issues[`Upload.${key}.Max`]}
            disabled={!canUpdate}
          />
          <Form.Select
            label={t("config.Unit")}
            value={draft[key].Unit}
            disabled={!canUpdate}
            options={["KB", "MB", "GB"].map((unit) => ({ key: unit, value: unit, text: unit }))}
            onChange={(_event, data) => set("Unit")(String(data.value))}
            data-testid={`field-${key}.Unit`}
          />
          <Field
            name={`${key}.CompressionQuality`}
            label={t("config.CompressionQuality")}
            value={draft[key].CompressionQuality}
            onChange={(value) => set("CompressionQuality")(value.replace(/[^\d.]/g, ""))}
            message={issues[`Upload.${key}.CompressionQuality`]}
            disabled={!canUpdate}
          />
        </Form.Group>
      </Segment>
    );
  };

  return (
    <Form
      onSubmit={() => void submit()}
      loading={loading || saveState.loading}
      noValidate
      data-testid="sys-config-form"
    >
      <Header as="h3">{t("config.upload")}</Header>
      {limitFields("UserAvatarSize")}
      {limitFields("CoverImageSize")}
      <Header as="h3">{t("config.user")}</Header>
      <Segment>
        <Form.Field>
          <Checkbox
            toggle
            label={t("config.Register")}
            checked={user.Register}
            disabled={!canUpdate}
            onChange={(_event, data) =>
              setUser((current) => ({ ...current, Register: Boolean(data.checked) }))
            }
            data-testid="field-User.Register"
          />
        </Form.Field>
        <Form.Field>
          <Checkbox
            toggle
            label={t("config.Feedback")}
            checked={user.Feedback}
            disabled={!canUpdate}
            onChange={(_event, data) =>
              setUser((current) => ({ ...current, Feedback: Boolean(data.checked) }))
            }
            data-testid="field-User.Feedback"
          />
        </Form.Field>
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="config-save">
          {t("translation:common.save")}
        </Button>
      ) : null}
    </Form>
  );
}
