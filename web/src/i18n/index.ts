/** i18next set-up: zh-CN and en-US catalogues, the stored language choice (auto, zh, en). */
import { langChoices, type Lang, type LangChoice } from "@crucible/schema";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { enUS, type Catalogue } from "./en-US";
import { zhCN } from "./zh-CN";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}

export type UiLanguage = "zh-CN" | "en-US";

const storageKey = "crucible.lang";
const catalogues: Record<UiLanguage, Catalogue> = { "zh-CN": zhCN, "en-US": enUS };

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
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

export function currentLanguage(): UiLanguage {
  return i18next.language === "zh-CN" ? "zh-CN" : "en-US";
}

/** The language code of the shared error catalogue (`errorMessage`). */
export function errorLang(): Lang {
  return currentLanguage() === "zh-CN" ? "zh" : "en";
}

export function initI18n(): void {
  const language = resolveLanguage(readLangChoice());
  document.documentElement.lang = language;
  void i18next.use(initReactI18next).init({
    resources: { "zh-CN": { translation: zhCN }, "en-US": { translation: enUS } },
    lng: language,
    fallbackLng: "en-US",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** The catalogue object of the current language, for keys picked at run time (areas, verbs). */
export function useCatalogue(): Catalogue {
  const { i18n } = useTranslation();
  return catalogues[i18n.language === "zh-CN" ? "zh-CN" : "en-US"];
}

export function translate(): typeof i18next.t {
  return i18next.t;
}
