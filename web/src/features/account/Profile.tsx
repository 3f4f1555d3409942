/** My account: avatar, profile, e-mail and phone activation, password (front end); password (back office). */
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Grid, Header, Icon, Image, Label, List, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { ImageUploader } from "../../components/ImageUploader";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import {
  checkCode,
  checkCompanyName,
  checkEmail,
  checkName,
  checkPhone,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import {
  MeDocument,
  useActivateContactMutation,
  useAvatarTemplatesQuery,
  useSendActivationCodeMutation,
  useUpdateProfileMutation,
  useUseAvatarTemplateMutation,
  type ContactKind,
  type UserFieldsFragment,
} from "../../graphql";
import { PasswordForm } from "./PasswordForm";

export const genders = ["male", "female", "other"] as const;

function AvatarCard({ user }: { user: UserFieldsFragment }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const templates = useAvatarTemplatesQuery();
  const [useTemplate, { loading }] = useUseAvatarTemplateMutation();

  const refresh = async () => {
    await client.refetchQueries({ include: [MeDocument] });
    toast.success(t("profile.avatarUpdated"));
  };

  return (
    <Segment data-testid="avatar-card">
      <Header as="h3">{t("profile.avatar")}</Header>
      <div className="avatar-current">
        {user.avatarUrl ? (
          <Image src={user.avatarUrl} size="small" circular alt="" data-testid="avatar-image" />
        ) : (
          <Icon name="user circle" size="massive" color="grey" />
        )}
      </div>
      <ImageUploader
        endpoint="/api/user/upload_avatar"
        field="PicFile"
        label={t("profile.uploadAvatar")}
        onUploaded={() => void refresh()}
        testId="avatar-upload"
        compact
      />
      {(templates.data?.avatarTemplates.length ?? 0) > 0 ? (
        <>
          <p className="muted template-hint">{t("profile.chooseTemplate")}</p>
          <div className="avatar-templates">
            {templates.data?.avatarTemplates.map((template) => (
              <button
                key={template.id}
                type="button"
                className={user.avatarUrl === template.url ? "avatar-template chosen" : "avatar-template"}
                disabled={loading}
                onClick={() =>
                  void useTemplate({ variables: { templateId: template.id } }).then((result) => {
                    if (!result.error) toast.success(t("profile.avatarUpdated"));
                  })
                }
                data-testid={`avatar-template-${template.id}`}
              >
                <img src={template.url} alt="" />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </Segment>
  );
}

type ProfileKey = "name" | "realName" | "gender" | "companyName" | "address" | "site" | "email" | "phone";

function formOf(user: UserFieldsFragment): Record<ProfileKey, string> {
  return {
    name: user.name,
    realName: user.realName,
    gender: user.gender,
    companyName: user.companyName,
    address: user.address,
    site: user.site,
    email: user.email ?? "",
    phone: user.phone ?? "",
  };
}

function ActivationDialog({
  kind,
  target,
  onClose,
}: {
  kind: ContactKind;
  target: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<ValidationKey | null>(null);
  const [sent, setSent] = useState(false);
  const [send, sendState] = useSendActivationCodeMutation();
  const [activate, activateState] = useActivateContactMutation();
  const label = kind === "EMAIL" ? t("profile.email") : t("profile.phone");

  const sendCode = async () => {
    const result = await send({ variables: { kind } });
    if (!result.error) {
      setSent(true);
      toast.success(t("auth.codeSent"));
    }
  };
  const submit = async () => {
    const found = checkCode(code);
    setError(found);
    if (found) return;
    const result = await activate({ variables: { kind, code } });
    if (!result.error) {
      toast.success(t("profile.activatedDone"));
      onClose();
    }
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("profile.activateTitle", { kind: label })}
      onClose={onClose}
      onSubmit={() => void (sent ? submit() : sendCode())}
      submitting={sendState.loading || activateState.loading}
      submitLabel={sent ? t("profile.activate") : t("profile.sendCode")}
    >
      {sent ? (
        <>
          <p>{t("profile.activateIntro", { target })}</p>
          <Field
            name="code"
            label={t("auth.code")}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
            error={error}
            autoComplete="one-time-code"
          />
          <Button type="button" basic size="small" onClick={() => void sendCode()} data-testid="resend-code">
            {t("auth.sendCode")}
          </Button>
        </>
      ) : (
        <p>{target}</p>
      )}
    </FormDialog>
  );
}

function ContactStatus(props: { active: boolean; kind: ContactKind; value: string; onActivate: () => void }) {
  const { t } = useTranslation();
  if (props.value === "") return null;
  return props.active ? (
    <Label color="green" size="small" basic data-testid={`status-${props.kind}`}>
      <Icon name="check" />
      {t("profile.activated")}
    </Label>
  ) : (
    <span className="contact-status">
      <Label color="orange" size="small" basic data-testid={`status-${props.kind}`}>
        {t("profile.notActivated")}
      </Label>
      <Button
        type="button"
        size="mini"
        primary
        basic
        onClick={props.onActivate}
        data-testid={`activate-${props.kind}`}
      >
        {t("profile.activate")}
      </Button>
    </span>
  );
}

function ProfileForm({ user }: { user: UserFieldsFragment }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(user));
  const [errors, setErrors] = useState<Partial<Record<ProfileKey, ValidationKey>>>({});
  const [activating, setActivating] = useState<ContactKind | null>(null);
  const [update, { loading }] = useUpdateProfileMutation();
  const set = (key: ProfileKey) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = collectErrors({
      name: checkName(form.name),
      companyName: checkCompanyName(form.companyName),
      email: checkEmail(form.email, false),
      phone: checkPhone(form.phone, false),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await update({
      variables: {
        input: {
          name: form.name,
          realName: form.realName.trim(),
          gender: form.gender,
          companyName: form.companyName.trim(),
          address: form.address.trim(),
          site: form.site.trim(),
          email: form.email.trim() || null,
          phone: form.phone.trim() || null,
        },
      },
    });
    if (!result.error && result.data) {
      setForm(formOf(result.data.updateProfile));
      toast.success(t("common.saved"));
    }
  };

  return (
    <Segment data-testid="profile-form">
      <Header as="h3">{t("profile.info")}</Header>
      <Form onSubmit={() => void submit()} loading={loading} noValidate>
        <Form.Group widths="equal">
          <Form.Input
            label={t("common.account")}
            value={user.account}
            readOnly
            input={{ "data-testid": "field-account" }}
          />
          <Field
            name="name"
            label={t("profile.name")}
            value={form.name}
            onChange={set("name")}
            error={errors.name}
            required
          />
        </Form.Group>
        <Form.Group widths="equal">
          <Field
            name="realName"
            label={t("profile.realName")}
            value={form.realName}
            onChange={set("realName")}
          />
          <Form.Select
            label={t("profile.gender")}
            value={form.gender}
            clearable
            options={genders.map((gender) => ({
              key: gender,
              value: gender,
              text: t(`users.genders.${gender}`),
            }))}
            onChange={(_event, data) => set("gender")(String(data.value ?? ""))}
            data-testid="field-gender"
          />
        </Form.Group>
        <Form.Group widths="equal">
          <Field
            name="companyName"
            label={t("profile.companyName")}
            value={form.companyName}
            onChange={set("companyName")}
            error={errors.companyName}
            required
          />
          <Field name="site" label={t("profile.site")} type="url" value={form.site} onChange={set("site")} />
        </Form.Group>
        <Field name="address" label={t("profile.address")} value={form.address} onChange={set("address")} />
        <Form.Group widths="equal">
          <div className="field contact-field">
            <Field
              name="email"
              label={t("profile.email")}
              type="email"
              value={form.email}
              onChange={set("email")}
              error={errors.email}
            />
            {form.email === (user.email ?? "") ? (
              <ContactStatus
                active={user.emailStatus}
                kind="EMAIL"
                value={user.email ?? ""}
                onActivate={() => setActivating("EMAIL")}
              />
            ) : null}
          </div>
          <div className="field contact-field">
            <Field
              name="phone"
              label={t("profile.phone")}
              type="tel"
              value={form.phone}
              onChange={set("phone")}
              error={errors.phone}
            />
            {form.phone === (user.phone ?? "") ? (
              <ContactStatus
                active={user.phoneStatus}
                kind="PHONE"
                value={user.phone ?? ""}
                onActivate={() => setActivating("PHONE")}
              />
            ) : null}
          </div>
        </Form.Group>
        <Button type="submit" primary data-testid="profile-submit">
          {t("profile.saveInfo")}
        </Button>
      </Form>
      {activating ? (
        <ActivationDialog
          kind={activating}
          target={activating === "EMAIL" ? (user.email ?? "") : (user.phone ?? "")}
          onClose={() => setActivating(null)}
        />
      ) : null}
    </Segment>
  );
}

function SystemAccount() {
  const { t } = useTranslation();
  const { sysUser } = useSession();
  if (!sysUser) return null;
  return (
    <Segment data-testid="system-account">
      <Header as="h3">{t("profile.accountSummary")}</Header>
      <List relaxed>
        <List.Item icon="user" header={t("common.account")} description={sysUser.account} />
        <List.Item icon="id card" header={t("common.name")} description={sysUser.name} />
        <List.Item icon="mail" header={t("common.email")} description={sysUser.email || t("common.notSet")} />
        <List.Item
          icon="phone"
          header={t("common.phone")}
          description={sysUser.phone || t("common.notSet")}
        />
        <List.Item
          icon="id badge"
          header={t("sysUsers.roles")}
          description={sysUser.roles.map((role) => role.name).join(", ") || t("common.none")}
        />
      </List>
    </Segment>
  );
}

export function Profile() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div data-testid="profile-page">
      <PageHeader title={t("profile.title")} />
      {session.stage === "frontend" && session.user ? (
        <Grid stackable>
          <Grid.Column width={5}>
            <AvatarCard user={session.user} />
          </Grid.Column>
          <Grid.Column width={11}>
            <ProfileForm key={session.user.id} user={session.user} />
            <PasswordForm stage="frontend" />
          </Grid.Column>
        </Grid>
      ) : (
        <Grid stackable columns={2}>
          <Grid.Column>
            <SystemAccount />
          </Grid.Column>
          <Grid.Column>
            <PasswordForm stage="system" />
          </Grid.Column>
        </Grid>
      )}
    </div>
  );
}
