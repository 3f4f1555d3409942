import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Icon, Segment } from "semantic-ui-react";
import { LanguageSwitch } from "../../app/LanguageSwitch";
import { paths } from "../../app/paths";

/** The frame of the sign-in, register and password-reset pages. */
export function AuthLayout({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-top">
        <Link to={paths.landing} className="auth-brand" data-testid="auth-brand">
          <Icon name="lab" />
          {t("app.name")}
        </Link>
        <div className="ui secondary menu">
          <LanguageSwitch />
        </div>
      </div>
      <div className={wide ? "auth-card wide" : "auth-card"}>
        <Segment raised padded>
          <h2 className="auth-title">{title}</h2>
          {children}
        </Segment>
      </div>
    </div>
  );
}
