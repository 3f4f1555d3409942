import type { ReactNode } from "react";
import { Header } from "semantic-ui-react";

export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <Header as="h2" data-testid="page-title">
          {title}
        </Header>
        {intro ? <p className="muted page-intro">{intro}</p> : null}
      </div>
      <div className="page-header-actions">{children}</div>
    </div>
  );
}
