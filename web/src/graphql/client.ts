/**
 * The one Apollo Client of the web: HttpLink to /graphql with the session cookie and the header the
 * gateway's CSRF prevention asks for; every error is reported in one place (graphql/errors.ts).
 * Subscriptions go over a WebSocket to the same /graphql (graphql-ws), opened only while one runs and
 * opened again after a drop; the screen that subscribes handles its errors (it falls back to polling).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { OperationTypeNode } from "graphql";
import { finalize, Observable, type Subscription } from "rxjs";
import { startProgress } from "../components/progress";
import { apiErrorFromExtensions, reportApiError, reportNetworkError, type ReportOptions } from "./errors";

// Mutations answer with `error` instead of rejecting: the error link already told the user.
// Apollo declares its default options as namespaces, so the augmentation has to use them too.
declare module "@apollo/client" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace ApolloClient {
    // eslint-disable-next-line @typescript-eslint/no-namespace
    export namespace DeclareDefaultOptions {
      interface Mutate {
        errorPolicy: "all";
      }
    }
  }
}

/** Per-operation context: `{ context: silentAuth }` marks the session probe. */
export const silentAuth: ReportOptions = { silentAuth: true };

const progressLink = new ApolloLink((operation, forward) => {
  const done = startProgress();
  return forward(operation).pipe(finalize(done));
});

function graphqlErrorsOfBody(bodyText: string): { message: string; extensions?: Record<string, unknown> }[] {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === "object" && parsed !== null && "errors" in parsed && Array.isArray(parsed.errors)) {
      return parsed.errors as { message: string; extensions?: Record<string, unknown> }[];
    }
  } catch {
    // Not JSON: reported as a network error below.
  }
  return [];
}

const errorLink = new ErrorLink(({ error, operation }) => {
  const options = operation.getContext() as ReportOptions;
  if (CombinedGraphQLErrors.is(error)) {
    for (const item of error.errors) {
      reportApiError(apiErrorFromExtensions(item.extensions, item.message), options);
    }
    return;
  }
  if (ServerError.is(error)) {
    const errors = graphqlErrorsOfBody(error.bodyText);
    if (errors.length > 0) {
      for (const item of errors)
        reportApiError(apiErrorFromExtensions(item.extensions, item.message), options);
      return;
    }
  }
  reportNetworkError(error);
});

const httpLink = new HttpLink({
  uri: "/graphql",
  credentials: "same-origin",
  headers: { "apollo-require-preflight": "true" },
});

/** Whether the live socket is open: "idle" before any subscription, "down" while it reconnects. */
export type LiveSocketState = "idle" | "connecting" | "open" | "down";

let socketState: LiveSocketState = "idle";
const socketListeners = new Set<() => void>();
function setSocketState(state: LiveSocketState): void {
  if (state === socketState) return;
  socketState = state;
  for (const listener of socketListeners) listener();
}

/** The live socket's state, for useSyncExternalStore. */
export const liveSocket = {
  subscribe(listener: () => void): () => void {
    socketListeners.add(listener);
    return () => socketListeners.delete(listener);
  },
  state: (): LiveSocketState => socketState,
};

/** The subscription link, loaded with the first subscription (its chunk holds graphql-ws). */
let liveLink: Promise<ApolloLink> | null = null;
const wsLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((subscriber) => {
      let inner: Subscription | null = null;
      let closed = false;
      liveLink ??= import("./liveLink").then(({ createLiveLink }) =>
        createLiveLink((phase) => {
          if (phase === "connecting") setSocketState(socketState === "open" ? "down" : "connecting");
          else setSocketState(phase === "connected" ? "open" : "down");
        }),
      );
      liveLink.then(
        (link) => {
          if (!closed) inner = link.request(operation, forward).subscribe(subscriber);
        },
        (error: unknown) => subscriber.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);

const isSubscription = (operation: ApolloLink.Operation) =>
  operation.operationType === OperationTypeNode.SUBSCRIPTION;

export const apolloClient = new ApolloClient({
  // No progress bar for a subscription (it lasts as long as the screen) and no error toast: the screen
  // that subscribed falls back to polling and says so.
  link: ApolloLink.split(isSubscription, wsLink, ApolloLink.from([progressLink, errorLink, httpLink])),
  cache: new InMemoryCache({
    typePolicies: {
      // Session and log ids are per side: USER and SYSTEM rows may share a number.
      Session: { keyFields: ["side", "id"] },
      LoginLog: { keyFields: ["side", "id"] },
      ShowConfigWeb: { keyFields: [] },
      // A sequence record's `id` is the file's own (two files, or two records of one, may share it)
      // and each answer carries another slice of its sequence: never merged into one cache entry.
      SequenceRecord: { keyFields: false },
    },
  }),
  defaultOptions: {
    // Errors are shown by the error link; mutations answer `error` instead of rejecting.
    mutate: { errorPolicy: "all" },
  },
});
