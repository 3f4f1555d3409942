/** Strings of the back office's system config screen (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const configEn = {
  config: {
    title: "System config",
    tabs: {
      config: "Config",
      features: "Feature switches",
      avatars: "Avatar templates",
      moduleCovers: "Module covers",
      templateCovers: "Template covers",
      calcMetric: "Token prices",
    },
    calcMetric: {
      intro:
        "Prices of workflow runs in tokens, charged once per task run from the CPU time it used (at least 1 token when the price is above 0).",
      TaskProcessorMethod: "Processor price (tokens per CPU-second)",
      TaskProcessorMethodHint:
        "Every processor, system or a user's, costs this much per CPU-second of its run. 0 makes processors free.",
      TaskModule: "Module price factor",
      TaskModuleHint:
        "Multiplies every module's own price (after its discount): 1 keeps the modules' prices, 0 makes modules free.",
      example:
        "A task using 10 CPU-seconds costs {{processor}} tokens as a processor, and {{module}} tokens as a module priced at 1.",
      readOnly: "You may read these prices; changing them needs Workflow.Job.Task.Module.Update.",
    },
    upload: "Uploads",
    UserAvatarSize: "User avatar",
    CoverImageSize: "Cover image",
    Max: "Maximum size",
    Unit: "Unit",
    CompressionQuality: "Compression quality (0 = keep the original, up to 1)",
    user: "Users",
    Register: "Allow self-registration",
    Feedback: "Allow feedback to administrators",
    features: {
      intro: "Feature switches enable or hide whole areas of the platform for every user.",
      Cms: "Content management (home page content, libraries)",
      Workflow: "Workflows, modules, processors, data sets and jobs",
      UserResourcePack: "Resource packs and recharge cards",
      SysApp: "System applets",
      SysUserExtInfo: "User extended info",
    },
    templates: {
      upload: "Upload image",
      use: "In use",
      size: "Size",
      sha256: "SHA-256",
      empty: "No images yet. Upload the first one.",
      preview: "Preview",
      default: "Default",
      defaultHint: "The cover of modules and templates that have none of their own; click again to clear",
    },
  },
} as const;

export type ConfigCatalogue = Widen<typeof configEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    config: ConfigCatalogue;
  }
}

export const configNs = defineNamespace("config", configEn, () =>
  import("./i18nZh").then((module) => module.configZh),
);
