/**
 * The map library "links" (spec §3): entries with name, englishName, link, icon, svgIcon, embedded,
 * addToNewButton and disabled. They feed the landing page and the front-end menu; the title is the
 * Chinese name in Chinese and the English name otherwise. Only http(s) and in-app links are followed.
 */
import { cmsFeature, isFeatureEnabled } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { usePublicSettingsQuery } from "../graphql/__generated__/documents/app";
import { usePublicMapEntriesQuery } from "../graphql/__generated__/documents/cms";

export interface LinkEntry {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly icon: string;
  readonly svgIcon: string;
  /** Opened inside the shell (an iframe) rather than in a new window. */
  readonly embedded: boolean;
}

const safeLink = /^(?:https?:\/\/|\/(?!\/)|#)/i;

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Whether the CMS feature is on, from the public settings' switches. */
export function useCmsEnabled(): boolean {
  const { data } = usePublicSettingsQuery();
  return isFeatureEnabled(data?.publicSettings.features, cmsFeature);
}

/** The enabled, well-formed link entries in the current language. */
export function useLinkEntries(): { entries: LinkEntry[]; loading: boolean } {
  const { i18n } = useTranslation();
  const enabled = useCmsEnabled();
  const links = usePublicMapEntriesQuery({ variables: { mapLibraryName: "links" }, skip: !enabled });
  const chinese = i18n.language === "zh-CN";
  const entries = (links.data?.publicMapEntries ?? []).flatMap((entry): LinkEntry[] => {
    const value = (typeof entry.value === "object" && entry.value !== null ? entry.value : {}) as Record<
      string,
      unknown
    >;
    if (value.disabled === true) return [];
    const href = str(value.link).trim();
    const title =
      (chinese ? str(value.name) : str(value.englishName)) || str(value.name) || str(value.englishName);
    if (title === "" || !safeLink.test(href)) return [];
    return [
      {
        id: entry.id,
        title,
        href,
        icon: str(value.icon),
        svgIcon: str(value.svgIcon),
        embedded: value.embedded === true && /^https?:\/\//i.test(href),
      },
    ];
  });
  return { entries, loading: links.loading };
}
