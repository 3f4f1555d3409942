/** Strings of the front-end navigator (the first page) and of the back-office board editor. */
import { defineNamespace, type Widen } from "../../i18n";

export const navigatorEn = {
  title: "Navigator",
  welcome: "Welcome, {{name}}",
  intro: "Your starting point: run a workflow, upload data, or pick up where you left off.",
  tokens: "Tokens",
  storage: "Storage",
  storageOf: "{{used}} of {{quota}}",
  jobs: "Jobs",
  jobsTotal: "{{count}} in all",
  noJobsYet: "No jobs yet",
  firstPage: "First page after login",
  firstPageChoices: {
    navigation: "Navigator",
    templates: "Workflow templates",
    datasets: "Data sets",
    jobs: "Jobs",
    weDraw: "weDraw",
    weView: "weView 3-D viewer",
    weSeq: "weSeq (sequences)",
    weVec: "weVec (plasmid maps)",
  },
  actions: {
    title: "Quick actions",
    upload: "Upload data",
    uploadHint: "Add SDF, SMILES or CSV files to your data sets",
    newWorkflow: "New workflow",
    newWorkflowHint: "Chain modules into a workflow of your own",
    modules: "Browse modules",
    modulesHint: "Every computation you can run",
    myJobs: "My jobs",
    myJobsHint: "States, logs and results",
  },
  kinds: {
    module: "Module",
    template: "Workflow",
    dataset: "Data set",
    link: "Link",
  },
  emptyBoard: "Nothing is curated here yet. Start from the quick actions above.",
  emptySection: "Nothing in this section is available to you.",
  recent: "Recent jobs",
  allJobs: "All jobs",
  noRecent: "You have not run a job yet. Start with a workflow template or a module.",
  opensNewWindow: "Opens in a new window",
  // The back-office editor.
  editor: {
    title: "Navigator board",
    intro:
      "The first page of the front end: sections of modules, workflow templates, data sets and links. Users only see the items they may open.",
    saved: "Saved board",
    usingDefault: "Default board (nothing saved)",
    save: "Save",
    savedToast: "The navigator board is saved",
    reset: "Reset to default",
    resetQuestion: "Reset the navigator board to its default?",
    resetDetail: "The saved board is removed; the demo template, modules and data show again.",
    resetToast: "The navigator board is back to its default",
    discard: "Discard changes",
    addSection: "Add a section",
    addItem: "Add an item",
    section: "Section {{n}}",
    nameEn: "Name (English)",
    nameZh: "Name (Chinese)",
    descEn: "Description (English)",
    descZh: "Description (Chinese)",
    kind: "Kind",
    target: "Points to",
    module: "Module",
    template: "Workflow template",
    dataKind: "Data set",
    folder: "Folder (optional)",
    url: "https address",
    labelEn: "Label (English)",
    labelZh: "Label (Chinese)",
    labelHint: "Leave both labels empty to use the module's or template's own name.",
    pickModule: "Choose a module",
    pickTemplate: "Choose a template",
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    noItems: "No items yet.",
    noSections: "The board has no sections: users see only the quick actions.",
    problems: "The board cannot be saved yet",
    problemAt: "Section {{section}}, item {{item}}: {{field}}: {{message}}",
    problemAtSection: "Section {{section}}: {{field}}: {{message}}",
    hiddenHint: "hidden from users",
    disabledHint: "disabled",
    limits: "At most {{sections}} sections of {{items}} items each.",
    readOnly: "You can view the board; saving needs Workflow.Job.Task.Module.Update.",
    httpsOnly: "only https links are allowed",
    missingTarget: "does not exist (any more) or is not a system template",
    sectionsField: "Sections",
    itemsField: "Items",
  },
  dataKinds: {
    public: "Public data",
    private: "My data",
    temporary: "Temporary data",
    module_demo: "Module demo data",
  },
} as const;

/** The shape every language fills. */

export type NavigatorCatalogue = Widen<typeof navigatorEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    navigator: NavigatorCatalogue;
  }
}

/** The navigator namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const navigatorNs = defineNamespace("navigator", navigatorEn, () =>
  import("./i18nZh").then((module) => module.navigatorZh),
);
