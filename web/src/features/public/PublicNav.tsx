/** The public site's page links (spec §2): home, workflow, plans, tools, tutorial, course, about, contact, modules. */
import { NavLink } from "react-router-dom";
import { useNs } from "../../i18n";
import { publicNs, publicPages, publicPath } from "./i18n";

export function PublicNav() {
  const { t: text } = useNs(publicNs);
  return (
    <nav className="public-pages" data-testid="public-nav">
      {publicPages.map((page) => (
        <NavLink
          key={page}
          to={publicPath(page)}
          className={({ isActive }) => (isActive ? "active" : "")}
          data-testid={`public-nav-${page}`}
        >
          {text(`nav.${page}`)}
        </NavLink>
      ))}
    </nav>
  );
}
