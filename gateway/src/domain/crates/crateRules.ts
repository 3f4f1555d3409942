/**
 * The Workflow Run Crate rules (docs/provenance.md) that a crate we export must meet and an imported
 * one is checked against: the MUST rules of RO-Crate 1.1, Workflow RO-Crate 1.0, Process Run Crate and
 * Workflow Run Crate 0.5 for what our crates hold, plus our own (every File has its SHA-256, every
 * reference is defined). Pure: no database, no network; `zip` checks the files a zip holds against
 * the metadata: every local File is among its paths, and those unpacked (`files`) match their sha256.
 */
import { createHash } from "node:crypto";
import { crateContexts, crateMetadataPath, crateProfiles } from "@crucible/schema";

export type CrateEntity = Record<string, unknown> & { "@id": string };

/** One broken rule: which entity and why. */
export interface CrateProblem {
  readonly entity: string;
  readonly rule: string;
}

const actionStatuses = new Set(
  ["PotentialActionStatus", "ActiveActionStatus", "CompletedActionStatus", "FailedActionStatus"].map(
    (s) => `http://schema.org/${s}`,
  ),
);

/** Properties whose @id names a term of a vocabulary rather than an entity of the crate. */
const vocabularyProperties = new Set(["actionStatus", "additionalType"]);

export function asArray<T>(value: T | readonly T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

export function typesOf(entity: Record<string, unknown> | undefined): string[] {
  return asArray(entity?.["@type"] as string | string[] | undefined).filter(
    (t): t is string => typeof t === "string",
  );
}

/** The @ids a property refers to ({"@id": ...} values). */
export function refsOf(value: unknown): string[] {
  return asArray(value as unknown).flatMap((v) =>
    v && typeof v === "object" && typeof (v as { "@id"?: unknown })["@id"] === "string"
      ? [(v as { "@id": string })["@id"]]
      : [],
  );
}

const isAbsolute = (id: string) => /^[a-z][a-z0-9+.-]*:/i.test(id);

/** A data entity's path inside the crate (relative ids), or null for a web-based one. */
export function localPath(id: string): string | null {
  if (isAbsolute(id) || id.startsWith("#") || id === "./") return null;
  return decodeURIComponent(id.replace(/^\.\//, ""));
}

/** A zip's file paths, and the bytes of those unpacked. */
export interface CrateZip {
  readonly paths: ReadonlySet<string>;
  readonly files: ReadonlyMap<string, Buffer>;
}

/**
 * Checks a crate's metadata (the parsed ro-crate-metadata.json) and, when given, the files of its zip.
 * Answers the broken rules (empty: the crate is valid).
 */
export function checkCrate(metadata: unknown, zip?: CrateZip): CrateProblem[] {
  const problems: CrateProblem[] = [];
  const fail = (entity: string, rule: string) => problems.push({ entity, rule });
  if (!metadata || typeof metadata !== "object" || Array.isArray(metadata)) {
    fail("", "the metadata is a JSON object");
    return problems;
  }
  const doc = metadata as Record<string, unknown>;
  for (const key of Object.keys(doc))
    if (key !== "@context" && key !== "@graph")
      fail("", `no key ${key} beside @context and @graph (flattened)`);
  const contexts = asArray(doc["@context"] as unknown);
  for (const context of crateContexts)
    if (!contexts.includes(context)) fail("", `@context includes ${context}`);
  const graph = doc["@graph"];
  if (!Array.isArray(graph)) {
    fail("", "@graph is an array of entities");
    return problems;
  }
  const byId = new Map<string, CrateEntity>();
  for (const raw of graph as unknown[]) {
    if (!raw || typeof raw !== "object" || typeof (raw as { "@id"?: unknown })["@id"] !== "string") {
      fail("", "every entity has an @id");
      continue;
    }
    const entity = raw as CrateEntity;
    if (byId.has(entity["@id"])) fail(entity["@id"], "@id is unique in the graph");
    if (typesOf(entity).length === 0) fail(entity["@id"], "every entity has an @type");
    byId.set(entity["@id"], entity);
  }
  const get = (id: string | undefined) => (id === undefined ? undefined : byId.get(id));
  const isA = (id: string | undefined, type: string) => typesOf(get(id)).includes(type);

  // Every reference names an entity of the graph (vocabulary terms aside).
  for (const entity of byId.values()) {
    for (const [key, value] of Object.entries(entity)) {
      if (key.startsWith("@") || vocabularyProperties.has(key)) continue;
      for (const ref of refsOf(value))
        if (!byId.has(ref)) fail(entity["@id"], `${key} refers to ${ref}, which the graph defines`);
    }
  }

  // RO-Crate 1.1: the metadata descriptor and the root data entity.
  const descriptor = get(crateMetadataPath);
  if (!descriptor || !typesOf(descriptor).includes("CreativeWork"))
    fail(crateMetadataPath, "the metadata descriptor is a CreativeWork");
  else {
    if (refsOf(descriptor.about)[0] !== "./") fail(crateMetadataPath, "about is the root data entity ./");
    if (!refsOf(descriptor.conformsTo).includes(crateProfiles.roCrate))
      fail(crateMetadataPath, `conformsTo ${crateProfiles.roCrate}`);
  }
  const root = get("./");
  if (!root || !typesOf(root).includes("Dataset")) {
    fail("./", "the root data entity is a Dataset");
    return problems;
  }
  for (const property of ["name", "description", "datePublished", "license"])
    if (root[property] === undefined || root[property] === "") fail("./", `the root has ${property}`);
  if (typeof root.datePublished !== "string" || Number.isNaN(Date.parse(root.datePublished)))
    fail("./", "datePublished is an ISO 8601 date");
  const conformsTo = refsOf(root.conformsTo);
  for (const profile of [crateProfiles.processRun, crateProfiles.workflowRun, crateProfiles.workflowRoCrate])
    if (!conformsTo.includes(profile)) fail("./", `the root conformsTo ${profile}`);

  // Workflow RO-Crate: the main entity is the workflow, a File, in hasPart, with its language.
  const mainId = refsOf(root.mainEntity)[0];
  const main = get(mainId);
  if (!mainId || !main) fail("./", "mainEntity names the workflow");
  else {
    for (const type of ["File", "SoftwareSourceCode", "ComputationalWorkflow"])
      if (!typesOf(main).includes(type)) fail(mainId, `the workflow is a ${type}`);
    const language = refsOf(main.programmingLanguage)[0];
    if (!language || !isA(language, "ComputerLanguage"))
      fail(mainId, "programmingLanguage names a ComputerLanguage");
    if (!refsOf(root.hasPart).includes(mainId)) fail("./", "hasPart includes the workflow");
    for (const id of [...refsOf(main.input), ...refsOf(main.output)])
      if (!isA(id, "FormalParameter")) fail(mainId, `input and output are FormalParameters (${id})`);
  }

  // Workflow Run Crate: one CreateAction runs the workflow, the root mentions it.
  const actions = [...byId.values()].filter((e) => typesOf(e).includes("CreateAction"));
  const runs = actions.filter((a) => mainId !== undefined && refsOf(a.instrument).includes(mainId));
  if (runs.length !== 1) fail("./", "one CreateAction has the workflow as its instrument");
  for (const run of runs)
    if (!refsOf(root.mentions).includes(run["@id"])) fail("./", "mentions the workflow's CreateAction");

  // Process Run Crate: every action names what ran, what went in, what came out, when and how it ended.
  for (const action of actions) {
    const id = action["@id"];
    const instrument = refsOf(action.instrument);
    if (instrument.length !== 1) fail(id, "instrument names one entity");
    else if (
      instrument[0] !== mainId &&
      !isA(instrument[0], "SoftwareApplication") &&
      !isA(instrument[0], "SoftwareSourceCode")
    )
      fail(id, "instrument is the workflow or a SoftwareApplication");
    if (!Array.isArray(action.object)) fail(id, "object lists the inputs");
    if (!Array.isArray(action.result)) fail(id, "result lists the outputs");
    if (action.agent !== undefined && !isA(refsOf(action.agent)[0], "Person")) fail(id, "agent is a Person");
    for (const ref of [...refsOf(action.object), ...refsOf(action.result)]) {
      const types = typesOf(get(ref));
      if (!types.some((t) => t === "File" || t === "Dataset" || t === "PropertyValue"))
        fail(id, `object and result are Files, Datasets or PropertyValues (${ref})`);
    }
    const status = refsOf(action.actionStatus)[0];
    if (status !== undefined && !actionStatuses.has(status))
      fail(id, "actionStatus is a schema.org ActionStatusType");
    if (status === "http://schema.org/CompletedActionStatus") {
      for (const time of ["startTime", "endTime"])
        if (typeof action[time] !== "string" || Number.isNaN(Date.parse(action[time] as string)))
          fail(id, `a completed action has its ${time}`);
    }
    for (const image of refsOf(action.containerImage))
      if (!isA(image, "ContainerImage")) fail(id, "containerImage is a ContainerImage");
  }
  // Provenance of the engine: an OrganizeAction whose instrument is the engine's SoftwareApplication.
  for (const organize of [...byId.values()].filter((e) => typesOf(e).includes("OrganizeAction"))) {
    if (!isA(refsOf(organize.instrument)[0], "SoftwareApplication"))
      fail(organize["@id"], "the engine's OrganizeAction has a SoftwareApplication as its instrument");
    for (const ref of refsOf(organize.result))
      if (!isA(ref, "CreateAction")) fail(organize["@id"], "the OrganizeAction's result is the CreateAction");
  }
  for (const entity of byId.values()) {
    const id = entity["@id"];
    const types = typesOf(entity);
    if (types.includes("PropertyValue") || types.includes("File")) {
      for (const work of refsOf(entity.exampleOfWork))
        if (!isA(work, "FormalParameter")) fail(id, `exampleOfWork names a FormalParameter (${work})`);
    }
    if (types.includes("PropertyValue") && (entity.name === undefined || entity.value === undefined))
      fail(id, "a PropertyValue has a name and a value");
    if (types.includes("FormalParameter") && typeof entity.additionalType !== "string")
      fail(id, "a FormalParameter has its additionalType");
    if (!types.includes("File")) continue;
    // Our rule: every File carries its SHA-256 and size; a file in the zip matches them.
    const sha256 = entity.sha256;
    if (typeof sha256 !== "string" || !/^[0-9a-fA-F]{64}$/.test(sha256)) fail(id, "a File has its sha256");
    if (typeof entity.contentSize !== "number" && typeof entity.contentSize !== "string")
      fail(id, "a File has its contentSize");
    const path = localPath(id);
    if (path !== null && zip) {
      const bytes = zip.files.get(path);
      if (!zip.paths.has(path)) fail(id, "a File with a relative @id is in the crate");
      else if (bytes) {
        if (createHash("sha256").update(bytes).digest("hex") !== String(sha256).toLowerCase())
          fail(id, "the file's bytes have its sha256");
        if (Number(entity.contentSize) !== bytes.length) fail(id, "the file's size is its contentSize");
      }
    }
  }
  return problems;
}
