import { describe, expect, it } from "vitest";
import type { SdfRecordFieldsFragment } from "../../graphql";
import { isPoseRecord, poseOutputs, poseRowOf, poseViewInput, receptorOf } from "./poseResults";
import type { JobTask } from "./taskArgs";

type Task = Pick<JobTask, "id" | "key" | "state" | "args" | "outputs">;

function output(name: string, size = 100): Task["outputs"][number] {
  return { name, size, readUrl: `/read/${name}`, downloadUrl: `/download/${name}` };
}

function task(
  key: string,
  id: string,
  args: Record<string, unknown>,
  outputs: string[],
  state = "done",
): Task {
  return { key, id, args, state: state as Task["state"], outputs: outputs.map((name) => output(name)) };
}

const names = new Map([[8, "targets/1iep_receptorH.pdb"]]);

/** A virtual screen as the template builds it: receptor prep, two dock chunks, a merge. */
const screen: Task[] = [
  task("prep", "40", { receptor: { dataFileId: 8 } }, ["receptor.pdbqt", "box.txt"]),
  task("dock_1", "41", { receptor: { task: "prep", output: "receptor.pdbqt" }, ligands: { dataFileId: 9 } }, [
    "poses.sdf",
    "poses.pdbqt",
  ]),
  task("dock_2", "42", { receptor: { task: "prep", output: "receptor.pdbqt" }, ligands: { dataFileId: 9 } }, [
    "poses.sdf",
    "poses.pdbqt",
  ]),
  task(
    "merge",
    "43",
    {
      poses_1: { task: "dock_1", output: "poses.sdf" },
      poses_2: { task: "dock_2", output: "poses.sdf" },
      receptor: { dataFileId: 8 },
    },
    ["ranked.sdf", "receptor.pdb"],
  ),
];

function record(index: number, attrs: Record<string, string>, extra: Partial<SdfRecordFieldsFragment> = {}) {
  return {
    index,
    name: "imatinib",
    attrs,
    attrOrder: Object.keys(attrs),
    mol: "",
    molSvg: "<svg/>",
    smiles: "Cc1ccccc1",
    inChi: null,
    error: null,
    startLine: 1,
    endLine: 40,
    ...extra,
  } satisfies SdfRecordFieldsFragment;
}

describe("a screen's results", () => {
  it("resolves the receptor argument: a data set file by name, or an output of a task of the job", () => {
    expect(receptorOf(screen[3]!, screen, names)).toEqual({
      kind: "found",
      name: "targets/1iep_receptorH.pdb",
      source: { kind: "dataFile", fileId: "8", name: "targets/1iep_receptorH.pdb" },
    });
    expect(receptorOf(screen[1]!, screen, names)).toEqual({
      kind: "found",
      name: "receptor.pdbqt",
      source: { kind: "taskOutput", taskId: "40", output: "receptor.pdbqt", size: 100 },
    });
    // A file the user no longer sees, an output not written, a task not in the job, no argument.
    expect(receptorOf(screen[3]!, screen, new Map())).toEqual({ kind: "missingFile", dataFileId: 8 });
    const early = [task("prep", "40", {}, [], "doing"), ...screen.slice(1)];
    expect(receptorOf(screen[1]!, early, names)).toEqual({
      kind: "missingOutput",
      task: "prep",
      output: "receptor.pdbqt",
    });
    expect(
      receptorOf(task("x", "1", { receptor: { task: "gone", output: "r.pdb" } }, []), screen, names)?.kind,
    ).toBe("missingOutput");
    expect(receptorOf(task("x", "1", { receptor: "1iep.pdb" }, []), screen, names)).toBeNull();
  });

  it("lists the SDF outputs of finished tasks with a receptor; the merged ranking is final, the chunks are not", () => {
    const found = poseOutputs(screen, names).map((item) => [item.task.key, item.output.name, item.final]);
    expect(found).toEqual([
      ["dock_1", "poses.sdf", false],
      ["dock_2", "poses.sdf", false],
      ["merge", "ranked.sdf", true],
    ]);
    // One dock/vina task alone: its poses are the result.
    const single = [
      task("dock", "7", { receptor: { dataFileId: 8 }, ligands: { dataFileId: 9 } }, ["poses.sdf"]),
    ];
    expect(poseOutputs(single, names).map((item) => item.final)).toEqual([true]);
    // A chunk read by a later step without a receptor (a filter) stays a result; a running task has none.
    const filtered = [
      ...single,
      task("filter", "8", { molecules: { task: "dock", output: "poses.sdf" } }, ["kept.sdf"]),
    ];
    expect(poseOutputs(filtered, names).map((item) => item.final)).toEqual([true]);
    expect(
      poseOutputs([task("dock", "7", { receptor: { dataFileId: 8 } }, ["poses.sdf"], "doing")], names),
    ).toEqual([]);
  });

  it("reads a pose record: rank, ligand, score, pose; records without vina_score and rank are not poses", () => {
    const pose = record(5, {
      ligand: "STI-571 ",
      vina_score: "-13.234",
      rank: "1",
      pose: "1",
      rmsd_lb: "0.000",
    });
    expect(isPoseRecord(pose)).toBe(true);
    expect(poseRowOf(pose)).toEqual({
      record: 6,
      rank: "1",
      ligand: "STI-571",
      score: "-13.234",
      pose: "1",
      smiles: "Cc1ccccc1",
      svg: "<svg/>",
      error: null,
    });
    expect(poseRowOf(record(0, { vina_score: "-7.1", rank: "2" })).ligand).toBe("imatinib");
    expect(isPoseRecord(record(0, { vina_score: "-7.1" }))).toBe(false);
    expect(isPoseRecord(record(0, { Gold_PLP_Fitness: "70", rank: "1" }))).toBe(false);
  });

  it("opens a pose over its receptor, or alone when the receptor is missing", () => {
    const [found] = poseOutputs(screen, names).filter((item) => item.final);
    expect(poseViewInput("43", "ranked.sdf", 3, found!.receptor)).toEqual({
      kind: "taskOutput",
      taskId: "43",
      output: "ranked.sdf",
      record: 3,
      with: { kind: "dataFile", fileId: "8", name: "targets/1iep_receptorH.pdb" },
    });
    expect(poseViewInput("43", "ranked.sdf", 3, { kind: "missingFile", dataFileId: 8 })).toEqual({
      kind: "taskOutput",
      taskId: "43",
      output: "ranked.sdf",
      record: 3,
    });
  });
});
