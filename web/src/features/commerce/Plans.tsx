/**
 * The public plans page (#/page/plans/{anchor?}): the packages on sale, from the same data as the
 * buy tab; the anchor (storage or token) scrolls to its section. Buying needs signing in, which
 * the intro says only to someone who is not signed in.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { Button, Card, Container, Header, Loader, Message, Segment } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useMeQuery } from "../../graphql/__generated__/documents/app";
import { usePackagesQuery } from "../../graphql/__generated__/documents/commerce";
import { silentAuth } from "../../graphql/client";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { PublicLayout } from "../public/PublicLayout";
import { PackageCard } from "./PackageCard";
import "./commerce.css";

const kinds = ["token", "storage"] as const;

export function Plans() {
  const { t: text } = useNs(commerceNs);
  const { i18n } = useTranslation();
  const { anchor } = useParams();
  const { data, loading, error } = usePackagesQuery();
  const me = useMeQuery({ context: silentAuth });
  const signedIn = Boolean(me.data?.me);
  const list = data?.packages ?? [];

  useEffect(() => {
    if (!anchor || !data) return;
    document.getElementById(`plans-${anchor}`)?.scrollIntoView({ behavior: "smooth" });
  }, [anchor, data]);

  return (
    <PublicLayout
      title={text("plansTitle")}
      intro={signedIn || me.loading ? text("plansIntro") : text("plansIntroSignedOut")}
      testId="plans"
    >
      <Container className="landing-section">
        {loading ? <Loader active inline="centered" /> : null}
        {error ? <Message error>{error.message}</Message> : null}
        {data && list.length === 0 ? <Message info>{text("noPackages")}</Message> : null}
        {kinds.map((kind) => {
          const ofKind = list.filter((pack) => pack.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <Segment basic vertical key={kind} id={`plans-${kind}`}>
              <Header as="h2">{kind === "storage" ? text("storage") : text("token")}</Header>
              <Card.Group itemsPerRow={3} stackable>
                {ofKind.map((pack) => (
                  <PackageCard key={pack.id} pack={pack} zh={i18n.language === "zh-CN"}>
                    <Button as={Link} to={`${paths.home("frontend")}/resources/buy`} primary fluid>
                      {text("buyNow")}
                    </Button>
                  </PackageCard>
                ))}
              </Card.Group>
            </Segment>
          );
        })}
      </Container>
    </PublicLayout>
  );
}
