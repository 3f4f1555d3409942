/**
 * The shipped sequence modules (issue 25): BLAST, MAFFT and HMMER run through the platform (upload,
 * job, scheduler, container executor) give byte for byte what the same tool command gives when run by
 * hand (`podman run` of the same image, the same files at the same paths). Only the lines that carry
 * the date or run times are left out of the comparison: BLAST's "Posted date:" of the database,
 * HMMER's "# Date:", "# CPU time:" and "# Mc/sec:" lines and hmmbuild's "DATE" line. Bad inputs (an
 * empty FASTA, a file that is no FASTA, a single sequence to align, a protein query against a
 * nucleotide database) fail the task with a one-line reason on its stderr.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import { buildShippedImages } from "../../gateway/src/domain/images/seedShipped.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import {
  blastModuleKey,
  hmmsearchModuleKey,
  mafftModuleKey,
  seqImageUid,
} from "../../gateway/src/domain/images/shipped/seq.js";
import { hostUlimits, imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const fixtures = path.join(repoRoot, "tests/fixtures/science/seq");
let t: TestApp;
let alice: NormalUser;
let scheduler: Scheduler;
const moduleIds = new Map<string, number>();
const folders: string[] = [];
const files: Record<string, Buffer> = {};

/** A file argument: its name (the platform puts it at inputs/<argument>/<name>) and bytes. */
interface FileArg {
  readonly name: string;
  readonly bytes: Buffer;
}
type Arg = string | number | FileArg;

interface TaskSpec {
  readonly key: string;
  readonly module: string;
  readonly method?: string;
  readonly args: Readonly<Record<string, Arg>>;
}

interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Reason: string | null;
  Outputs: { Name: string }[];
}

/** The records of a FASTA text whose header matches. */
function records(fasta: Buffer, header: RegExp): Buffer {
  const kept = fasta
    .toString("utf8")
    .split(/^(?=>)/m)
    .filter((record) => header.test(record.split("\n")[0]!));
  return Buffer.from(kept.join(""));
}

/** The text without the lines that carry the date or run times (see the file's header). */
function withoutTimes(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^(\s*Posted date:|# Date:|# CPU time:|# Mc\/sec:|DATE {2})/.test(line))
    .join("\n");
}

/** Submits one job of these tasks, runs it to its end and answers its tasks by key. */
async function runTasks(specs: readonly TaskSpec[]): Promise<Map<string, TaskView>> {
  const tasks = [];
  for (const spec of specs) {
    const args: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(spec.args)) {
      if (typeof value !== "object") {
        args[name] = value;
        continue;
      }
      const file = await uploadBytes(
        alice.client,
        "/api/workflow_job_task_data_source_file",
        value.name,
        value.bytes,
      );
      args[name] = { dataFileId: file.Id };
    }
    tasks.push({
      Key: spec.key,
      ModuleId: moduleIds.get(spec.module),
      ...(spec.method ? { Method: spec.method } : {}),
      Args: args,
    });
  }
  const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
    Name: "sequences",
    Tasks: tasks,
  });
  await waitFor(
    `job ${job.Id} to end`,
    async () => {
      await scheduler.tick();
      await scheduler.idle();
      const read = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${job.Id}`);
      return ["done", "abort", "cancel"].includes(read.State) ? read : null;
    },
    300_000,
  );
  const settled = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.Id}`);
  return new Map(settled.map((task) => [task.Key, task]));
}

/** A file of a task: an output (by name) or its stderr. */
async function taskFile(task: TaskView | undefined, name: string | "stderr"): Promise<string> {
  const query = name === "stderr" ? "Type=Stderr" : `Type=OutFile&KeyName=${encodeURIComponent(name)}`;
  const response = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task!.Id}?${query}`);
  expect(response.status, `${task!.Key}: ${name}`).toBe(200);
  return response.text();
}

/**
 * Runs a command line by hand in the seq image (`podman run`, no network, work folder /work) in a
 * folder holding these files at these paths; answers a reader of the files it leaves there.
 */
async function byHand(
  inputs: Readonly<Record<string, Buffer>>,
  commandLine: string,
): Promise<(file: string) => Promise<string>> {
  const dir = await mkdtemp(path.join(tmpdir(), "crucible-seq-"));
  folders.push(dir);
  await mkdir(path.join(dir, "outputs"));
  for (const [file, bytes] of Object.entries(inputs)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  }
  const run = await podmanCall(podman, [
    "run",
    "--rm",
    "--network=none",
    ...hostUlimits(),
    "-v",
    `${dir}:/work`,
    "-w",
    "/work",
    imageRef(seqImageUid),
    "sh",
    "-ec",
    commandLine,
  ]);
  expect(run.code, run.output).toBe(0);
  return (file) => readFile(path.join(dir, file), "utf8");
}

/** Expects the task to have failed with this reason on its stderr. */
async function expectFailure(task: TaskView | undefined, reason: RegExp): Promise<void> {
  expect(task!.State, task!.Key).toBe("abort");
  expect(task!.Reason).toBe("exit code 2");
  expect((await taskFile(task, "stderr")).trim()).toMatch(reason);
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  for (const name of ["protein_lib.fa", "nucleotide_lib.fa", "gst-aligned.fasta", "gst.hmm"])
    files[name] = await readFile(path.join(fixtures, name));
  // The seq image only (CI has built it already: then this finds it), not the other shipped images.
  let buildLog = "";
  const built = await buildShippedImages(podman, (text) => (buildLog += text), [seqImageUid]);
  expect(built, buildLog).toBe(true);
  // The gateway seeds the shipped modules at start (podman is here) and finds the image built.
  t = await startApp({
    env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_PODMAN: podman, CRUCIBLE_BUILD_SHIPPED_IMAGES: "false" },
  });
  const container = await createContainerExecutor({ podman });
  expect(container).not.toBeNull();
  scheduler = createScheduler(
    t.app.services,
    { local: createLocalExecutor(), sandbox: null, container, slurm: null },
    () => undefined,
    { ...defaultSchedulerOptions, concurrency: 2 },
  );
  alice = await registerUser(t);
  const rows = await t.app.services.db
    .select({ id: modules.id, key: modules.key })
    .from(modules)
    .where(inArray(modules.key, [blastModuleKey, mafftModuleKey, hmmsearchModuleKey]));
  for (const row of rows) moduleIds.set(row.key, row.id);
  expect(moduleIds.size).toBe(3);
  const image = await waitFor(
    "the seq image to be seeded",
    async () => {
      const [row] = await t.app.services.db
        .select()
        .from(containerImages)
        .where(eq(containerImages.uid, seqImageUid));
      return row && row.buildState !== "building" ? row : null;
    },
    60_000,
  );
  expect(image.buildState, image.buildLog).toBe("ready");
}, 900_000);

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe("the seq image's packages", () => {
  it("records its pinned Debian packages, which GraphQL answers on the image and on each of its modules", async () => {
    const pinned = (await readFile(path.join(repoRoot, "gateway/containers/seq/packages.txt"), "utf8"))
      .split("\n")
      .filter((line) => /^[a-z0-9]/.test(line))
      .map((line) => ({ name: line.split("=")[0], version: line.split("=")[1] }));
    expect(pinned.map((item) => item.name)).toEqual(["ncbi-blast+", "mafft", "hmmer", "jq"]);
    const [image] = await t.app.services.db
      .select({ id: containerImages.id })
      .from(containerImages)
      .where(eq(containerImages.uid, seqImageUid));
    const admin = await t.admin();
    const read = await admin.gqlData<{ containerImage: { packages: { name: string; version: string }[] } }>(
      "query($id: ID!) { containerImage(id: $id) { packages { name version } } }",
      { id: String(image!.id) },
    );
    expect(read.containerImage.packages).toEqual(pinned);
    // A user reading the module (its page) sees them too.
    for (const key of [blastModuleKey, mafftModuleKey, hmmsearchModuleKey]) {
      const module = await alice.client.gqlData<{
        module: { packages: { name: string; version: string }[] };
      }>("query($id: ID!) { module(id: $id) { packages { name version } } }", {
        id: String(moduleIds.get(key)),
      });
      expect(module.module.packages, key).toEqual(pinned);
    }
  });
});

const columns = "qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore";

describe("seq/blast", () => {
  it("answers blastp's and blastn's own hits and alignments on a database made from the user's FASTA", async () => {
    const gstm1 = records(files["protein_lib.fa"]!, /GSTM1_HUMAN/);
    const pgt875 = records(files["nucleotide_lib.fa"]!, /^>pGT875/);
    const tasks = await runTasks([
      {
        key: "blastp",
        module: blastModuleKey,
        method: "auto",
        args: {
          query: { name: "gstm1.fasta", bytes: gstm1 },
          database: { name: "protein_lib.fa", bytes: files["protein_lib.fa"]! },
          evalue: 10,
          max_target_seqs: 50,
        },
      },
      {
        key: "blastn",
        module: blastModuleKey,
        method: "blastn",
        args: {
          query: { name: "pgt875.fasta", bytes: pgt875 },
          database: { name: "nucleotide_lib.fa", bytes: files["nucleotide_lib.fa"]! },
          evalue: 1e-10,
          max_target_seqs: 5,
        },
      },
    ]);
    const byHandBlast = (program: string, query: string, database: string, options: string) =>
      byHand(
        { [`inputs/query/${query}`]: blastInputs[query]!, [`inputs/database/${database}`]: files[database]! },
        [
          `makeblastdb -in inputs/database/${database} -dbtype ${program === "blastp" ? "prot" : "nucl"} -title ${database} -out blastdb/db`,
          `set -- -query inputs/query/${query} -db blastdb/db ${options} -num_threads 1`,
          `${program} "$@" -outfmt "6 ${columns}" > outputs/hits.tsv`,
          `${program} "$@" -outfmt 0 -out outputs/alignments.txt`,
        ].join("\n"),
      );
    const blastInputs: Record<string, Buffer> = { "gstm1.fasta": gstm1, "pgt875.fasta": pgt875 };
    const byHandRuns = {
      blastp: await byHandBlast("blastp", "gstm1.fasta", "protein_lib.fa", "-evalue 10 -max_target_seqs 50"),
      blastn: await byHandBlast(
        "blastn",
        "pgt875.fasta",
        "nucleotide_lib.fa",
        "-evalue 1e-10 -max_target_seqs 5",
      ),
    };
    const header = `${columns.replaceAll(" ", "\t")}\n`;
    for (const key of ["blastp", "blastn"] as const) {
      const task = tasks.get(key);
      const read = byHandRuns[key];
      expect(task!.State, task!.Reason ?? key).toBe("done");
      expect(await taskFile(task, "hits.tsv")).toBe(header + (await read("outputs/hits.tsv")));
      expect(withoutTimes(await taskFile(task, "alignments.txt"))).toBe(
        withoutTimes(await read("outputs/alignments.txt")),
      );
    }
    // What the searches found: GSTM1 itself first, then the rat's alpha-class GST; pGT875 itself first.
    const protein = (await taskFile(tasks.get("blastp"), "hits.tsv")).split("\n").slice(1, 3);
    expect(protein.map((line) => line.split("\t").slice(1, 3))).toEqual([
      ["sp|P09488|GSTM1_HUMAN", "100.000"],
      ["sp|P00502|GSTA1_RAT", expect.stringMatching(/^2\d\./)],
    ]);
    const nucleotide = (await taskFile(tasks.get("blastn"), "hits.tsv")).split("\n")[1]!.split("\t");
    expect(nucleotide.slice(0, 3)).toEqual(["pGT875", "pGT875", "100.000"]);
  }, 300_000);

  it("fails an empty query, a file that is no FASTA and a protein query against a nucleotide database", async () => {
    const database = { name: "protein_lib.fa", bytes: files["protein_lib.fa"]! };
    const tasks = await runTasks([
      {
        key: "empty",
        module: blastModuleKey,
        args: { query: { name: "empty.fasta", bytes: Buffer.alloc(0) }, database },
      },
      {
        key: "garbage",
        module: blastModuleKey,
        args: {
          query: { name: "notes.fasta", bytes: Buffer.from("hello world\nnot a sequence\n") },
          database,
        },
      },
      {
        key: "mismatch",
        module: blastModuleKey,
        args: {
          query: { name: "gstm1.fasta", bytes: records(files["protein_lib.fa"]!, /GSTM1_HUMAN/) },
          database: { name: "nucleotide_lib.fa", bytes: files["nucleotide_lib.fa"]! },
        },
      },
    ]);
    await expectFailure(tasks.get("empty"), /^query: the FASTA file is empty/);
    await expectFailure(tasks.get("garbage"), /^query: not a FASTA file: line 1 comes before any ">" header/);
    await expectFailure(tasks.get("mismatch"), /^the query is protein but the database is nucleotide/);
  }, 300_000);
});

describe("seq/mafft", () => {
  it("answers MAFFT's own alignment with L-INS-i, FFT-NS-2 and auto", async () => {
    const mrna = records(files["nucleotide_lib.fa"]!, /^>(pGT875|BTGST|RABGLTR|RABGSTB)/);
    const proteins = files["protein_lib.fa"]!;
    const tasks = await runTasks([
      {
        key: "linsi",
        module: mafftModuleKey,
        args: { sequences: { name: "gst-mrna.fasta", bytes: mrna }, strategy: "linsi" },
      },
      {
        key: "fftns2",
        module: mafftModuleKey,
        args: { sequences: { name: "protein_lib.fa", bytes: proteins }, strategy: "fftns2" },
      },
      {
        key: "auto",
        module: mafftModuleKey,
        args: { sequences: { name: "protein_lib.fa", bytes: proteins } },
      },
    ]);
    const read = await byHand(
      { "inputs/sequences/gst-mrna.fasta": mrna, "inputs/sequences/protein_lib.fa": proteins },
      [
        "mafft --localpair --maxiterate 1000 --thread 1 inputs/sequences/gst-mrna.fasta > outputs/linsi.fasta",
        "mafft --retree 2 --maxiterate 0 --thread 1 inputs/sequences/protein_lib.fa > outputs/fftns2.fasta",
        "mafft --auto --thread 1 inputs/sequences/protein_lib.fa > outputs/auto.fasta",
      ].join("\n"),
    );
    for (const key of ["linsi", "fftns2", "auto"]) {
      const task = tasks.get(key);
      expect(task!.State, task!.Reason ?? key).toBe("done");
      const aligned = await taskFile(task, "aligned.fasta");
      expect(aligned, key).toBe(await read(`outputs/${key}.fasta`));
      // An alignment: as many records as went in, all of one length.
      const lengths = aligned
        .split(/^>.*\n/m)
        .slice(1)
        .map((body) => body.replace(/\s/g, "").length);
      expect(lengths.length).toBe(key === "linsi" ? 5 : 12);
      expect(new Set(lengths).size).toBe(1);
    }
  }, 300_000);

  it("fails a single sequence and a file that is no FASTA", async () => {
    const tasks = await runTasks([
      {
        key: "one",
        module: mafftModuleKey,
        args: { sequences: { name: "one.fasta", bytes: records(files["protein_lib.fa"]!, /HBA_HUMAN/) } },
      },
      {
        key: "garbage",
        module: mafftModuleKey,
        args: { sequences: { name: "digits.fasta", bytes: Buffer.from(">x\nMKV1234;\n") } },
      },
    ]);
    await expectFailure(tasks.get("one"), /^MAFFT aligns at least 2 sequences: the file holds 1$/);
    await expectFailure(tasks.get("garbage"), /^sequences: not a FASTA file: line 2 holds characters/);
  }, 300_000);
});

describe("seq/hmmsearch", () => {
  it("answers hmmsearch's own table and report, from an .hmm profile and from an alignment", async () => {
    const sequences = { name: "protein_lib.fa", bytes: files["protein_lib.fa"]! };
    const tasks = await runTasks([
      {
        key: "hmm",
        module: hmmsearchModuleKey,
        args: { profile: { name: "gst.hmm", bytes: files["gst.hmm"]! }, sequences, evalue: 10 },
      },
      {
        key: "alignment",
        module: hmmsearchModuleKey,
        args: {
          profile: { name: "gst-aligned.fasta", bytes: files["gst-aligned.fasta"]! },
          sequences,
          evalue: 10,
        },
      },
    ]);
    const search = "hmmsearch --tblout outputs/hits.tblout -E 10 --cpu 1 -o outputs/report.txt";
    const byHandRuns = {
      hmm: await byHand(
        { "inputs/profile/gst.hmm": files["gst.hmm"]!, "inputs/sequences/protein_lib.fa": sequences.bytes },
        `${search} inputs/profile/gst.hmm inputs/sequences/protein_lib.fa`,
      ),
      alignment: await byHand(
        {
          "inputs/profile/gst-aligned.fasta": files["gst-aligned.fasta"]!,
          "inputs/sequences/protein_lib.fa": sequences.bytes,
        },
        [
          "hmmbuild --informat afa outputs/profile.hmm inputs/profile/gst-aligned.fasta > /dev/null",
          `${search} outputs/profile.hmm inputs/sequences/protein_lib.fa`,
        ].join("\n"),
      ),
    };
    for (const key of ["hmm", "alignment"] as const) {
      const task = tasks.get(key);
      const read = byHandRuns[key];
      expect(task!.State, task!.Reason ?? key).toBe("done");
      for (const output of ["hits.tblout", "report.txt"])
        expect(withoutTimes(await taskFile(task, output)), `${key}: ${output}`).toBe(
          withoutTimes(await read(`outputs/${output}`)),
        );
      // The CSV holds the table's rows: the two glutathione S-transferases, best first.
      const csv = (await taskFile(task, "hits.csv")).trim().split("\n");
      expect(csv[0]).toMatch(/^target_name,target_accession,query_name,.*,description$/);
      expect(csv.slice(1).map((row) => row.split(",")[0])).toEqual([
        "sp|P09488|GSTM1_HUMAN",
        "sp|P00502|GSTA1_RAT",
      ]);
    }
    const built = tasks.get("alignment");
    expect(built!.Outputs.map((output) => output.Name).sort()).toEqual([
      "hits.csv",
      "hits.tblout",
      "profile.hmm",
      "report.txt",
    ]);
    expect(withoutTimes(await taskFile(built, "profile.hmm"))).toBe(
      withoutTimes(await byHandRuns.alignment("outputs/profile.hmm")),
    );
  }, 300_000);

  it("fails a profile that is neither an HMM nor an alignment, an empty FASTA and unaligned sequences", async () => {
    const profile = { name: "gst.hmm", bytes: files["gst.hmm"]! };
    const sequences = { name: "protein_lib.fa", bytes: files["protein_lib.fa"]! };
    const tasks = await runTasks([
      {
        key: "garbage",
        module: hmmsearchModuleKey,
        args: { profile: { name: "notes.hmm", bytes: Buffer.from("not a profile\n") }, sequences },
      },
      {
        key: "empty",
        module: hmmsearchModuleKey,
        args: { profile, sequences: { name: "empty.fasta", bytes: Buffer.from("\n") } },
      },
      {
        key: "unaligned",
        module: hmmsearchModuleKey,
        args: { profile: { name: "gst.fasta", bytes: records(files["protein_lib.fa"]!, /GST/) }, sequences },
      },
    ]);
    await expectFailure(tasks.get("garbage"), /^profile: not an HMMER3 profile/);
    await expectFailure(tasks.get("empty"), /^sequences: the FASTA file is empty/);
    await expectFailure(
      tasks.get("unaligned"),
      /^profile: the sequences of an aligned FASTA must have one length/,
    );
  }, 300_000);
});
