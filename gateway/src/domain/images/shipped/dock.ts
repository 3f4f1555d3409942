/**
 * The shipped docking image (gateway/containers/dock, issue 25): ligand preparation (RDKit, Open Babel),
 * receptor preparation (PDBFixer, Open Babel), docking (AutoDock Vina), and the split and merge of a
 * virtual screen (its template: gateway/containers/dock/templates.json), each a module: dockPrep.ts,
 * dockVina.ts and dockScreen.ts, with what they share in dockCommon.ts.
 */
import { ligandPrepModule, receptorPrepModule } from "./dockPrep.js";
import { mergeModule, splitModule } from "./dockScreen.js";
import { vinaModule } from "./dockVina.js";
import type { ShippedImage } from "./types.js";

export const dockImageUid = "dock";

export const dockImage: ShippedImage = {
  uid: dockImageUid,
  name: "Docking: RDKit, PDBFixer, Open Babel, AutoDock Vina (Debian bookworm)",
  folder: "dock",
  scripts: [
    "crucible_dock.py",
    "crucible-ligand-prep",
    "crucible-receptor-prep",
    "crucible-vina",
    "crucible-split",
    "crucible-merge",
  ],
  cpuCount: 2,
  memoryMb: 4096,
  modules: [ligandPrepModule, receptorPrepModule, vinaModule, splitModule, mergeModule],
};
