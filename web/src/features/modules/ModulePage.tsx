/**
 * One module: its documentation (sanitised markdown), arguments, outputs and price, and the run form
 * (the generated argument form, a job name and the e-mail notice) that submits a one-task job and
 * goes to the job's page.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Fragment } from "react";
import { Link, useParams } from "react-router-dom";
import { Header, Icon, Label, List, Loader, Message, Segment, Tab, Table } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import type { ModulePageFieldsFragment } from "../../graphql";
import {
  useModulePageQuery,
  useModulePageTokenBalanceQuery,
} from "../../graphql/__generated__/documents/modules";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { useNs } from "../../i18n";
import { methodLabel } from "./MethodPicker";
import { FavoriteButton } from "./FavoriteButton";
import { ModuleCover } from "./ModuleCover";
import { ArgsTable, OutputsTable } from "./ModuleTables";
import { RunForm } from "./RunForm";
import { moduleName, moduleSummary, moduleUrls } from "./urls";
import "./modules.css";
import { modulesEn, modulesNs } from "./i18n";

function durationText(seconds: number, zh: boolean): string {
  const parts: string[] = [];
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) parts.push(zh ? `${hours} 小时` : `${hours} h`);
  if (minutes > 0) parts.push(zh ? `${minutes} 分钟` : `${minutes} min`);
  if (rest > 0 || parts.length === 0) parts.push(zh ? `${rest} 秒` : `${rest} s`);
  return parts.join(" ");
}

/**
 * The image's packages as the page lists them, "openbabel 3.1.1+dfsg-9+b3, jq 1.6-2.1+deb12u3": a line
 * breaks between packages, never inside a version.
 */
function PackageList({ packages }: { packages: readonly { name: string; version?: string | null }[] }) {
  return packages.map((item, index) => (
    <Fragment key={item.name}>
      {index > 0 ? ", " : null}
      <span className="module-package">{item.version ? `${item.name} ${item.version}` : item.name}</span>
    </Fragment>
  ));
}

function Pricing({ module, zh }: { module: ModulePageFieldsFragment; zh: boolean }) {
  const { t } = useNs(modulesNs);
  const balance = useModulePageTokenBalanceQuery({ fetchPolicy: "cache-and-network" });
  const tokens = balance.data?.tokenBalance;
  return (
    <Segment className="module-pricing" data-testid="module-pricing">
      <Header as="h4">
        <Icon name="bolt" />
        {t("page.pricing")}
      </Header>
      <List>
        <List.Item data-testid="module-price">
          {module.tokenPrice > 0 ? t("page.priceValue", { price: module.tokenPrice }) : t("page.priceFree")}
        </List.Item>
        {module.tokenPrice > 0 && module.discount < 1 ? (
          <List.Item>{t("page.discountValue", { percent: Math.round(module.discount * 100) })}</List.Item>
        ) : null}
        {module.tokenPrice > 0 ? (
          <List.Item className="muted small">{t("page.minimumCharge")}</List.Item>
        ) : null}
        {tokens !== undefined ? (
          <List.Item data-testid="module-balance">
            {t("page.balance", { tokens: tokens.toLocaleString() })}
          </List.Item>
        ) : null}
      </List>
      {tokens !== undefined && tokens <= 0 && module.tokenPrice > 0 ? (
        <Message warning size="small" content={t("page.noBalance")} />
      ) : null}
      <Table basic="very" compact className="module-facts" unstackable>
        <Table.Body>
          <Table.Row>
            <Table.Cell>{t("page.timeout")}</Table.Cell>
            <Table.Cell>
              {module.timeoutSeconds > 0 ? durationText(module.timeoutSeconds, zh) : t("page.noTimeout")}
            </Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell>{t("page.runner")}</Table.Cell>
            <Table.Cell>
              {module.runner in modulesEn.page.runners
                ? t(`page.runners.${module.runner as keyof typeof modulesEn.page.runners}`)
                : module.runner}
            </Table.Cell>
          </Table.Row>
          {module.packages.length > 0 ? (
            <Table.Row data-testid="module-packages">
              <Table.Cell>{t("page.packages")}</Table.Cell>
              <Table.Cell>
                <PackageList packages={module.packages} />
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table>
    </Segment>
  );
}

export function ModulePage() {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  const { id = "" } = useParams();
  const { data, loading, error } = useModulePageQuery({
    variables: { id },
    skip: id === "",
    fetchPolicy: "cache-and-network",
  });
  const module = data?.module;

  const back = (
    <Link to={moduleUrls.catalogue()} className="back-link" data-testid="module-back">
      <Icon name="arrow left" />
      {t("page.back")}
    </Link>
  );

  if (!module) {
    if (loading) return <Loader active inline="centered" data-testid="module-loading" />;
    return (
      <div data-testid="module-page-missing">
        {back}
        <Message warning icon="question circle" content={error ? messageFor(apiErrorOf(error)) : ""} />
      </div>
    );
  }

  const name = moduleName(module, zh);
  const docs = zh && module.docsZh.trim() !== "" ? module.docsZh : module.docs;
  const several = module.methods.length > 1;
  const argCount = several
    ? new Set(module.methods.flatMap((m) => m.args.map((a) => a.name))).size
    : module.args.length;
  const outputCount = several
    ? new Set(module.methods.flatMap((m) => m.outputs.map((o) => o.name))).size
    : module.outputs.length;
  const panes = [
    {
      menuItem: {
        key: "docs",
        icon: "book",
        content: t("page.docs"),
        "data-testid": "module-tab-docs",
      },
      render: () => (
        <Tab.Pane>
          {docs.trim() !== "" ? (
            <Markdown source={docs} testId="module-docs" />
          ) : (
            <p className="muted">{t("page.noDocs")}</p>
          )}
        </Tab.Pane>
      ),
    },
    {
      menuItem: {
        key: "args",
        icon: "sliders horizontal",
        content: `${t("page.args")} (${argCount})`,
        "data-testid": "module-tab-args",
      },
      render: () => (
        <Tab.Pane>
          {several ? (
            module.methods.map((m) => (
              <div key={m.name} className="module-method-args" data-testid={`module-method-args-${m.name}`}>
                <Header as="h4">
                  {t("page.methodArgs", { method: methodLabel(m, zh) })} <code>{m.name}</code>
                </Header>
                <ArgsTable args={m.args} zh={zh} />
              </div>
            ))
          ) : (
            <ArgsTable args={module.args} zh={zh} />
          )}
        </Tab.Pane>
      ),
    },
    {
      menuItem: {
        key: "outputs",
        icon: "file alternate outline",
        content: `${t("page.outputs")} (${outputCount})`,
        "data-testid": "module-tab-outputs",
      },
      render: () => (
        <Tab.Pane>
          {several ? (
            module.methods.map((m) => (
              <div key={m.name} className="module-method-args">
                <Header as="h4">
                  {methodLabel(m, zh)} <code>{m.name}</code>
                </Header>
                <OutputsTable outputs={m.outputs} zh={zh} />
              </div>
            ))
          ) : (
            <OutputsTable outputs={module.outputs} zh={zh} />
          )}
        </Tab.Pane>
      ),
    },
  ];

  return (
    <div className="module-page" data-testid="module-page" data-module-key={module.key}>
      {back}
      <div className="module-page-header">
        <ModuleCover coverUrl={module.coverUrl} seed={module.key} name={name} small />
        <div className="module-page-title">
          <Header as="h2" data-testid="page-title">
            {name}
          </Header>
          <div className="muted module-key">
            <code>{module.key}</code>
          </div>
          <p>{moduleSummary(module, zh)}</p>
          {module.tags.length > 0 ? (
            <div className="module-tags">
              {module.tags.map((tag) => (
                <Label
                  key={tag}
                  as={Link}
                  to={`${moduleUrls.catalogue()}?q=${encodeURIComponent(tag)}`}
                  size="mini"
                  basic
                >
                  <Icon name="tag" />
                  {tag}
                </Label>
              ))}
            </div>
          ) : null}
        </div>
        <FavoriteButton
          id={module.id}
          favorite={module.favorite}
          name={name}
          size="large"
          testId="module-page-favorite"
        />
      </div>
      <div className="module-page-layout">
        <div className="module-page-main">
          <Tab panes={panes} data-testid="module-tabs" />
        </div>
        <div className="module-page-side">
          <RunForm key={module.id} module={module} zh={zh} />
          <Pricing module={module} zh={zh} />
        </div>
      </div>
    </div>
  );
}

function apiErrorOf(error: unknown) {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    return apiErrorFromExtensions(error.errors[0].extensions, error.errors[0].message);
  }
  return { type: "ServerInternalError", value: null, meta: null };
}
