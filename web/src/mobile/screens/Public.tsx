/**
 * The public pages of the mobile site, from the desktop's data (docs/public-site.md): the home (the
 * landing's texts and the CMS's links and `home` texts), plans (the packages on sale), the content
 * pages (texts of the library named after the page, features/public/content.ts), and the public module
 * catalogue. Markdown goes through the desktop's sanitising renderer (loaded only when there is some to
 * show). Buying and running stay on the
 * desktop site, which the pages link to.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { coverInitials, percentOff, yuan } from "@crucible/schema";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { storeSiteChoice } from "../../app/mobileSite";
import { useCmsEnabled, useLinkEntries } from "../../app/links";
import { commerceNs, grantsText, extrasText, offText } from "../../features/commerce/i18n";
import { usePageTexts } from "../../features/public/content";
import { useNs } from "../../i18n";
import { publicNs, publicPath, type TextPage as TextPageName } from "../../features/public/i18n";
import { moduleName, moduleSummary } from "../../features/modules/urls";
import type { Catalogue } from "../../i18n/en-US";
import type { PackageFieldsFragment } from "../../graphql";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { usePublicTextsQuery } from "../../graphql/__generated__/documents/cms";
import { usePackagesQuery } from "../../graphql/__generated__/documents/commerce";
import { usePublicModuleQuery, usePublicModulesQuery } from "../../graphql/__generated__/documents/public";
import { BackLink, Loading, Notice } from "../bits";
import { mobileNs } from "../i18n";

// marked and DOMPurify (27 KiB gz) load only when a page has markdown to show.
const LazyMarkdown = lazy(() => import("../../components/Markdown").then((m) => ({ default: m.Markdown })));

function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyMarkdown source={source} />
    </Suspense>
  );
}

type FeatureKey = keyof Catalogue["landing"]["features"];

const features: readonly (readonly [FeatureKey, FeatureKey])[] = [
  ["workflowsTitle", "workflowsBody"],
  ["modulesTitle", "modulesBody"],
  ["datasetsTitle", "datasetsBody"],
  ["viewersTitle", "viewersBody"],
  ["jobsTitle", "jobsBody"],
  ["accessTitle", "accessBody"],
];

const steps: readonly (keyof Catalogue["landing"]["steps"])[] = ["upload", "build", "run", "read"];

function useZh(): boolean {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN";
}

/** A link to the same thing on the desktop site, which the user then keeps (spec §1). */
function DesktopLink({ route, testId }: { route: string; testId: string }) {
  const { t } = useNs(mobileNs);
  return (
    <a href={`/#${route}`} onClick={() => storeSiteChoice("desktop")} data-testid={testId}>
      {t("site.openDesktop")}
    </a>
  );
}

function Texts({ texts }: { texts: readonly { id: string; title: string; markdown: string }[] }) {
  return (
    <>
      {texts.map((text) => (
        <section key={text.id} className="m-card m-markdown" data-testid="m-public-text">
          <h2>{text.title}</h2>
          <Markdown source={text.markdown} />
        </section>
      ))}
    </>
  );
}

/** #/page/home (and #/ for a visitor). */
export function PublicHome({ signedIn }: { signedIn: boolean }) {
  const { t } = useNs(mobileNs);
  const { t: text } = useNs(publicNs);
  const settings = usePublicSettingsQuery();
  const cms = useCmsEnabled();
  const { entries } = useLinkEntries();
  const home = usePublicTextsQuery({ variables: { libraryName: "home" }, skip: !cms });
  const registerEnabled = settings.data?.publicSettings.registerEnabled ?? false;
  const version = settings.data?.publicSettings.version ?? "";
  return (
    <div className="m-page" data-testid="m-public-home">
      <section className="m-hero">
        <h1>{t("translation:landing.heroTitle")}</h1>
        <p className="m-hero-tagline">{t("translation:app.tagline")}</p>
        <p>{t("translation:landing.heroBody")}</p>
        <div className="m-hero-actions">
          {signedIn ? (
            <Link to="/" className="m-button m-primary m-block" data-testid="m-home-my-home">
              {t("site.myHome")}
            </Link>
          ) : (
            <>
              <Link to="/frontend/login" className="m-button m-primary m-block" data-testid="m-home-sign-in">
                {t("site.signIn")}
              </Link>
              {registerEnabled ? (
                <Link to="/register" className="m-button m-block" data-testid="m-home-register">
                  {t("site.register")}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </section>
      {entries.length > 0 ? (
        <ul className="m-list" data-testid="m-home-links">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={entry.href}
                className="m-row"
                target={entry.href.startsWith("http") ? "_blank" : undefined}
                rel="noopener noreferrer"
              >
                <span className="m-row-title">{entry.title}</span>
                <span className="m-chevron" aria-hidden="true">
                  ›
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Texts texts={home.data?.publicTexts ?? []} />
      <section className="m-section">
        <h2>{t("translation:landing.featuresTitle")}</h2>
        {features.map(([title, body]) => (
          <div key={title} className="m-card m-feature">
            <h3>{t(`translation:landing.features.${title}`)}</h3>
            <p className="m-muted">{t(`translation:landing.features.${body}`)}</p>
          </div>
        ))}
      </section>
      <section className="m-section">
        <h2>{t("translation:landing.stepsTitle")}</h2>
        <ol className="m-card m-steps">
          {steps.map((step) => (
            <li key={step}>{t(`translation:landing.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section className="m-card">
        <h2>{t("translation:landing.creditsTitle")}</h2>
        <p className="m-muted">{t("translation:landing.creditsBody")}</p>
        <Link to={publicPath("plans")} data-testid="m-home-plans">
          {text("nav.plans")}
        </Link>
      </section>
      <p className="m-muted m-small m-center" data-testid="m-home-version">
        {t("site.version", { version })}
      </p>
    </div>
  );
}

function PackageItem({ pack }: { pack: PackageFieldsFragment }) {
  const { t: text } = useNs(commerceNs);
  const zh = useZh();
  const name = zh && pack.nameZh ? pack.nameZh : pack.name;
  return (
    <li className="m-card m-package" data-testid={`m-package-${pack.id}`}>
      <div className="m-row-line">
        <h3 className="m-row-title">{name}</h3>
        <span className="m-package-price">
          ¥{yuan(pack.unitPrice)} <span className="m-muted m-small">{text("perUnit")}</span>
        </span>
      </div>
      <div className="m-package-grants">{grantsText(text, pack.kind, pack.grants)}</div>
      {pack.workflowStorageGb > 0 || pack.runningJobs > 0 ? (
        <div className="m-small">{extrasText(text, pack.workflowStorageGb, pack.runningJobs)}</div>
      ) : null}
      <div className="m-muted m-small">
        {text("validFor", { months: text("months", { count: pack.expiryMonths }) })}
      </div>
      {pack.description ? <p className="m-small m-break">{pack.description}</p> : null}
      {pack.discountNow < 1 || pack.discounts.length > 0 ? (
        <div className="m-chips">
          {pack.discountNow < 1 ? (
            <span className="m-chip m-active">
              {text("limitedOffer", { off: offText(text, percentOff(pack.discountNow)) })}
            </span>
          ) : null}
          {pack.discounts.map((d) => (
            <span key={d.quantity} className="m-chip">
              {text("fromQuantity", { quantity: d.quantity, off: offText(text, percentOff(d.discount)) })}
            </span>
          ))}
        </div>
      ) : null}
    </li>
  );
}

const kinds = ["token", "storage"] as const;

/** #/page/plans/{token|storage?}: the packages on sale, the anchor's kind scrolled to. */
export function Plans() {
  const { t } = useNs(mobileNs);
  const { t: text } = useNs(commerceNs);
  const { anchor } = useParams();
  const { data, loading, error } = usePackagesQuery();
  const list = data?.packages ?? [];
  useEffect(() => {
    if (!anchor || !data) return;
    document.getElementById(`m-plans-${anchor}`)?.scrollIntoView();
  }, [anchor, data]);
  return (
    <div className="m-page" data-testid="m-plans">
      <h1 className="m-title">{text("plansTitle")}</h1>
      <p className="m-muted">{text("plansIntro")}</p>
      {loading ? <Loading /> : null}
      {error ? <Notice kind="warning">{t("translation:errors.network")}</Notice> : null}
      {data && list.length === 0 ? <Notice testId="m-plans-empty">{text("noPackages")}</Notice> : null}
      {kinds.map((kind) => {
        const ofKind = list.filter((pack) => pack.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} id={`m-plans-${kind}`} className="m-section" data-testid={`m-plans-${kind}`}>
            <h2>{kind === "storage" ? text("storage") : text("token")}</h2>
            <ul className="m-plain-list">
              {ofKind.map((pack) => (
                <PackageItem key={pack.id} pack={pack} />
              ))}
            </ul>
          </section>
        );
      })}
      {list.length > 0 ? (
        <Notice testId="m-plans-desktop">
          {t("site.buyOnDesktop")} <DesktopLink route="/frontend/home/resources/buy" testId="m-plans-buy" />
        </Notice>
      ) : null}
    </div>
  );
}

/** #/page/{workflow,tutorial,course,about,contact}: the texts of the page's library. */
export function TextPage({ page }: { page: TextPageName }) {
  const { t: text } = useNs(publicNs);
  const texts = usePageTexts(page);
  return (
    <div className="m-page" data-testid={`m-public-${page}`}>
      <h1 className="m-title">{text(`nav.${page}`)}</h1>
      <p className="m-muted">{text(`intro.${page}`)}</p>
      {texts.loading ? <Loading /> : null}
      {texts.failed ? <Notice kind="warning">{text("loadFailed")}</Notice> : null}
      {!texts.loading && !texts.failed && texts.data.length === 0 ? (
        <Notice testId="m-public-empty">
          <strong>{text("empty")}</strong> {text("emptyHint")}
        </Notice>
      ) : null}
      <Texts texts={texts.data} />
    </div>
  );
}

function hueOf(seed: string): number {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) hash = (hash * 31 + seed.charCodeAt(index)) >>> 0;
  return hash % 360;
}

/** A module's cover, or its initials on a colour drawn from its key (as the desktop's ModuleCover). */
function Cover({
  url,
  seed,
  name,
  large,
}: {
  url: string | null;
  seed: string;
  name: string;
  large?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const className = large ? "m-cover m-cover-large" : "m-cover";
  if (url && !failed) {
    return <img src={url} alt="" className={className} onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={className}
      style={{ background: `hsl(${hueOf(seed)} 55% 45%)` }}
      aria-hidden="true"
      data-testid="m-cover-drawn"
    >
      {coverInitials(name)}
    </span>
  );
}

const pageSize = 24;

/** #/modules: the public module catalogue, searchable, 24 more at a time. */
export function Modules() {
  const { t: text } = useNs(publicNs);
  const zh = useZh();
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(pageSize);
  const { data, loading, error } = usePublicModulesQuery({
    variables: { search: search.trim() || null, limit: Math.min(limit, 100), offset: 0 },
  });
  const page = data?.publicModules;
  return (
    <div className="m-page" data-testid="m-modules">
      <h1 className="m-title">{text("nav.modules")}</h1>
      <p className="m-muted">{text("modulesIntro")}</p>
      <label className="m-field">
        <span className="m-small m-muted">{text("search")}</span>
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setLimit(pageSize);
          }}
          data-testid="m-modules-search"
        />
      </label>
      {page ? (
        <p className="m-muted m-small" data-testid="m-modules-count">
          {text("moduleCount", { count: page.total })}
        </p>
      ) : null}
      {error ? <Notice kind="warning">{text("loadFailed")}</Notice> : null}
      {loading && !page ? <Loading /> : null}
      {page && page.list.length === 0 ? <Notice testId="m-modules-empty">{text("noModules")}</Notice> : null}
      {page && page.list.length > 0 ? (
        <ul className="m-list" data-testid="m-modules-list">
          {page.list.map((module) => (
            <li key={module.id}>
              <Link
                to={`/modules/${module.id}`}
                className="m-row m-module-row"
                data-testid={`m-module-${module.key}`}
              >
                <Cover url={module.coverUrl ?? null} seed={module.key} name={moduleName(module, zh)} />
                <span className="m-row-main">
                  <span className="m-row-title">{moduleName(module, zh)}</span>
                  <span className="m-muted m-small m-clamp">{moduleSummary(module, zh)}</span>
                </span>
                <span className="m-chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.list.length < page.total && limit < 100 ? (
        <button
          type="button"
          className="m-button m-block"
          onClick={() => setLimit((current) => current + pageSize)}
          data-testid="m-modules-more"
        >
          {text("moreModules")}
        </button>
      ) : null}
    </div>
  );
}

/** Whether the read failed because the module is not public (or does not exist). */
function missingError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "DBDataNotExist");
}

/** #/modules/{id}: one public module with its price and documentation. */
export function ModulePage() {
  const { t } = useNs(mobileNs);
  const { t: text } = useNs(publicNs);
  const zh = useZh();
  const { id = "" } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const { data, loading, error } = usePublicModuleQuery({ variables: { id }, skip: !valid });
  const module = data?.publicModule;
  const back = (
    <BackLink to="/modules" testId="m-modules-back">
      {text("allModules")}
    </BackLink>
  );
  if (loading) return <Loading />;
  if (!module) {
    return (
      <div className="m-page" data-testid="m-module">
        {back}
        <Notice kind="warning" testId="m-module-missing">
          {!valid || !error || missingError(error) ? text("moduleMissing") : text("loadFailed")}
        </Notice>
      </div>
    );
  }
  const name = moduleName(module, zh);
  const docs = (zh && module.docsZh.trim() !== "" ? module.docsZh : module.docs).trim();
  const discount = Math.round((1 - module.discount) * 100);
  return (
    <div className="m-page" data-testid="m-module">
      {back}
      <div className="m-module-head">
        <Cover url={module.coverUrl ?? null} seed={module.key} name={name} large />
        <div className="m-row-main">
          <h1 className="m-title m-break" data-testid="m-module-name">
            {name}
          </h1>
          <p className="m-muted">{moduleSummary(module, zh)}</p>
        </div>
      </div>
      <section className="m-card">
        <p data-testid="m-module-price">
          <strong>{t("site.price")}</strong> {text("price", { count: module.tokenPrice })}
          {discount > 0 ? (
            <span className="m-chip m-active">{text("discount", { percent: discount })}</span>
          ) : null}
        </p>
        {module.tags.length > 0 ? (
          <div className="m-chips" aria-label={t("site.tags")}>
            {module.tags.map((tag) => (
              <span key={tag} className="m-chip">
                {tag}
              </span>
            ))}
          </div>
        ) : null}
        <p className="m-muted m-small">
          {t("site.runOnDesktop")}{" "}
          <DesktopLink route={`/frontend/home/modules/${module.id}`} testId="m-module-desktop" />
        </p>
      </section>
      <section className="m-card m-markdown" data-testid="m-module-docs">
        <h2>{text("docs")}</h2>
        {docs === "" ? <p className="m-muted">{text("noDocs")}</p> : <Markdown source={docs} />}
      </section>
    </div>
  );
}
