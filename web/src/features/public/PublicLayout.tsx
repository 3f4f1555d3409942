/** The frame of a public page: the brand, the page links, the language switch, a title and an intro. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Container, Header, Icon } from "semantic-ui-react";
import { LanguageSwitch } from "../../app/LanguageSwitch";
import { paths } from "../../app/paths";
import { useMeQuery } from "../../graphql/__generated__/documents/app";
import { silentAuth } from "../../graphql/client";
import { useNs } from "../../i18n";
import { publicNs } from "./i18n";
import { PublicNav } from "./PublicNav";

export function PublicLayout(props: {
  readonly title: string;
  readonly intro?: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: text } = useNs(publicNs);
  const me = useMeQuery({ context: silentAuth });
  const signedIn = Boolean(me.data?.me);
  return (
    <div className="landing public-page" data-testid={props.testId}>
      <header className="landing-header compact">
        <Container className="landing-nav">
          <Link to={paths.landing} className="landing-brand">
            <Icon name="lab" />
            {t("app.name")}
          </Link>
          <nav className="landing-links">
            <div className="ui secondary inverted menu">
              <LanguageSwitch />
            </div>
            <Button
              as={Link}
              to={signedIn ? paths.home("frontend") : paths.login("frontend")}
              inverted
              basic
              size="small"
              data-testid={signedIn ? "public-workspace" : "public-signin"}
            >
              {signedIn ? text("workspace") : text("signIn")}
            </Button>
          </nav>
        </Container>
        <Container>
          <PublicNav />
        </Container>
        <Container text className="landing-hero">
          <Header as="h1" inverted data-testid="public-title">
            {props.title}
          </Header>
          {props.intro ? <p className="landing-lead">{props.intro}</p> : null}
        </Container>
      </header>
      <Container className="public-body">{props.children}</Container>
    </div>
  );
}
