/** An embedded link of the map library "links", shown inside the shell in a sandboxed frame. */
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { Loader, Message } from "semantic-ui-react";
import { PageHeader } from "../components/PageHeader";
import { useLinkEntries } from "./links";

export function EmbeddedLink() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { entries, loading } = useLinkEntries();
  const entry = entries.find((item) => item.id === id && item.embedded);
  if (loading) return <Loader active inline="centered" />;
  if (!entry) {
    return (
      <Message warning data-testid="embedded-missing">
        {t("links.missing")}
      </Message>
    );
  }
  return (
    <div className="embedded-link" data-testid="embedded-link">
      <PageHeader title={entry.title} />
      <iframe
        title={entry.title}
        src={entry.href}
        className="embedded-frame"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
