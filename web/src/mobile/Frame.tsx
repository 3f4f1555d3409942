/**
 * The frame of every mobile page but sign-in: a top bar with the menu button and the brand, the menu
 * drawer below it (closed by its button, the backdrop, Escape, or any navigation) and the main part.
 * The signed-in shell and the public pages fill the drawer with their own entries.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { useNs } from "../i18n";
import { mobileNs } from "./i18n";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function Frame(props: {
  /** Where the brand leads. */
  readonly home: string;
  /** The drawer's content; `open` says whether its links may take the focus. */
  readonly menu: (open: boolean, close: () => void) => ReactNode;
  /** Shown at the right end of the bar. */
  readonly barEnd?: ReactNode;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = useNs(mobileNs);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Any navigation closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="m-shell" data-testid={props.testId}>
      <header className="m-bar">
        <button
          ref={button}
          type="button"
          className="m-icon-button"
          aria-label={open ? t("menu.close") : t("menu.open")}
          aria-expanded={open}
          aria-controls="m-menu"
          onClick={() => setOpen((value) => !value)}
          data-testid="m-menu-button"
        >
          <MenuIcon open={open} />
        </button>
        <Link to={props.home} className="m-brand" data-testid="m-brand">
          <span className="m-brand-mark" aria-hidden="true" />
          {t("title")}
        </Link>
        {props.barEnd ? <div className="m-bar-end">{props.barEnd}</div> : null}
      </header>
      <div
        className={open ? "m-backdrop m-open" : "m-backdrop"}
        onClick={close}
        aria-hidden="true"
        data-testid="m-menu-backdrop"
      />
      <nav
        id="m-menu"
        className={open ? "m-menu m-open" : "m-menu"}
        aria-label={t("menu.label")}
        aria-hidden={!open}
        data-testid="m-menu"
        data-open={open}
      >
        {props.menu(open, close)}
      </nav>
      <main className="m-main" data-testid="m-main">
        {props.children}
      </main>
    </div>
  );
}
