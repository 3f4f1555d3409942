/** The Chinese (zh-CN) strings of the config namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { ConfigCatalogue } from "./i18n";

export const configZh: ZhCatalogue<ConfigCatalogue> = {
  config: {
    title: "系统配置",
    tabs: {
      config: "配置",
      features: "功能开关",
      avatars: "头像模板",
      moduleCovers: "模块封面",
      templateCovers: "模板封面",
      calcMetric: "计算点价格",
    },
    calcMetric: {
      intro:
        "工作流运行的计算点价格：每个子任务每次运行结束后按其使用的 CPU 时间扣除一次（价格大于 0 时至少 1 个计算点）。",
      TaskProcessorMethod: "处理器价格（计算点/CPU 秒）",
      TaskProcessorMethodHint:
        "所有处理器（系统的或用户的）每运行一个 CPU 秒收取此数量的计算点。0 表示处理器免费。",
      TaskModule: "模块价格系数",
      TaskModuleHint: "乘以每个模块自身的价格（折扣之后）：1 保持模块原价，0 表示模块免费。",
      example:
        "一个使用 10 个 CPU 秒的子任务：作为处理器收取 {{processor}} 个计算点，作为价格为 1 的模块收取 {{module}} 个计算点。",
      readOnly: "您可以查看这些价格；修改需要 Workflow.Job.Task.Module.Update 权限。",
    },
    upload: "上传",
    UserAvatarSize: "用户头像",
    CoverImageSize: "封面图片",
    Max: "最大尺寸",
    Unit: "单位",
    CompressionQuality: "压缩质量（0 表示保留原图，最大 1）",
    user: "用户",
    Register: "允许用户自行注册",
    Feedback: "允许用户向管理员反馈",
    features: {
      intro: "功能开关为所有用户启用或隐藏平台的整个功能区域。",
      Cms: "内容管理（首页内容、资料库）",
      Workflow: "工作流、模块、处理器、数据集和任务",
      UserResourcePack: "资源包和充值卡",
      SysApp: "系统小程序",
      SysUserExtInfo: "用户扩展信息",
    },
    templates: {
      upload: "上传图片",
      use: "启用",
      size: "大小",
      sha256: "SHA-256",
      empty: "还没有图片，请上传第一张。",
      preview: "预览",
      default: "默认",
      defaultHint: "没有封面的模块和模板使用此封面；再次点击取消",
    },
  },
};
