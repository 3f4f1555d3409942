/**
 * Provenance crates (issue 28 item 4, docs/provenance.md): a job exported as a Workflow Run RO-Crate,
 * and the bounds under which a crate is imported back as a template.
 */

/** The profiles every exported crate's root dataset conforms to (Workflow Run Crate 0.5 and what it builds on). */
export const crateProfiles = {
  roCrate: "https://w3id.org/ro/crate/1.1",
  processRun: "https://w3id.org/ro/wfrun/process/0.5",
  workflowRun: "https://w3id.org/ro/wfrun/workflow/0.5",
  workflowRoCrate: "https://w3id.org/workflowhub/workflow-ro-crate/1.0",
} as const;

/** The JSON-LD contexts of an exported crate: RO-Crate 1.1 and the Workflow Run terms (ContainerImage, sha256...). */
export const crateContexts = [
  "https://w3id.org/ro/crate/1.1/context",
  "https://w3id.org/ro/terms/workflow-run/context",
] as const;

/** The workflow definition inside a crate: the template version's graph, as JSON. */
export const crateWorkflowPath = "workflow/crucible-template.json";
export const crateMetadataPath = "ro-crate-metadata.json";
/** The `format` of the workflow definition file: a crate without it is not ours. */
export const crateWorkflowFormat = "crucible-template";
export const crateWorkflowFormatVersion = 1;

/**
 * An uploaded crate (import): the zip's size, its entries, and the two files read from it (the metadata
 * and the workflow definition; other entries are checked for their paths and type, never unpacked).
 */
export const crateImportLimits = {
  zipBytes: 64 * 1024 * 1024,
  entries: 2000,
  entryBytes: 4 * 1024 * 1024,
  totalBytes: 8 * 1024 * 1024,
  pathLength: 300,
} as const;
