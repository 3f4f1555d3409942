/**
 * The bell in the front end's top bar: the unread count (live over the GraphQL socket while it is open,
 * polled every 30 s when it is not, and read again when the list opens),
 * the newest notifications first with more on demand, mark one read (opening it) or all read. Each
 * entry opens its job, feedback or order (an approval waiting: the Approvals screen). Texts come in
 * both languages from the gateway.
 */
import { useSubscription } from "@apollo/client/react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Icon, Label, List, Loader, Menu, Popup } from "semantic-ui-react";
import type { NotificationFieldsFragment } from "../../graphql";
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationsReadMutation,
  useMyNotificationsQuery,
  useUnreadNotificationCountQuery,
  UnreadNotificationCountChangedDocument,
  UnreadNotificationCountDocument,
} from "../../graphql/__generated__/documents/notifications";
import { liveSocket } from "../../graphql/client";
import { formatDateTime } from "../../components/format";
import { paths } from "../../app/paths";

const pageSize = 10;
/** How often the unread count is read while the page is open. */
const pollMs = 30_000;

/** The page an entry opens: an approval waiting opens the Approvals screen, where it is decided. */
export function notificationLink(
  n: Pick<NotificationFieldsFragment, "kind" | "target" | "targetId">,
): string {
  if (n.kind === "approvalWaiting") return paths.child("frontend", "approvals");
  switch (n.target) {
    case "job":
      return paths.child("frontend", `jobs/${n.targetId}`);
    case "feedback":
      return paths.child("frontend", "feedback");
    case "order":
      return paths.child("frontend", "resources/orders");
    case "project":
      return paths.child("frontend", "projects");
  }
}

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(pageSize);
  const socketState = useSyncExternalStore(liveSocket.subscribe, liveSocket.state);
  const [refused, setRefused] = useState(false);
  const live = socketState === "open" && !refused;
  const count = useUnreadNotificationCountQuery({
    pollInterval: live ? 0 : pollMs,
    fetchPolicy: "cache-and-network",
  });
  // Each new count goes into the cache the query reads, so the bell changes as the gateway says.
  useSubscription(UnreadNotificationCountChangedDocument, {
    onData: ({ client, data }) => {
      const value = data.data?.unreadNotificationCountChanged;
      if (value !== undefined)
        client.writeQuery({
          query: UnreadNotificationCountDocument,
          data: { unreadNotificationCount: value },
        });
    },
    onError: () => setRefused(true),
  });
  const list = useMyNotificationsQuery({
    skip: !open,
    variables: { query: { limit } },
    fetchPolicy: "cache-and-network",
  });
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const unread = count.data?.unreadNotificationCount ?? 0;
  const rows = list.data?.myNotifications.list ?? [];
  const total = list.data?.myNotifications.total ?? 0;

  const refresh = async () => {
    await Promise.all([count.refetch(), list.refetch()]);
  };
  const openOne = (n: NotificationFieldsFragment) => {
    setOpen(false);
    if (!n.readAt) void markRead({ variables: { ids: [n.id] } }).then(() => count.refetch());
  };

  const label = t("notifications.bell", { count: unread });
  return (
    <Popup
      on="click"
      open={open}
      onOpen={() => {
        setOpen(true);
        void count.refetch();
      }}
      onClose={() => setOpen(false)}
      position="bottom right"
      wide="very"
      className="notification-popup"
      trigger={
        <Menu.Item as="a" role="button" title={label} aria-label={label} data-testid="notification-bell">
          <Icon name="bell" fitted={unread > 0} />
          {unread > 0 ? (
            <Label color="red" circular size="mini" floating data-testid="notification-unread">
              {unread > 99 ? "99+" : unread}
            </Label>
          ) : null}
        </Menu.Item>
      }
    >
      <div className="notification-head">
        <strong>{t("notifications.title")}</strong>
        <Button
          size="mini"
          basic
          disabled={unread === 0 || markingAll.loading}
          loading={markingAll.loading}
          onClick={() => void markAll().then(refresh)}
          data-testid="notification-mark-all"
        >
          {t("notifications.markAll")}
        </Button>
      </div>
      {list.loading && rows.length === 0 ? (
        <Loader active inline="centered" size="small" data-testid="notification-loading" />
      ) : rows.length === 0 ? (
        <p className="notification-empty" data-testid="notification-empty">
          {t("notifications.empty")}
        </p>
      ) : (
        <List divided relaxed className="notification-list" data-testid="notification-list">
          {rows.map((n) => (
            <List.Item
              key={n.id}
              className={n.readAt ? "read" : "unread"}
              data-testid={`notification-${n.id}`}
            >
              <List.Content>
                <List.Header as={Link} to={notificationLink(n)} onClick={() => openOne(n)}>
                  {n.readAt ? null : <Icon name="circle" color="blue" size="tiny" />}
                  {zh ? n.title.zh : n.title.en}
                </List.Header>
                <List.Description>{zh ? n.body.zh : n.body.en}</List.Description>
                <div className="notification-meta">
                  <span>{formatDateTime(n.createdAt)}</span>
                  {n.readAt ? null : (
                    <a
                      role="button"
                      href="#"
                      onClick={(event) => {
                        event.preventDefault();
                        void markRead({ variables: { ids: [n.id] } }).then(() => count.refetch());
                      }}
                      data-testid={`notification-read-${n.id}`}
                    >
                      {t("notifications.markRead")}
                    </a>
                  )}
                </div>
              </List.Content>
            </List.Item>
          ))}
        </List>
      )}
      {rows.length < total ? (
        <Button
          fluid
          size="mini"
          basic
          loading={list.loading}
          onClick={() => setLimit((n) => n + pageSize)}
          data-testid="notification-more"
        >
          {t("notifications.more", { shown: rows.length, total })}
        </Button>
      ) : null}
    </Popup>
  );
}
