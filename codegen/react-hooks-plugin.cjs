// A graphql-codegen plugin that emits one named React hook per operation over Apollo Client 4's
// hooks (`@apollo/client/react`), typed by the TypedDocumentNode documents that typed-document-node
// generates beside it. The community typescript-react-apollo plugin targets Apollo Client 3 paths.
//
// Names come from the same ClientSideBaseVisitor that typed-document-node uses, so the document
// constant (`<Name>Document` with the configured prefix and suffix), the result type and the
// variables type always match what is generated in the same file, whatever the naming config.
const { concatAST, Kind } = require("graphql");
const { oldVisit } = require("@graphql-codegen/plugin-helpers");
const { ClientSideBaseVisitor, DocumentMode } = require("@graphql-codegen/visitor-plugin-common");

class ReactHooksVisitor extends ClientSideBaseVisitor {
  constructor(schema, fragments, rawConfig) {
    // External mode: the documents themselves are written by typed-document-node, not here.
    super(schema, fragments, { ...rawConfig, documentMode: DocumentMode.external }, {});
  }

  buildOperation(node, documentVariableName, operationType, operationResultType, operationVariablesTypes) {
    const hookBase = this.convertName(node, { suffix: this.getOperationSuffix(node, operationType) });
    // Types of another module (document-file-plugin.cjs) are read through its namespace import.
    const prefix = this.config.importOperationTypesFrom ? `${this.config.importOperationTypesFrom}.` : "";
    const variables = `${prefix}${operationVariablesTypes}`;
    const types = `${prefix}${operationResultType}, ${variables}`;
    if (node.operation === "query") {
      // The options leave out returnPartialData and errorPolicy, so that `data` keeps the complete
      // generated type (Apollo widens it to a deep partial when either may be set).
      const options = `QueryHookOptions<${types}>`;
      return [
        `export function use${hookBase}(options?: ${options}) {`,
        `  return useQuery(${documentVariableName}, (options ?? {}) as ${options} & { variables: ${variables} });`,
        `}`,
        `export function useLazy${hookBase}(options?: useLazyQuery.Options<${types}>) {`,
        `  return useLazyQuery(${documentVariableName}, options);`,
        `}`,
      ].join("\n");
    }
    if (node.operation === "mutation") {
      // No variables are configured on the hook, so the mutate function asks for all of them.
      return [
        `export function use${hookBase}(options: useMutation.Options<${types}, ApolloCache, {}> = {}) {`,
        `  return useMutation(${documentVariableName}, options);`,
        `}`,
      ].join("\n");
    }
    return "";
  }
}

module.exports = {
  plugin(schema, documents, config) {
    const allAst = concatAST(documents.map((file) => file.document).filter(Boolean));
    const fragments = allAst.definitions
      .filter((def) => def.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => ({
        node,
        name: node.name.value,
        onType: node.typeCondition.name.value,
        isExternal: false,
      }))
      // Fragments of other files (document-file-plugin.cjs): known, so that a spread resolves.
      .concat(config.externalFragments ?? []);
    const visitor = new ReactHooksVisitor(schema, fragments, config);
    const visited = oldVisit(allAst, { leave: visitor });
    const content = visited.definitions
      .filter((definition) => typeof definition === "string" && definition.trim() !== "")
      .join("\n");
    // Only what the hooks of these documents use (a module of one file may hold no mutation).
    const operations = new Set(
      allAst.definitions.filter((def) => def.kind === Kind.OPERATION_DEFINITION).map((def) => def.operation),
    );
    const hooks = [
      ...(operations.has("query") ? ["useLazyQuery"] : []),
      ...(operations.has("mutation") ? ["useMutation"] : []),
      ...(operations.has("query") ? ["useQuery"] : []),
    ];
    return {
      prepend: [
        ...(operations.has("mutation") ? [`import type { ApolloCache } from "@apollo/client";`] : []),
        ...(hooks.length > 0 ? [`import { ${hooks.join(", ")} } from "@apollo/client/react";`] : []),
        ...(operations.has("query")
          ? [
              `type QueryHookOptions<TData, TVariables extends Record<string, unknown>> = Omit<useQuery.Options<TData, TVariables>, "variables" | "returnPartialData" | "errorPolicy"> & { variables?: TVariables };`,
            ]
          : []),
      ],
      content,
    };
  },
};
