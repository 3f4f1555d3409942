import type * as Types from "../operations";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import { useLazyQuery, useQuery } from "@apollo/client/react";
type QueryHookOptions<TData, TVariables extends Record<string, unknown>> = Omit<useQuery.Options<TData, TVariables>, "variables" | "returnPartialData" | "errorPolicy"> & { variables?: TVariables };

export const BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"usersActiveToday"}},{"kind":"Field","name":{"kind":"Name","value":"systemUsers"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"loginsToday"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginsToday"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permGroups"}}]}}]}}]} as unknown as DocumentNode<Types.BoardQuery, Types.BoardQueryVariables>;
export const BoardPaymentProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardPaymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wechat"}},{"kind":"Field","name":{"kind":"Name","value":"alipay"}}]}}]}}]} as unknown as DocumentNode<Types.BoardPaymentProvidersQuery, Types.BoardPaymentProvidersQueryVariables>;
export const BoardTrendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardTrends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardTrends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"jobsWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"jobsRunning"}},{"kind":"Field","name":{"kind":"Name","value":"jobsDone"}},{"kind":"Field","name":{"kind":"Name","value":"jobsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"jobsCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"storageBytes"}},{"kind":"Field","name":{"kind":"Name","value":"revenueFen"}},{"kind":"Field","name":{"kind":"Name","value":"signUps"}}]}}]}}]} as unknown as DocumentNode<Types.BoardTrendsQuery, Types.BoardTrendsQueryVariables>;
export function useBoardQuery(options?: QueryHookOptions<Types.BoardQuery, Types.BoardQueryVariables>) {
  return useQuery(BoardDocument, (options ?? {}) as QueryHookOptions<Types.BoardQuery, Types.BoardQueryVariables> & { variables: Types.BoardQueryVariables });
}
export function useLazyBoardQuery(options?: useLazyQuery.Options<Types.BoardQuery, Types.BoardQueryVariables>) {
  return useLazyQuery(BoardDocument, options);
}
export function useBoardPaymentProvidersQuery(options?: QueryHookOptions<Types.BoardPaymentProvidersQuery, Types.BoardPaymentProvidersQueryVariables>) {
  return useQuery(BoardPaymentProvidersDocument, (options ?? {}) as QueryHookOptions<Types.BoardPaymentProvidersQuery, Types.BoardPaymentProvidersQueryVariables> & { variables: Types.BoardPaymentProvidersQueryVariables });
}
export function useLazyBoardPaymentProvidersQuery(options?: useLazyQuery.Options<Types.BoardPaymentProvidersQuery, Types.BoardPaymentProvidersQueryVariables>) {
  return useLazyQuery(BoardPaymentProvidersDocument, options);
}
export function useBoardTrendsQuery(options?: QueryHookOptions<Types.BoardTrendsQuery, Types.BoardTrendsQueryVariables>) {
  return useQuery(BoardTrendsDocument, (options ?? {}) as QueryHookOptions<Types.BoardTrendsQuery, Types.BoardTrendsQueryVariables> & { variables: Types.BoardTrendsQueryVariables });
}
export function useLazyBoardTrendsQuery(options?: useLazyQuery.Options<Types.BoardTrendsQuery, Types.BoardTrendsQueryVariables>) {
  return useLazyQuery(BoardTrendsDocument, options);
}