/** The Chinese (zh-CN) strings of sysProcessorsI18n.ts, apart so that the English catalogue's chunk holds no Chinese (issue 26). */
import type { SysProcessorsCatalogue } from "./sysProcessorsI18n";

export const sysProcessorsZh: SysProcessorsCatalogue = {
  title: "处理器",
  intro: "全部处理器：系统处理器（启用后对所有用户可见）以及用户自己的处理器（此处只读，管理员可将其停用）。",
  create: "新建系统处理器",
  createTitle: "新建系统处理器",
  owner: "所有者",
  kinds: {
    system: "系统",
    user: "用户",
  },
  enabled: "已启用 {{name}}",
  disabled: "已停用 {{name}}",
  recovered: "已恢复 {{name}}",
  removeHint: "处理器将移入回收站，用户不再可见；已运行过它的任务保留其结果。",
  systemNote: "系统处理器：启用期间所有用户均可查看和运行。",
  userNote: "用户 {{account}} 的处理器：只读；停用后将无法运行。",
};
