/** Strings of the back-office processors screen (system processors and users'). */

export const sysProcessorsEn = {
  title: "Processors",
  intro:
    "Every processor: system processors, published to every user while enabled, and users' own, read only here (an administrator may disable them).",
  create: "New system processor",
  createTitle: "New system processor",
  owner: "Owner",
  kinds: {
    system: "System",
    user: "User",
  },
  enabled: "{{name}} was enabled",
  disabled: "{{name}} was disabled",
  recovered: "{{name}} was recovered",
  removeHint:
    "It goes to the recycle bin and users no longer see it; jobs that already ran it keep their results.",
  systemNote: "A system processor: every user sees and runs it while it is enabled.",
  userNote: "The processor of the user {{account}}: read only; disabling it stops it from running.",
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const sysProcessorsZh: Widen<typeof sysProcessorsEn> = {
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
