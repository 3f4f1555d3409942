/**
 * @crucible/client: the typed client core the web, the crucible CLI and its MCP server share (issue
 * 27 item 3). Transport-neutral: no Node, no DOM; each client injects its transport and its errors.
 */
export * from "./errors.js";
export * from "./transport.js";
export * from "./envelope.js";
export * from "./graphql.js";
export * from "./upload.js";
