#!/usr/bin/env node
// The `crucible` bin: runs the TypeScript CLI (gateway/src/cli/crucible.ts) through tsx, in this
// process, as `npm run crucible` does. Installed by `npm ci` (node_modules/.bin/crucible) and by
// `npm link -w gateway` / `npm install -g ./gateway` (see docs/cli.md).
import { register } from "tsx/esm/api";

register();
await import("../src/cli/crucible.ts");
