/** The in-app routes that open a file in weSeq or weVec (the previewer's "Open in" action). */
import { paths, type Stage } from "../../app/paths";
import { extensionOf } from "../fileTypes";

const seqViewerOf: Readonly<Record<string, "seq" | "vec">> = {
  fasta: "seq",
  fa: "seq",
  fst: "seq",
  weseq: "seq",
  gb: "vec",
  gbk: "vec",
  dna: "vec",
};

/** weSeq for fasta, fa, fst and weseq; weVec for gb, gbk and dna; null for anything else. */
export function seqViewerOfName(name: string): "seq" | "vec" | null {
  return seqViewerOf[extensionOf(name)] ?? null;
}

export function seqViewerRoute(
  stage: Stage,
  name: string,
  from: { readonly fileId: string } | { readonly taskId: string; readonly output: string },
): string | null {
  const viewer = seqViewerOfName(name);
  return viewer ? seqPageRoute(stage, viewer, name, from) : null;
}

/** A sequence viewer's page (seq, vec or bsab) for a data set file or a task's output. */
export function seqPageRoute(
  stage: Stage,
  viewer: "seq" | "vec" | "bsab",
  name: string,
  from: { readonly fileId: string } | { readonly taskId: string; readonly output: string },
): string {
  const query =
    "fileId" in from
      ? new URLSearchParams({ file: from.fileId, name })
      : new URLSearchParams({ task: from.taskId, output: from.output, name });
  return `${paths.child(stage, viewer)}?${query.toString()}`;
}
