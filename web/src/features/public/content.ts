/**
 * How the public pages find their CMS content (docs/public-site.md): a page reads the enabled texts of
 * the text library named after it with the language's suffix (`about.zh`, `about.en`) and, when that
 * library has none, the texts of the bare name (`about`); tools are the entries of the map library
 * `tools`. Nothing is read while the CMS switch is off: the pages then say they have no content.
 */
import { cmsFeature, isFeatureEnabled } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { usePublicMapEntriesQuery, usePublicTextsQuery } from "../../graphql/__generated__/documents/cms";

export interface PageText {
  readonly id: string;
  readonly title: string;
  readonly markdown: string;
}

export interface Loaded<T> {
  readonly data: T;
  readonly loading: boolean;
  readonly failed: boolean;
}

function useCms(): { enabled: boolean; loading: boolean } {
  const settings = usePublicSettingsQuery();
  return {
    enabled: isFeatureEnabled(settings.data?.publicSettings.features, cmsFeature),
    loading: settings.loading,
  };
}

function useZh(): boolean {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN";
}

/** The texts of a page's library in the current language, else of its bare name. */
export function usePageTexts(library: string): Loaded<PageText[]> {
  const cms = useCms();
  const suffix = useZh() ? "zh" : "en";
  const own = usePublicTextsQuery({ variables: { libraryName: `${library}.${suffix}` }, skip: !cms.enabled });
  const shared = usePublicTextsQuery({ variables: { libraryName: library }, skip: !cms.enabled });
  const ownList = own.data?.publicTexts ?? [];
  const list = ownList.length > 0 ? ownList : (shared.data?.publicTexts ?? []);
  return {
    data: list.map((text) => ({ id: text.id, title: text.title, markdown: text.markdown })),
    loading: cms.loading || (cms.enabled && (own.loading || shared.loading)),
    failed: Boolean(own.error ?? shared.error),
  };
}

/** A tool of the map library `tools`, in the current language. */
export interface Tool {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** The picture's address (a map library file), or "". */
  readonly picture: string;
  /** An outside (http or https) address to open the tool, or "". */
  readonly link: string;
}

function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function pick(zh: boolean, chinese: string, english: string): string {
  return (zh ? chinese || english : english || chinese) || "";
}

/** The enabled tools with a name, in the library's order. */
export function useTools(): Loaded<Tool[]> {
  const cms = useCms();
  const zh = useZh();
  const entries = usePublicMapEntriesQuery({ variables: { mapLibraryName: "tools" }, skip: !cms.enabled });
  const tools = (entries.data?.publicMapEntries ?? []).flatMap((entry): Tool[] => {
    const value = (typeof entry.value === "object" && entry.value !== null ? entry.value : {}) as Record<
      string,
      unknown
    >;
    const name = pick(zh, str(value.Name), str(value.EnglishName));
    if (name === "") return [];
    const picture = str(value.File);
    const link = str(value.Link);
    return [
      {
        id: entry.id,
        name,
        summary: pick(zh, str(value.Summary), str(value.EnglishSummary)),
        picture: /^(?:\/api\/index\/|https:\/\/)/.test(picture) ? picture : "",
        link: /^https?:\/\//i.test(link) ? link : "",
      },
    ];
  });
  return {
    data: tools,
    loading: cms.loading || (cms.enabled && entries.loading),
    failed: Boolean(entries.error),
  };
}
