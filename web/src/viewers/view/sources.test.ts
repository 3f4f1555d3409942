import { describe, expect, it } from "vitest";
import {
  companionFromQuery,
  convertedUrl,
  inputFromQuery,
  inputName,
  isViewableName,
  mainSource,
  queryOfInput,
  queryOfSource,
  sourceExtension,
  sourceFromQuery,
  sourceOfReadUrl,
  sourceReadUrl,
  viewPageRoute,
  type ViewInput,
  type ViewSource,
} from "./sources";

function roundTrip(source: ViewSource): ViewSource | null {
  const query = queryOfSource(source);
  return query ? sourceFromQuery(new URLSearchParams(query.toString())) : null;
}

describe("weView sources", () => {
  it("reads xyz converted by the gateway (view_molecule_file, as SDF) on both sides", () => {
    expect(convertedUrl({ kind: "dataFile", fileId: "5", name: "w.xyz" }, "frontend")).toEqual({
      url: "/api/workflow_job_task_data_source_file/view_molecule_file/5",
      ext: "sdf",
    });
    expect(convertedUrl({ kind: "taskOutput", taskId: "9", output: "out put.xyz" }, "system")).toEqual({
      url: "/api/sys/workflow_job_tasks/view_molecule_file/9?Output=out%20put.xyz",
      ext: "sdf",
    });
    expect(convertedUrl({ kind: "text", text: "3\n", name: "w.xyz" }, "frontend")).toBeNull();
  });

  it("opens the molecule types of spec §9, NGL's own and the converted ones", () => {
    for (const name of ["a.pdb", "a.ENT", "a.pdbqt", "a.cif", "a.mmcif", "a.sdf", "a.sd", "a.mol", "a.mol2"])
      expect(isViewableName(name), name).toBe(true);
    for (const name of ["a.gro", "a.cube", "a.dx", "a.xyz"]) expect(isViewableName(name), name).toBe(true);
    // g3d: neither NGL nor Open Babel 3.1 reads it, so weView does not offer it.
    for (const name of ["a.csv", "a.txt", "a.png", "pdb", "a.g3d"])
      expect(isViewableName(name), name).toBe(false);
  });

  it("writes data set files, records and task outputs in the page's query and reads them back", () => {
    const file: ViewSource = { kind: "dataFile", fileId: "12", name: "1crn.pdb" };
    expect(roundTrip(file)).toEqual(file);
    const record: ViewSource = { kind: "dataFile", fileId: "12", name: "cdk2.sdf", record: 3 };
    expect(roundTrip({ ...record, mol: "molfile text" })).toEqual(record);
    const output: ViewSource = { kind: "taskOutput", taskId: "7", output: "poses.sdf", record: 2 };
    expect(roundTrip(output)).toEqual(output);
    expect(queryOfSource({ kind: "text", text: "x", name: "a.mol" })).toBeNull();
  });

  it("follows only read_file addresses of the API from the query", () => {
    expect(sourceFromQuery(new URLSearchParams("url=/api/sys/cms_file_library_file/read_file/ab12"))).toEqual(
      {
        kind: "url",
        url: "/api/sys/cms_file_library_file/read_file/ab12",
        name: "ab12",
      },
    );
    for (const url of ["https://evil.example/x.pdb", "/api/user/logout", "//evil.example/api/x/read_file/1"])
      expect(sourceFromQuery(new URLSearchParams({ url })), url).toBeNull();
    expect(sourceFromQuery(new URLSearchParams("file=1;drop&name=x"))).toBeNull();
  });

  it("reads records through read_result_molecule_file and recognises data set read addresses", () => {
    const output: ViewSource = { kind: "taskOutput", taskId: "7", output: "out.sdf", record: 2 };
    expect(sourceReadUrl(output, "frontend")).toBe(
      "/api/workflow_job_tasks/read_result_molecule_file/7?MolFileId=out.sdf%2F2",
    );
    expect(sourceExtension(output)).toBe("mol");
    const record: ViewSource = { kind: "dataFile", fileId: "12", name: "cdk2.sdf", record: 3 };
    expect(sourceReadUrl(record, "system")).toBe(
      "/api/sys/workflow_job_task_data_source_file/sdf_molfile/12?Index=2",
    );
    expect(sourceReadUrl({ kind: "taskOutput", taskId: "7", output: "a b.pdb" }, "system")).toBe(
      "/api/sys/workflow_job_tasks/read_file/7?Type=OutFile&KeyName=a%20b.pdb",
    );
    expect(sourceOfReadUrl("/api/workflow_job_task_data_source_file/read_file/42", "x.pdb", 10)).toEqual({
      kind: "dataFile",
      fileId: "42",
      name: "x.pdb",
      size: 10,
    });
    expect(
      sourceOfReadUrl("/api/workflow_job_tasks/read_file/7?Type=OutFile&KeyName=a.pdb", "a.pdb").kind,
    ).toBe("url");
  });

  it("writes a pose with its receptor (a task output or a data set file) in the query and reads it back", () => {
    const overOutput: ViewInput = {
      kind: "taskOutput",
      taskId: "31",
      output: "ranked.sdf",
      record: 4,
      with: { kind: "taskOutput", taskId: "30", output: "receptor.pdb" },
    };
    const query = queryOfInput(overOutput);
    expect(query?.toString()).toBe("task=31&output=ranked.sdf&record=4&withTask=30&withOutput=receptor.pdb");
    expect(inputFromQuery(new URLSearchParams(query?.toString()))).toEqual(overOutput);
    const overFile: ViewInput = {
      kind: "taskOutput",
      taskId: "31",
      output: "poses.sdf",
      record: 1,
      with: { kind: "dataFile", fileId: "8", name: "receptors/1iep receptor.pdb" },
    };
    expect(inputFromQuery(new URLSearchParams(queryOfInput(overFile)?.toString()))).toEqual(overFile);
    expect(viewPageRoute(overFile, "frontend")).toBe(
      "/frontend/home/view?task=31&output=poses.sdf&record=1&with=8&withName=receptors%2F1iep+receptor.pdb",
    );
    expect(inputName(overFile)).toBe("poses.sdf #1 · receptors/1iep receptor.pdb");
    expect(mainSource(overFile)).toEqual({
      kind: "taskOutput",
      taskId: "31",
      output: "poses.sdf",
      record: 1,
    });
  });

  it("reads no companion from a bad query, and none without a source to go with", () => {
    for (const bad of [
      "with=8;drop",
      "withTask=1",
      "withOutput=receptor.pdb",
      "withTask=x&withOutput=r.pdb",
      "",
    ])
      expect(companionFromQuery(new URLSearchParams(bad)), bad).toBeNull();
    expect(companionFromQuery(new URLSearchParams("with=8"))).toEqual({
      kind: "dataFile",
      fileId: "8",
      name: "8",
    });
    expect(inputFromQuery(new URLSearchParams("withTask=3&withOutput=receptor.pdb"))).toBeNull();
    // A source alone keeps its query as before: no companion key is written.
    const alone: ViewSource = { kind: "dataFile", fileId: "12", name: "1crn.pdb" };
    expect(queryOfInput(alone)?.toString()).toBe(queryOfSource(alone)?.toString());
    expect(inputFromQuery(new URLSearchParams(queryOfInput(alone)?.toString()))).toEqual(alone);
    expect(
      queryOfInput({
        kind: "text",
        text: "x",
        name: "a.mol",
        with: { kind: "dataFile", fileId: "1", name: "r.pdb" },
      }),
    ).toBeNull();
  });
});
