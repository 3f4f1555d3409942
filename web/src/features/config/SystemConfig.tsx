/**
 * System config with its tabs: config, feature switches, avatar templates, module and template covers
 * (Sys.Config.*), and the workflow calc-metric prices (Workflow.Job.Task.Module.*).
 */
import type { Permission } from "@crucible/schema";
import { Link, useParams } from "react-router-dom";
import { Menu } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { useNs } from "../../i18n";
import { CalcMetricForm } from "./CalcMetricForm";
import { ConfigForm } from "./ConfigForm";
import { FeatureSwitches } from "./FeatureSwitches";
import { configNs, type ConfigCatalogue } from "./i18n";
import { ImageTemplates } from "./ImageTemplates";

const tabs = ["config", "features", "avatars", "module-covers", "template-covers", "calc-metric"] as const;
type Tab = (typeof tabs)[number];

const tabLabels: Record<Tab, keyof ConfigCatalogue["config"]["tabs"]> = {
  config: "config",
  features: "features",
  avatars: "avatars",
  "module-covers": "moduleCovers",
  "template-covers": "templateCovers",
  "calc-metric": "calcMetric",
};

/** The permission that opens each tab (the calc-metric prices belong to the module catalogue). */
const tabPerms: Record<Tab, Permission> = {
  config: "Sys.Config.Read",
  features: "Sys.Config.Read",
  avatars: "Sys.Config.Read",
  "module-covers": "Sys.Config.Read",
  "template-covers": "Sys.Config.Read",
  "calc-metric": "Workflow.Job.Task.Module.Read",
};

export function SystemConfig() {
  const { t } = useNs(configNs);
  const { tab } = useParams();
  const session = useSession();
  const visibleTabs = tabs.filter((value) => session.can(tabPerms[value]));
  const current: Tab = visibleTabs.find((value) => value === tab) ?? visibleTabs[0] ?? "config";
  return (
    <div data-testid="system-config-page">
      <PageHeader title={t("config.title")} />
      <Menu pointing secondary className="config-tabs">
        {visibleTabs.map((value) => (
          <Menu.Item
            key={value}
            as={Link}
            to={paths.child(session.stage, `system-config/${value}`)}
            active={current === value}
            data-testid={`config-tab-${value}`}
          >
            {t(`config.tabs.${tabLabels[value]}`)}
          </Menu.Item>
        ))}
      </Menu>
      {current === "config" ? <ConfigForm /> : null}
      {current === "features" ? <FeatureSwitches /> : null}
      {current === "avatars" ? <ImageTemplates key="user_avatar" kind="user_avatar" /> : null}
      {current === "module-covers" ? <ImageTemplates key="module_cover" kind="module_cover" /> : null}
      {current === "template-covers" ? (
        <ImageTemplates key="workflow_template_cover" kind="workflow_template_cover" />
      ) : null}
      {current === "calc-metric" ? <CalcMetricForm /> : null}
    </div>
  );
}
