/** The system config, feature switches, key data and the image template libraries (spec §6, §7). */
import { configCalls } from "../rest/config.js";
import { defineArea } from "./area.js";

export const configArea = defineArea({ name: "config", calls: configCalls });
