/**
 * What of a record's features the viewers draw (issue 23): a feature with a warning (a location that
 * does not fit the sequence, kept as the file gives it) is listed with its warning but not drawn, since
 * a drawing would have to move it; a join() or order() is drawn as its parts, the gap left empty.
 */
import type { SequenceFeatureFieldsFragment } from "../../graphql";

type Feature = SequenceFeatureFieldsFragment;

/** One drawn piece of a feature: a part of its location (0-based start, exclusive end). */
export interface DrawnPart {
  readonly feature: Feature;
  readonly start: number;
  readonly end: number;
}

/** The parts of the features that can be drawn where the file puts them (sites between bases have none). */
export function drawnParts(features: readonly Feature[]): DrawnPart[] {
  return features
    .filter((feature) => feature.warnings.length === 0)
    .flatMap((feature) =>
      feature.locations.filter((part) => part.end !== part.start).map((part) => ({ feature, ...part })),
    );
}

/** A feature's location for people: its parts, 1-based and inclusive as in the file ("10–50, 100–200"). */
export function locationText(feature: Feature): string {
  return feature.locations.map((part) => `${part.start + 1}–${part.end}`).join(", ");
}
