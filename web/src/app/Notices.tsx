import type { SemanticICONS } from "semantic-ui-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Header, Icon, Segment } from "semantic-ui-react";
import { paths } from "./paths";
import { useSession } from "./session";

function Notice({
  icon,
  title,
  body,
  testId,
}: {
  icon: SemanticICONS;
  title: string;
  body: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { stage } = useSession();
  return (
    <Segment placeholder textAlign="center" data-testid={testId}>
      <Header icon>
        <Icon name={icon} />
        {title}
        <Header.Subheader>{body}</Header.Subheader>
      </Header>
      <Button as={Link} to={paths.home(stage)} primary>
        {t("shell.goHome")}
      </Button>
    </Segment>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Notice
      icon="compass outline"
      title={t("shell.notFoundTitle")}
      body={t("shell.notFound")}
      testId="not-found"
    />
  );
}

export function NoPermission() {
  const { t } = useTranslation();
  return (
    <Notice icon="lock" title={t("shell.deniedTitle")} body={t("shell.denied")} testId="no-permission" />
  );
}

/** An admin without any permission: nothing can be viewed (spec §2). */
export function NothingToView() {
  const { t } = useTranslation();
  return (
    <Segment placeholder textAlign="center" data-testid="nothing-to-view">
      <Header icon>
        <Icon name="eye slash outline" />
        {t("shell.noPermissionTitle")}
        <Header.Subheader>{t("shell.noPermission")}</Header.Subheader>
      </Header>
    </Segment>
  );
}
