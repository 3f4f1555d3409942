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
export type SysProcessorsCatalogue = Widen<typeof sysProcessorsEn>;
