/**
 * The shipped docking image (gateway/containers/dock, issue 25): ligand preparation (RDKit, Open Babel),
 * receptor preparation (PDBFixer, Open Babel), docking (AutoDock Vina), and the split and merge of a
 * virtual screen (its template: gateway/containers/dock/templates.json), each a module.
 */
import type { ModuleArg } from "../../../db/schema.js";
import type { ShippedImage } from "./types.js";

export const dockImageUid = "dock";
export const ligandPrepModuleKey = "dock/ligand-prep";
export const receptorPrepModuleKey = "dock/receptor-prep";
export const vinaModuleKey = "dock/vina";
export const splitModuleKey = "dock/split";
export const mergeModuleKey = "dock/merge";
/** The most chunks dock/split writes and poses files dock/merge takes (the template limit is 20 tasks). */
export const maxScreenChunks = 16;

/** The Debian bookworm versions pinned in gateway/containers/dock/packages.txt. */
const versions = {
  rdkit: "2022.09.3 (python3-rdkit 202209.3-1)",
  pdbfixer: "1.8.1 (python3-pdbfixer 1.8.1-2), OpenMM 7.7 (python3-simtk 7.7.0+dfsg-9+b1)",
  openbabel: "3.1.1 (openbabel 3.1.1+dfsg-9+b3)",
  vina: "1.2.3 (autodock-vina 1.2.3-2)",
} as const;

const citations = {
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

const phArg: ModuleArg = {
  name: "ph",
  label: "pH",
  labelZh: "pH",
  format: "float",
  require: false,
  default: 7.4,
  help: "The pH at which hydrogens are added (0 to 14).",
  helpZh: "加氢所依据的 pH（0 至 14）。",
};

function seedArg(help: string, helpZh: string): ModuleArg {
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
function boxArgs(category: string): ModuleArg[] {
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

const ligandPrepArgs: ModuleArg[] = [
  {
    name: "molecules",
    label: "Molecules",
    labelZh: "分子",
    format: "file",
    fileFormats: ["sdf", "sd", "mol", "smi", "smiles", "txt"],
    require: true,
    category: "input",
    help: "An SDF (.sdf, .sd, .mol) or a SMILES file (.smi, .smiles, .txt: one molecule a line, the SMILES then its name).",
    helpZh:
      "SDF 文件（.sdf、.sd、.mol）或 SMILES 文件（.smi、.smiles、.txt：每行一个分子，先 SMILES 后名称）。",
  },
  {
    name: "num_conformers",
    label: "Conformers per molecule",
    labelZh: "每个分子的构象数",
    format: "int",
    require: false,
    default: 1,
    help: "How many ETKDG conformers to embed for each molecule (1 to 100); each is an SDF record.",
    helpZh: "每个分子用 ETKDG 生成的构象数（1 至 100）；每个构象一条 SDF 记录。",
  },
  seedArg(
    "ETKDG's random seed: the same seed gives the same coordinates.",
    "ETKDG 的随机种子：种子相同，坐标相同。",
  ),
  {
    name: "minimize",
    label: "MMFF94 minimisation",
    labelZh: "MMFF94 能量最小化",
    format: "bool",
    require: false,
    default: true,
    help: "Minimise each conformer with the MMFF94 force field (up to 2,000 steps).",
    helpZh: "用 MMFF94 力场对每个构象做能量最小化（最多 2000 步）。",
  },
  {
    name: "protonate",
    label: "Protonate at pH",
    labelZh: "按 pH 质子化",
    format: "bool",
    require: false,
    default: true,
    help: "Protonate each molecule with Open Babel (obabel -p) at the pH below before embedding. Off keeps the input's charges and hydrogens.",
    helpZh: "在生成构象前用 Open Babel（obabel -p）按下方 pH 质子化。关闭时保留输入的电荷与氢。",
  },
  { ...phArg, bindings: [{ arg: "protonate", values: [true] }] },
];

const receptorPrepArgs: ModuleArg[] = [
  {
    name: "receptor",
    label: "Receptor (PDB)",
    labelZh: "受体（PDB）",
    format: "file",
    fileFormats: ["pdb", "ent"],
    require: true,
    category: "input",
    help: "The protein structure, a PDB file.",
    helpZh: "蛋白结构，PDB 文件。",
  },
  {
    name: "reference_ligand",
    label: "Reference ligand (pocket)",
    labelZh: "参考配体（口袋）",
    format: "file",
    fileFormats: ["sdf", "sd", "mol", "mol2", "pdb", "pdbqt", "xyz"],
    require: false,
    category: "input",
    help: "A ligand in the pocket: the box is its heavy atoms' bounding box plus the padding. Wins over a given centre and size.",
    helpZh: "口袋中的配体：盒子为其重原子的外接盒加上边距。与给定的中心和尺寸同时存在时以它为准。",
  },
  {
    name: "padding",
    label: "Padding (Å)",
    labelZh: "边距（Å）",
    format: "float",
    require: false,
    default: 4,
    help: "Added on each side of the reference ligand's bounding box, in ångström (0 to 30).",
    helpZh: "在参考配体外接盒每一侧增加的距离（埃，0 至 30）。",
  },
  ...boxArgs("box"),
  phArg,
  {
    name: "remove_heterogens",
    label: "Remove heterogens",
    labelZh: "去除杂原子基团",
    format: "bool",
    require: false,
    default: true,
    help: "Remove ligands, ions and other non-standard groups (PDBFixer removeHeterogens).",
    helpZh: "去除配体、离子等非标准基团（PDBFixer removeHeterogens）。",
  },
  {
    name: "keep_water",
    label: "Keep water",
    labelZh: "保留水分子",
    format: "bool",
    require: false,
    default: false,
    help: "Keep water molecules when heterogens are removed.",
    helpZh: "去除杂原子基团时保留水分子。",
    bindings: [{ arg: "remove_heterogens", values: [true] }],
  },
  {
    name: "add_missing_residues",
    label: "Build missing residues",
    labelZh: "补全缺失残基",
    format: "bool",
    require: false,
    default: false,
    help: "Build residues missing inside a chain (from the SEQRES records); missing termini are never built.",
    helpZh: "补全链内部缺失的残基（依据 SEQRES 记录）；缺失的末端不补。",
  },
  seedArg("The seed PDBFixer uses to place missing atoms.", "PDBFixer 放置缺失原子时使用的随机种子。"),
];

const vinaArgs: ModuleArg[] = [
  {
    name: "receptor",
    label: "Receptor (PDBQT or PDB)",
    labelZh: "受体（PDBQT 或 PDB）",
    format: "file",
    fileFormats: ["pdbqt", "pdb", "ent"],
    require: true,
    category: "input",
    help: "receptor.pdbqt of the receptor preparation, or a PDB file (converted with obabel -xr).",
    helpZh: "受体准备得到的 receptor.pdbqt，或 PDB 文件（用 obabel -xr 转换）。",
  },
  {
    name: "ligands",
    label: "Ligands (SDF)",
    labelZh: "配体（SDF）",
    format: "file",
    fileFormats: ["sdf", "sd", "mol"],
    require: true,
    category: "input",
    help: "Ligands with 3-D coordinates and hydrogens, one SDF record each (prepared.sdf of the ligand preparation).",
    helpZh: "带三维坐标和氢的配体，每条 SDF 记录一个（配体准备得到的 prepared.sdf）。",
  },
  {
    name: "box",
    label: "Box (Vina configuration)",
    labelZh: "盒子（Vina 配置）",
    format: "file",
    fileFormats: ["txt", "conf", "cfg"],
    require: false,
    category: "input",
    help: "box.txt of the receptor preparation (center_x = ... lines). The centre and size below win when given.",
    helpZh: "受体准备得到的 box.txt（center_x = ... 格式）。若下方给出中心和尺寸，以下方为准。",
  },
  ...boxArgs("box"),
  {
    name: "exhaustiveness",
    label: "Exhaustiveness",
    labelZh: "搜索强度（exhaustiveness）",
    format: "int",
    require: false,
    default: 8,
    help: "Vina's search effort (1 to 64): the number of Monte Carlo runs; more is slower and more thorough.",
    helpZh: "Vina 的搜索强度（1 至 64）：蒙特卡洛搜索的次数；越大越慢、越充分。",
  },
  {
    name: "num_modes",
    label: "Poses per ligand",
    labelZh: "每个配体的构象数",
    format: "int",
    require: false,
    default: 9,
    help: "The most poses Vina writes for each ligand (1 to 50).",
    helpZh: "Vina 为每个配体输出的最多对接构象数（1 至 50）。",
  },
  {
    name: "energy_range",
    label: "Energy range (kcal/mol)",
    labelZh: "能量范围（kcal/mol）",
    format: "float",
    require: false,
    default: 3,
    help: "Poses at most this much worse than the best one are kept.",
    helpZh: "只保留与最佳构象得分相差不超过此值的构象。",
  },
  seedArg(
    "Vina's random seed: with the same seed and inputs, Vina 1.2.3 writes the same poses.",
    "Vina 的随机种子：种子与输入相同时，Vina 1.2.3 输出相同的构象。",
  ),
  {
    name: "cpu",
    label: "CPU threads",
    labelZh: "CPU 线程数",
    format: "int",
    require: false,
    default: 0,
    help: "Vina's --cpu; 0 uses the CPUs the task's container may use. The poses do not depend on it.",
    helpZh: "Vina 的 --cpu；0 表示使用子任务容器可用的 CPU 数。对接结果与它无关。",
  },
  {
    name: "add_hydrogens",
    label: "Add hydrogens",
    labelZh: "加氢",
    format: "bool",
    require: false,
    default: false,
    help: "obabel -h when converting each ligand to PDBQT: for ligands given without hydrogens.",
    helpZh: "把配体转为 PDBQT 时使用 obabel -h：用于不含氢的配体。",
  },
];

const ligandPrepDocs = `# Ligand preparation

Makes docking-ready 3-D ligands from an SDF or a SMILES file, in the docking image (Debian bookworm):

1. **RDKit** reads every molecule. One it cannot read is reported on the task's log (how many, and their names) and left out; a file with no usable molecule fails the task.
2. **Open Babel** protonates each molecule at the chosen pH (\`obabel -ismi -p <pH> -osmi\`; SMILES input as written, an SDF record as RDKit's isomeric SMILES). Off: the input's charges are kept.
3. **RDKit** adds hydrogens and embeds conformers with ETKDG (version 3, the given random seed, one thread), then minimises each with MMFF94 (up to 2,000 steps) when asked.

**Input**: \`molecules\`, SDF (.sdf, .sd, .mol) or SMILES (.smi, .smiles, .txt: the SMILES, then the name).

**Output**: \`prepared.sdf\`, one record per conformer with all hydrogens, the input's name as its title and the input's SDF fields; a \`conformer\` field numbers them when more than one is asked for. The same seed gives the same file, byte for byte.

**Versions**: RDKit ${versions.rdkit}; Open Babel ${versions.openbabel}.

**Cite**: ${citations.rdkit} ${citations.openbabel}
`;

const ligandPrepDocsZh = `# 配体准备

在对接镜像（Debian bookworm）中由 SDF 或 SMILES 文件生成可用于对接的三维配体：

1. **RDKit** 读取每个分子。无法读取的分子会在子任务日志中报告（数量与名称）并被跳过；没有可用分子时子任务失败。
2. **Open Babel** 按所选 pH 质子化每个分子（\`obabel -ismi -p <pH> -osmi\`；SMILES 输入按原样，SDF 记录先转为 RDKit 的同分异构 SMILES）。关闭时保留输入的电荷。
3. **RDKit** 加氢，用 ETKDG（第 3 版、给定随机种子、单线程）生成构象，并按需用 MMFF94 力场做能量最小化（最多 2000 步）。

**输入**：\`molecules\`，SDF（.sdf、.sd、.mol）或 SMILES（.smi、.smiles、.txt：先 SMILES 后名称）。

**输出**：\`prepared.sdf\`，每个构象一条记录，含全部氢原子，标题为输入的名称，并保留输入的 SDF 字段；要求多个构象时用 \`conformer\` 字段编号。相同种子得到逐字节相同的文件。

**版本**：RDKit ${versions.rdkit}；Open Babel ${versions.openbabel}。

**引用**：${citations.rdkit} ${citations.openbabel}
`;

const receptorPrepDocs = `# Receptor preparation

Prepares a protein for docking, in the docking image (Debian bookworm):

1. **PDBFixer** replaces non-standard residues, removes heterogens (ligands, ions; water unless kept) when asked, builds missing heavy atoms (and residues missing inside a chain when asked) and adds the hydrogens of the chosen pH.
2. **Open Babel** writes the rigid receptor PDBQT: \`obabel receptor.pdb -xr -O receptor.pdbqt\` (AutoDock atom types, non-polar hydrogens merged).
3. The **pocket box**: the bounding box of a reference ligand's heavy atoms plus the padding on each side, or the given centre and size. It is written as a Vina configuration file that the docking module takes. A box with no receptor atom inside fails the task; so does a receptor file without atoms.

**Inputs**: \`receptor\` (PDB); optionally \`reference_ligand\` (SDF, MOL2, PDB, PDBQT or XYZ) or the box's centre and size.

**Outputs**: \`receptor.pdb\` (fixed, with hydrogens), \`receptor.pdbqt\`, \`box.txt\` (\`center_x = ...\` to \`size_z = ...\`, when a box is given).

**Versions**: PDBFixer ${versions.pdbfixer}; Open Babel ${versions.openbabel}.

**Cite**: ${citations.pdbfixer} ${citations.openbabel}
`;

const receptorPrepDocsZh = `# 受体准备

在对接镜像（Debian bookworm）中准备用于对接的蛋白：

1. **PDBFixer** 替换非标准残基，按需去除杂原子基团（配体、离子；水分子可选择保留），补全缺失的重原子（按需补全链内部缺失的残基），并按所选 pH 加氢。
2. **Open Babel** 写出刚性受体 PDBQT：\`obabel receptor.pdb -xr -O receptor.pdbqt\`（AutoDock 原子类型，合并非极性氢）。
3. **口袋盒子**：参考配体重原子的外接盒每侧加上边距，或使用给定的中心与尺寸；写成对接模块可读取的 Vina 配置文件。盒子内没有任何受体原子时子任务失败；受体文件没有原子时同样失败。

**输入**：\`receptor\`（PDB）；可选 \`reference_ligand\`（SDF、MOL2、PDB、PDBQT 或 XYZ）或盒子的中心与尺寸。

**输出**：\`receptor.pdb\`（修复并加氢后）、\`receptor.pdbqt\`、\`box.txt\`（\`center_x = ...\` 至 \`size_z = ...\`，给出盒子时）。

**版本**：PDBFixer ${versions.pdbfixer}；Open Babel ${versions.openbabel}。

**引用**：${citations.pdbfixer} ${citations.openbabel}
`;

const vinaDocs = `# Docking (AutoDock Vina)

Docks every ligand of an SDF file into a receptor's box with AutoDock Vina, in the docking image (Debian bookworm):

1. each record, as it is in the file: \`obabel ligandN.sdf -O ligandN.pdbqt\` (Open Babel's rotatable bonds and AutoDock atom types);
2. \`vina --receptor <receptor> --batch ligand1.pdbqt ligand2.pdbqt ... --dir out --center_x ... --size_z ... --exhaustiveness <E> --num_modes <N> --energy_range <D> --seed <S> --cpu <C>\`, up to 500 ligands a run. Vina computes the receptor's grid maps once per run rather than once per ligand, and docks each ligand as \`--ligand ligandN.pdbqt\` would, with the same seed: the same poses, byte for byte. Vina stops a run at a ligand it cannot take; that one is docked on its own (\`vina --ligand ... --out ...\`, which fails it with Vina's reason) and the ligands after it go on in a new run;
3. the poses are read back with one Open Babel run for up to 500 ligands (\`obabel -ipdbqt ligand1_out.pdbqt ligand2_out.pdbqt ... -osdf\`, checked against each ligand's pose count and name, else one run per ligand), and RDKit gives them the input's bond orders and charges, heavy atoms in the input's order.

A ligand that fails (RDKit cannot read it, it has no 3-D coordinates, Open Babel or Vina fails) is reported on the task's log and the others go on; the task fails when none docks. Before docking, a receptor without atoms or a box that holds no receptor atom (outside the protein) fails the task. With the same inputs and seed, Vina 1.2.3 writes the same poses, byte for byte, whatever the number of CPUs. An empty ligand file (an empty chunk of dock/split) docks nothing: the task ends well with empty outputs and a note.

**Inputs**: \`receptor\` (PDBQT, or PDB converted with \`obabel -xr\`); \`ligands\` (SDF with 3-D coordinates and hydrogens, such as \`prepared.sdf\` of the ligand preparation); the box: \`box.txt\` of the receptor preparation, or its centre and size.

**Outputs**: \`poses.sdf\`, every pose of every ligand sorted by score (best first), each with the fields \`ligand\` (the name), \`vina_score\` (kcal/mol, as Vina wrote it), \`rank\` (1 = the best pose of the file), \`pose\` (Vina's mode number for its ligand), \`rmsd_lb\` and \`rmsd_ub\` (Å from that ligand's best pose), then the input record's own fields; \`poses.pdbqt\`, Vina's output for every ligand, in input order.

**Versions**: AutoDock Vina ${versions.vina}; Open Babel ${versions.openbabel}; RDKit ${versions.rdkit}.

**Cite**: ${citations.vina.join(" ")} ${citations.openbabel}
`;

const vinaDocsZh = `# 分子对接（AutoDock Vina）

在对接镜像（Debian bookworm）中用 AutoDock Vina 把 SDF 文件中的每个配体对接到受体的盒子中：

1. 对每条记录（按原样）：\`obabel ligandN.sdf -O ligandN.pdbqt\`（Open Babel 判定可旋转键与 AutoDock 原子类型）；
2. \`vina --receptor <受体> --batch ligand1.pdbqt ligand2.pdbqt ... --dir out --center_x ... --size_z ... --exhaustiveness <E> --num_modes <N> --energy_range <D> --seed <S> --cpu <C>\`，每次运行最多 500 个配体。Vina 每次运行只计算一次受体格点，而不是每个配体一次；每个配体的对接与 \`--ligand ligandN.pdbqt\` 相同、种子相同，构象逐字节相同。Vina 遇到无法处理的配体时停止本次运行：该配体单独对接（\`vina --ligand ... --out ...\`，以 Vina 给出的原因失败），其后的配体在新的一次运行中继续；
3. 读回对接构象：每次 Open Babel 运行最多读 500 个配体（\`obabel -ipdbqt ligand1_out.pdbqt ligand2_out.pdbqt ... -osdf\`，按每个配体的构象数与名称核对，不符时逐个配体读取），由 RDKit 赋予输入分子的键级与电荷，重原子顺序与输入一致。

某个配体失败（RDKit 无法读取、没有三维坐标、Open Babel 或 Vina 出错）时在子任务日志中报告并继续其余配体；全部失败时子任务失败。对接前，受体没有原子或盒子内没有任何受体原子（位于蛋白之外）时子任务失败。输入与种子相同时，Vina 1.2.3 输出逐字节相同的构象，与 CPU 数无关。空的配体文件（dock/split 的空分块）不做对接：子任务正常结束，输出为空文件并附说明。

**输入**：\`receptor\`（PDBQT，或用 \`obabel -xr\` 转换的 PDB）；\`ligands\`（带三维坐标和氢的 SDF，例如配体准备得到的 \`prepared.sdf\`）；盒子：受体准备得到的 \`box.txt\`，或其中心与尺寸。

**输出**：\`poses.sdf\`，所有配体的全部构象按得分排序（最好的在前），每条带字段 \`ligand\`（名称）、\`vina_score\`（kcal/mol，Vina 原值）、\`rank\`（1 为全文件最佳）、\`pose\`（该配体的 Vina 构象序号）、\`rmsd_lb\` 与 \`rmsd_ub\`（与该配体最佳构象的距离，Å），其后是输入记录自身的字段；\`poses.pdbqt\`，Vina 对每个配体的原始输出，按输入顺序。

**版本**：AutoDock Vina ${versions.vina}；Open Babel ${versions.openbabel}；RDKit ${versions.rdkit}。

**引用**：${citations.vina.join(" ")} ${citations.openbabel}
`;

const splitArgs: ModuleArg[] = [
  {
    name: "molecules",
    label: "Molecules (SDF)",
    labelZh: "分子（SDF）",
    format: "file",
    fileFormats: ["sdf", "sd", "mol"],
    require: true,
    category: "input",
    help: "The SDF file to split, such as prepared.sdf of the ligand preparation.",
    helpZh: "要拆分的 SDF 文件，例如配体准备得到的 prepared.sdf。",
  },
  {
    name: "chunks",
    label: "Chunks",
    labelZh: "分块数",
    format: "int",
    require: false,
    default: 4,
    help: `How many chunk files to write (1 to ${maxScreenChunks}): chunk_1.sdf to chunk_N.sdf.`,
    helpZh: `写出的分块文件数（1 至 ${maxScreenChunks}）：chunk_1.sdf 至 chunk_N.sdf。`,
  },
  {
    name: "mode",
    label: "Distribution",
    labelZh: "分配方式",
    format: "choice",
    require: false,
    default: "round-robin",
    choices: [
      { value: "round-robin", label: "Round-robin", labelZh: "轮流分配" },
      { value: "contiguous", label: "Contiguous", labelZh: "连续分段" },
    ],
    help: "Round-robin: record i goes to chunk (i mod N) + 1, which evens out a file sorted by size. Contiguous: chunk 1 takes the first records, and so on.",
    helpZh:
      "轮流分配：第 i 条记录进入第 (i mod N) + 1 块，可均衡按大小排序的文件。连续分段：第 1 块取最前面的记录，依此类推。",
  },
];

const mergeArgs: ModuleArg[] = [
  ...Array.from({ length: maxScreenChunks }, (_, index): ModuleArg => ({
    name: `poses_${index + 1}`,
    label: `Poses ${index + 1} (SDF)`,
    labelZh: `对接构象 ${index + 1}（SDF）`,
    format: "file",
    fileFormats: ["sdf", "sd"],
    require: false,
    category: "input",
    help: "poses.sdf of a dock/vina task (an empty file adds nothing).",
    helpZh: "某个 dock/vina 子任务的 poses.sdf（空文件不计）。",
  })),
  {
    name: "receptor",
    label: "Receptor (PDB)",
    labelZh: "受体（PDB）",
    format: "file",
    fileFormats: ["pdb", "ent"],
    require: false,
    category: "input",
    help: "The receptor the poses were docked into (receptor.pdb of the receptor preparation): copied to the output receptor.pdb, so that the viewer shows the poses over it.",
    helpZh:
      "对接所用的受体（受体准备得到的 receptor.pdb）：复制为输出 receptor.pdb，以便查看器在受体上显示构象。",
  },
  {
    name: "keep",
    label: "Poses kept",
    labelZh: "保留的构象",
    format: "choice",
    require: false,
    default: "best",
    choices: [
      { value: "best", label: "The best pose of each ligand", labelZh: "每个配体的最佳构象" },
      { value: "all", label: "Every pose", labelZh: "全部构象" },
    ],
    help: "best: one pose per ligand (its best score); all: every pose of every ligand.",
    helpZh: "best：每个配体一个构象（得分最好的）；all：每个配体的全部构象。",
  },
  {
    name: "score_threshold",
    label: "Score threshold (kcal/mol)",
    labelZh: "得分阈值（kcal/mol）",
    format: "float",
    require: false,
    help: "Keeps only the poses scoring at most this (lower is better), e.g. -7. Empty keeps every score.",
    helpZh: "只保留得分不高于此值的构象（越低越好），例如 -7。留空则不按得分过滤。",
  },
];

const splitDocs = `# Split an SDF into chunks

Splits an SDF file into N chunk files, so that N docking tasks run side by side (the virtual-screening template docks 4 chunks at once). Plain Python in the docking image: no chemistry is done, the records are copied whole, as text.

- **round-robin** (default): record *i* goes to chunk (*i* mod N) + 1.
- **contiguous**: chunk 1 takes the first records, chunk 2 the next, and so on; sizes differ by one at most.

Every record keeps its title, its molfile and all its data fields; each chunk keeps the input's order. Every chunk file is written: with fewer records than chunks, the last ones are empty (dock/vina docks nothing in an empty chunk and ends well). A file with no SDF record fails the task.

**Inputs**: \`molecules\` (SDF), \`chunks\` (1 to ${maxScreenChunks}, default 4), \`mode\`.

**Outputs**: \`chunk_1.sdf\` to \`chunk_N.sdf\` (all ${maxScreenChunks} are declared; the first N are written). In contiguous mode the chunks put end to end are the input, byte for byte (an input with LF line ends and a final \`$$$$\` line).
`;

const splitDocsZh = `# 拆分 SDF

把一个 SDF 文件拆成 N 个分块文件，使 N 个对接子任务可以并行（虚拟筛选模板同时对接 4 块）。在对接镜像中用 Python 实现：不做化学处理，记录按文本整体复制。

- **轮流分配**（默认）：第 *i* 条记录进入第 (*i* mod N) + 1 块。
- **连续分段**：第 1 块取最前面的记录，第 2 块取其后的记录，依此类推；各块大小最多相差 1。

每条记录保留其标题、分子块与全部数据字段；每块内保持输入顺序。所有分块文件都会写出：记录数少于分块数时，最后几块为空（dock/vina 对空分块不做对接并正常结束）。没有任何 SDF 记录的文件会使子任务失败。

**输入**：\`molecules\`（SDF）、\`chunks\`（1 至 ${maxScreenChunks}，默认 4）、\`mode\`。

**输出**：\`chunk_1.sdf\` 至 \`chunk_N.sdf\`（声明了全部 ${maxScreenChunks} 个，写出前 N 个）。连续分段时，各块首尾相接即为输入文件，逐字节相同（输入为 LF 换行且以 \`$$$$\` 行结尾时）。
`;

const mergeDocs = `# Merge and rank docking results

Merges the \`poses.sdf\` files of several dock/vina tasks (\`poses_1\` to \`poses_${maxScreenChunks}\`, the chunks of a virtual screen) into one ranked SDF. Plain Python in the docking image:

1. every record of every file is read as text; each must carry dock/vina's \`vina_score\` field (a record without it fails the task); empty files (empty chunks) add nothing;
2. **keep = best** (default) keeps the best-scoring pose of each ligand (by its \`ligand\` field: the conformers of one molecule count as one ligand); **keep = all** keeps every pose;
3. a **score threshold**, when given, keeps the poses scoring at most that many kcal/mol;
4. the poses are sorted by \`vina_score\` (then ligand name, pose number, file, record) and the \`rank\` field is rewritten 1 to n. The molfile and the other fields (\`ligand\`, \`vina_score\`, \`pose\`, \`rmsd_lb\`, \`rmsd_ub\` and the input's own) are copied as they are.

Given no poses file, the task fails; files that hold no pose (or none within the threshold) give an empty \`ranked.sdf\` and a note.

**Inputs**: \`poses_1\` ... \`poses_${maxScreenChunks}\` (SDF, optional each, at least one); \`receptor\` (PDB, optional); \`keep\`; \`score_threshold\`.

**Outputs**: \`ranked.sdf\`, the kept poses best first, with their rank; \`receptor.pdb\`, the receptor given, copied, so that the result's viewer shows the poses over it.
`;

const mergeDocsZh = `# 合并并排序对接结果

把多个 dock/vina 子任务的 \`poses.sdf\`（\`poses_1\` 至 \`poses_${maxScreenChunks}\`，即虚拟筛选的各个分块）合并为一个排好序的 SDF。在对接镜像中用 Python 实现：

1. 按文本读取每个文件的每条记录；每条都须带 dock/vina 的 \`vina_score\` 字段（缺少时子任务失败）；空文件（空分块）不计；
2. **keep = best**（默认）保留每个配体得分最好的构象（按 \`ligand\` 字段：同一分子的多个构象算作一个配体）；**keep = all** 保留全部构象；
3. 给出**得分阈值**时，只保留得分不高于该值（kcal/mol）的构象；
4. 按 \`vina_score\` 排序（其次为配体名、构象序号、文件、记录），并把 \`rank\` 字段改写为 1 至 n。分子块与其他字段（\`ligand\`、\`vina_score\`、\`pose\`、\`rmsd_lb\`、\`rmsd_ub\` 及输入自带的字段）原样复制。

未给出任何构象文件时子任务失败；文件中没有构象（或没有满足阈值的构象）时，输出空的 \`ranked.sdf\` 并附说明。

**输入**：\`poses_1\` ... \`poses_${maxScreenChunks}\`（SDF，均可选，至少一个）；\`receptor\`（PDB，可选）；\`keep\`；\`score_threshold\`。

**输出**：\`ranked.sdf\`，保留的构象按得分从好到差排列并带排名；\`receptor.pdb\`，所给受体的副本，供结果查看器在受体上显示构象。
`;

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
  modules: [
    {
      key: ligandPrepModuleKey,
      name: "Ligand preparation (RDKit, Open Babel)",
      nameZh: "配体准备（RDKit、Open Babel）",
      summary:
        "3-D conformers (RDKit ETKDG) with MMFF94 minimisation and Open Babel protonation at a chosen pH, from SDF or SMILES to SDF.",
      summaryZh:
        "由 SDF 或 SMILES 生成三维构象（RDKit ETKDG），MMFF94 能量最小化，并用 Open Babel 按所选 pH 质子化，输出 SDF。",
      docs: ligandPrepDocs,
      docsZh: ligandPrepDocsZh,
      command: ["/usr/local/bin/crucible-ligand-prep", "{args.json}"],
      methods: [
        {
          name: "prepare",
          label: "Prepare ligands",
          labelZh: "准备配体",
          args: ligandPrepArgs,
          outputs: [
            { name: "prepared.sdf", label: "Prepared ligands", labelZh: "准备好的配体", format: "sdf" },
          ],
        },
      ],
      timeoutSeconds: 3600,
      successExitCode: 0,
      tokenPrice: 1,
    },
    {
      key: receptorPrepModuleKey,
      name: "Receptor preparation (PDBFixer, Open Babel)",
      nameZh: "受体准备（PDBFixer、Open Babel）",
      summary:
        "Fixes a protein with PDBFixer (missing atoms, hydrogens at a pH, heterogens), writes its PDBQT with Open Babel and the pocket box for Vina.",
      summaryZh:
        "用 PDBFixer 修复蛋白（缺失原子、按 pH 加氢、去除杂原子基团），用 Open Babel 写出 PDBQT，并给出 Vina 的口袋盒子。",
      docs: receptorPrepDocs,
      docsZh: receptorPrepDocsZh,
      command: ["/usr/local/bin/crucible-receptor-prep", "{args.json}"],
      methods: [
        {
          name: "prepare",
          label: "Prepare the receptor",
          labelZh: "准备受体",
          args: receptorPrepArgs,
          outputs: [
            { name: "receptor.pdbqt", label: "Receptor (PDBQT)", labelZh: "受体（PDBQT）", format: "pdbqt" },
            {
              name: "receptor.pdb",
              label: "Fixed receptor (PDB)",
              labelZh: "修复后的受体（PDB）",
              format: "pdb",
            },
            {
              name: "box.txt",
              label: "Box (Vina configuration)",
              labelZh: "盒子（Vina 配置）",
              format: "txt",
            },
          ],
        },
      ],
      timeoutSeconds: 1800,
      successExitCode: 0,
      tokenPrice: 1,
    },
    {
      key: vinaModuleKey,
      name: "Docking (AutoDock Vina)",
      nameZh: "分子对接（AutoDock Vina）",
      summary:
        "Docks an SDF of ligands into a receptor's box with AutoDock Vina 1.2.3: poses as SDF, sorted by score, with the ligand's name, score and rank as fields.",
      summaryZh:
        "用 AutoDock Vina 1.2.3 把 SDF 中的配体对接到受体的盒子中：构象以 SDF 输出，按得分排序，带配体名称、得分与排名字段。",
      docs: vinaDocs,
      docsZh: vinaDocsZh,
      command: ["/usr/local/bin/crucible-vina", "{args.json}"],
      methods: [
        {
          name: "dock",
          label: "Dock",
          labelZh: "对接",
          args: vinaArgs,
          outputs: [
            { name: "poses.sdf", label: "Poses (SDF)", labelZh: "对接构象（SDF）", format: "sdf" },
            {
              name: "poses.pdbqt",
              label: "Vina output (PDBQT)",
              labelZh: "Vina 输出（PDBQT）",
              format: "pdbqt",
            },
          ],
        },
      ],
      timeoutSeconds: 21600,
      successExitCode: 0,
      tokenPrice: 2,
    },
    {
      key: splitModuleKey,
      name: "Split an SDF into chunks",
      nameZh: "拆分 SDF",
      summary:
        "Splits an SDF file into N chunks (round-robin or contiguous, records whole with their fields) for parallel docking.",
      summaryZh: "把 SDF 文件拆成 N 块（轮流分配或连续分段，记录及其字段完整保留），用于并行对接。",
      docs: splitDocs,
      docsZh: splitDocsZh,
      command: ["/usr/local/bin/crucible-split", "{args.json}"],
      methods: [
        {
          name: "split",
          label: "Split",
          labelZh: "拆分",
          args: splitArgs,
          outputs: Array.from({ length: maxScreenChunks }, (_, index) => ({
            name: `chunk_${index + 1}.sdf`,
            label: `Chunk ${index + 1}`,
            labelZh: `第 ${index + 1} 块`,
            format: "sdf",
          })),
        },
      ],
      timeoutSeconds: 600,
      successExitCode: 0,
      tokenPrice: 1,
    },
    {
      key: mergeModuleKey,
      name: "Merge and rank docking results",
      nameZh: "合并并排序对接结果",
      summary:
        "Merges the poses of several dock/vina tasks, keeps the best pose per ligand (or all), filters by score and ranks them by Vina score.",
      summaryZh:
        "合并多个 dock/vina 子任务的对接构象，保留每个配体的最佳构象（或全部），按得分过滤并按 Vina 得分排名。",
      docs: mergeDocs,
      docsZh: mergeDocsZh,
      command: ["/usr/local/bin/crucible-merge", "{args.json}"],
      methods: [
        {
          name: "merge",
          label: "Merge and rank",
          labelZh: "合并并排序",
          args: mergeArgs,
          outputs: [
            {
              name: "ranked.sdf",
              label: "Ranked poses (SDF)",
              labelZh: "排序后的构象（SDF）",
              format: "sdf",
            },
            { name: "receptor.pdb", label: "Receptor (PDB)", labelZh: "受体（PDB）", format: "pdb" },
          ],
        },
      ],
      timeoutSeconds: 600,
      successExitCode: 0,
      tokenPrice: 1,
    },
  ],
};
