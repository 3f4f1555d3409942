/**
 * The public module catalogue (spec §2 /modules): modules visible to everyone, with their covers and
 * docs (sanitised markdown). Running one needs signing in: Run goes to the module's run screen, through
 * the login (which comes back to it) for a visitor.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Button, Card, Header, Icon, Input, Label, Loader, Message, Segment } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { Markdown } from "../../components/Markdown";
import { useMeQuery } from "../../graphql/__generated__/documents/app";
import { usePublicModuleQuery, usePublicModulesQuery } from "../../graphql/__generated__/documents/public";
import { silentAuth } from "../../graphql/client";
import { ModuleCover } from "../modules/ModuleCover";
import { moduleName, moduleSummary, moduleUrls } from "../modules/urls";
import { useNs } from "../../i18n";
import { publicNs, publicPath } from "./i18n";
import { PublicLayout } from "./PublicLayout";
import "../modules/modules.css";
import "./public.css";

const pageSize = 24;

/** Whether the read failed because the module is not public (or does not exist). */
function missingError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "DBDataNotExist");
}

export function PublicModules() {
  const { t: text } = useNs(publicNs);
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(pageSize);
  const { data, loading, error } = usePublicModulesQuery({
    variables: { search: search.trim() || null, limit: Math.min(limit, 100), offset: 0 },
  });
  const page = data?.publicModules;
  return (
    <PublicLayout title={text("nav.modules")} intro={text("modulesIntro")} testId="public-modules">
      <div className="public-modules-bar">
        <Input
          icon="search"
          placeholder={text("search")}
          value={search}
          maxLength={100}
          onChange={(_event, input) => {
            setSearch(String(input.value));
            setLimit(pageSize);
          }}
          data-testid="public-modules-search"
        />
        {page ? (
          <span data-testid="public-modules-count">{text("moduleCount", { count: page.total })}</span>
        ) : null}
      </div>
      {error ? <Message warning>{text("loadFailed")}</Message> : null}
      {loading && !page ? <Loader active inline="centered" data-testid="public-loading" /> : null}
      {page && page.list.length === 0 ? (
        <Message info data-testid="public-empty">
          {text("noModules")}
        </Message>
      ) : null}
      <Card.Group itemsPerRow={4} doubling stackable>
        {(page?.list ?? []).map((module) => (
          <Card
            key={module.id}
            as={Link}
            to={`${publicPath("modules")}/${module.id}`}
            data-testid={`public-module-${module.key}`}
          >
            <ModuleCover coverUrl={module.coverUrl ?? null} seed={module.key} name={moduleName(module, zh)} />
            <Card.Content>
              <Card.Header>{moduleName(module, zh)}</Card.Header>
              <Card.Description>{moduleSummary(module, zh)}</Card.Description>
            </Card.Content>
            {module.tags.length > 0 ? (
              <Card.Content extra>
                {module.tags.slice(0, 4).map((tag) => (
                  <Label key={tag} size="tiny">
                    {tag}
                  </Label>
                ))}
              </Card.Content>
            ) : null}
          </Card>
        ))}
      </Card.Group>
      {page && page.list.length < page.total && limit < 100 ? (
        <Segment basic textAlign="center">
          <Button
            basic
            onClick={() => setLimit((current) => current + pageSize)}
            data-testid="public-modules-more"
          >
            {text("moreModules")}
          </Button>
        </Segment>
      ) : null}
    </PublicLayout>
  );
}

export function PublicModulePage() {
  const { t: text } = useNs(publicNs);
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const { data, loading, error } = usePublicModuleQuery({ variables: { id }, skip: !valid });
  const me = useMeQuery({ context: silentAuth });
  const signedIn = Boolean(me.data?.me);
  const module = data?.publicModule;
  const back = (
    <Button
      as={Link}
      to={publicPath("modules")}
      basic
      icon
      labelPosition="left"
      data-testid="public-modules-back"
    >
      <Icon name="arrow left" />
      {text("allModules")}
    </Button>
  );
  if (loading) {
    return (
      <PublicLayout title={text("nav.modules")} testId="public-module">
        <Loader active inline="centered" data-testid="public-loading" />
      </PublicLayout>
    );
  }
  if (!module) {
    return (
      <PublicLayout title={text("nav.modules")} testId="public-module">
        <Message warning data-testid="public-module-missing">
          {!valid || !error || missingError(error) ? text("moduleMissing") : text("loadFailed")}
        </Message>
        {back}
      </PublicLayout>
    );
  }
  const runRoute = moduleUrls.module(module.id);
  const run = () => navigate(signedIn ? runRoute : paths.login("frontend", encodeURIComponent(runRoute)));
  const docs = (zh && module.docsZh.trim() !== "" ? module.docsZh : module.docs).trim();
  const discount = Math.round((1 - module.discount) * 100);
  return (
    <PublicLayout title={moduleName(module, zh)} intro={moduleSummary(module, zh)} testId="public-module">
      <div className="public-module-head">
        <div className="public-module-cover">
          <ModuleCover coverUrl={module.coverUrl ?? null} seed={module.key} name={moduleName(module, zh)} />
        </div>
        <div className="public-module-facts">
          <div>
            {module.tags.map((tag) => (
              <Label key={tag}>{tag}</Label>
            ))}
          </div>
          <p data-testid="public-module-price">
            {text("price", { count: module.tokenPrice })}
            {discount > 0 ? (
              <Label color="orange" size="small" className="public-discount">
                {text("discount", { percent: discount })}
              </Label>
            ) : null}
          </p>
          {signedIn ? null : <p className="public-muted">{text("runSignIn")}</p>}
          <div className="public-module-actions">
            {back}
            <Button primary icon labelPosition="left" onClick={run} data-testid="public-module-run">
              <Icon name="play" />
              {text("run")}
            </Button>
          </div>
        </div>
      </div>
      <Segment basic vertical>
        <Header as="h2">{text("docs")}</Header>
        {docs === "" ? <p className="public-muted">{text("noDocs")}</p> : <Markdown source={docs} />}
      </Segment>
    </PublicLayout>
  );
}
