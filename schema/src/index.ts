export * from "./constants.js";
export * from "./errors.js";
export * from "./permissions.js";
export * from "./rules.js";
export * from "./navigator.js";
export * from "./args.js";
export * from "./feedback.js";
export * from "./rest.js";
