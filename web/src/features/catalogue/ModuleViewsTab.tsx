/**
 * The module dialog's UI packs tab (docs/apps.md): a pack as the module's custom run form and one as
 * the custom view of its finished tasks. Users see each pack's active version; a pack with no active
 * version cannot be chosen (the gateway refuses it too). Saved with the dialog.
 */
import { Form, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useUiPacksQuery } from "../../graphql/__generated__/documents/apps";
import { noneValue } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

interface ModuleViewsTabProps {
  readonly runFormPackId: string;
  readonly onRunFormPackId: (value: string) => void;
  readonly resultViewPackId: string;
  readonly onResultViewPackId: (value: string) => void;
}

export function ModuleViewsTab(props: ModuleViewsTabProps) {
  const { t } = useNs(catalogueNs);
  const session = useSession();
  const canList = session.can("Dev.Read");
  const packs = useUiPacksQuery({
    variables: { query: { limit: 1000 } },
    skip: !canList,
    fetchPolicy: "cache-and-network",
  });
  const list = packs.data?.uiPacks.list ?? [];
  const options = (chosen: string) => {
    const known = list.map((pack) => ({
      key: pack.id,
      value: pack.id,
      text: pack.activeVersionId ? pack.name : `${pack.name} (${t("modules.views.noActive")})`,
      disabled: !pack.activeVersionId && pack.id !== chosen,
    }));
    // Without Dev.Read (or before the list arrives) the current choice stays, shown by its id.
    const kept =
      chosen !== noneValue && !list.some((pack) => pack.id === chosen)
        ? [{ key: chosen, value: chosen, text: `#${chosen}`, disabled: false }]
        : [];
    return [
      { key: noneValue, value: noneValue, text: t("modules.views.none"), disabled: false },
      ...known,
      ...kept,
    ];
  };
  return (
    <div data-testid="module-views-tab">
      <p className="muted">{t("modules.views.intro")}</p>
      {canList ? null : <Message info size="small" content={t("modules.views.unavailable")} />}
      <Form.Select
        id="field-run-form-pack"
        label={t("modules.views.runForm")}
        value={props.runFormPackId}
        options={options(props.runFormPackId)}
        loading={packs.loading}
        search
        onChange={(_event, data) => props.onRunFormPackId(String(data.value))}
        data-testid="field-run-form-pack"
      />
      <Form.Select
        id="field-result-view-pack"
        label={t("modules.views.resultView")}
        value={props.resultViewPackId}
        options={options(props.resultViewPackId)}
        loading={packs.loading}
        search
        onChange={(_event, data) => props.onResultViewPackId(String(data.value))}
        data-testid="field-result-view-pack"
      />
    </div>
  );
}
