/**
 * The module dialog, in create mode (module null: a new container module with its key, image, command,
 * typed arguments and outputs) or update mode: metadata (names, summary, group, tags, visibility,
 * image, timeout, exit code, price, discount), markdown docs with a preview, the cover (upload,
 * template, reset), the users a module with visibility "partly" is enabled for, and its files.
 * This shell shows the tabs; the draft is held by useModuleDraft, checked and saved by useModuleSave,
 * and each tab is drawn by its own component.
 */
import { useState } from "react";
import { Label, Menu } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import type {
  AdminGroupFieldsFragment,
  AdminModuleFieldsFragment,
  AdminTagFieldsFragment,
} from "../../graphql";
import { ModuleBasicTab } from "./ModuleBasicTab";
import { ModuleCoverTab } from "./ModuleCoverTab";
import { ModuleDocsTab, type DocsLang, type DocsView } from "./ModuleDocsTab";
import type { ImageChoice, ModuleTab } from "./moduleDraft";
import { ModuleFilesTab } from "./ModuleFilesTab";
import { ModuleUsersTab } from "./ModuleUsersTab";
import { ModuleViewsTab } from "./ModuleViewsTab";
import { useModuleDraft } from "./useModuleDraft";
import { useModuleSave } from "./useModuleSave";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

interface ModuleDialogProps {
  /** Null: create a new container module. */
  readonly module: AdminModuleFieldsFragment | null;
  readonly groups: readonly AdminGroupFieldsFragment[];
  readonly tags: readonly AdminTagFieldsFragment[];
  /** Null when the admin may not list images: only the current one is offered. */
  readonly images: readonly ImageChoice[] | null;
  readonly onClose: () => void;
  /** The cover, the users or the files changed outside GraphQL (REST upload): the list refreshes. */
  readonly onChanged: () => void;
  /** Create mode: the new module (the dialog goes on in update mode for it, to attach files). */
  readonly onCreated?: (module: AdminModuleFieldsFragment) => void;
  readonly canUpdate?: boolean;
  readonly canDelete?: boolean;
}

/** The dialog's tabs (a new module has only the basic and docs tabs), with the users' and files' counts. */
function ModuleDialogTabs({
  module,
  tab,
  onTab,
}: {
  module: AdminModuleFieldsFragment | null;
  tab: ModuleTab;
  onTab: (tab: ModuleTab) => void;
}) {
  const { t } = useNs(catalogueNs);
  const tabs: ModuleTab[] =
    module === null ? ["basic", "docs"] : ["basic", "docs", "views", "cover", "users", "files"];
  return (
    <Menu pointing secondary className="module-dialog-tabs">
      {tabs.map((value) => (
        <Menu.Item
          key={value}
          active={tab === value}
          onClick={() => onTab(value)}
          data-testid={`module-tab-${value}`}
        >
          {t(`modules.tabs.${value}`)}
          {value === "users" && module && module.enabledUsers.length > 0 ? (
            <Label size="mini" circular>
              {module.enabledUsers.length}
            </Label>
          ) : null}
          {value === "files" && module && module.moduleFiles.length > 0 ? (
            <Label size="mini" circular>
              {module.moduleFiles.length}
            </Label>
          ) : null}
        </Menu.Item>
      ))}
    </Menu>
  );
}

export function ModuleDialog({
  module,
  groups,
  tags,
  images,
  onClose,
  onChanged,
  onCreated,
  canUpdate = true,
  canDelete = false,
}: ModuleDialogProps) {
  const { t, i18n } = useNs(catalogueNs);
  const zh = i18n.language.startsWith("zh");
  const creating = module === null;
  const container = creating || module.runner === "container";
  const [tab, setTab] = useState<ModuleTab>("basic");
  const [docsLang, setDocsLang] = useState<DocsLang>("docs");
  const [docsView, setDocsView] = useState<DocsView>("split");
  const draft = useModuleDraft(module);
  const save = useModuleSave({
    module,
    container,
    draft,
    onInvalid: (found) => {
      if (found.docs === undefined && found.docsZh === undefined) setTab("basic");
    },
    onCreated,
    onClose,
  });

  return (
    <FormDialog
      open
      size="large"
      title={
        module === null
          ? t("modules.createTitle")
          : t("modules.editTitle", { name: zh && module.nameZh ? module.nameZh : module.name })
      }
      onClose={onClose}
      onSubmit={() => void save.submit()}
      submitting={save.submitting}
      submitLabel={creating ? t("translation:common.create") : undefined}
      testId={creating ? "module-create-dialog" : "module-dialog"}
    >
      <ModuleDialogTabs module={module} tab={tab} onTab={setTab} />
      {tab === "basic" ? (
        <ModuleBasicTab
          module={module}
          container={container}
          groups={groups}
          tags={tags}
          images={images}
          draft={draft}
          errors={save.errors}
        />
      ) : null}
      {tab === "docs" ? (
        <ModuleDocsTab
          form={draft.form}
          set={draft.set}
          docsLang={docsLang}
          onDocsLang={setDocsLang}
          docsView={docsView}
          onDocsView={setDocsView}
        />
      ) : null}
      {tab === "views" && module ? (
        <ModuleViewsTab
          runFormPackId={draft.runFormPackId}
          onRunFormPackId={draft.setRunFormPackId}
          resultViewPackId={draft.resultViewPackId}
          onResultViewPackId={draft.setResultViewPackId}
        />
      ) : null}
      {tab === "cover" && module ? <ModuleCoverTab module={module} onChanged={onChanged} /> : null}
      {tab === "users" && module ? <ModuleUsersTab module={module} visibility={draft.visibility} /> : null}
      {tab === "files" && module ? (
        <ModuleFilesTab module={module} canUpdate={canUpdate} canDelete={canDelete} onChanged={onChanged} />
      ) : null}
      {tab === "cover" || tab === "users" || tab === "files" ? (
        <p className="muted catalogue-note">{t("modules.appliesAtOnce")}</p>
      ) : null}
    </FormDialog>
  );
}
