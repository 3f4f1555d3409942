/** Strings of the file preview (FilePreview, its views, the file editor; loaded with the viewer's chunk), read by the mobile site's preview too. */
import { defineNamespace, type Widen } from "../i18n";

export const previewEn = {
  preview: {
    size: {
      small: "Small",
      medium: "Medium",
      large: "Large",
    },
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    zoomReset: "100%",
    partialStart: "The file is larger than 3 MB: only its beginning is shown.",
    partialEnd: "The file is larger than 3 MB: only its end is shown.",
    columnsNote: "Only the first {{shown}} of {{count}} columns are shown.",
    rowsShown: "{{shown}} of {{count}} rows",
    moreRows: "Show {{count}} more rows",
    records: "{{count}} records",
    residues: "{{count}} residues",
    moreRecords: "Show {{count}} more records",
    unnamed: "Record {{index}}",
    readDataFailed: "The sequence data cannot be read",
    readFailed: "The file cannot be read",
    notUtf8: "The file is not UTF-8 text and cannot be shown",
    tooLarge: "Files over 500 MB cannot be previewed; download it instead.",
    external: "This type opens in a new window.",
    newWindow: "Open in a new window",
    openSdf: "Open in the SDF reader",
    openChart: "Make a chart",
    edit: "Edit",
    editLabel: "Contents of {{name}}",
    editTooLarge: "Only files read whole (up to 3 MB) can be edited here.",
    editHint: "The original file is not changed: the edited text is saved as a new file in the same folder.",
    copyName: "New file name",
    copyNameRequired: "A name is required",
    saveCopy: "Save as a new file",
    saved: "{{name}} was saved",
    openSeq: "Open in weSeq",
    openVec: "Open in weVec",
    openDraw: "Open in weDraw",
  },
} as const;

export type PreviewCatalogue = Widen<typeof previewEn>;

declare module "../i18n/namespaces" {
  interface Namespaces {
    preview: PreviewCatalogue;
  }
}

export const previewNs = defineNamespace("preview", previewEn, () =>
  import("./previewI18nZh").then((module) => module.previewZh),
);
