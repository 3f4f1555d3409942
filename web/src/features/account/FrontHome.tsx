/** The front-end home: who is signed in and the ways to the account screens. */
import { Link } from "react-router-dom";
import { Card, Icon, Image, Message, Segment, type SemanticICONS } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { formatDateTime } from "../../components/format";
import { type Bilingual, useBilingual, useNs } from "../../i18n";
import { accountLabels } from "./screens";
import { accountNs } from "./i18n";

const shortcuts: { route: string; icon: SemanticICONS; label: Bilingual }[] = [
  { route: "profile", icon: "user circle", label: accountLabels.profile },
  { route: "api-tokens", icon: "key", label: accountLabels.apiTokens },
  { route: "my-sessions", icon: "plug", label: accountLabels.mySessions },
];

export function FrontHome() {
  const { t } = useNs(accountNs);
  const text = useBilingual();
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  return (
    <div data-testid="front-home">
      <Segment className="welcome">
        {user.avatarUrl ? (
          <Image src={user.avatarUrl} size="tiny" circular alt="" />
        ) : (
          <Icon name="user circle" size="huge" color="grey" />
        )}
        <div>
          <h2>{t("profile.welcome", { name: session.displayName })}</h2>
          <p className="muted">{t("profile.welcomeBody")}</p>
          <p className="muted small">
            {user.account} · {user.companyName} ·{" "}
            {t("profile.memberSince", { date: formatDateTime(user.createdAt) })}
            {user.lastLoginAt
              ? ` · ${t("profile.lastLogin", { date: formatDateTime(user.lastLoginAt) })}`
              : ""}
          </p>
        </div>
      </Segment>
      {!user.emailStatus && user.email ? (
        <Message
          warning
          icon="mail"
          header={`${t("profile.email")}: ${user.email}`}
          content={t("profile.notActivated")}
        />
      ) : null}
      <Card.Group itemsPerRow={3} stackable>
        {shortcuts.map((shortcut) => (
          <Card
            key={shortcut.route}
            as={Link}
            to={paths.child("frontend", shortcut.route)}
            data-testid={`shortcut-${shortcut.route}`}
          >
            <Card.Content textAlign="center">
              <Icon name={shortcut.icon} size="big" color="blue" />
              <Card.Header className="shortcut-title">{text(shortcut.label)}</Card.Header>
            </Card.Content>
          </Card>
        ))}
      </Card.Group>
    </div>
  );
}
