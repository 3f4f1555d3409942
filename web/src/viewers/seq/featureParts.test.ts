import { describe, expect, it } from "vitest";
import type { SequenceFeatureFieldsFragment } from "../../graphql";
import { drawnParts, locationText } from "./featureParts";

function feature(
  name: string,
  locations: { start: number; end: number }[],
  warnings: SequenceFeatureFieldsFragment["warnings"] = [],
): SequenceFeatureFieldsFragment {
  return {
    __typename: "SequenceFeature",
    name,
    type: "CDS",
    start: locations[0]!.start,
    end: locations[locations.length - 1]!.end,
    strand: 1,
    color: null,
    notes: {},
    locations: locations.map((part) => ({ __typename: "SequenceLocation", ...part })),
    warnings,
  };
}

describe("drawnParts", () => {
  it("draws a join as its parts and leaves out a feature whose location does not fit", () => {
    const joined = feature("joined", [
      { start: 9, end: 50 },
      { start: 99, end: 200 },
    ]);
    const outside = feature(
      "pLac",
      [{ start: 3000, end: 3050 }],
      [{ __typename: "SequenceWarning", code: "outsideSequence", detail: "3001..3050" }],
    );
    expect(drawnParts([joined, outside]).map(({ feature: f, start, end }) => [f.name, start, end])).toEqual([
      ["joined", 9, 50],
      ["joined", 99, 200],
    ]);
    expect(locationText(joined)).toBe("10–50, 100–200");
    expect(locationText(outside)).toBe("3001–3050");
  });
});
