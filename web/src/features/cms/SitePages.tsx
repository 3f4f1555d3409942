/**
 * The public pages by form (issue 26): the administrator picks a page of the public site from its list
 * and writes its sections in English and Chinese with a live preview (PageTextsEditor); the texts are
 * the text libraries `{page}.en` and `{page}.zh` the public site reads (docs/public-site.md).
 */
import { useState } from "react";
import { Button, Menu } from "semantic-ui-react";
import { PageHeader } from "../../components/PageHeader";
import { useNs } from "../../i18n";
import { publicNs, publicPath } from "../public/i18n";
import { PageTextsEditor } from "./PageTextsEditor";
import { cmsNs } from "./i18n";

/** The public pages whose content is texts (plans and modules come from commerce and the catalogue). */
export const textPages = ["home", "workflow", "tools", "tutorial", "course", "about", "contact"] as const;
type TextPageName = (typeof textPages)[number];

export function SitePages() {
  const { t } = useNs(cmsNs);
  const { t: publicText } = useNs(publicNs);
  const [page, setPage] = useState<TextPageName>("home");
  return (
    <div data-testid="site-pages-page">
      <PageHeader title={t("pages.title")} intro={t("pages.intro")}>
        <Button
          as="a"
          basic
          icon="external alternate"
          content={t("pages.open")}
          href={`#${publicPath(page)}`}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="site-page-open"
        />
      </PageHeader>
      <Menu pointing secondary className="site-page-menu" aria-label={t("pages.choose")}>
        {textPages.map((name) => (
          <Menu.Item
            key={name}
            active={page === name}
            onClick={() => setPage(name)}
            data-testid={`site-page-${name}`}
          >
            {publicText(`nav.${name}`)}
          </Menu.Item>
        ))}
      </Menu>
      <PageTextsEditor key={page} library={page} />
    </div>
  );
}
