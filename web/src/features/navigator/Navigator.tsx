/**
 * The front-end navigator (route `navigator`, and the stage home while the user's first page is
 * navigation): a welcome with the user's tokens, storage and jobs, quick actions, the sections the
 * back office curates (only what the user may open), and the user's recent jobs.
 */
import { workflowFeature } from "@crucible/schema";
import type { InitShow } from "@crucible/schema";
import { Link, Navigate } from "react-router-dom";
import {
  Card,
  Dropdown,
  Header,
  Icon,
  Image,
  Label,
  List,
  Message,
  Placeholder,
  Progress,
  Segment,
  type SemanticICONS,
} from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { formatBytes, formatDateTime } from "../../components/format";
import type { NavigatorBoardQuery } from "../../graphql";
import {
  useMyConfigQuery,
  usePublicSettingsQuery,
  useUpdateMyConfigMutation,
} from "../../graphql/__generated__/documents/app";
import { useNavigatorBoardQuery } from "../../graphql/__generated__/documents/navigator";
import { silentAuth } from "../../graphql/client";
import { FrontHome } from "../account/FrontHome";
import { JobStateLabel } from "../jobs/JobBits";
import { jobRoute, jobsRoute } from "../jobs/urls";
import { ModuleCover } from "../modules/ModuleCover";
import { initShowRoute, itemTarget, pickText, storagePercent } from "./board";
import "../modules/modules.css";
import "./navigator.css";
import { useNs } from "../../i18n";
import { accountNs } from "../account/i18n";
import { navigatorNs } from "./i18n";

type Board = NavigatorBoardQuery["navigatorBoard"];
type Item = Board["sections"][number]["items"][number];

const quickActions: {
  key: "upload" | "newWorkflow" | "modules" | "myJobs";
  route: string;
  icon: SemanticICONS;
  color: "blue" | "teal" | "violet" | "orange";
}[] = [
  { key: "upload", route: "datasets/private", icon: "cloud upload", color: "blue" },
  { key: "newWorkflow", route: "workflow/new", icon: "sitemap", color: "teal" },
  { key: "modules", route: "modules", icon: "cubes", color: "violet" },
  { key: "myJobs", route: "jobs", icon: "tasks", color: "orange" },
];

const firstPageChoices = [
  "navigation",
  "templates",
  "datasets",
  "jobs",
  "weView",
  "weDraw",
  "weSeq",
  "weVec",
] as const;

const kindIcons: Record<Item["kind"], SemanticICONS> = {
  module: "cube",
  template: "sitemap",
  dataset: "database",
  link: "external alternate",
};

/** The user's "first page after login" (saved in their config with the rest of it). */
function FirstPageChoice() {
  const { t } = useNs(navigatorNs);
  const config = useMyConfigQuery({ context: silentAuth });
  const [save, saving] = useUpdateMyConfigMutation();
  const current = config.data?.myConfig;
  if (!current) return null;
  const value = firstPageChoices.some((c) => c === current.InitShow) ? current.InitShow : "navigation";
  const choose = (next: InitShow) =>
    void save({
      variables: {
        input: { Lang: current.Lang, LeftMenuBarCollapse: current.LeftMenuBarCollapse, InitShow: next },
      },
    });
  return (
    <span className="navigator-first-page muted small">
      {t("firstPage")}:{" "}
      <Dropdown
        inline
        loading={saving.loading}
        value={value}
        options={firstPageChoices.map((choice) => ({
          key: choice,
          value: choice,
          text: t(`firstPageChoices.${choice}`),
        }))}
        onChange={(_e, data) => choose(data.value as InitShow)}
        data-testid="navigator-first-page"
      />
    </span>
  );
}

function Welcome({ summary }: { summary: Board["summary"] | null }) {
  const { t } = useNs(navigatorNs);
  const { t: accountT } = useNs(accountNs);
  const session = useSession();
  const user = session.user;
  const percent = summary ? storagePercent(summary.storageUsed, summary.storageQuota) : 0;
  const counts = summary?.jobCounts.filter((c) => c.count > 0) ?? [];
  return (
    <Segment className="navigator-welcome" data-testid="navigator-welcome">
      <div className="navigator-hello">
        {user?.avatarUrl ? (
          <Image src={user.avatarUrl} size="tiny" circular alt="" />
        ) : (
          <Icon name="user circle" size="huge" color="grey" />
        )}
        <div>
          <h2>{t("welcome", { name: session.displayName })}</h2>
          <p className="muted">{t("intro")}</p>
          {user ? (
            <p className="muted small">
              {user.account}
              {user.companyName ? ` · ${user.companyName}` : ""}
              {user.lastLoginAt
                ? ` · ${accountT("profile.lastLogin", { date: formatDateTime(user.lastLoginAt) })}`
                : ""}
            </p>
          ) : null}
          <FirstPageChoice />
        </div>
      </div>
      <div className="navigator-figures">
        <div className="navigator-figure" data-testid="navigator-tokens">
          <div className="navigator-figure-label">
            <Icon name="bolt" color="yellow" />
            {t("tokens")}
          </div>
          <div className="navigator-figure-value">
            {summary ? summary.tokenBalance.toLocaleString() : "…"}
          </div>
        </div>
        <div className="navigator-figure navigator-storage" data-testid="navigator-storage">
          <div className="navigator-figure-label">
            <Icon name="hdd outline" color="blue" />
            {t("storage")}
          </div>
          <Progress
            percent={percent}
            size="tiny"
            color={percent >= 90 ? "red" : percent >= 70 ? "orange" : "blue"}
            data-percent={percent}
          />
          <div className="muted small">
            {summary
              ? t("storageOf", {
                  used: formatBytes(summary.storageUsed),
                  quota: formatBytes(summary.storageQuota),
                })
              : "…"}
          </div>
        </div>
        <div className="navigator-figure" data-testid="navigator-job-counts">
          <div className="navigator-figure-label">
            <Icon name="tasks" color="orange" />
            {t("jobs")}
            {summary ? (
              <span className="muted small"> · {t("jobsTotal", { count: summary.totalJobs })}</span>
            ) : null}
          </div>
          <div className="navigator-counts">
            {summary && counts.length === 0 ? <span className="muted small">{t("noJobsYet")}</span> : null}
            {counts.map((c) => (
              <span key={c.state} className="navigator-count" data-testid={`navigator-count-${c.state}`}>
                <JobStateLabel state={c.state} />
                <strong>{c.count}</strong>
              </span>
            ))}
          </div>
        </div>
      </div>
    </Segment>
  );
}

function QuickActions() {
  const { t } = useNs(navigatorNs);
  return (
    <section className="navigator-section" data-testid="navigator-actions">
      <Header as="h3">{t("actions.title")}</Header>
      <Card.Group itemsPerRow={4} stackable doubling>
        {quickActions.map((action) => (
          <Card
            key={action.key}
            as={Link}
            to={paths.child("frontend", action.route)}
            className="navigator-action"
            data-testid={`navigator-action-${action.key}`}
          >
            <Card.Content>
              <Icon name={action.icon} size="big" color={action.color} className="navigator-action-icon" />
              <Card.Header>{t(`actions.${action.key}`)}</Card.Header>
              <Card.Description className="muted">{t(`actions.${action.key}Hint`)}</Card.Description>
            </Card.Content>
          </Card>
        ))}
      </Card.Group>
    </section>
  );
}

function ItemCard({ item, testId }: { item: Item; testId: string }) {
  const { t, i18n } = useNs(navigatorNs);
  const zh = i18n.language === "zh-CN";
  const target = itemTarget(item);
  if (!target) return null;
  const title = pickText(item.title, zh);
  const summary = pickText(item.summary, zh);
  const linkProps =
    target.kind === "route"
      ? { as: Link, to: target.to }
      : {
          as: "a",
          href: target.href,
          target: "_blank",
          rel: "noopener noreferrer",
          title: t("opensNewWindow"),
        };
  return (
    <Card {...linkProps} className="navigator-item" data-testid={testId} data-kind={item.kind}>
      {item.kind === "module" || item.kind === "template" ? (
        <ModuleCover
          kind={item.kind === "template" ? "template" : "module"}
          coverUrl={item.coverUrl}
          seed={`${item.kind}/${item.targetId ?? ""}`}
          name={item.title.enUS}
        />
      ) : (
        <div className={`navigator-item-icon kind-${item.kind}`} aria-hidden>
          <Icon name={kindIcons[item.kind]} size="huge" />
        </div>
      )}
      <Card.Content>
        <Card.Header className="navigator-item-title">
          {title}
          {target.kind === "external" ? (
            <Icon name="external alternate" size="small" className="navigator-external" />
          ) : null}
        </Card.Header>
        <Card.Meta>
          <Label size="mini" basic>
            <Icon name={kindIcons[item.kind]} />
            {t(`kinds.${item.kind}`)}
          </Label>
        </Card.Meta>
        {summary ? <Card.Description className="navigator-item-summary">{summary}</Card.Description> : null}
      </Card.Content>
    </Card>
  );
}

function Sections({ sections }: { sections: Board["sections"] }) {
  const { t, i18n } = useNs(navigatorNs);
  const zh = i18n.language === "zh-CN";
  if (sections.length === 0) {
    return <Message info icon="compass outline" content={t("emptyBoard")} data-testid="navigator-empty" />;
  }
  return (
    <>
      {sections.map((section, s) => (
        <section key={s} className="navigator-section" data-testid={`navigator-section-${s}`}>
          <Header as="h3">
            {pickText(section.name, zh)}
            {section.description ? (
              <Header.Subheader>{pickText(section.description, zh)}</Header.Subheader>
            ) : null}
          </Header>
          {section.items.length === 0 ? (
            <p className="muted">{t("emptySection")}</p>
          ) : (
            <Card.Group itemsPerRow={4} stackable doubling>
              {section.items.map((item, i) => (
                <ItemCard key={i} item={item} testId={`navigator-item-${s}-${i}`} />
              ))}
            </Card.Group>
          )}
        </section>
      ))}
    </>
  );
}

function RecentJobs({ jobs }: { jobs: Board["summary"]["recentJobs"] }) {
  const { t } = useNs(navigatorNs);
  return (
    <section className="navigator-section" data-testid="navigator-recent">
      <Header as="h3">
        {t("recent")}
        <Link to={jobsRoute()} className="navigator-all-jobs">
          {t("allJobs")} <Icon name="angle right" />
        </Link>
      </Header>
      {jobs.length === 0 ? (
        <Message content={t("noRecent")} data-testid="navigator-no-recent" />
      ) : (
        <Segment>
          <List divided relaxed verticalAlign="middle">
            {jobs.map((job) => (
              <List.Item key={job.id} data-testid={`navigator-job-${job.id}`}>
                <List.Content floated="right">
                  <JobStateLabel state={job.state} />
                </List.Content>
                <Icon name="tasks" color="grey" />
                <List.Content>
                  <List.Header as={Link} to={jobRoute(job.id)}>
                    {job.name}
                  </List.Header>
                  <List.Description className="muted small">{formatDateTime(job.createdAt)}</List.Description>
                </List.Content>
              </List.Item>
            ))}
          </List>
        </Segment>
      )}
    </section>
  );
}

function LoadingCards() {
  return (
    <Card.Group itemsPerRow={4} stackable doubling data-testid="navigator-loading">
      {[0, 1, 2, 3].map((n) => (
        <Card key={n}>
          <Placeholder>
            <Placeholder.Image rectangular />
          </Placeholder>
          <Card.Content>
            <Placeholder>
              <Placeholder.Header>
                <Placeholder.Line length="medium" />
                <Placeholder.Line length="short" />
              </Placeholder.Header>
            </Placeholder>
          </Card.Content>
        </Card>
      ))}
    </Card.Group>
  );
}

export function Navigator() {
  const { t: accountT } = useNs(accountNs);
  const session = useSession();
  const query = useNavigatorBoardQuery({ fetchPolicy: "cache-and-network" });
  const board = query.data?.navigatorBoard ?? null;
  return (
    <div className="navigator" data-testid="navigator">
      <Welcome summary={board?.summary ?? null} />
      {session.user && !session.user.emailStatus && session.user.email ? (
        <Message
          warning
          icon="mail"
          header={`${accountT("profile.email")}: ${session.user.email}`}
          content={accountT("profile.notActivated")}
        />
      ) : null}
      <QuickActions />
      {board ? <Sections sections={board.sections} /> : query.error ? null : <LoadingCards />}
      {board ? <RecentJobs jobs={board.summary.recentJobs} /> : null}
    </div>
  );
}

let firstPageApplied = false;

/**
 * The front-end home: the navigator when the user's first page is navigation, otherwise (once per
 * page load, i.e. right after login) the screen they chose; without the Workflow switch the
 * account home.
 */
export function FrontIndex() {
  const session = useSession();
  const settings = usePublicSettingsQuery();
  const workflow = session.feature(workflowFeature);
  const config = useMyConfigQuery({ context: silentAuth, skip: !workflow });
  if (!settings.data) return <Placeholder fluid data-testid="front-home-loading" />;
  if (!workflow) return <FrontHome />;
  if (!firstPageApplied) {
    if (config.loading && !config.data) return <Placeholder fluid data-testid="front-home-loading" />;
    firstPageApplied = true;
    const route = initShowRoute(config.data?.myConfig.InitShow);
    if (route) return <Navigate to={paths.child("frontend", route)} replace />;
  }
  return (
    <div data-testid="front-home">
      <Navigator />
    </div>
  );
}

/** The `navigator` route: the navigator itself (the account home without the Workflow switch). */
export function NavigatorRoute() {
  const session = useSession();
  const settings = usePublicSettingsQuery();
  if (!settings.data) return <Placeholder fluid data-testid="front-home-loading" />;
  return session.feature(workflowFeature) ? <Navigator /> : <FrontHome />;
}
