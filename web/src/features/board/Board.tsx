/** The back-office dashboard: live counts, refreshed every few seconds. */
import { useTranslation } from "react-i18next";
import { Card, Icon, Statistic, type SemanticCOLORS, type SemanticICONS } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import type { Catalogue } from "../../i18n/en-US";
import { useBoardQuery, type BoardQuery } from "../../graphql";

const refreshSeconds = 5;

type CountKey = Exclude<keyof BoardQuery["board"], "__typename">;

const tiles: { key: CountKey & keyof Catalogue["board"]; icon: SemanticICONS; color: SemanticCOLORS }[] = [
  { key: "users", icon: "users", color: "blue" },
  { key: "usersActiveToday", icon: "user plus", color: "teal" },
  { key: "liveSessions", icon: "plug", color: "green" },
  { key: "loginsToday", icon: "sign in", color: "olive" },
  { key: "failedLoginsToday", icon: "warning sign", color: "red" },
  { key: "systemUsers", icon: "user secret", color: "violet" },
  { key: "roles", icon: "id badge", color: "purple" },
  { key: "permGroups", icon: "object group", color: "brown" },
];

export function Board() {
  const { t } = useTranslation();
  const { data, previousData } = useBoardQuery({
    pollInterval: refreshSeconds * 1000,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const board = (data ?? previousData)?.board;
  return (
    <div data-testid="board-page">
      <PageHeader
        title={t("board.title")}
        intro={t("board.updatedAt", {
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
                <Statistic.Label>{t(`board.${tile.key}`)}</Statistic.Label>
              </Statistic>
            </Card.Content>
          </Card>
        ))}
      </Card.Group>
    </div>
  );
}
