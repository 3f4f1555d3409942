/**
 * Pure helpers of the navigator board: where an item leads, the first page after login, and the
 * back-office editor's draft (strings while editing) to and from the saved document.
 */
import {
  navigatorBoardSchema,
  navigatorDataKinds,
  type InitShow,
  type NavigatorDataKind,
  type NavigatorItemKind,
} from "@crucible/schema";
import { paths } from "../../app/paths";

export interface Localized {
  readonly zhCN: string;
  readonly enUS: string;
}

/** The text in the current language, falling back to the other one when it is empty. */
export function pickText(text: Localized, zh: boolean): string {
  return zh ? text.zhCN || text.enUS : text.enUS || text.zhCN;
}

/** Where an item leads: an in-app hash route, or an external https address (opened in a new window). */
export type ItemTarget =
  { readonly kind: "route"; readonly to: string } | { readonly kind: "external"; readonly href: string };

const dataKindRoutes: Record<NavigatorDataKind, string> = {
  public: "public",
  private: "private",
  temporary: "temporary",
  module_demo: "module-demo",
};

function isDataKind(value: string | null): value is NavigatorDataKind {
  return navigatorDataKinds.some((kind) => kind === value);
}

export function itemTarget(item: {
  readonly kind: NavigatorItemKind;
  readonly targetId: string | null;
  readonly url: string | null;
  readonly dataKind: string | null;
}): ItemTarget | null {
  switch (item.kind) {
    case "module":
      return item.targetId
        ? { kind: "route", to: paths.child("frontend", `modules/${encodeURIComponent(item.targetId)}`) }
        : null;
    case "template":
      return item.targetId
        ? { kind: "route", to: paths.child("frontend", `workflow/${encodeURIComponent(item.targetId)}`) }
        : null;
    case "dataset":
      return {
        kind: "route",
        to: paths.child(
          "frontend",
          `datasets/${isDataKind(item.dataKind) ? dataKindRoutes[item.dataKind] : "private"}`,
        ),
      };
    case "link":
      // The gateway only stores https links; anything else is not followed.
      return item.url && item.url.startsWith("https://") ? { kind: "external", href: item.url } : null;
  }
}

export { storagePercent } from "./storage";

/**
 * The route the front-end home opens for the user's "first page after login", or null for the
 * navigator itself (navigation; modules is reset to navigation by the spec). The viewer pages weView,
 * weDraw, weSeq and weVec open their own screens (`view`, `draw`, `seq`, `vec`).
 */
export function initShowRoute(initShow: InitShow | null | undefined): string | null {
  switch (initShow) {
    case "templates":
      return "templates";
    case "datasets":
      return "datasets";
    case "jobs":
      return "jobs";
    case "weDraw":
      return "draw";
    case "weView":
      return "view";
    case "weSeq":
      return "seq";
    case "weVec":
      return "vec";
    default:
      return null;
  }
}

// ---- the back-office editor ----

export interface DraftItem {
  readonly id: number;
  Kind: NavigatorItemKind;
  ModuleId: string;
  TemplateId: string;
  DataKind: NavigatorDataKind;
  Folder: string;
  Url: string;
  LabelEn: string;
  LabelZh: string;
}

export interface DraftSection {
  readonly id: number;
  NameEn: string;
  NameZh: string;
  DescEn: string;
  DescZh: string;
  Items: DraftItem[];
}

let nextDraftId = 1;
const draftId = () => nextDraftId++;

export function emptyItem(kind: NavigatorItemKind = "module"): DraftItem {
  return {
    id: draftId(),
    Kind: kind,
    ModuleId: "",
    TemplateId: "",
    DataKind: "public",
    Folder: "",
    Url: "https://",
    LabelEn: "",
    LabelZh: "",
  };
}

export function emptySection(): DraftSection {
  return { id: draftId(), NameEn: "", NameZh: "", DescEn: "", DescZh: "", Items: [] };
}

/** The editor's draft of a saved (or default) document; anything unreadable gives an empty board. */
export function toDraft(document: unknown): DraftSection[] {
  const parsed = navigatorBoardSchema.safeParse(document);
  if (!parsed.success) return [];
  return parsed.data.Sections.map((section) => ({
    ...emptySection(),
    NameEn: section.Name["en-US"],
    NameZh: section.Name["zh-CN"],
    DescEn: section.Description?.["en-US"] ?? "",
    DescZh: section.Description?.["zh-CN"] ?? "",
    Items: section.Items.map((item) => {
      const draft = {
        ...emptyItem(item.Kind),
        LabelEn: item.Label?.["en-US"] ?? "",
        LabelZh: item.Label?.["zh-CN"] ?? "",
      };
      switch (item.Kind) {
        case "module":
          return { ...draft, ModuleId: String(item.ModuleId) };
        case "template":
          return { ...draft, TemplateId: String(item.TemplateId) };
        case "dataset":
          return { ...draft, DataKind: item.DataKind, Folder: item.Folder };
        case "link":
          return { ...draft, Url: item.Url };
      }
    }),
  }));
}

function idNumber(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The document the draft stands for (not yet checked: see draftProblems). */
export function fromDraft(sections: readonly DraftSection[]): unknown {
  return {
    Sections: sections.map((section) => ({
      Name: { "zh-CN": section.NameZh, "en-US": section.NameEn },
      ...(section.DescEn.trim() || section.DescZh.trim()
        ? { Description: { "zh-CN": section.DescZh, "en-US": section.DescEn } }
        : {}),
      Items: section.Items.map((item) => {
        const hasLabel = item.LabelEn.trim() !== "" || item.LabelZh.trim() !== "";
        const label =
          hasLabel || item.Kind === "link" ? { Label: { "zh-CN": item.LabelZh, "en-US": item.LabelEn } } : {};
        switch (item.Kind) {
          case "module":
            return { Kind: "module", ModuleId: idNumber(item.ModuleId), ...label };
          case "template":
            return { Kind: "template", TemplateId: idNumber(item.TemplateId), ...label };
          case "dataset":
            return { Kind: "dataset", DataKind: item.DataKind, Folder: item.Folder, ...label };
          case "link":
            return { Kind: "link", Url: item.Url.trim(), ...label };
        }
      }),
    })),
  };
}

export interface DraftProblem {
  /** The section and item the problem is in (null for the board as a whole). */
  readonly section: number | null;
  readonly item: number | null;
  /** The field's name in the document (Name, Url, ModuleId ...), or "" for the whole list. */
  readonly field: string;
  readonly message: string;
}

/** Where a "Sections.1.Items.2.Url: message" path points to. */
export function problemAt(path: readonly (string | number | symbol)[], message: string): DraftProblem {
  const parts = path.map((part) => (typeof part === "symbol" ? "" : String(part)));
  const section =
    parts[0] === "Sections" && parts[1] !== undefined && /^\d+$/.test(parts[1]) ? Number(parts[1]) : null;
  const item =
    section !== null && parts[2] === "Items" && parts[3] !== undefined && /^\d+$/.test(parts[3])
      ? Number(parts[3])
      : null;
  const rest = parts.slice(item !== null ? 4 : section !== null ? 2 : 0);
  return { section, item, field: rest.join("."), message };
}

/** Every problem of the draft, as the gateway would refuse it (the same zod schema). */
export function draftProblems(sections: readonly DraftSection[]): DraftProblem[] {
  const parsed = navigatorBoardSchema.safeParse(fromDraft(sections));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => problemAt(issue.path, issue.message));
}

/** Parses a "Sections.0.Items.1.ModuleId: message" value from the gateway. */
export function problemOfServer(value: string): DraftProblem {
  const colon = value.indexOf(": ");
  const path = colon >= 0 ? value.slice(0, colon) : value;
  const message = colon >= 0 ? value.slice(colon + 2) : "";
  return problemAt(path.split("."), message);
}

/** Moves the entry at `from` by `by` places (-1 up, +1 down); out of range changes nothing. */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry as T);
  return copy;
}
