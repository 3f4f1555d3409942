/** The system config, feature switches and key data (spec §6). */
import { registerConfigRoutes } from "../rest/config.js";
import { defineArea } from "./area.js";

export const configArea = defineArea({ name: "config", routes: registerConfigRoutes });
