/**
 * The back-office dashboard: live counts, refreshed every few seconds, the payment providers configured
 * and the figures of the last 30 days as charts (TrendCharts, loaded lazily with nivo).
 */
import { lazy, Suspense } from "react";
import {
  Card,
  Header,
  Icon,
  Label,
  Loader,
  Message,
  Segment,
  Statistic,
  type SemanticCOLORS,
  type SemanticICONS,
} from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import type { BoardQuery } from "../../graphql";
import {
  useBoardPaymentProvidersQuery,
  useBoardQuery,
  useBoardTrendsQuery,
} from "../../graphql/__generated__/documents/board";
import { useNs } from "../../i18n";
import { boardNs, type BoardCatalogue } from "./i18n";

const refreshSeconds = 5;
const trendDays = 30;

const TrendCharts = lazy(() => import("./TrendCharts").then((m) => ({ default: m.TrendCharts })));

/** The last 30 days as charts; nivo is loaded only once the figures are here. */
function Trends() {
  const { t } = useNs(boardNs);
  const { data } = useBoardTrendsQuery({ variables: { days: trendDays }, fetchPolicy: "cache-and-network" });
  const loading = <Loader active inline="centered" content={t("trends.loading")} />;
  return (
    <section className="board-trends" data-testid="board-trends-section">
      <Header as="h3">{t("trends.title", { days: trendDays })}</Header>
      {data ? (
        <Suspense fallback={loading}>
          <TrendCharts days={data.boardTrends} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}

type CountKey = Exclude<keyof BoardQuery["board"], "__typename">;

const tiles: { key: CountKey & keyof BoardCatalogue; icon: SemanticICONS; color: SemanticCOLORS }[] = [
  { key: "users", icon: "users", color: "blue" },
  { key: "usersActiveToday", icon: "user plus", color: "teal" },
  { key: "liveSessions", icon: "plug", color: "green" },
  { key: "loginsToday", icon: "sign in", color: "olive" },
  { key: "failedLoginsToday", icon: "warning sign", color: "red" },
  { key: "systemUsers", icon: "user secret", color: "violet" },
  { key: "roles", icon: "id badge", color: "purple" },
  { key: "permGroups", icon: "object group", color: "brown" },
];

const providers = ["wechat", "alipay"] as const;

/** Which payment providers take payments here (their keys are the deployment's, not a setting). */
function PaymentProviders() {
  const { t } = useNs(boardNs);
  const { data } = useBoardPaymentProvidersQuery();
  const configured = data?.paymentProviders;
  if (!configured) return null;
  const none = providers.every((provider) => !configured[provider]);
  return (
    <Segment data-testid="board-payments">
      <strong>{t("payments")}:</strong>{" "}
      {providers.map((provider) => (
        <Label
          key={provider}
          basic
          color={configured[provider] ? "green" : "grey"}
          data-testid={`board-payment-${provider}`}
        >
          <Icon name={configured[provider] ? "check" : "minus"} />
          {t(provider)}: {t(configured[provider] ? "configured" : "notConfigured")}
        </Label>
      ))}
      {none ? (
        <Message info size="small" data-testid="board-payments-none">
          {t("paymentsNone")}
        </Message>
      ) : null}
    </Segment>
  );
}

export function Board() {
  const { t } = useNs(boardNs);
  const { data, previousData } = useBoardQuery({
    pollInterval: refreshSeconds * 1000,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const board = (data ?? previousData)?.board;
  return (
    <div data-testid="board-page">
      <PageHeader
        title={t("title")}
        intro={t("updatedAt", {
          time: formatDateTime(new Date().toISOString()),
          seconds: refreshSeconds,
        })}
      />
      <Card.Group itemsPerRow={4} stackable>
        {tiles.map((tile) => (
          <Card key={tile.key} data-testid={`board-${tile.key}`} color={tile.color}>
            <Card.Content textAlign="center">
              <Statistic size="small" color={tile.color}>
                <Statistic.Value>
                  <Icon name={tile.icon} size="small" /> {board ? board[tile.key] : "–"}
                </Statistic.Value>
                <Statistic.Label>{t(tile.key)}</Statistic.Label>
              </Statistic>
            </Card.Content>
          </Card>
        ))}
      </Card.Group>
      <PaymentProviders />
      <Trends />
    </div>
  );
}
