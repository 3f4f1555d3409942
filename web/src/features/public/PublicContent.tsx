/**
 * The landing page's managed content: the enabled entries of the map library "links" as links and the
 * texts of the text library "home.zh" or "home.en" (else "home", as every page: content.ts) as
 * sanitised markdown, when the CMS is on and they exist. The markdown renderer (marked, DOMPurify) is
 * its own chunk, loaded only when there is a text to show: most first loads of the home have none.
 */
import { lazy, Suspense } from "react";
import { Container, Header, Icon, Segment, type SemanticICONS } from "semantic-ui-react";
import { useLinkEntries } from "../../app/links";
import { svgDataUrl } from "../../viewers/svgData";
import { usePageTexts } from "./content";

const Markdown = lazy(() =>
  import("../../components/Markdown").then((module) => ({ default: module.Markdown })),
);

export function PublicContent() {
  const { entries } = useLinkEntries();
  const homeTexts = usePageTexts("home").data;
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
            <Suspense fallback={null}>
              <Markdown source={text.markdown} />
            </Suspense>
          </article>
        ))}
      </Container>
    </Segment>
  );
}
