/**
 * i18next set-up: zh-CN and en-US catalogues, the stored language choice (auto, zh, en). Only the
 * active language's catalogue is loaded before the first render; the other is its own chunk, loaded
 * when the language switches.
 */
import { langChoices, type Lang, type LangChoice } from "@crucible/schema";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import type { Catalogue } from "./en-US";
import { dismissAllToasts } from "../components/toast";
import { addDefinedNamespaces, loadDefinedNamespaces, type Namespaces } from "./namespaces";

export { defineNamespace, translateNs, useNs, type NsT, type Widen, type ZhCatalogue } from "./namespaces";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue } & Namespaces;
  }
}

export type UiLanguage = "zh-CN" | "en-US";

const storageKey = "crucible.lang";
const loaders: Record<UiLanguage, () => Promise<Catalogue>> = {
  "zh-CN": () => import("./zh-CN").then((module) => module.zhCN),
  "en-US": () => import("./en-US").then((module) => module.enUS),
};
const catalogues: Partial<Record<UiLanguage, Catalogue>> = {};

/** Loads a language's catalogue once and hands it to i18next. */
async function ensureLanguage(language: UiLanguage): Promise<Catalogue> {
  const known = catalogues[language];
  if (known) return known;
  const catalogue = await loaders[language]();
  catalogues[language] = catalogue;
  if (i18next.isInitialized) i18next.addResourceBundle(language, "translation", catalogue, true, true);
  return catalogue;
}

export function readLangChoice(): LangChoice {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return langChoices.find((choice) => choice === stored) ?? "auto";
  } catch {
    return "auto";
  }
}

/** auto follows navigator.language: any Chinese locale gives zh-CN, everything else en-US. */
export function resolveLanguage(choice: LangChoice): UiLanguage {
  if (choice === "zh") return "zh-CN";
  if (choice === "en") return "en-US";
  const browser = typeof navigator === "undefined" ? "" : (navigator.language ?? "");
  return browser.toLowerCase().startsWith("zh") ? "zh-CN" : "en-US";
}

export function applyLangChoice(choice: LangChoice): void {
  try {
    window.localStorage.setItem(storageKey, choice);
  } catch {
    // Private browsing may refuse storage: the choice still applies to this page.
  }
  const language = resolveLanguage(choice);
  // The screen keeps its language until the other catalogue is here: no flash of keys.
  void Promise.all([ensureLanguage(language), loadDefinedNamespaces(language)]).then(() => {
    document.documentElement.lang = language;
    // A toast shown in the other language would stay in it: it goes with the switch.
    if (i18next.language !== language) dismissAllToasts();
    return i18next.changeLanguage(language);
  });
}

export function currentLanguage(): UiLanguage {
  return i18next.language === "zh-CN" ? "zh-CN" : "en-US";
}

/** The language code of the shared error catalogue (`errorMessage`). */
export function errorLang(): Lang {
  return currentLanguage() === "zh-CN" ? "zh" : "en";
}

/** Loads the active language, then initialises i18next: render after it resolves. */
export async function initI18n(): Promise<void> {
  const language = resolveLanguage(readLangChoice());
  document.documentElement.lang = language;
  const catalogue = await ensureLanguage(language);
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: catalogue } },
    lng: language,
    fallbackLng: "en-US",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{percent, zhe}}`: a discount as Chinese shops write it, the tenths paid (20% off is 8 折, 15% off 8.5 折).
  i18next.services.formatter?.add("zhe", (value: unknown) =>
    (10 - Number(value) / 10).toFixed(1).replace(/\.0$/, ""),
  );
  addDefinedNamespaces();
  await loadDefinedNamespaces(language);
}

/**
 * A text given in both languages where it is declared, not in a catalogue: a menu entry's label sits
 * in its feature's `screens.tsx` (eagerly loaded with the screen list), so the shell's catalogues hold
 * only the shell's own strings and the menu is right before any feature's chunk loads.
 */
export interface Bilingual {
  readonly en: string;
  readonly zh: string;
}

/** The page language's half of a `Bilingual`; the component re-renders when the language switches. */
export function useBilingual(): (text: Bilingual) => string {
  const { i18n } = useTranslation();
  return (text) => (i18n.language === "zh-CN" ? text.zh : text.en);
}

export function translate(): typeof i18next.t {
  return i18next.t;
}
