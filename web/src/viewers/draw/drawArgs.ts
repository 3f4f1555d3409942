/** Which module arguments take a drawn molecule: text arguments that ask for SMILES. */

export interface ArgDescription {
  readonly name: string;
  readonly format: string;
  readonly label?: string | null;
  readonly help?: string | null;
}

/** A string argument naming SMILES in its name, label or help (the similarity module's `query`). */
export function takesDrawnSmiles(arg: ArgDescription): boolean {
  if (arg.format !== "string") return false;
  return [arg.name, arg.label ?? "", arg.help ?? ""].some((text) => /smiles/i.test(text));
}
