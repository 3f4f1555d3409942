/**
 * The WebSocket link of subscriptions (graphql-ws), a chunk of its own: client.ts loads it with the
 * first subscription, so pages without live updates (the public home) do not download it.
 */
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

export type SocketPhase = "connecting" | "connected" | "closed";

export function createLiveLink(onPhase: (phase: SocketPhase) => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: () => `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/graphql`,
      // Opened by the first subscription, closed a little after the last one ends.
      lazy: true,
      lazyCloseTimeout: 3000,
      // A dropped socket (a gateway restart, a network change) is opened again, waiting up to 30 s.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async (retries) =>
        new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, 500 * 2 ** retries) * (0.5 + Math.random())),
        ),
      on: {
        connecting: () => onPhase("connecting"),
        connected: () => onPhase("connected"),
        closed: () => onPhase("closed"),
      },
    }),
  );
}
