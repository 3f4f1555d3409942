/** Strings of the back office's content screens: site pages and their texts, tools, the text, map and file libraries (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const cmsEn = {
  moveUp: "Move up",
  moveDown: "Move down",
  map: {
    title: "Map library",
    intro: "Entries of a map library; the links library drives the menu links and the home page.",
    library: "Library",
    otherLibrary: "Library",
    value: "Value",
    valueJson: "Value (JSON)",
    jsonObject: "Value must be a JSON object",
    citation: "Citation",
    createTitle: "New entry of {{library}}",
    editTitle: "Edit an entry of {{library}}",
    import: "Import",
    importTitle: "Import a map library",
    importHint: "A JSON file in the export format: {MapLibraryName, Items: [{Value, Citation}]}.",
    chooseJson: "Choose a JSON file",
    importInvalid: "This file is not in the export format.",
    importSummary: "{{count}} entries for the library {{library}}",
    replace: "Replace the library's entries",
    imported: "{{count}} entries imported",
    export: "Export",
    toolsForm: "Tools have their own form (Home content → Tools); edit their raw JSON here only if you must.",
    uploadFile: "Upload a file for this entry (its address goes into File)",
    fields: {
      name: "Name (Chinese)",
      englishName: "English name",
      link: "Link",
      icon: "Icon",
      svgIcon: "SVG icon",
      embedded: "Embedded",
      addToNewButton: "In the New button",
      disabled: "Disabled",
      Name: "Name",
      File: "File",
    },
  },
  text: {
    title: "Text library",
    intro: "Markdown texts; the texts of the home library appear on the public home page.",
    library: "Library",
    textTitle: "Title",
    excerpt: "Beginning",
    updatedAt: "Updated",
    createTitle: "New text",
    editTitle: "Edit {{title}}",
    placeholder: "Markdown…",
    tabs: {
      write: "Write",
      split: "Side by side",
      preview: "Preview",
    },
  },
  file: {
    title: "File library",
    intro: "Files for the home content (images, documents), addressed by UUID.",
    copyLink: "Copy the link",
  },
  pages: {
    title: "Public pages",
    intro:
      "Choose a page of the public site and write its sections in English and Chinese; the preview shows them as visitors will.",
    choose: "Page",
    english: "English",
    chinese: "中文 (Chinese)",
    section: "Section {{n}}",
    sectionTitle: "Title",
    body: "Text (Markdown)",
    preview: "Preview",
    addSection: "Add a section",
    removeSection: "Remove this section",
    noSections:
      "No section in this language yet: the page shows the other language's, or says it has no content.",
    shared:
      "This page also has {{count}} text(s) for every language (text library “{{library}}”): they show only in a language that has none here.",
    disabled: "Disabled: not shown",
    save: "Save the page",
    saved: "Page saved",
    nothingToSave: "Nothing changed",
    open: "Open the page",
    toolDetail: "Detail page of this tool",
  },
  tools: {
    title: "Tools",
    intro: "The tools of the public site's Tools page, in their order; each has its card and detail page.",
    create: "New tool",
    createTitle: "New tool",
    editTitle: "Edit {{name}}",
    name: "Name (Chinese)",
    englishName: "Name (English)",
    summary: "Summary (Chinese)",
    englishSummary: "Summary (English)",
    link: "Link (http or https)",
    picture: "Picture address",
    uploadPicture: "Upload a picture (its address fills in above)",
    citation: "Note (not shown)",
    preview: "Card preview",
    needName: "Give a Chinese or an English name",
    badLink: "An http:// or https:// address",
    badPicture: "An uploaded picture's address (/api/sys/... or /api/index/...) or an https:// address",
    empty: "No tools yet.",
    rawHint: "Tools are entries of the map library “tools”; the map library screen shows their raw JSON.",
    noPicture: "No picture",
    open: "Open the tool",
  },
} as const;

export type CmsCatalogue = Widen<typeof cmsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    cms: CmsCatalogue;
  }
}

export const cmsNs = defineNamespace("cms", cmsEn, () => import("./i18nZh").then((module) => module.cmsZh));
