import type { Ctx } from "../domain/context.js";
import type { EventBus } from "../domain/events.js";
import type { Loaders } from "./loaders.js";

/** The GraphQL context: the request's Ctx plus a fresh set of DataLoaders. */
export interface GraphContext extends Ctx {
  readonly loaders: Loaders;
  /** This process's live events (what subscriptions follow). */
  readonly events: EventBus;
  /**
   * Subscriptions only: a new set of DataLoaders before each event, so an event never answers what an
   * earlier one cached (a subscription's context lives as long as it does).
   */
  readonly renewLoaders?: () => void;
}
