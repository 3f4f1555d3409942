/**
 * My account, on both stages: avatar, profile, e-mail and phone activation, password. A back-office
 * account (sys_users) keeps a name, an e-mail and a phone only, so its form shows just those.
 */
import { useApolloClient } from "@apollo/client/react";
import { restCalls } from "@crucible/schema";
import { useState } from "react";
import { Button, Form, Grid, Header, Icon, Image, Label, List, Segment } from "semantic-ui-react";
import type { Stage } from "../../app/paths";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { ImageUploader } from "../../components/ImageUploader";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import { NotificationPrefs } from "../notifications/NotificationPrefs";
import { Webhooks } from "../notifications/Webhooks";
import {
  checkCode,
  checkCompanyName,
  checkEmail,
  checkName,
  checkPhone,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import type { ContactKind } from "../../graphql";
import {
  SysMyProfileDocument,
  useActivateContactMutation,
  useAvatarTemplatesQuery,
  useSendActivationCodeMutation,
  useSysActivateContactMutation,
  useSysAvatarTemplatesQuery,
  useSysMyProfileQuery,
  useSysSendActivationCodeMutation,
  useSysUpdateProfileMutation,
  useSysUseAvatarTemplateMutation,
  useUpdateProfileMutation,
  useUseAvatarTemplateMutation,
} from "../../graphql/__generated__/documents/account";
import { MeDocument, SysMeDocument } from "../../graphql/__generated__/documents/app";
import { MyExtInfo } from "../extinfo/MyExtInfo";
import { PasswordForm } from "./PasswordForm";
import { useNs } from "../../i18n";
import { usersNs } from "../users/i18n";
import { accountNs } from "./i18n";
import { authNs } from "../auth/i18n";

export const genders = ["male", "female", "other"] as const;

/** The fields the profile screen shows: a normal user has them all, a system user the first ones. */
interface ProfileSubject {
  readonly id: string;
  readonly account: string;
  readonly name: string;
  readonly email?: string | null;
  readonly emailStatus: boolean;
  readonly phone?: string | null;
  readonly phoneStatus: boolean;
  readonly avatarUrl?: string | null;
  readonly realName?: string;
  readonly gender?: string;
  readonly companyName?: string;
  readonly address?: string;
  readonly site?: string;
}

function AvatarCard({ stage, user }: { stage: Stage; user: ProfileSubject }) {
  const { t } = useNs(accountNs);
  const client = useApolloClient();
  const system = stage === "system";
  const userTemplates = useAvatarTemplatesQuery({ skip: system });
  const sysTemplates = useSysAvatarTemplatesQuery({ skip: !system });
  const templates =
    (system ? sysTemplates.data?.sysAvatarTemplates : userTemplates.data?.avatarTemplates) ?? [];
  const [useUserTemplate, userState] = useUseAvatarTemplateMutation();
  const [useSysTemplate, sysState] = useSysUseAvatarTemplateMutation();
  const loading = userState.loading || sysState.loading;

  const refresh = async () => {
    await client.refetchQueries({ include: system ? [SysMeDocument, SysMyProfileDocument] : [MeDocument] });
    toast.success(t("profile.avatarUpdated"));
  };
  const choose = async (templateId: string) => {
    const result = system
      ? await useSysTemplate({ variables: { templateId } })
      : await useUserTemplate({ variables: { templateId } });
    if (!result.error) toast.success(t("profile.avatarUpdated"));
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
        call={restCalls.avatarUpload(system ? "sys" : "user")}
        label={t("profile.uploadAvatar")}
        onUploaded={() => void refresh()}
        testId="avatar-upload"
        compact
      />
      {templates.length > 0 ? (
        <>
          <p className="muted template-hint">{t("profile.chooseTemplate")}</p>
          <div className="avatar-templates">
            {templates.map((template) => (
              <button
                key={template.id}
                type="button"
                className={user.avatarUrl === template.url ? "avatar-template chosen" : "avatar-template"}
                disabled={loading}
                onClick={() => void choose(template.id)}
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

function formOf(user: ProfileSubject): Record<ProfileKey, string> {
  return {
    name: user.name,
    realName: user.realName ?? "",
    gender: user.gender ?? "",
    companyName: user.companyName ?? "",
    address: user.address ?? "",
    site: user.site ?? "",
    email: user.email ?? "",
    phone: user.phone ?? "",
  };
}

function ActivationDialog({
  stage,
  kind,
  target,
  onClose,
}: {
  stage: Stage;
  kind: ContactKind;
  target: string;
  onClose: () => void;
}) {
  const { t } = useNs(accountNs);
  const { t: authT } = useNs(authNs);
  const [code, setCode] = useState("");
  const [error, setError] = useState<ValidationKey | null>(null);
  const [sent, setSent] = useState(false);
  // Codes are bound to their side: the back office asks the /sys calls.
  const [sendUser, sendUserState] = useSendActivationCodeMutation();
  const [sendSys, sendSysState] = useSysSendActivationCodeMutation();
  const [activateUser, activateUserState] = useActivateContactMutation();
  const [activateSys, activateSysState] = useSysActivateContactMutation();
  const system = stage === "system";
  const send = system ? sendSys : sendUser;
  const sending = sendUserState.loading || sendSysState.loading;
  const activating = activateUserState.loading || activateSysState.loading;
  const label = kind === "EMAIL" ? t("profile.email") : t("profile.phone");

  const sendCode = async () => {
    const result = await send({ variables: { kind } });
    if (!result.error) {
      setSent(true);
      toast.success(authT("auth.codeSent"));
    }
  };
  const submit = async () => {
    const found = checkCode(code);
    setError(found);
    if (found) return;
    const result = system
      ? await activateSys({ variables: { kind, code } })
      : await activateUser({ variables: { kind, code } });
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
      submitting={sending || activating}
      submitLabel={sent ? t("profile.activate") : t("profile.sendCode")}
    >
      {sent ? (
        <>
          <p>{t("profile.activateIntro", { target })}</p>
          <Field
            name="code"
            label={authT("auth.code")}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
            error={error}
            autoComplete="one-time-code"
          />
          <Button type="button" basic size="small" onClick={() => void sendCode()} data-testid="resend-code">
            {authT("auth.sendCode")}
          </Button>
        </>
      ) : (
        <p>{target}</p>
      )}
    </FormDialog>
  );
}

function ContactStatus(props: { active: boolean; kind: ContactKind; value: string; onActivate: () => void }) {
  const { t } = useNs(accountNs);
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

function ProfileForm({ stage, user }: { stage: Stage; user: ProfileSubject }) {
  const { t } = useNs(accountNs);
  const { t: usersT } = useNs(usersNs);
  const system = stage === "system";
  const [form, setForm] = useState(() => formOf(user));
  const [errors, setErrors] = useState<Partial<Record<ProfileKey, ValidationKey>>>({});
  const [activating, setActivating] = useState<ContactKind | null>(null);
  const [update, updateState] = useUpdateProfileMutation();
  const [sysUpdate, sysUpdateState] = useSysUpdateProfileMutation();
  const loading = updateState.loading || sysUpdateState.loading;
  const set = (key: ProfileKey) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = collectErrors({
      name: checkName(form.name),
      companyName: system ? null : checkCompanyName(form.companyName),
      email: checkEmail(form.email, false),
      phone: checkPhone(form.phone, false),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (system) {
      const result = await sysUpdate({
        variables: {
          input: { name: form.name, email: form.email.trim() || null, phone: form.phone.trim() || null },
        },
      });
      if (!result.error && result.data) {
        setForm(formOf(result.data.sysUpdateProfile));
        toast.success(t("translation:common.saved"));
      }
      return;
    }
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
      toast.success(t("translation:common.saved"));
    }
  };

  return (
    <Segment data-testid="profile-form">
      <Header as="h3">{t("profile.info")}</Header>
      <Form onSubmit={() => void submit()} loading={loading} noValidate>
        <Form.Group widths="equal">
          <Form.Input
            label={t("translation:common.account")}
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
        {system ? null : (
          <>
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
                  text: usersT(`users.genders.${gender}`),
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
              <Field
                name="site"
                label={t("profile.site")}
                type="url"
                value={form.site}
                onChange={set("site")}
              />
            </Form.Group>
            <Field
              name="address"
              label={t("profile.address")}
              value={form.address}
              onChange={set("address")}
            />
          </>
        )}
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
          stage={stage}
          kind={activating}
          target={activating === "EMAIL" ? (user.email ?? "") : (user.phone ?? "")}
          onClose={() => setActivating(null)}
        />
      ) : null}
    </Segment>
  );
}

function SystemAccount() {
  const { t } = useNs(accountNs);
  const { t: usersT } = useNs(usersNs);
  const { sysUser } = useSession();
  if (!sysUser) return null;
  return (
    <Segment data-testid="system-account">
      <Header as="h3">{t("profile.accountSummary")}</Header>
      <List relaxed>
        <List.Item icon="user" header={t("translation:common.account")} description={sysUser.account} />
        <List.Item
          icon="id badge"
          header={usersT("sysUsers.roles")}
          description={sysUser.roles.map((role) => role.name).join(", ") || t("translation:common.none")}
        />
      </List>
      <p className="muted">{t("profile.systemFields")}</p>
    </Segment>
  );
}

/** The back office's profile: the system user's own record with the activation state. */
function SystemProfile() {
  const profile = useSysMyProfileQuery();
  const sysUser = profile.data?.sysMe;
  if (!sysUser) return <Segment loading placeholder data-testid="profile-loading" />;
  return (
    <Grid stackable>
      <Grid.Column width={5}>
        <AvatarCard stage="system" user={sysUser} />
        <SystemAccount />
      </Grid.Column>
      <Grid.Column width={11}>
        <ProfileForm key={sysUser.id} stage="system" user={sysUser} />
        <PasswordForm stage="system" />
      </Grid.Column>
    </Grid>
  );
}

export function Profile() {
  const { t } = useNs(accountNs);
  const session = useSession();
  return (
    <div data-testid="profile-page">
      <PageHeader title={t("profile.title")} />
      {session.stage === "frontend" && session.user ? (
        <Grid stackable>
          <Grid.Column width={5}>
            <AvatarCard stage="frontend" user={session.user} />
          </Grid.Column>
          <Grid.Column width={11}>
            <ProfileForm key={session.user.id} stage="frontend" user={session.user} />
            <MyExtInfo />
            <PasswordForm stage="frontend" />
            <NotificationPrefs />
            <Webhooks />
          </Grid.Column>
        </Grid>
      ) : (
        <SystemProfile />
      )}
    </div>
  );
}
