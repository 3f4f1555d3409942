import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  adFormat,
  AdDocumentError,
  adStructureText,
  maxDrawBytes,
  readAdDocument,
  writeAdDocument,
  type AdContent,
} from "./adDocument";
import { takesDrawnSmiles } from "./drawArgs";
import { canOpenName, fileNameFor, titleOfName } from "./drawFormats";
import { scopeKetcherCss } from "./ketcherStyles";

// A real molfile (ChEBI 15469, V3000) from the test fixtures, and a KET document as Ketcher writes it.
const molfile = readFileSync(
  new URL("../../../../tests/fixtures/chebi_15469.v3k.mol", import.meta.url),
  "utf8",
);
const ket = JSON.stringify({
  root: { nodes: [{ $ref: "mol0" }] },
  mol0: {
    type: "molecule",
    atoms: [
      { label: "C", location: [0, 0, 0] },
      { label: "O", location: [1, 0, 0] },
    ],
    bonds: [{ type: 1, atoms: [0, 1] }],
  },
});
const content: AdContent = { title: "Methanol", kind: "molecule", ket, mdl: molfile, smiles: "CO" };
const created = new Date("2026-01-02T03:04:05.000Z");
const later = new Date("2026-02-03T04:05:06.000Z");

function problemOf(text: string): string {
  try {
    readAdDocument(text);
  } catch (error) {
    if (error instanceof AdDocumentError) return error.problem;
    throw error;
  }
  return "none";
}

describe("the .ad drawing document", () => {
  it("writes the format, version, title, KET, molfile, SMILES and times, and reads them back", () => {
    const text = writeAdDocument(content, null, created);
    const raw = JSON.parse(text) as Record<string, unknown>;
    expect(raw.format).toBe(adFormat);
    expect(raw.version).toBe(1);
    expect(raw.created).toBe(created.toISOString());
    expect(raw.updated).toBe(created.toISOString());
    const document = readAdDocument(text);
    expect(document.title).toBe("Methanol");
    expect(document.kind).toBe("molecule");
    expect(document.molfile).toBe(molfile);
    expect(document.rxn).toBeUndefined();
    expect(document.smiles).toBe("CO");
    expect(document.ket).toEqual(JSON.parse(ket));
    expect(adStructureText(document)).toBe(ket);
  });

  it("keeps the creation time and moves the update time when saved again", () => {
    const first = readAdDocument(writeAdDocument(content, null, created));
    const second = readAdDocument(writeAdDocument({ ...content, title: "Renamed" }, first, later));
    expect(second.created).toBe(created.toISOString());
    expect(second.updated).toBe(later.toISOString());
    expect(second.title).toBe("Renamed");
  });

  it("stores a reaction's rxn copy instead of a molfile", () => {
    const rxn = "$RXN\n\n  -INDIGO-\n\n  1  1\n";
    const document = readAdDocument(
      writeAdDocument({ ...content, kind: "reaction", mdl: rxn }, null, created),
    );
    expect(document.kind).toBe("reaction");
    expect(document.rxn).toBe(rxn);
    expect(document.molfile).toBeUndefined();
  });

  it("opens a document without KET from its molfile copy", () => {
    const text = JSON.stringify({ format: adFormat, version: 1, title: "Only mdl", molfile });
    const document = readAdDocument(text);
    expect(adStructureText(document)).toBe(molfile);
    expect(document.created).toBe(new Date(0).toISOString());
  });

  it("names what is wrong with a file that is not a readable document", () => {
    expect(problemOf("not json")).toBe("notJson");
    expect(problemOf(JSON.stringify({ format: "other", version: 1 }))).toBe("notAd");
    expect(problemOf(JSON.stringify({ format: adFormat, version: "1" }))).toBe("notAd");
    expect(problemOf(JSON.stringify({ format: adFormat, version: 2, molfile }))).toBe("newerVersion");
    expect(problemOf(JSON.stringify({ format: adFormat, version: 1, title: "empty" }))).toBe("noStructure");
    expect(problemOf(" ".repeat(maxDrawBytes + 1))).toBe("tooLarge");
  });

  it("refuses to write KET that is not a JSON object", () => {
    expect(() => writeAdDocument({ ...content, ket: "[1]" }, null, created)).toThrow(AdDocumentError);
    expect(() => writeAdDocument({ ...content, ket: "{" }, null, created)).toThrow(AdDocumentError);
  });

  it("bounds and defaults the title", () => {
    const long = readAdDocument(writeAdDocument({ ...content, title: "x".repeat(500) }, null, created));
    expect(long.title).toHaveLength(200);
    const blank = readAdDocument(writeAdDocument({ ...content, title: "   " }, null, created));
    expect(blank.title).toBe("Untitled");
  });
});

describe("weDraw file names and arguments", () => {
  it("opens mol, sdf, sd, rxn and ad files only", () => {
    expect(["a.mol", "b.SDF", "c.sd", "d.rxn", "e.ad"].every(canOpenName)).toBe(true);
    expect(["a.mol2", "b.pdb", "c", "d.smi"].some(canOpenName)).toBe(false);
  });

  it("names downloads after the title, replacing a known extension", () => {
    expect(fileNameFor("aspirin", "mol")).toBe("aspirin.mol");
    expect(fileNameFor("aspirin.mol", "ad")).toBe("aspirin.ad");
    expect(fileNameFor("a/b:c", "svg")).toBe("a_b_c.svg");
    expect(fileNameFor("  ", "png")).toBe("drawing.png");
    expect(titleOfName("benzene.sdf")).toBe("benzene");
  });

  it("offers the editor to text arguments that ask for SMILES", () => {
    expect(takesDrawnSmiles({ name: "query", format: "string", label: "Query SMILES" })).toBe(true);
    expect(takesDrawnSmiles({ name: "smiles", format: "string" })).toBe(true);
    expect(takesDrawnSmiles({ name: "title", format: "string", label: "Title" })).toBe(false);
    expect(takesDrawnSmiles({ name: "smiles", format: "file" })).toBe(false);
  });

  it("scopes Ketcher's page-wide scroll bar rules to the editor", () => {
    const css =
      ":root{--a:1}::-webkit-scrollbar-thumb:hover{color:red}.scrollbar ::-webkit-scrollbar-track{x:y}";
    expect(scopeKetcherCss(css)).toBe(
      ":root{--a:1}.crucible-draw ::-webkit-scrollbar-thumb:hover{color:red}.scrollbar ::-webkit-scrollbar-track{x:y}",
    );
  });
});
