/**
 * Which side a screen draws an entity for: the user's own (front end) or every user's (back office).
 * The gateway's `Side` (gateway/src/db/columns.ts) under the same two names; the GraphQL enum `Side`
 * (USER, SYSTEM) is the transport's spelling of it.
 */
export type ScreenSide = "user" | "sys";
