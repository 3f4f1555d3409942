import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = { DateTime: "string", JSON: "unknown" };

const config: CodegenConfig = {
  overwrite: true,
  schema: "schema/graphql/*.graphql",
  hooks: { afterAllFileWrite: ["prettier --write --log-level warn"] },
  generates: {
    "gateway/src/graphql/__generated__/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useIndexSignature: false,
        contextType: "../context.js#GraphContext",
        mappers: {
          User: "../../db/schema.js#UserRow",
          SystemUser: "../../db/schema.js#SysUserRow",
          Role: "../../db/schema.js#PermRoleRow",
          PermGroup: "../../db/schema.js#PermGroupRow",
          Session: "../../db/schema.js#SessionRow",
          ApiToken: "../../db/schema.js#ApiTokenRow",
          LoginLog: "../../db/schema.js#LoginLogRow",
          ImageTemplate: "../../domain/templates/imageTemplates.js#ImageTemplateView",
          DataFile: "../../db/schema.js#DataFileRow",
          MapEntry: "../../db/schema.js#CmsMapEntryRow",
          CmsText: "../../db/schema.js#CmsTextRow",
          CmsFile: "../../db/schema.js#CmsFileRow",
          Module: "../../db/schema.js#ModuleRow",
          ModuleArg: "../../db/schema.js#ModuleArg as ModuleArgSpec",
          ModuleOutput: "../../db/schema.js#ModuleOutput as ModuleOutputSpec",
          ModuleMethod: "../../db/schema.js#ModuleMethod as ModuleMethodSpec",
          Job: "../../db/schema.js#JobRow",
          Task: "../../db/schema.js#TaskRow",
          SysJob: "../../db/schema.js#JobRow",
          SysTask: "../../db/schema.js#TaskRow",
          SysTaskRefund: "../../domain/workflow/sysJobs.js#TaskRefund",
          WorkflowTemplate: "../../db/schema.js#TemplateRow",
          TemplateNode: "../../db/schema.js#TemplateNodeRow",
          Processor: "../../db/schema.js#ProcessorRow",
          ContainerImage: "../../db/schema.js#ContainerImageRow",
          ModuleFile: "../../db/schema.js#ModuleFileRow",
          ModuleGroup: "../../db/schema.js#ModuleGroupRow",
          ModuleEnabledUser: "../../domain/workflow/admin.js#EnabledUser",
          NavigatorBoard: "../../domain/workflow/navigator.js#NavigatorBoardView",
          NavigatorSection: "../../domain/workflow/navigator.js#NavigatorSectionView",
          NavigatorItem: "../../domain/workflow/navigator.js#NavigatorItemView",
          NavigatorSummary: "../../domain/workflow/navigator.js#NavigatorSummaryView",
          SysNavigatorBoard: "../../domain/workflow/navigator.js#SysNavigatorBoardView",
          NavigatorModuleChoice: "../../db/schema.js#ModuleRow",
          NavigatorTemplateChoice: "../../db/schema.js#TemplateRow",
          Feedback: "../../db/schema.js#FeedbackRow",
        },
        scalars: { DateTime: "Date | string", JSON: "unknown" },
        enumValues: {
          Side: { USER: "user", SYSTEM: "sys" },
          EntityStatus: { ENABLED: "enabled", DISABLED: "disabled" },
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        immutableTypes: false,
        useTypeImports: true,
      },
    },
    "web/src/graphql/__generated__/operations.ts": {
      documents: ["web/src/**/*.graphql"],
      plugins: [
        "typescript",
        "typescript-operations",
        "typed-document-node",
        "./codegen/react-hooks-plugin.cjs",
      ],
      config: {
        scalars,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        documentVariableSuffix: "Document",
        dedupeOperationSuffix: false,
        useTypeImports: true,
      },
    },
  },
};

export default config;
