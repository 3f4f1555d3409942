import type { Ctx } from "../domain/context.js";
import type { Loaders } from "./loaders.js";

/** The GraphQL context: the request's Ctx plus a fresh set of DataLoaders. */
export interface GraphContext extends Ctx {
  readonly loaders: Loaders;
}
