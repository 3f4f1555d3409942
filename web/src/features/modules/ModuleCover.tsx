/**
 * A module's or template's cover image; without one, the default cover the back office chose, and
 * without that (or when an image fails to load) a cover drawn from its key (the colour) and its name
 * (the letters, coverInitials: different for different names of the catalogue).
 */
import { coverInitials } from "@crucible/schema";
import { useState } from "react";
import { Icon, type SemanticICONS } from "semantic-ui-react";
import { useWorkflowDefaultCoversQuery } from "../../graphql/__generated__/documents/modules";

/** The back office's default cover for modules or templates, or null (one cached query for all covers). */
export function useDefaultCoverUrl(kind: "module" | "template"): string | null {
  const { data } = useWorkflowDefaultCoversQuery({ fetchPolicy: "cache-first" });
  const covers = data?.workflowDefaultCovers;
  return (kind === "module" ? covers?.moduleCoverUrl : covers?.templateCoverUrl) ?? null;
}

function hueOf(seed: string): number {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) hash = (hash * 31 + seed.charCodeAt(index)) >>> 0;
  return hash % 360;
}

export function ModuleCover(props: {
  readonly coverUrl: string | null;
  readonly seed: string;
  readonly name: string;
  readonly small?: boolean;
  /** Whose default cover applies: a module's (the default) or a workflow template's. */
  readonly kind?: "module" | "template";
}) {
  const kind = props.kind ?? "module";
  const fallbackUrl = useDefaultCoverUrl(kind);
  const [failed, setFailed] = useState<string | null>(null);
  const size = props.small ? " small" : "";
  const url = props.coverUrl ?? fallbackUrl;
  if (url && failed !== url) {
    return (
      <div
        className={`module-cover${size}`}
        data-testid={props.coverUrl ? "module-cover" : "module-cover-chosen-default"}
      >
        <img src={url} alt="" loading="lazy" onError={() => setFailed(url)} />
      </div>
    );
  }
  const icon: SemanticICONS = kind === "module" ? "cubes" : "sitemap";
  const hue = hueOf(props.seed);
  return (
    <div
      className={`module-cover default-cover${size}`}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${(hue + 40) % 360} 60% 58%))` }}
      data-testid="module-cover-default"
      aria-hidden
    >
      <span className="cover-initials">{coverInitials(props.name)}</span>
      <Icon name={icon} size={props.small ? "large" : "huge"} className="cover-icon" />
    </div>
  );
}
