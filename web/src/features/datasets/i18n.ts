/** Strings of the data set screens (users' files and the back office's; loaded with the feature's chunk), read by the file library, the preview and the mobile site too. */
import { defineNamespace, type Widen } from "../../i18n";

export const datasetsEn = {
  files: {
    title: "Data sets",
    intro:
      "Your files, the public data sets and the module demo data. Files over 500 MB cannot be previewed.",
    sysIntro: {
      public: "Data sets every user can read.",
      private: "Users' private files.",
      temporary: "Users' temporary files.",
      module_demo: "Demonstration data of the modules, readable by every user.",
    },
    kinds: {
      private: "My files",
      temporary: "Temporary",
      public: "Public",
      module_demo: "Module demo",
    },
    root: "All files",
    folder: "Folder",
    uploadIntoProject: "Files uploaded here go into the project “{{name}}”: its members see them.",
    filesAndFolders_one: "{{count}} file here, and {{folders}} folder(s)",
    filesAndFolders_other: "{{count}} files here, and {{folders}} folder(s)",
    size: "Size",
    tags: "Tags",
    owner: "Owner",
    upload: "Upload",
    download: "Download",
    preview: "Preview",
    openSdf: "Open in the SDF reader",
    openChart: "Make a chart",
    rename: "Rename",
    move: "Move",
    moveSelected: "Move selected",
    favorite: "Add to favourites",
    unfavorite: "Remove from favourites",
    favoritesOnly: "Favourites",
    allFolders: "All folders",
    zip: "Download as zip ({{count}})",
    clearSelection: "Clear selection",
    usage: "{{used}} used of {{quota}}",
    usageNoQuota: "{{used}} used",
    renameTitle: "Rename {{name}}",
    nameRule: "No Chinese characters or special characters; spaces become underscores.",
    moveTitle: "Move {{count}} file(s)",
    moveHint: "Type a new path such as results/2026 to create a folder.",
    newFolder: "New folder",
    tagsTitle: "Tags of {{name}}",
    typeTag: "Type a tag and press Enter",
    removeHint: "The file goes to the recycle bin, where it can be recovered or deleted for good.",
    purge: "Delete for good",
    confirmPurge: "Delete {{name}} for good?",
    purgeHint: "This cannot be undone.",
    recovered: "{{name}} was recovered",
  },
} as const;

export type DatasetsCatalogue = Widen<typeof datasetsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    datasets: DatasetsCatalogue;
  }
}

export const datasetsNs = defineNamespace("datasets", datasetsEn, () =>
  import("./i18nZh").then((module) => module.datasetsZh),
);
