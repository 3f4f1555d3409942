import { workflowLimits } from "@crucible/schema";
import { describe, expect, it } from "vitest";
import {
  connectRefusal,
  createNode,
  dependsOn,
  linkOptionsFor,
  removeNode,
  renameNode,
  updateNode,
  type BuilderNode,
  type NodeSpec,
} from "./graph";
import { validateWorkflow } from "./graphValidation";
import { toNodeInputs } from "./templateNodes";

const molecules = {
  name: "molecules",
  label: "Molecules",
  labelZh: null,
  format: "file",
  fileFormats: ["sdf", "smi"],
  require: true,
  hideInPrimary: false,
  category: "input",
  default: null,
  choices: null,
  help: null,
  helpZh: null,
};

function spec(key: string, outputs: { name: string; format: string }[]): NodeSpec {
  return {
    kind: "module",
    id: key,
    key: `rdkit/${key}`,
    name: key,
    nameZh: "",
    summary: "",
    summaryZh: "",
    args: [molecules],
    outputs: outputs.map((output) => ({ ...output, label: output.name, labelZh: null })),
  };
}

const filter = spec("filter", [
  { name: "passed.sdf", format: "sdf" },
  { name: "report.csv", format: "csv" },
]);
const similar = spec("similar", [{ name: "hits.sdf", format: "sdf" }]);

function add(nodes: BuilderNode[], what: NodeSpec): BuilderNode[] {
  return [
    ...nodes,
    createNode(
      what,
      nodes.map((node) => node.key),
      0,
      0,
    ),
  ];
}

function link(nodes: BuilderNode[], from: string, output: string, to: string): BuilderNode[] {
  const target = nodes.find((node) => node.key === to)!;
  return updateNode(nodes, target.uid, (node) => ({ ...node, args: { molecules: { task: from, output } } }));
}

function withFile(nodes: BuilderNode[], key: string): BuilderNode[] {
  const target = nodes.find((node) => node.key === key)!;
  return updateNode(nodes, target.uid, (node) => ({ ...node, args: { molecules: { dataFileId: 7 } } }));
}

function codes(nodes: BuilderNode[], key: string): string[] {
  const node = nodes.find((item) => item.key === key)!;
  return (validateWorkflow(nodes).byNode.get(node.uid) ?? []).map((issue) => issue.code);
}

describe("workflow builder graph", () => {
  it("names new tasks after the module, uniquely", () => {
    const nodes = add(add([], filter), filter);
    expect(nodes.map((node) => node.key)).toEqual(["filter", "filter_2"]);
  });

  it("derives the dependencies from the links", () => {
    const nodes = link(add(add([], filter), similar), "filter", "passed.sdf", "similar");
    expect(dependsOn(nodes[1]!)).toEqual(["filter"]);
    expect(toNodeInputs(nodes)[1]).toMatchObject({ key: "similar", dependsOn: ["filter"] });
  });

  it("refuses links that would loop, feed a task itself or carry another format", () => {
    const nodes = link(add(add([], filter), similar), "filter", "passed.sdf", "similar");
    const [f, s] = nodes as [BuilderNode, BuilderNode];
    expect(connectRefusal(nodes, s, "hits.sdf", f, "molecules")).toBe("loop");
    expect(connectRefusal(nodes, f, "passed.sdf", f, "molecules")).toBe("self");
    expect(connectRefusal(nodes, f, "report.csv", s, "molecules")).toBe("format");
    expect(linkOptionsFor(nodes, f, molecules)).toEqual([]);
  });

  it("marks a required argument on its node; saving may wait for it, running may not", () => {
    const nodes = add([], filter);
    expect(codes(nodes, "filter")).toEqual(["required"]);
    const validation = validateWorkflow(nodes);
    expect(validation.savable).toBe(true);
    expect(validation.ok).toBe(false);
    expect(validateWorkflow(withFile(nodes, "filter")).ok).toBe(true);
  });

  it("marks links to missing tasks or outputs as dangling", () => {
    let nodes = withFile(add(add([], filter), similar), "filter");
    nodes = link(nodes, "filter", "nothing.sdf", "similar");
    expect(codes(nodes, "similar")).toContain("danglingLink");
    nodes = link(nodes, "gone", "passed.sdf", "similar");
    expect(codes(nodes, "similar")).toContain("danglingLink");
    expect(validateWorkflow(nodes).savable).toBe(false);
  });

  it("finds loops", () => {
    let nodes = add(add([], filter), similar);
    nodes = link(nodes, "filter", "passed.sdf", "similar");
    nodes = link(nodes, "similar", "hits.sdf", "filter");
    expect(codes(nodes, "filter")).toContain("loop");
    expect(codes(nodes, "similar")).toContain("loop");
  });

  it("keeps links when a task is renamed and drops them when it is removed", () => {
    let nodes = link(withFile(add(add([], filter), similar), "filter"), "filter", "passed.sdf", "similar");
    nodes = renameNode(nodes, nodes[0]!.uid, "lipinski");
    expect(nodes[1]!.args.molecules).toEqual({ task: "lipinski", output: "passed.sdf" });
    nodes = removeNode(nodes, nodes[0]!.uid);
    expect(nodes[0]!.args.molecules).toBeUndefined();
  });

  it("limits the tasks of a workflow and the tasks that start at once", () => {
    let nodes: BuilderNode[] = [];
    for (let n = 0; n <= workflowLimits.maxConcurrent; n += 1)
      nodes = withFile(add(nodes, filter), nodes.length === 0 ? "filter" : `filter_${n + 1}`);
    expect(validateWorkflow(nodes).global.map((issue) => issue.code)).toEqual(["tooManyConcurrent"]);
    expect(codes(nodes, "filter")).toEqual(["tooManyConcurrent"]);
    let chain = withFile(add([], filter), "filter");
    for (let n = 1; n <= workflowLimits.maxTasks; n += 1) {
      chain = add(chain, filter);
      chain = link(chain, chain[n - 1]!.key, "passed.sdf", chain[n]!.key);
    }
    const validation = validateWorkflow(chain);
    expect(validation.global.map((issue) => issue.code)).toEqual(["tooManyModules"]);
    expect(validation.savable).toBe(false);
  });
});
