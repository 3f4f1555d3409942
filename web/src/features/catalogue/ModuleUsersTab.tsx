/** The users tab of the module dialog: the accounts a module with visibility "partly" is enabled for. */
import { useState, type KeyboardEvent } from "react";
import { Button, Form, List, Message } from "semantic-ui-react";
import { toast } from "../../components/toast";
import type { AdminModuleFieldsFragment, ModuleVisibility } from "../../graphql";
import {
  useAdminAddModuleUsersMutation,
  useAdminRemoveModuleUsersMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { missingValue } from "./forms";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export function ModuleUsersTab({
  module,
  visibility,
}: {
  module: AdminModuleFieldsFragment;
  visibility: ModuleVisibility;
}) {
  const { t } = useNs(catalogueNs);
  const [accounts, setAccounts] = useState("");
  const [unknown, setUnknown] = useState<string | null>(null);
  const [add, addState] = useAdminAddModuleUsersMutation();
  const [remove] = useAdminRemoveModuleUsersMutation();
  const submit = async () => {
    const list = [
      ...new Set(
        accounts
          .split(/[\s,;，；]+/)
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ];
    if (list.length === 0) return;
    const result = await add({ variables: { id: module.id, accounts: list } });
    setUnknown(missingValue(result.error));
    if (!result.error) {
      setAccounts("");
      toast.success(t("modules.usersAdded", { count: list.length }));
    }
  };
  return (
    <div data-testid="module-users-tab">
      {visibility !== "partly" ? <Message info size="small" content={t("modules.usersOnlyPartly")} /> : null}
      <Form.Group>
        <Form.Input
          width={12}
          label={t("modules.addUsers")}
          placeholder={t("modules.accountsPlaceholder")}
          value={accounts}
          onChange={(_event, data) => setAccounts(String(data.value))}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void submit();
            }
          }}
          input={{ "data-testid": "field-accounts" }}
        />
        <Form.Button
          width={4}
          label="&nbsp;"
          type="button"
          primary
          icon="user plus"
          content={t("translation:common.add")}
          loading={addState.loading}
          disabled={accounts.trim() === "" || addState.loading}
          onClick={() => void submit()}
          data-testid="module-users-add"
        />
      </Form.Group>
      {unknown ? (
        <Message
          negative
          size="small"
          content={t("modules.unknownAccounts", { accounts: unknown })}
          data-testid="module-users-unknown"
        />
      ) : null}
      {module.enabledUsers.length === 0 ? (
        <p className="muted" data-testid="module-users-empty">
          {t("modules.noUsers")}
        </p>
      ) : (
        <List divided relaxed className="enabled-users" data-testid="module-users">
          {module.enabledUsers.map((user) => (
            <List.Item key={user.id}>
              <List.Content floated="right">
                <Button
                  type="button"
                  size="mini"
                  basic
                  icon="remove user"
                  title={t("translation:common.remove")}
                  aria-label={t("translation:common.remove")}
                  onClick={() => void remove({ variables: { id: module.id, userIds: [user.id] } })}
                  data-testid={`module-user-remove-${user.id}`}
                />
              </List.Content>
              <List.Icon name="user" />
              <List.Content>
                <strong>{user.account}</strong> <span className="muted">{user.name}</span>
              </List.Content>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
