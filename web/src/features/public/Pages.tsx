/**
 * The content-managed public pages (spec §2): workflow, tutorial, course, about and contact (texts of
 * the text library named after the page), tools and tools/{id} (the map library `tools`). A page with
 * no content says so; see content.ts and docs/public-site.md for where the content comes from.
 */
import { Link, useParams } from "react-router-dom";
import { Button, Card, Header, Icon, Image, Loader, Message, Segment } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import { usePageTexts, useTools, type PageText } from "./content";
import { useNs } from "../../i18n";
import { publicNs, publicPath, type TextPage } from "./i18n";
import { PublicLayout } from "./PublicLayout";
import "./public.css";

function Empty() {
  const { t: text } = useNs(publicNs);
  return (
    <Message info icon data-testid="public-empty">
      <Icon name="info circle" />
      <Message.Content>
        <Message.Header>{text("empty")}</Message.Header>
        {text("emptyHint")}
      </Message.Content>
    </Message>
  );
}

function Texts(props: { readonly texts: readonly PageText[] }) {
  return (
    <>
      {props.texts.map((entry) => (
        <Segment basic vertical key={entry.id} className="public-text" data-testid="public-text">
          <Header as="h2">{entry.title}</Header>
          <Markdown source={entry.markdown} />
        </Segment>
      ))}
    </>
  );
}

function TextsOrEmpty(props: { readonly library: string; readonly allowEmpty?: boolean }) {
  const { t: text } = useNs(publicNs);
  const texts = usePageTexts(props.library);
  if (texts.loading) return <Loader active inline="centered" data-testid="public-loading" />;
  if (texts.failed) return <Message warning>{text("loadFailed")}</Message>;
  if (texts.data.length === 0) return props.allowEmpty ? null : <Empty />;
  return <Texts texts={texts.data} />;
}

/** workflow, tutorial, course, about, contact. */
export function TextPageScreen(props: { readonly page: TextPage }) {
  const { t: text } = useNs(publicNs);
  return (
    <PublicLayout
      title={text(`nav.${props.page}`)}
      intro={text(`intro.${props.page}`)}
      testId={`public-${props.page}`}
    >
      <TextsOrEmpty library={props.page} />
    </PublicLayout>
  );
}

export function WorkflowPage() {
  return <TextPageScreen page="workflow" />;
}
export function TutorialPage() {
  return <TextPageScreen page="tutorial" />;
}
export function CoursePage() {
  return <TextPageScreen page="course" />;
}
export function AboutPage() {
  return <TextPageScreen page="about" />;
}
export function ContactPage() {
  return <TextPageScreen page="contact" />;
}

/** /page/tools: the tools as cards. */
export function ToolsPage() {
  const { t: text } = useNs(publicNs);
  const tools = useTools();
  return (
    <PublicLayout title={text("nav.tools")} intro={text("toolsIntro")} testId="public-tools">
      <TextsOrEmpty library="tools" allowEmpty />
      {tools.loading ? <Loader active inline="centered" data-testid="public-loading" /> : null}
      {tools.failed ? <Message warning>{text("loadFailed")}</Message> : null}
      {!tools.loading && !tools.failed && tools.data.length === 0 ? <Empty /> : null}
      <Card.Group itemsPerRow={3} stackable>
        {tools.data.map((tool) => (
          <Card
            key={tool.id}
            as={Link}
            to={`${publicPath("tools")}/${tool.id}`}
            data-testid={`public-tool-${tool.id}`}
          >
            {tool.picture ? (
              <Image src={tool.picture} alt="" wrapped ui={false} className="tool-picture" />
            ) : null}
            <Card.Content>
              <Card.Header>{tool.name}</Card.Header>
              {tool.summary ? <Card.Description>{tool.summary}</Card.Description> : null}
            </Card.Content>
          </Card>
        ))}
      </Card.Group>
    </PublicLayout>
  );
}

/** /page/tools/{id}: one tool, with the texts of the library tool.{id}. */
export function ToolPage() {
  const { t: text } = useNs(publicNs);
  const { id = "" } = useParams();
  const tools = useTools();
  const tool = tools.data.find((candidate) => candidate.id === id);
  const back = (
    <Button
      as={Link}
      to={publicPath("tools")}
      basic
      icon
      labelPosition="left"
      data-testid="public-tools-back"
    >
      <Icon name="arrow left" />
      {text("allTools")}
    </Button>
  );
  if (tools.loading) {
    return (
      <PublicLayout title={text("nav.tools")} testId="public-tool">
        <Loader active inline="centered" data-testid="public-loading" />
      </PublicLayout>
    );
  }
  if (!tool) {
    return (
      <PublicLayout title={text("nav.tools")} testId="public-tool">
        <Message warning data-testid="public-tool-missing">
          {tools.failed ? text("loadFailed") : text("toolMissing")}
        </Message>
        {back}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={tool.name} intro={tool.summary} testId="public-tool">
      <div className="public-tool-head">
        {tool.picture ? <Image src={tool.picture} alt="" size="medium" rounded /> : null}
        <div className="public-tool-actions">
          {back}
          {tool.link ? (
            <Button
              as="a"
              href={tool.link}
              target="_blank"
              rel="noopener noreferrer"
              primary
              data-testid="public-tool-open"
            >
              <Icon name="external alternate" />
              {text("openTool")}
            </Button>
          ) : null}
        </div>
      </div>
      <TextsOrEmpty library={`tool.${tool.id}`} allowEmpty={Boolean(tool.summary || tool.link)} />
    </PublicLayout>
  );
}
