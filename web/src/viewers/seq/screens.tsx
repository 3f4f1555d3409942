/** The sequence viewers' pages (spec §2: seq, vec, bsab) in both stages. */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const dataRead: readonly Permission[] = ["Workflow.Job.Task.DataSourceFile.Read"];
const feature = workflowFeature;
const SeqPage = lazyScreen(
  () => import("./pages"),
  (m) => m.SeqPage,
);
const VecPage = lazyScreen(
  () => import("./pages"),
  (m) => m.VecPage,
);
const BsabPage = lazyScreen(
  () => import("./pages"),
  (m) => m.BsabPage,
);

/** The labels of both stages' menu entries. */
const weSeqLabel = { en: "weSeq sequences", zh: "weSeq 序列" };
const weVecLabel = { en: "weVec plasmid maps", zh: "weVec 质粒图谱" };
const bsabLabel = { en: "bsab antibody chains", zh: "bsab 抗体链" };

export const screens = defineScreens([
  {
    route: "seq",
    stage: "frontend",
    feature,
    Component: SeqPage,
    menu: { label: weSeqLabel, icon: "dna", rank: 73 },
  },
  {
    route: "vec",
    stage: "frontend",
    feature,
    Component: VecPage,
    menu: { label: weVecLabel, icon: "circle notch", rank: 74 },
  },
  {
    route: "bsab",
    stage: "frontend",
    feature,
    Component: BsabPage,
    menu: { label: bsabLabel, icon: "align left", rank: 74.5 },
  },
  {
    route: "seq",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: SeqPage,
    menu: { label: weSeqLabel, icon: "dna", group: "datasets", rank: 52 },
  },
  {
    route: "vec",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: VecPage,
    menu: { label: weVecLabel, icon: "circle notch", group: "datasets", rank: 53 },
  },
  {
    route: "bsab",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: BsabPage,
    menu: { label: bsabLabel, icon: "align left", group: "datasets", rank: 54 },
  },
]);
