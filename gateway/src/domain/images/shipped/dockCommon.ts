/**
 * What the docking image's modules (dock.ts) share: the pinned versions and citations their docs
 * name, and their common arguments (pH, random seed, the pocket box).
 */
import type { ModuleArg } from "../../../db/modules.js";

/** The Debian bookworm versions pinned in gateway/containers/dock/packages.txt. */
export const versions = {
  rdkit: "2022.09.3 (python3-rdkit 202209.3-1)",
  pdbfixer: "1.8.1 (python3-pdbfixer 1.8.1-2), OpenMM 7.7 (python3-simtk 7.7.0+dfsg-9+b1)",
  openbabel: "3.1.1 (openbabel 3.1.1+dfsg-9+b3)",
  vina: "1.2.3 (autodock-vina 1.2.3-2)",
} as const;

export const citations = {
  rdkit: "RDKit: Open-source cheminformatics, https://www.rdkit.org (G. Landrum et al.).",
  openbabel:
    "N. M. O'Boyle, M. Banck, C. A. James, C. Morley, T. Vandermeersch, G. R. Hutchison. Open Babel: An open chemical toolbox. J. Cheminform. 3, 33 (2011).",
  pdbfixer:
    "P. Eastman et al. OpenMM 7: Rapid development of high performance algorithms for molecular dynamics. PLoS Comput. Biol. 13, e1005659 (2017).",
  vina: [
    "J. Eberhardt, D. Santos-Martins, A. F. Tillack, S. Forli. AutoDock Vina 1.2.0: New Docking Methods, Expanded Force Field, and Python Bindings. J. Chem. Inf. Model. 61, 3891-3898 (2021).",
    "O. Trott, A. J. Olson. AutoDock Vina: improving the speed and accuracy of docking with a new scoring function, efficient optimization, and multithreading. J. Comput. Chem. 31, 455-461 (2010).",
  ],
} as const;

export const phArg: ModuleArg = {
  name: "ph",
  label: "pH",
  labelZh: "pH",
  format: "float",
  require: false,
  default: 7.4,
  help: "The pH at which hydrogens are added (0 to 14).",
  helpZh: "加氢所依据的 pH（0 至 14）。",
};

export function seedArg(help: string, helpZh: string): ModuleArg {
  return {
    name: "seed",
    label: "Random seed",
    labelZh: "随机种子",
    format: "int",
    require: false,
    default: 42,
    help,
    helpZh,
  };
}

const axes = ["x", "y", "z"] as const;

/** center_x..size_z: optional numbers (all six or none). */
export function boxArgs(category: string): ModuleArg[] {
  return [
    ...axes.map((axis): ModuleArg => ({
      name: `center_${axis}`,
      label: `Box centre ${axis} (Å)`,
      labelZh: `盒子中心 ${axis}（Å）`,
      format: "float",
      require: false,
      category,
      help: `The ${axis} coordinate of the box centre, in ångström. Give all of centre x/y/z and size x/y/z, or none.`,
      helpZh: `盒子中心的 ${axis} 坐标（埃）。中心 x/y/z 与尺寸 x/y/z 要么全给，要么都不给。`,
    })),
    ...axes.map((axis): ModuleArg => ({
      name: `size_${axis}`,
      label: `Box size ${axis} (Å)`,
      labelZh: `盒子尺寸 ${axis}（Å）`,
      format: "float",
      require: false,
      category,
      help: `The box's edge along ${axis}, in ångström (greater than 0).`,
      helpZh: `盒子沿 ${axis} 方向的边长（埃，大于 0）。`,
    })),
  ];
}
