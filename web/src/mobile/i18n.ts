/**
 * Strings of the mobile site (web/mobile.html), its namespace `mobile`; states, file kinds and previews
 * reuse the shell's keys (`translation:...`) and the features' namespaces.
 */
import { defineNamespace, type Widen } from "../i18n";

export const mobileEn = {
  title: "Crucible",
  menu: {
    label: "Menu",
    open: "Open the menu",
    close: "Close the menu",
    home: "Home",
    checkIn: "Daily check-in",
    recharge: "Recharge card",
    language: "Language",
    desktop: "Desktop site",
    signOut: "Sign out",
  },
  loading: "Loading…",
  signIn: {
    title: "Sign in",
    intro: "Follow your jobs, read their results and browse your data sets on the go.",
    account: "Account, e-mail or phone",
    password: "Password",
    submit: "Sign in",
    required: "Enter your account and password.",
    desktopHint: "Password reset and the rest of the platform are on the desktop site.",
    noAccount: "No account yet?",
    register: "Register",
    about: "About the platform",
  },
  site: {
    menu: "Pages",
    signIn: "Sign in",
    register: "Register",
    myHome: "My home",
    version: "Crucible {{version}}",
    buyOnDesktop: "Packages are bought on the desktop site once you are signed in.",
    runOnDesktop: "Modules are run from the desktop site once you are signed in.",
    openDesktop: "Open on the desktop site",
    price: "Price",
    tags: "Tags",
  },
  register: {
    extInfo: "This platform asks for more details at registration: please register on the desktop site.",
    failed: "Check the fields marked below.",
  },
  home: {
    hello: "Hello, {{name}}",
    tokens: "Token balance",
    storage: "Storage",
    storageOf: "{{used}} of {{quota}}",
    jobs: "Jobs",
    jobsTotal: "{{count}} in all",
    noJobs: "No jobs yet.",
    recent: "Recent jobs",
    allJobs: "All jobs",
    shortcuts: "Shortcuts",
  },
  jobs: {
    title: "Jobs",
    empty: "You have no jobs yet. Jobs are launched from the desktop site.",
    page: "Page {{page}} of {{pages}}",
    previous: "Previous",
    next: "Next",
    created: "Created {{date}}",
    notFound: "This job does not exist or is not yours.",
    back: "All jobs",
    tasks: "Tasks",
    tokens: "Tokens",
    createdAt: "Created",
    finishedAt: "Finished",
    progress: "Progress",
    finished: "The job ended: {{state}}.",
  },
  task: {
    back: "Back to the job",
    notFound: "This task does not exist.",
    run: "Run {{run}}",
    exitCode: "Exit code",
    reason: "Reason",
    startedAt: "Started",
    finishedAt: "Finished",
    duration: "Duration",
    log: "Log",
    stdout: "Output (stdout)",
    stderr: "Errors (stderr)",
    outputs: "Outputs",
    noOutputs: "No outputs yet.",
    open: "Open",
  },
  output: {
    back: "Back to the task",
    notFound: "This output does not exist.",
  },
  files: {
    back: "Back to the folder",
    empty: "Nothing in this folder.",
    root: "Top",
    name: "Name",
    kind: "Data set",
    folder: "Folder",
    size: "Size",
    type: "Type",
    created: "Uploaded",
    updated: "Changed",
    tags: "Tags",
    notFound: "This file does not exist or cannot be read.",
    details: "Details",
    preview: "Preview",
  },
  sdf: {
    record: "Record {{index}}",
    of: "Records {{from}}–{{to}} of {{total}}",
    noRecords: "The file holds no records.",
  },
  log: {
    reload: "Reload",
    download: "Download",
    notYet: "No log yet: the task has not run.",
    empty: "The log is empty.",
    partial: "Only the last 3 MB are shown.",
  },
  download: "Download",
} as const;

export type MobileCatalogue = Widen<typeof mobileEn>;

declare module "../i18n/namespaces" {
  interface Namespaces {
    mobile: MobileCatalogue;
  }
}

export const mobileNs = defineNamespace("mobile", mobileEn, () =>
  import("./i18nZh").then((module) => module.mobileZh),
);
