// Test module: never ends on its own.
import { setInterval } from "node:timers";

setInterval(() => {}, 1000);
