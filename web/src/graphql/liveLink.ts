/**
 * The WebSocket link of subscriptions (graphql-ws), a chunk of its own: client.ts loads it with the
 * first subscription, so pages without live updates (the public home) do not download it.
 */
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

export type SocketPhase = "connecting" | "connected" | "closed";

/** The gateway closes the socket of a session that ended or was revoked with this code. */
export const forbiddenCloseCode = 4403;

/**
 * Whether a dropped socket is opened again: yes after a drop, a restart or "try again later"; not after
 * the gateway said the session is gone (4403), where reconnecting would be refused again and again. The
 * next subscription, after the user signs in again, opens a new socket (the client is lazy).
 */
export function shouldReconnect(closeEventOrError: unknown): boolean {
  const code =
    typeof closeEventOrError === "object" && closeEventOrError !== null && "code" in closeEventOrError
      ? closeEventOrError.code
      : undefined;
  return code !== forbiddenCloseCode;
}

export function createLiveLink(onPhase: (phase: SocketPhase) => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: () => `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/graphql`,
      // Opened by the first subscription, closed a little after the last one ends.
      lazy: true,
      lazyCloseTimeout: 3000,
      // A dropped socket (a gateway restart, a network change) is opened again, waiting up to 30 s.
      retryAttempts: Infinity,
      shouldRetry: shouldReconnect,
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
