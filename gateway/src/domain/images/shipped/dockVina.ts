/**
 * The docking image's docking module (dock.ts): an SDF of ligands docked into a receptor's box with
 * AutoDock Vina, poses as SDF sorted by score.
 */
import type { ModuleArg } from "../../../db/modules.js";
import type { ShippedModule } from "./types.js";
import { boxArgs, citations, seedArg, versions } from "./dockCommon.js";

export const vinaModuleKey = "dock/vina";

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

export const vinaModule: ShippedModule = {
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
};
