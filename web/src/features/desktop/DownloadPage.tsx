/**
 * The public desktop download page (#/page/download, spec §1): the build for the visitor's system
 * (from the user agent), the other platforms' builds, each with its SHA-256 to check the download.
 */
import { detectPlatform, type DesktopPlatform } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import {
  Button,
  Card,
  Container,
  Header,
  Icon,
  Loader,
  Message,
  Segment,
  type SemanticICONS,
} from "semantic-ui-react";
import { PublicLayout } from "../public/PublicLayout";
import { paths } from "../../app/paths";
import { copyToClipboard } from "../../components/clipboard";
import { formatBytes, formatDate } from "../../components/format";
import type { DesktopBuildFieldsFragment } from "../../graphql";
import { useDesktopBuildsQuery } from "../../graphql/__generated__/documents/desktop";
import { useNs } from "../../i18n";
import { desktopNs } from "./i18n";
import "./desktop.css";

const icons: Record<DesktopPlatform, SemanticICONS> = { windows: "windows", macos: "apple", linux: "linux" };

function BuildCard({ build, featured }: { build: DesktopBuildFieldsFragment; featured: boolean }) {
  const { t: text } = useNs(desktopNs);
  const { i18n } = useTranslation();
  const notes =
    i18n.language === "zh-CN" ? build.notes || build.englishNotes : build.englishNotes || build.notes;
  return (
    <Card
      fluid={featured}
      className={featured ? "desktop-featured" : undefined}
      data-testid={`desktop-build-${build.platform}`}
    >
      <Card.Content>
        <Card.Header>
          <Icon name={icons[build.platform]} />
          {text(`platforms.${build.platform}`)} {build.version}
        </Card.Header>
        <Card.Meta>
          {build.fileName} · {formatBytes(build.size)} · {formatDate(String(build.createdAt))}
        </Card.Meta>
        {notes ? <Card.Description className="desktop-notes">{notes}</Card.Description> : null}
      </Card.Content>
      <Card.Content extra>
        <div className="desktop-checksum">
          <span className="desktop-checksum-label">{text("checksum")}</span>
          <code data-testid={`desktop-sha-${build.platform}`}>{build.sha256}</code>
          <Button
            basic
            size="mini"
            icon="copy"
            title={text("copy")}
            aria-label={text("copy")}
            onClick={() => void copyToClipboard(build.sha256)}
          />
        </div>
        <Button
          as="a"
          href={build.downloadUrl}
          primary={featured}
          fluid
          icon="download"
          content={`${text("download")} ${text(`platforms.${build.platform}`)}`}
          data-testid={`desktop-download-${build.platform}`}
        />
      </Card.Content>
    </Card>
  );
}

export function DownloadPage() {
  const { t: text } = useNs(desktopNs);
  const { data, loading } = useDesktopBuildsQuery({ fetchPolicy: "cache-and-network" });
  const builds = data?.desktopBuilds ?? [];
  const platform = detectPlatform(navigator.userAgent);
  const mine = builds.find((build) => build.platform === platform) ?? null;
  const others = builds.filter((build) => build !== mine);
  return (
    <PublicLayout title={text("pageTitle")} intro={text("pageIntro")} testId="desktop-download-page">
      <Container text className="landing-section">
        {loading && !data ? <Loader active inline="centered" /> : null}
        {data && builds.length === 0 ? (
          <Message info content={text("none")} data-testid="desktop-none" />
        ) : null}
        {mine ? (
          <Segment basic vertical>
            <Header as="h2" data-testid="desktop-for-you">
              {text("forYou", { platform: text(`platforms.${mine.platform}`) })}
            </Header>
            <BuildCard build={mine} featured />
          </Segment>
        ) : builds.length > 0 ? (
          <Message
            content={
              platform
                ? text("noBuildForYou", { platform: text(`platforms.${platform}`) })
                : text("noneForYou")
            }
            data-testid="desktop-not-for-you"
          />
        ) : null}
        {others.length > 0 ? (
          <Segment basic vertical>
            <Header as="h3">{mine ? text("others") : text("download")}</Header>
            <Card.Group itemsPerRow={2} stackable>
              {others.map((build) => (
                <BuildCard key={build.id} build={build} featured={false} />
              ))}
            </Card.Group>
          </Segment>
        ) : null}
        <p className="muted">{text("checksumHint")}</p>
        <Link to={paths.landing}>
          <Icon name="arrow left" />
          {text("back")}
        </Link>
      </Container>
    </PublicLayout>
  );
}
