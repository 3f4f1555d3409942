/**
 * The landing page's managed content: the enabled entries of the map library "links" as links and the
 * texts of the text library "home" as sanitised markdown, when the CMS is on and they exist.
 */
import { isFeatureEnabled, featureSwitchesSchema } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { Container, Header, Icon, Segment, type SemanticICONS } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import { usePublicMapEntriesQuery, usePublicSettingsQuery, usePublicTextsQuery } from "../../graphql";
import { svgDataUrl } from "../../viewers/svgData";

interface LinkEntry {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly icon: string;
  readonly svgIcon: string;
}

const safeLink = /^(?:https?:\/\/|\/(?!\/)|#)/i;

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Whether a CMS feature is on, from the public settings' switches. */
export function useCmsEnabled(): boolean {
  const { data } = usePublicSettingsQuery();
  const parsed = featureSwitchesSchema.safeParse(data?.publicSettings.features);
  return parsed.success && isFeatureEnabled(parsed.data, "Cms");
}

export function PublicContent() {
  const { i18n } = useTranslation();
  const enabled = useCmsEnabled();
  const links = usePublicMapEntriesQuery({ variables: { mapLibraryName: "links" }, skip: !enabled });
  const texts = usePublicTextsQuery({ variables: { libraryName: "home" }, skip: !enabled });
  const chinese = i18n.language === "zh-CN";
  const entries: LinkEntry[] = (links.data?.publicMapEntries ?? []).flatMap((entry) => {
    const value = (typeof entry.value === "object" && entry.value !== null ? entry.value : {}) as Record<
      string,
      unknown
    >;
    if (value.disabled === true) return [];
    const href = str(value.link).trim();
    const title =
      (chinese ? str(value.name) : str(value.englishName)) || str(value.name) || str(value.englishName);
    if (title === "" || !safeLink.test(href)) return [];
    return [{ id: entry.id, title, href, icon: str(value.icon), svgIcon: str(value.svgIcon) }];
  });
  const homeTexts = texts.data?.publicTexts ?? [];
  if (entries.length === 0 && homeTexts.length === 0) return null;
  return (
    <Segment basic vertical className="landing-section cms-content" data-testid="landing-cms">
      <Container>
        {entries.length > 0 ? (
          <nav className="landing-cms-links" data-testid="landing-links">
            {entries.map((entry) => (
              <a
                key={entry.id}
                href={entry.href}
                target={entry.href.startsWith("http") ? "_blank" : undefined}
                rel="noopener noreferrer"
                className="landing-cms-link"
              >
                {entry.svgIcon.trim().startsWith("<svg") ? (
                  <img src={svgDataUrl(entry.svgIcon)} alt="" className="link-icon" />
                ) : entry.icon ? (
                  <Icon name={entry.icon as SemanticICONS} />
                ) : (
                  <Icon name="linkify" />
                )}
                {entry.title}
              </a>
            ))}
          </nav>
        ) : null}
        {homeTexts.map((text) => (
          <article key={text.id} className="landing-cms-text" data-testid="landing-text">
            <Header as="h2">{text.title}</Header>
            <Markdown source={text.markdown} />
          </article>
        ))}
      </Container>
    </Segment>
  );
}
