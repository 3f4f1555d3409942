// A graphql-codegen plugin that writes the documents and hooks of ONE .graphql file (config.source)
// into its own module, so the web's bundler places each feature's documents with the code that uses
// them (issue 26: the public home no longer loads every screen's documents). The operation and
// fragment types stay in one types-only module (`config.typesModule`), imported as `Types`.
//
// The target's documents are all the web's: fragments of other files are passed as external
// fragments, so a document still carries every fragment it spreads (typed-document-node inlines them).
const path = require("node:path");
const { Kind } = require("graphql");
const typedDocumentNode = require("@graphql-codegen/typed-document-node");
const reactHooks = require("./react-hooks-plugin.cjs");

function fragmentsOf(documents, isExternal) {
  return documents.flatMap((file) =>
    (file.document?.definitions ?? [])
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => ({ node, name: node.name.value, onType: node.typeCondition.name.value, isExternal })),
  );
}

module.exports = {
  plugin(schema, documents, config) {
    const source = path.resolve(config.source);
    const own = documents.filter((file) => file.location && path.resolve(file.location) === source);
    if (own.length === 0) throw new Error(`document-file-plugin: no document was read from ${config.source}`);
    const others = documents.filter((file) => !own.includes(file));
    const settings = {
      ...config,
      importOperationTypesFrom: "Types",
      externalFragments: fragmentsOf(others, true),
    };
    const documentsPart = typedDocumentNode.plugin(schema, own, settings);
    const hooksPart = reactHooks.plugin(schema, own, settings);
    return {
      prepend: [
        `import type * as Types from "${config.typesModule}";`,
        ...(documentsPart.prepend ?? []),
        ...(hooksPart.prepend ?? []),
      ],
      content: [documentsPart.content, hooksPart.content].join("\n"),
    };
  },
  validate(_schema, _documents, config, outputFile) {
    if (!config.source) throw new Error(`${outputFile}: document-file-plugin needs config.source`);
    if (!config.typesModule) throw new Error(`${outputFile}: document-file-plugin needs config.typesModule`);
  },
};
