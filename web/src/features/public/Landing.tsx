/** The public home page (#/ and #/page/home): what the platform does, and the ways in. */
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Container, Grid, Header, Icon, Segment, type SemanticICONS } from "semantic-ui-react";
import { LanguageSwitch } from "../../app/LanguageSwitch";
import { paths } from "../../app/paths";
import type { Catalogue } from "../../i18n/en-US";
import { useMeQuery, usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { silentAuth } from "../../graphql/client";
import { PublicContent } from "./PublicContent";
import { PublicNav } from "./PublicNav";

type FeatureKey = keyof Catalogue["landing"]["features"];

const features: { icon: SemanticICONS; title: FeatureKey; body: FeatureKey }[] = [
  { icon: "sitemap", title: "workflowsTitle", body: "workflowsBody" },
  { icon: "cubes", title: "modulesTitle", body: "modulesBody" },
  { icon: "database", title: "datasetsTitle", body: "datasetsBody" },
  { icon: "eye", title: "viewersTitle", body: "viewersBody" },
  { icon: "tasks", title: "jobsTitle", body: "jobsBody" },
  { icon: "terminal", title: "accessTitle", body: "accessBody" },
];

const steps: { icon: SemanticICONS; key: keyof Catalogue["landing"]["steps"] }[] = [
  { icon: "cloud upload", key: "upload" },
  { icon: "share alternate", key: "build" },
  { icon: "play circle", key: "run" },
  { icon: "chart bar", key: "read" },
];

export function Landing() {
  const { t } = useTranslation();
  const settings = usePublicSettingsQuery();
  const me = useMeQuery({ context: silentAuth });
  const signedIn = Boolean(me.data?.me);
  const registerEnabled = settings.data?.publicSettings.registerEnabled ?? false;
  const version = settings.data?.publicSettings.version ?? "";

  const actions = (inverted: boolean) =>
    signedIn ? (
      <Button as={Link} to={paths.home("frontend")} primary size="large" data-testid="landing-workspace">
        {t("landing.goHome")}
      </Button>
    ) : (
      <>
        <Button as={Link} to={paths.login("frontend")} primary size="large" data-testid="landing-signin">
          {t("landing.signIn")}
        </Button>
        {registerEnabled ? (
          <Button
            as={Link}
            to={paths.register}
            basic={!inverted}
            inverted={inverted}
            size="large"
            data-testid="landing-register"
          >
            {t("landing.register")}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="landing" data-testid="landing">
      <header className="landing-header">
        <Container className="landing-nav">
          <Link to={paths.landing} className="landing-brand">
            <Icon name="lab" />
            {t("app.name")}
          </Link>
          <nav className="landing-links">
            <a href="#features" onClick={(event) => scrollToId(event, "features")}>
              {t("landing.featuresTitle")}
            </a>
            <div className="ui secondary inverted menu">
              <LanguageSwitch />
            </div>
            {signedIn ? null : (
              <Button
                as={Link}
                to={paths.login("frontend")}
                inverted
                basic
                size="small"
                data-testid="nav-signin"
              >
                {t("landing.signIn")}
              </Button>
            )}
          </nav>
        </Container>
        <Container>
          <PublicNav />
        </Container>
        <Container text className="landing-hero">
          <Header as="h1" inverted>
            {t("landing.heroTitle")}
          </Header>
          <p className="landing-tagline">{t("app.tagline")}</p>
          <p className="landing-lead">{t("landing.heroBody")}</p>
          <div className="landing-actions">{actions(true)}</div>
        </Container>
      </header>

      <PublicContent />

      <Segment basic vertical className="landing-section" id="features">
        <Container>
          <Header as="h2" textAlign="center">
            {t("landing.featuresTitle")}
          </Header>
          <Grid stackable columns={3} className="feature-grid">
            {features.map((feature) => (
              <Grid.Column key={feature.title}>
                <div className="feature-card">
                  <Icon name={feature.icon} size="big" color="blue" />
                  <Header as="h3">{t(`landing.features.${feature.title}`)}</Header>
                  <p>{t(`landing.features.${feature.body}`)}</p>
                </div>
              </Grid.Column>
            ))}
          </Grid>
        </Container>
      </Segment>

      <Segment basic vertical className="landing-section alt">
        <Container>
          <Header as="h2" textAlign="center">
            {t("landing.stepsTitle")}
          </Header>
          <Grid stackable columns={4} className="steps-grid">
            {steps.map((step, index) => (
              <Grid.Column key={step.key} textAlign="center">
                <div className="step-number">{index + 1}</div>
                <Icon name={step.icon} size="huge" color="teal" />
                <p className="step-text">{t(`landing.steps.${step.key}`)}</p>
              </Grid.Column>
            ))}
          </Grid>
        </Container>
      </Segment>

      <Segment basic vertical className="landing-section">
        <Container text textAlign="center">
          <Header as="h2">{t("landing.creditsTitle")}</Header>
          <p className="landing-lead dark">{t("landing.creditsBody")}</p>
          <div className="landing-actions">{actions(false)}</div>
        </Container>
      </Segment>

      <footer className="landing-footer">
        <Container className="landing-footer-inner">
          <span>{t("landing.footer", { version })}</span>
          <Link to={paths.download} data-testid="landing-download">
            {t("landing.desktopDownload")}
          </Link>
          <Link to={paths.login("system")} data-testid="landing-admin">
            {t("landing.adminSignIn")}
          </Link>
        </Container>
      </footer>
    </div>
  );
}

function scrollToId(event: MouseEvent, id: string): void {
  // Hash routing owns location.hash: scroll without changing it.
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: "smooth" });
}
