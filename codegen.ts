import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = { DateTime: "string", JSON: "unknown" };

/**
 * The resolvers' parent types, declared in the SDL beside each type: a line
 * `# mapper <Type> <module>#<export>[ as <Name>]` (the module relative to gateway/src/graphql/__generated__/). A line
 * naming a type its file does not define stops the codegen.
 */
function mappers(): Record<string, string> {
  const found: Record<string, string> = {};
  const folder = "schema/graphql";
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".graphql"))) {
    const text = readFileSync(path.join(folder, file), "utf8");
    for (const [line, type, target] of text.matchAll(/^# mapper(?: (\w+) (\S+(?: as \w+)?))?$/gm)) {
      if (!type || !target) throw new Error(`${file}: "${line}" is not "# mapper <Type> <module>#<export>"`);
      if (!new RegExp(`^type ${type}\\b`, "m").test(text)) {
        throw new Error(`${file}: "# mapper ${type}" names a type the file does not define`);
      }
      if (found[type!]) throw new Error(`${file}: a second mapper for ${type}`);
      found[type!] = target!;
    }
  }
  return found;
}

const webDocuments = ["schema/documents/*.graphql", "web/src/**/*.graphql"];

/** Every .graphql file of the web's documents (their base names are unique: each names a module). */
function webDocumentFiles(): string[] {
  const files = [
    ...readdirSync("schema/documents").map((name) => path.join("schema/documents", name)),
    ...readdirSync("web/src", { recursive: true, encoding: "utf8" }).map((name) =>
      path.join("web/src", name),
    ),
  ].filter((file) => file.endsWith(".graphql"));
  const seen = new Map<string, string>();
  for (const file of files) {
    const base = path.basename(file);
    if (seen.has(base)) throw new Error(`${file} and ${seen.get(base)}: two web documents named ${base}`);
    seen.set(base, file);
  }
  return files.sort();
}

/** Removes the document module of a .graphql file that is gone (codegen writes, never deletes). */
function dropStaleDocumentModules(files: readonly string[]): void {
  const folder = "web/src/graphql/__generated__/documents";
  if (!existsSync(folder)) return;
  const wanted = new Set(files.map((file) => `${path.basename(file, ".graphql")}.ts`));
  for (const name of readdirSync(folder)) if (!wanted.has(name)) rmSync(path.join(folder, name));
}

const webConfig = {
  scalars,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  documentVariableSuffix: "Document",
  dedupeOperationSuffix: false,
  useTypeImports: true,
};

/**
 * Both clients' documents: schema/documents holds the fragments the web and the client package share
 * (one declaration of the fields they both ask for), each client's own folder its operations.
 */
const webFiles = webDocumentFiles();
dropStaleDocumentModules(webFiles);

const config: CodegenConfig = {
  overwrite: true,
  schema: "schema/graphql/*.graphql",
  hooks: { afterAllFileWrite: ["prettier --write --log-level warn"] },
  generates: {
    "gateway/src/graphql/__generated__/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useIndexSignature: false,
        contextType: "../context.js#GraphContext",
        mappers: mappers(),
        scalars: { DateTime: "Date | string", JSON: "unknown" },
        enumValues: {
          Side: { USER: "user", SYSTEM: "sys" },
          EntityStatus: { ENABLED: "enabled", DISABLED: "disabled" },
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        immutableTypes: false,
        useTypeImports: true,
      },
    },
    // The client package's operations (cli/src/graphql): typed documents as plain strings, so the CLI and
    // the MCP server send them without a GraphQL library.
    "cli/src/__generated__/operations.ts": {
      documents: ["schema/documents/*.graphql", "cli/src/graphql/*.graphql"],
      plugins: ["typescript", "typescript-operations", "typed-document-node"],
      config: {
        scalars,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        documentMode: "string",
        documentVariableSuffix: "Document",
        dedupeOperationSuffix: false,
        useTypeImports: true,
        onlyOperationTypes: true,
        skipTypename: true,
      },
    },
    // The web's types (operations, fragments, inputs): a types-only module the web imports from
    // web/src/graphql (the barrel).
    "web/src/graphql/__generated__/operations.ts": {
      documents: webDocuments,
      plugins: ["typescript", "typescript-operations"],
      config: webConfig,
    },
    // The web's documents and hooks: one module per .graphql file, which the screens import from
    // directly, so each lands in the chunk of the screens that use it (issue 26).
    ...Object.fromEntries(
      webFiles.map((file) => [
        `web/src/graphql/__generated__/documents/${path.basename(file, ".graphql")}.ts`,
        {
          documents: webDocuments,
          plugins: ["./codegen/document-file-plugin.cjs"],
          config: { ...webConfig, source: file, typesModule: "../operations" },
        },
      ]),
    ),
  },
};

export default config;
