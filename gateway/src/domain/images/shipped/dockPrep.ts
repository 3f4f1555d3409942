/**
 * The docking image's preparation modules (dock.ts): ligands to docking-ready 3-D conformers (RDKit,
 * Open Babel) and a receptor fixed and written as PDBQT with its pocket box (PDBFixer, Open Babel).
 */
import type { ModuleArg } from "../../../db/modules.js";
import type { ShippedModule } from "./types.js";
import { boxArgs, citations, phArg, seedArg, versions } from "./dockCommon.js";

export const ligandPrepModuleKey = "dock/ligand-prep";
export const receptorPrepModuleKey = "dock/receptor-prep";

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

export const ligandPrepModule: ShippedModule = {
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
      outputs: [{ name: "prepared.sdf", label: "Prepared ligands", labelZh: "准备好的配体", format: "sdf" }],
    },
  ],
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 1,
};

export const receptorPrepModule: ShippedModule = {
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
};
