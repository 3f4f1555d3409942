/** A module's cover image, or a default cover drawn from its key when it has none (or it fails to load). */
import { useState } from "react";
import { Icon } from "semantic-ui-react";

function hueOf(seed: string): number {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) hash = (hash * 31 + seed.charCodeAt(index)) >>> 0;
  return hash % 360;
}

function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? "");
  return letters.join("").toUpperCase() || "?";
}

export function ModuleCover(props: {
  readonly coverUrl: string | null;
  readonly seed: string;
  readonly name: string;
  readonly small?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const size = props.small ? " small" : "";
  if (props.coverUrl && !failed) {
    return (
      <div className={`module-cover${size}`} data-testid="module-cover">
        <img src={props.coverUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
      </div>
    );
  }
  const hue = hueOf(props.seed);
  return (
    <div
      className={`module-cover default-cover${size}`}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${(hue + 40) % 360} 60% 58%))` }}
      data-testid="module-cover-default"
      aria-hidden
    >
      <span className="cover-initials">{initialsOf(props.name)}</span>
      <Icon name="cubes" size={props.small ? "large" : "huge"} className="cover-icon" />
    </div>
  );
}
