/**
 * Picks a normal user: a search by account for an administrator who may read users (User.Read),
 * otherwise the user's ID typed in.
 */
import { useMemo, useState } from "react";
import { Dropdown, Form, Input } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useDebounced } from "../../components/hooks";
import type { QueryInput } from "../../graphql";
import { useCommerceUserSearchQuery } from "../../graphql/__generated__/documents/commerce-sys";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";

export interface PickedUser {
  readonly id: string;
  /** Known when picked by account. */
  readonly account: string | null;
}

interface UserPickerProps {
  readonly value: PickedUser | null;
  readonly onChange: (user: PickedUser | null) => void;
  readonly testId: string;
  readonly error?: boolean;
  readonly disabled?: boolean;
}

function UserSearch(props: UserPickerProps) {
  const { t } = useNs(commerceSysNs);
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 250);
  const query = useMemo<QueryInput>(
    () => ({
      where: debounced
        ? [{ logic: "AND", values: [{ name: "Account", symbol: "LIKE", value: debounced }] }]
        : [],
      orderBy: [{ name: "Account", isAsc: true }],
      limit: 20,
    }),
    [debounced],
  );
  const result = useCommerceUserSearchQuery({ variables: { query }, fetchPolicy: "cache-and-network" });
  const users = result.data?.users.list ?? [];
  const options = users.map((user) => ({
    key: user.id,
    value: user.id,
    text: user.account,
    description: user.name,
  }));
  const { value } = props;
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({
      key: value.id,
      value: value.id,
      text: value.account ?? `#${value.id}`,
      description: "",
    });
  return (
    <Dropdown
      selection
      search={(items) => items}
      searchQuery={search}
      onSearchChange={(_event, data) => setSearch(data.searchQuery)}
      clearable
      options={options}
      value={value?.id ?? ""}
      placeholder={t("anyUser")}
      noResultsMessage={result.loading ? "…" : t("noUser")}
      loading={result.loading}
      error={props.error}
      disabled={props.disabled}
      selectOnBlur={false}
      selectOnNavigation={false}
      onChange={(_event, data) => {
        setSearch("");
        const id = typeof data.value === "string" ? data.value : "";
        const user = users.find((candidate) => candidate.id === id);
        props.onChange(id ? { id, account: user?.account ?? value?.account ?? null } : null);
      }}
      data-testid={props.testId}
    />
  );
}

function UserIdInput(props: UserPickerProps) {
  const { t } = useNs(commerceSysNs);
  return (
    <Input
      value={props.value?.id ?? ""}
      placeholder={t("userId")}
      error={props.error}
      disabled={props.disabled}
      onChange={(_event, data) => {
        const id = String(data.value).replace(/\D/g, "");
        props.onChange(id ? { id, account: null } : null);
      }}
      input={{ "data-testid": props.testId, inputMode: "numeric", autoComplete: "off" }}
    />
  );
}

/** The picker alone (a toolbar, a page header). */
export function UserPicker(props: UserPickerProps) {
  const session = useSession();
  return session.can("User.Read") ? <UserSearch {...props} /> : <UserIdInput {...props} />;
}

/** The picker as a labelled form field with its message. */
export function UserField(
  props: UserPickerProps & { readonly label: string; readonly message: string | null },
) {
  const { label, message, ...picker } = props;
  return (
    <Form.Field required error={message !== null}>
      <label>{label}</label>
      <UserPicker {...picker} error={message !== null} />
      {message ? (
        <div className="ui pointing above prompt label" role="alert">
          {message}
        </div>
      ) : null}
    </Form.Field>
  );
}
