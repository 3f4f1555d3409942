import "@fontsource/lato/400.css";
import "@fontsource/lato/400-italic.css";
import "@fontsource/lato/700.css";
import "@fontsource/lato/700-italic.css";
import "semantic-ui-css/semantic.min.css";
import "./styles.css";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { suppressFileDrops } from "./app/RouteBehaviour";
import { initI18n } from "./i18n";

initI18n();
suppressFileDrops();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(<App />);
