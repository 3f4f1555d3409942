/** What the toolbar asks of Ketcher: open a text, and the drawing as each format. */
import type { Ketcher } from "ketcher-core";
import { adStructureText, readAdDocument, writeAdDocument, type AdDocument } from "./adDocument";
import type { ImageFormat, SaveFormat } from "./drawFormats";
import { isAdName } from "./drawFormats";

/** Why the drawing cannot be written in a format (the draw catalogue's message). */
export class DrawingRefused extends Error {
  constructor(readonly reason: "empty" | "notReaction" | "reactionNoSmiles" | "valence") {
    super(reason);
    this.name = "DrawingRefused";
  }
}

/** A file Ketcher could not read as a structure. */
export class OpenFailed extends Error {
  constructor(readonly fileName: string) {
    super(`could not read ${fileName}`);
    this.name = "OpenFailed";
  }
}

function ensureDrawn(ketcher: Ketcher): void {
  if (ketcher.editor.struct().isBlank()) throw new DrawingRefused("empty");
}

/** Puts a file's text on the canvas; answers the `.ad` document it was, if it was one. */
export async function openText(ketcher: Ketcher, name: string, text: string): Promise<AdDocument | null> {
  if (isAdName(name)) {
    const document = readAdDocument(text);
    await ketcher.setMolecule(adStructureText(document));
    return document;
  }
  await ketcher.setMolecule(text);
  return null;
}

/** The drawing as a file of `format` (`previous`: the `.ad` document it was opened from). */
export async function drawingAs(
  ketcher: Ketcher,
  format: SaveFormat,
  title: string,
  previous: AdDocument | null,
): Promise<string> {
  ensureDrawn(ketcher);
  const reaction = ketcher.containsReaction();
  switch (format) {
    case "mol":
      return ketcher.getMolfile();
    case "sdf":
      return ketcher.getSdf();
    case "rxn":
      if (!reaction) throw new DrawingRefused("notReaction");
      return ketcher.getRxn();
    case "ad": {
      const ket = await ketcher.getKet();
      const mdl = reaction ? await ketcher.getRxn() : await ketcher.getMolfile();
      const smiles = await ketcher.getSmiles().catch(() => "");
      return writeAdDocument(
        { title, kind: reaction ? "reaction" : "molecule", ket, mdl, smiles },
        previous,
        new Date(),
      );
    }
  }
}

export async function drawingSmiles(ketcher: Ketcher): Promise<string> {
  ensureDrawn(ketcher);
  return ketcher.getSmiles();
}

/** The molecule to hand to a module argument (a reaction is refused). */
export async function drawnMolecule(ketcher: Ketcher): Promise<{ smiles: string; molfile: string }> {
  ensureDrawn(ketcher);
  if (ketcher.containsReaction()) throw new DrawingRefused("reactionNoSmiles");
  // A module's toolkit (RDKit) refuses impossible valences: say so here, not in a failed task.
  const problems = await ketcher.indigo.check(await ketcher.getKet(), { types: ["valence"] });
  if (problems["valence"]) throw new DrawingRefused("valence");
  return { smiles: await ketcher.getSmiles(), molfile: await ketcher.getMolfile() };
}

/** Indigo's picture of the drawing. */
export async function drawingImage(ketcher: Ketcher, format: ImageFormat): Promise<Blob> {
  ensureDrawn(ketcher);
  const ket = await ketcher.getKet();
  return ketcher.generateImage(ket, { outputFormat: format });
}
