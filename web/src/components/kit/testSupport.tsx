/**
 * Rendering for the kit's jsdom tests: both language catalogues, and every feature namespace defined
 * when the test starts, in an i18next instance of the test's own, Apollo's MockedProvider for the generic GraphQL answers, and the toasts.
 */
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { render, type RenderResult } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Toasts } from "../Toasts";
import { enUS } from "../../i18n/en-US";
import { definedNamespaces, loadDefinedNamespaces } from "../../i18n/namespaces";
import { zhCN } from "../../i18n/zh-CN";

export type TestLanguage = "en-US" | "zh-CN";

export async function testI18n(language: TestLanguage): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { "en-US": { translation: enUS }, "zh-CN": { translation: zhCN } },
    lng: language,
    fallbackLng: "en-US",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // useNs reads a namespace's Chinese half from the registry: load it there as the app does before a
  // switch to Chinese (applyLangChoice), so that a test's changeLanguage("zh-CN") renders at once.
  await loadDefinedNamespaces("zh-CN");
  for (const [name, { en, zh }] of definedNamespaces()) {
    instance.addResourceBundle("en-US", name, en);
    instance.addResourceBundle("zh-CN", name, await zh());
  }
  return instance;
}

export interface KitRender extends RenderResult {
  readonly i18n: i18n;
}

export async function renderKit(
  ui: ReactElement,
  options: { language?: TestLanguage; mocks?: MockedProviderProps["mocks"] } = {},
): Promise<KitRender> {
  const instance = await testI18n(options.language ?? "en-US");
  const result = render(
    <I18nextProvider i18n={instance}>
      <MockedProvider mocks={options.mocks ?? []}>
        <>
          {ui}
          <Toasts />
        </>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n: instance };
}
