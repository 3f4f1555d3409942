/** The desktop download screens' strings (loaded with the feature's chunks). */
import { defineNamespace, type Widen } from "../../i18n";

export const desktopEn = {
  title: "Desktop download",
  sysIntro:
    "Builds of the desktop client per platform. State the SHA-256 of your build: the upload is refused unless the file has it. The public download page offers the newest enabled build of each platform.",
  publish: "Publish a build",
  platform: "Platform",
  platforms: {
    windows: "Windows",
    macos: "macOS",
    linux: "Linux",
  },
  version: "Version",
  notes: "Release notes (Chinese)",
  englishNotes: "Release notes (English)",
  sha256: "SHA-256",
  sha256Hint: "The checksum your build pipeline printed (64 hex digits).",
  file: "File",
  chooseFile: "Choose the build file",
  size: "Size",
  downloads: "Downloads",
  published: "Published",
  status: "Status",
  uploading: "Uploading",
  hashing: "Checking the file",
  done: "The build was published.",
  mismatch: "The file's SHA-256 is not the one you stated.",
  edit: "Edit",
  save: "Save",
  saved: "The build was saved.",
  remove: "Remove",
  removeConfirm: "Remove the build {{name}}?",
  removed: "The build was removed.",
  recover: "Recover",
  purge: "Delete for good",
  purgeConfirm: "Delete the build {{name}} and its file for good?",
  required: "Required",
  pageTitle: "Download the desktop client",
  pageIntro: "Run workflows, upload data sets and read results from your desktop.",
  forYou: "For your system: {{platform}}",
  noneForYou: "We could not tell your system: choose your platform below.",
  noBuildForYou: "There is no build for {{platform}} yet: the other platforms' are below.",
  others: "Other platforms",
  download: "Download",
  checksum: "SHA-256",
  checksumHint:
    "Compare it with the checksum of the file you downloaded (sha256sum, shasum -a 256 or certutil -hashfile … SHA256).",
  copy: "Copy",
  none: "No desktop build is published yet.",
  back: "Home",
} as const;

export type DesktopCatalogue = Widen<typeof desktopEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    desktop: DesktopCatalogue;
  }
}

/** The desktop namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const desktopNs = defineNamespace("desktop", desktopEn, () =>
  import("./i18nZh").then((module) => module.desktopZh),
);
