/** The projects screen's strings (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const projectsEn = {
  title: "Projects",
  intro:
    "Share data sets, workflow templates, processors and jobs with a team. Viewers read and download; editors and owners also change, run and delete; owners manage the members. A job made in a project is paid by the project while it has tokens available, otherwise by the member who runs it.",
  create: "New project",
  name: "Name",
  description: "Description",
  created: "The project was created.",
  save: "Save",
  saved: "The project was saved.",
  required: "Required",
  tooLong: "At most {{max}} characters",
  none: "You are not a member of any project yet.",
  myRole: "My role",
  members: "Members",
  dataFiles: "Data files",
  templates: "Templates",
  jobs: "Jobs",
  processors: "Processors",
  invitations: "Invitations",
  invitedBy: "invited by {{account}}",
  accept: "Accept",
  decline: "Decline",
  accepted: "You joined the project.",
  declined: "The invitation was declined.",
  open: "Members",
  invite: "Invite",
  invitee: "Account name or e-mail",
  invited: "The invitation was sent.",
  pending: "Invited",
  role: "Role",
  roles: {
    viewer: "Viewer",
    editor: "Editor",
    owner: "Owner",
  },
  roleSaved: "The role was changed.",
  remove: "Remove",
  removeConfirm: "Remove {{account}} from the project?",
  removed: "The member was removed.",
  leave: "Leave",
  leaveConfirm: "Leave the project “{{name}}”?",
  left: "You left the project.",
  delete: "Delete",
  deleteConfirm: "Delete the project “{{name}}”? It must hold no items and have no tokens left.",
  deleted: "The project was deleted.",
  close: "Close",
  filter: "Project",
  allItems: "All",
  move: {
    action: "Move to a project",
    title: "Move “{{name}}”",
    target: "Move to",
    private: "Private (no project)",
    now: "Now in the project “{{project}}”.",
    nowPrivate: "Now private: only you see it.",
    hints: {
      dataFile: "The project's members read and download it; its editors and owners also change and use it.",
      template: "The project's members read it; its editors and owners also change and run it.",
      job: "The project's members read it; its editors and owners also stop, rerun and delete it.",
      processor:
        "The project's members see it; its editors and owners run it in their jobs and the project's templates. Only you change, upload to or delete it; its executable still counts against your storage.",
    },
    noEditable:
      "You are not an editor or owner of any project: create one on the Projects screen, or ask a project's owner to make you an editor.",
    submit: "Move",
    same: "It is already there: pick another project or Private.",
    moving: "Moving…",
    failed: "Nothing was moved.",
    moved: "“{{name}}” was moved into “{{project}}”.",
    movedOut: "“{{name}}” is private again.",
  },
  processorsPanel: {
    title: "Processors",
    intro: {
      viewer:
        "The members' processors in this project. As a viewer you read them; editors and owners run them.",
      editor:
        "The members' processors in this project: you run them in your jobs and the project's templates. Only their owners change them.",
      owner:
        "The members' processors in this project: you run them in your jobs and the project's templates. Only their owners change them.",
    },
    empty: "No processor belongs to this project yet. Move one of yours in from the Processors screen.",
    openList: "Open the Processors screen",
    name: "Name",
    owner: "Owner",
    mine: "You",
    member: "Another member",
    exe: "Executable",
    noExe: "Not uploaded",
    status: "Status",
    enabled: "Enabled",
    disabled: "Disabled",
    moveOut: "Move out of the project",
  },
  tokens: {
    title: "Tokens",
    rule: "Who pays: a job made in this project is charged to the project when the project has tokens available (its balance less what its running jobs hold) at submit; otherwise it is charged to the member who runs it. Reruns and copies decide again.",
    balance: "Balance",
    held: "Held by running jobs",
    available: "Available",
    add: "Add tokens from my balance",
    addTitle: "Add tokens to “{{name}}”",
    addSubmit: "Move tokens",
    myBalance: "Your balance: {{balance}} tokens (tokens your own running jobs hold cannot be moved).",
    loading: "Reading your balance…",
    amount: "Tokens",
    note: "Note",
    amountRule: "Enter a whole number of tokens from 1 to {{max}}.",
    moving: "Moving the tokens…",
    failed: "The tokens were not moved.",
    added: "{{amount}} tokens were moved to “{{name}}”.",
    withdraw: "Move tokens to my balance",
    withdrawTitle: "Move tokens out of “{{name}}”",
    withdrawSubmit: "Move to my balance",
    projectAvailable:
      "The project has {{available}} tokens available (tokens its running jobs hold stay in the project).",
    withdrawn: "{{amount}} tokens were moved from “{{name}}” to your balance.",
    listBalance: "Tokens",
    empty: "No tokens have moved in this project yet.",
    when: "Time",
    kind: "Kind",
    member: "Member",
    detail: "Job / note",
    page: "{{from}}–{{to}} of {{total}}",
    previous: "Newer",
    next: "Older",
    kinds: {
      grant: "Grant",
      charge: "Charge",
      refund: "Refund",
      pack: "Package",
      expire: "Expired",
      checkin: "Check-in",
      transfer: "Added by a member",
      adjust: "Administrator",
    },
    transferOut: "Moved out by a member",
    byAdmin: "by administrator {{account}}",
  },
} as const;

export type ProjectsCatalogue = Widen<typeof projectsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    projects: ProjectsCatalogue;
  }
}

/** The projects namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const projectsNs = defineNamespace("projects", projectsEn, () =>
  import("./i18nZh").then((module) => module.projectsZh),
);
