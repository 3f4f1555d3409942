/** The front end's resources and billing screen: one tab per part, the tab in the route. */
import { useApolloClient } from "@apollo/client/react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { Menu } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { PageHeader } from "../../components/PageHeader";
import { CheckInTab, RedeemTab } from "./AccountTabs";
import { InvoicesTab, UsageTab } from "./BillingTabs";
import { BuyTab } from "./BuyTab";
import { projectPagePath } from "./ForProject";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { OrderList } from "./OrderList";
import { PackList } from "./PackList";
import "./commerce.css";

const tabs = ["buy", "orders", "packs", "redeem", "checkIn", "invoices", "usage"] as const;
type Tab = (typeof tabs)[number];

const tabPath = (tab: Tab) => `${paths.home("frontend")}/resources/${tab}`;

function isTab(value: string | undefined): value is Tab {
  return tabs.includes(value as Tab);
}

export function Resources() {
  const { t: text } = useNs(commerceNs);
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const tab: Tab = isTab(params.tab) ? params.tab : "buy";
  // A payment, a card or a check-in changes the balance other screens show.
  const changed = () => void client.refetchQueries({ include: "active" });
  return (
    <div data-testid="resources-screen">
      <PageHeader title={text("title")} intro={text("intro")} />
      <Menu pointing secondary className="commerce-tabs">
        {tabs.map((name) => (
          <Menu.Item
            key={name}
            active={tab === name}
            // Buying and redeeming keep the project they are for (?project=).
            onClick={() =>
              navigate(tabPath(name) + (name === "buy" || name === "redeem" ? location.search : ""))
            }
            data-testid={`resources-tab-${name}`}
          >
            {text(`tabs.${name}`)}
          </Menu.Item>
        ))}
      </Menu>
      {tab === "buy" ? (
        <BuyTab onPaid={(projectId) => navigate(projectId ? projectPagePath(projectId) : tabPath("packs"))} />
      ) : null}
      {tab === "orders" ? <OrderList side="user" /> : null}
      {tab === "packs" ? <PackList side="user" /> : null}
      {tab === "redeem" ? <RedeemTab onRedeemed={changed} /> : null}
      {tab === "checkIn" ? <CheckInTab onCheckedIn={changed} /> : null}
      {tab === "invoices" ? <InvoicesTab /> : null}
      {tab === "usage" ? <UsageTab /> : null}
    </div>
  );
}
