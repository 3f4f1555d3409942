/**
 * Feature namespaces (issue 27 item 4): each feature's strings are an i18next namespace of their own,
 * registered when the feature's module is evaluated, so they load with the feature's lazy chunk.
 *
 * By convention a feature folder holds `i18n.ts` (or `<part>I18n.ts`), which exports its English
 * catalogue `<name>En`, adds its type to `Namespaces` and calls `defineNamespace`, and beside it
 * `i18nZh.ts` (`<part>I18nZh.ts`) exporting `<name>Zh`. The Chinese half is its own dynamic import:
 * it is fetched when the feature's module is evaluated while the page is in Chinese, or when the page
 * switches to Chinese, and `useNs` suspends the screen until it is there (no flash of English).
 *
 * Messages are i18next strings: `{{name}}` interpolation, plurals as `key_one` / `key_other` in
 * English and `key_other` alone in Chinese (i18next's zh plural rule knows only "other").
 */
import i18next, { type TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * The feature namespaces, by name: each feature adds its own entry by declaration merging
 * (`declare module "../../i18n/namespaces" { interface Namespaces { projects: ProjectsCatalogue } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Namespaces {}

export type NamespaceName = keyof Namespaces & string;

/** A catalogue's shape with every string widened: what each language must fill. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The Chinese shape of an English catalogue: the same keys, plurals by `_other` alone. */
export type ZhCatalogue<T> = {
  -readonly [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string
    ? string
    : ZhCatalogue<T[K]>;
};

interface Entry {
  readonly en: object;
  readonly loadZh: () => Promise<object>;
  zh: object | null;
  pending: Promise<void> | null;
  failed: unknown;
}

const registry = new Map<string, Entry>();

function addBundle(language: "en-US" | "zh-CN", name: string, resources: object): void {
  if (i18next.isInitialized) i18next.addResourceBundle(language, name, resources, true, true);
}

function loadZh(name: string, entry: Entry): Promise<void> | null {
  if (entry.zh) return null;
  entry.pending ??= entry.loadZh().then(
    (zh) => {
      entry.zh = zh;
      entry.pending = null;
      addBundle("zh-CN", name, zh);
    },
    (error: unknown) => {
      entry.pending = null;
      entry.failed = error;
      throw error;
    },
  );
  return entry.pending;
}

/**
 * Registers a feature's namespace: its English strings now, its Chinese strings from `zh` (a dynamic
 * import of the feature's i18nZh.ts), fetched at once when the page is in Chinese.
 */
export function defineNamespace<N extends NamespaceName>(
  name: N,
  en: Namespaces[N],
  zh: () => Promise<ZhCatalogue<Namespaces[N]>>,
): N {
  if (registry.has(name)) throw new Error(`the i18n namespace ${name} is defined twice`);
  const entry: Entry = {
    en: en as object,
    loadZh: zh as () => Promise<object>,
    zh: null,
    pending: null,
    failed: null,
  };
  registry.set(name, entry);
  addBundle("en-US", name, entry.en);
  if (i18next.isInitialized && i18next.language === "zh-CN") void loadZh(name, entry)?.catch(() => undefined);
  return name;
}

/** Hands every namespace registered before i18next's start to it (initI18n). */
export function addDefinedNamespaces(): void {
  for (const [name, entry] of registry) {
    addBundle("en-US", name, entry.en);
    if (entry.zh) addBundle("zh-CN", name, entry.zh);
  }
}

/** Loads the Chinese strings of every namespace defined so far (before the page switches to Chinese). */
export async function loadDefinedNamespaces(language: "en-US" | "zh-CN"): Promise<void> {
  if (language !== "zh-CN") return;
  // A failure is kept on its namespace: its screens show it through their error boundary.
  await Promise.all([...registry].map(([name, entry]) => loadZh(name, entry)?.catch(() => undefined)));
}

/** The namespaces defined so far, each with its English and a loader of its Chinese strings (tests). */
export function definedNamespaces(): ReadonlyMap<string, { en: object; zh: () => Promise<object> }> {
  return new Map([...registry].map(([name, entry]) => [name, { en: entry.en, zh: entry.loadZh }]));
}

/** A feature's `t`: its own keys unprefixed, the shell's as `translation:key`. */
export type NsT<N extends NamespaceName> = TFunction<[N, "translation"]>;

/**
 * `useTranslation` of a feature namespace (pass the name its i18n.ts exports, so that importing it
 * registers the namespace): `t` takes the feature's keys unprefixed and the shell's as
 * `translation:key`. In Chinese it suspends the screen until the namespace's Chinese strings are here.
 */
export function useNs<N extends NamespaceName>(name: N) {
  const response = useTranslation<[N, "translation"]>([name, "translation"]);
  const entry = registry.get(name);
  if (!entry) throw new Error(`the i18n namespace ${name} is not defined`);
  if (response.i18n.language === "zh-CN") {
    // A chunk that failed to load goes to the screen's error boundary (it offers a reload).
    if (entry.failed) throw entry.failed;
    const pending = loadZh(name, entry);
    if (pending) throw pending;
  }
  return response;
}

/** A feature's `t` outside React (helpers called while rendering, after `useNs` loaded it). */
export function translateNs<N extends NamespaceName>(name: N): NsT<N> {
  return i18next.getFixedT(null, [name, "translation"]);
}
