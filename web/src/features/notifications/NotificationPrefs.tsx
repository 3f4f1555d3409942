/**
 * The account page's notification settings: per kind of event, whether it shows in the bell (in-app)
 * and whether it is e-mailed to the account's address. Each change is saved at once.
 */
import { useTranslation } from "react-i18next";
import { Checkbox, Header, Segment, Table } from "semantic-ui-react";
import type { NotificationKind, NotificationPrefsQuery } from "../../graphql";
import {
  useNotificationPrefsQuery,
  useSaveNotificationPrefsMutation,
} from "../../graphql/__generated__/documents/notifications";
import { toast } from "../../components/toast";

type Pref = NotificationPrefsQuery["notificationPrefs"][number];

export function NotificationPrefs() {
  const { t } = useTranslation();
  const query = useNotificationPrefsQuery();
  const [save, saving] = useSaveNotificationPrefsMutation();
  const prefs = query.data?.notificationPrefs ?? [];

  const change = async (pref: Pref, next: { inApp: boolean; email: boolean }) => {
    const result = await save({ variables: { prefs: [{ kind: pref.kind, ...next }] } });
    if (result.data) {
      query.updateQuery(() => ({ notificationPrefs: result.data!.saveNotificationPrefs }));
      toast.success(t("notifications.prefsSaved"));
    }
  };

  const kindLabel = (kind: NotificationKind) => t(`notifications.kinds.${kind}`);
  return (
    <Segment loading={query.loading && prefs.length === 0} data-testid="notification-prefs">
      <Header as="h3">{t("notifications.prefsTitle")}</Header>
      <p>{t("notifications.prefsHelp")}</p>
      <Table compact unstackable>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("notifications.event")}</Table.HeaderCell>
            <Table.HeaderCell textAlign="center">{t("notifications.inApp")}</Table.HeaderCell>
            <Table.HeaderCell textAlign="center">{t("notifications.email")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prefs.map((pref) => (
            <Table.Row key={pref.kind} data-testid={`notification-pref-${pref.kind}`}>
              <Table.Cell>{kindLabel(pref.kind)}</Table.Cell>
              <Table.Cell textAlign="center">
                <Checkbox
                  toggle
                  checked={pref.inApp}
                  disabled={saving.loading}
                  aria-label={`${kindLabel(pref.kind)}: ${t("notifications.inApp")}`}
                  onChange={(_e, data) =>
                    void change(pref, { inApp: data.checked === true, email: pref.email })
                  }
                  data-testid={`notification-pref-${pref.kind}-inapp`}
                />
              </Table.Cell>
              <Table.Cell textAlign="center">
                <Checkbox
                  toggle
                  checked={pref.email}
                  disabled={saving.loading}
                  aria-label={`${kindLabel(pref.kind)}: ${t("notifications.email")}`}
                  onChange={(_e, data) =>
                    void change(pref, { inApp: pref.inApp, email: data.checked === true })
                  }
                  data-testid={`notification-pref-${pref.kind}-email`}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Segment>
  );
}
