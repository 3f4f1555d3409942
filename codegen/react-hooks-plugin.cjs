// A graphql-codegen plugin that emits one named React hook per operation over Apollo Client 4's
// hooks (`@apollo/client/react`), typed by the TypedDocumentNode documents generated beside it.
// The community typescript-react-apollo plugin targets Apollo Client 3 import paths.
const { Kind } = require("graphql");

function pascal(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    for (const file of documents) {
      for (const def of file.document?.definitions ?? []) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const base = pascal(def.name.value);
        if (def.operation === "query") {
          const doc = `${base}QueryDocument`;
          const t = `${base}Query, ${base}QueryVariables`;
          lines.push(
            `export function use${base}Query(options?: Omit<useQuery.Options<${t}>, "variables"> & { variables?: ${base}QueryVariables }) {`,
            `  return useQuery<${t}>(${doc}, options as useQuery.Options<${t}>);`,
            `}`,
            `export function useLazy${base}Query() {`,
            `  return useLazyQuery<${t}>(${doc});`,
            `}`,
          );
        } else if (def.operation === "mutation") {
          const doc = `${base}MutationDocument`;
          const t = `${base}Mutation, ${base}MutationVariables`;
          lines.push(
            `export function use${base}Mutation(options?: useMutation.Options<${t}>) {`,
            `  return useMutation<${t}>(${doc}, options);`,
            `}`,
          );
        }
      }
    }
    return {
      prepend: [`import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";`],
      content: lines.join("\n"),
    };
  },
};
