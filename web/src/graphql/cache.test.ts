import { describe, expect, it } from "vitest";
import { apolloClient } from "./client";

describe("the Apollo cache's identities", () => {
  it("keeps each answer's sequence records apart: their ids are the files' own", () => {
    // Two answers of one file (the record list, a slice of a sequence) or two files with a record
    // named alike must not overwrite each other's sequence slices.
    expect(apolloClient.cache.identify({ __typename: "SequenceRecord", id: "pGT875" })).toBeUndefined();
  });

  it("keys sessions by side and id", () => {
    expect(apolloClient.cache.identify({ __typename: "Session", side: "USER", id: "7" })).toBe(
      'Session:{"side":"USER","id":"7"}',
    );
  });
});
