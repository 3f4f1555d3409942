/**
 * The mobile site's entry (web/mobile.html, served by the gateway at /m/): the same GraphQL client,
 * generated hooks and language catalogues as the desktop site, without Semantic UI or the viewers.
 */
import "./mobile.css";
import { createRoot } from "react-dom/client";
import { initI18n } from "../i18n";
import { MobileApp } from "./MobileApp";

const root = document.getElementById("root");
if (!root) throw new Error("mobile.html has no #root element");
initI18n().then(
  () => createRoot(root).render(<MobileApp />),
  () => {
    root.textContent = "Crucible could not load. Please reload the page. / 加载失败，请刷新页面。";
  },
);
