/**
 * The module catalogue of the front end: a card per module the caller may run (cover, name, summary,
 * tags, price), a search over name, summary and tags, favourites and a favourites-only filter. The
 * search and the filter live in the address, so that coming back from a module keeps them.
 */
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Button, Card, Checkbox, Icon, Input, Label, Loader, Message, Segment } from "semantic-ui-react";
import { PageHeader } from "../../components/PageHeader";
import type { CatalogueModuleFieldsFragment } from "../../graphql";
import { useCatalogueModulesQuery } from "../../graphql/__generated__/documents/modules";
import { FavoriteButton } from "./FavoriteButton";
import { ModuleCover } from "./ModuleCover";
import { moduleMatches, moduleName, moduleSummary, moduleUrls, testKeyOf } from "./urls";
import "./modules.css";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

function PriceLine({ module }: { module: CatalogueModuleFieldsFragment }) {
  const { t } = useNs(modulesNs);
  const testKey = testKeyOf(module.key);
  if (module.tokenPrice <= 0) return <span className="muted small">{t("catalogue.free")}</span>;
  const off = Math.round((1 - module.discount) * 100);
  return (
    <span className="muted small" data-testid={`module-price-${testKey}`}>
      <Icon name="bolt" />
      {t("catalogue.price", { price: module.tokenPrice })}
      {off > 0 && off < 100 ? (
        <Label size="mini" color="orange" basic className="discount-label">
          {t("catalogue.discount", { percent: off })}
        </Label>
      ) : null}
    </span>
  );
}

function ModuleCard({
  module,
  zh,
  onTag,
}: {
  module: CatalogueModuleFieldsFragment;
  zh: boolean;
  onTag: (tag: string) => void;
}) {
  const { t } = useNs(modulesNs);
  const name = moduleName(module, zh);
  const to = moduleUrls.module(module.id);
  const testKey = testKeyOf(module.key);
  return (
    <Card className="module-card" data-testid={`module-card-${testKey}`}>
      <Link to={to} tabIndex={-1} aria-hidden>
        <ModuleCover coverUrl={module.coverUrl} seed={module.key} name={name} />
      </Link>
      <Card.Content>
        <div className="module-card-header">
          <Card.Header as={Link} to={to} data-testid={`module-open-${testKey}`}>
            {name}
          </Card.Header>
          <FavoriteButton
            id={module.id}
            favorite={module.favorite}
            name={name}
            testId={`module-favorite-${testKey}`}
          />
        </div>
        <Card.Meta>
          <code>{module.key}</code>
        </Card.Meta>
        <Card.Description className="module-summary" title={moduleSummary(module, zh)}>
          {moduleSummary(module, zh)}
        </Card.Description>
        {module.tags.length > 0 ? (
          <div className="module-tags">
            {module.tags.map((tag) => (
              <Label
                key={tag}
                as="a"
                size="mini"
                basic
                onClick={() => onTag(tag)}
                data-testid={`module-tag-${testKey}-${tag}`}
              >
                <Icon name="tag" />
                {tag}
              </Label>
            ))}
          </div>
        ) : null}
      </Card.Content>
      <Card.Content extra className="module-card-extra">
        <PriceLine module={module} />
        <Button
          as={Link}
          to={to}
          size="mini"
          primary
          icon="play"
          content={t("catalogue.run")}
          data-testid={`module-run-${testKey}`}
        />
      </Card.Content>
    </Card>
  );
}

export function ModuleCatalogue() {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const favoritesOnly = params.get("favorites") === "1";
  const { data, loading } = useCatalogueModulesQuery({ fetchPolicy: "cache-and-network" });
  const modules = useMemo(() => data?.modules ?? [], [data]);

  const update = (next: { q?: string; favorites?: boolean }) => {
    const q = next.q ?? search;
    const favorites = next.favorites ?? favoritesOnly;
    const result = new URLSearchParams();
    if (q !== "") result.set("q", q);
    if (favorites) result.set("favorites", "1");
    setParams(result, { replace: true });
  };

  const shown = useMemo(
    () => modules.filter((module) => (!favoritesOnly || module.favorite) && moduleMatches(module, search)),
    [modules, favoritesOnly, search],
  );

  let body;
  if (!data && loading) {
    body = <Loader active inline="centered" data-testid="modules-loading" />;
  } else if (modules.length === 0) {
    body = <Message info icon="cubes" content={t("catalogue.empty")} data-testid="modules-empty" />;
  } else if (shown.length === 0) {
    body = (
      <Segment placeholder textAlign="center" data-testid="modules-no-match">
        <p className="muted">
          {favoritesOnly && search === "" ? t("catalogue.noFavorites") : t("catalogue.noMatch")}
        </p>
      </Segment>
    );
  } else {
    body = (
      <Card.Group className="module-cards" itemsPerRow={4} doubling stackable data-testid="module-cards">
        {shown.map((module) => (
          <ModuleCard key={module.id} module={module} zh={zh} onTag={(tag) => update({ q: tag })} />
        ))}
      </Card.Group>
    );
  }

  return (
    <div data-testid="modules-page">
      <PageHeader title={t("catalogue.title")} intro={t("catalogue.intro")} />
      <div className="module-toolbar">
        <Input
          className="module-search"
          icon="search"
          iconPosition="left"
          placeholder={t("catalogue.search")}
          value={search}
          onChange={(_event, value) => update({ q: String(value.value) })}
          action={
            search !== ""
              ? {
                  icon: "close",
                  basic: true,
                  onClick: () => update({ q: "" }),
                  "aria-label": t("translation:table.clear"),
                }
              : undefined
          }
          input={{ "data-testid": "modules-search", "aria-label": t("catalogue.search") }}
        />
        <Checkbox
          toggle
          label={t("catalogue.favoritesOnly")}
          checked={favoritesOnly}
          onChange={(_event, value) => update({ favorites: Boolean(value.checked) })}
          data-testid="modules-favorites-only"
        />
        {modules.length > 0 ? (
          <span className="muted small" data-testid="modules-count">
            {t("catalogue.count", { shown: shown.length, total: modules.length })}
          </span>
        ) : null}
      </div>
      {body}
    </div>
  );
}
