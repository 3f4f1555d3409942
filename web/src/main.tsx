import "@fontsource/lato/400.css";
import "@fontsource/lato/400-italic.css";
import "@fontsource/lato/700.css";
import "@fontsource/lato/700-italic.css";
// The public home's first load carries only the Semantic UI components it draws (issue 26), in the
// order of semantic.min.css; every other page loads the whole sheet (app/fullStyles.ts, by lazyScreen).
import "semantic-ui-css/components/reset.min.css";
import "semantic-ui-css/components/site.min.css";
import "semantic-ui-css/components/button.min.css";
import "semantic-ui-css/components/container.min.css";
import "semantic-ui-css/components/header.min.css";
import "semantic-ui-css/components/icon.min.css";
import "semantic-ui-css/components/loader.min.css";
import "semantic-ui-css/components/segment.min.css";
import "semantic-ui-css/components/grid.min.css";
import "semantic-ui-css/components/menu.min.css";
import "semantic-ui-css/components/message.min.css";
import "semantic-ui-css/components/dropdown.min.css";
import "semantic-ui-css/components/transition.min.css";
import "./styles.css";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { suppressFileDrops } from "./app/RouteBehaviour";
import { initI18n } from "./i18n";

suppressFileDrops();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The active language's catalogue first, so the first render shows text, never keys.
initI18n().then(
  () => createRoot(root).render(<App />),
  () => {
    // The catalogue did not arrive (network): say so in both languages rather than show nothing.
    root.textContent = "Crucible could not load. Please reload the page. / 加载失败，请刷新页面。";
  },
);
