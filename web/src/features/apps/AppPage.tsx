/** An applet on a page of its own (the plugin window's "open in a new browser window"). */
import { useParams } from "react-router-dom";
import { Loader, Message } from "semantic-ui-react";
import { BundleFrame } from "./BundleFrame";
import { useMenuApplets } from "./AppletMenu";
import { useNs } from "../../i18n";
import { appsNs, useAppTitle } from "./i18n";
import "./apps.css";

export function AppPage() {
  const { id } = useParams();
  const { t: text } = useNs(appsNs);
  const titleOf = useAppTitle();
  const { apps, loading } = useMenuApplets();
  const app = apps.find((entry) => entry.id === id);
  if (!app) return loading ? <Loader active /> : <Message warning content={text("noApplet")} />;
  const title = titleOf(app);
  return (
    <div className="applet-page" data-testid="applet-page">
      {app.kind === "link" ? (
        <a href={app.url} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <BundleFrame
          url={app.url}
          title={text("frameTitle", { name: title })}
          testId={`applet-frame-${app.id}`}
        />
      )}
    </div>
  );
}
