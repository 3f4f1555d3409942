/** Generated operations, hooks and types: the web imports API types only from here. */
export * from "./__generated__/operations";
