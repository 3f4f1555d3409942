/** The public site's page links (spec §2): home, workflow, plans, tools, tutorial, course, about, contact, modules. */
import { NavLink } from "react-router-dom";
import { publicPages, publicPath, usePublicText } from "./i18n";

export function PublicNav() {
  const text = usePublicText();
  return (
    <nav className="public-pages" data-testid="public-nav">
      {publicPages.map((page) => (
        <NavLink
          key={page}
          to={publicPath(page)}
          className={({ isActive }) => (isActive ? "active" : "")}
          data-testid={`public-nav-${page}`}
        >
          {text.nav[page]}
        </NavLink>
      ))}
    </nav>
  );
}
