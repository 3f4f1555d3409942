/** The shipped Open Babel image (gateway/containers/openbabel) and its conversion module. */
import type { ModuleArg, ModuleMethod } from "../../../db/modules.js";
import type { ShippedImage } from "./types.js";

export const openBabelImageUid = "openbabel";

const moleculesArg: ModuleArg = {
  name: "molecules",
  label: "Molecules",
  labelZh: "分子",
  format: "file",
  fileFormats: ["sdf", "mol", "smi", "mol2", "pdb", "xyz"],
  require: true,
  category: "input",
  help: "A molecule file Open Babel reads by its extension: SDF (.sdf, .sd, .mol), SMILES (.smi, .smiles, .txt), MOL2, PDB or XYZ.",
  helpZh:
    "Open Babel 按扩展名读取的分子文件：SDF（.sdf、.sd、.mol）、SMILES（.smi、.smiles、.txt）、MOL2、PDB 或 XYZ。",
};

const conversionArgs: ModuleArg[] = [
  moleculesArg,
  {
    name: "gen3d",
    label: "Generate 3-D coordinates",
    labelZh: "生成三维坐标",
    format: "bool",
    require: false,
    default: false,
    help: "obabel --gen3d: build 3-D coordinates (needed from SMILES or 2-D input for PDB, MOL2 or XYZ).",
    helpZh: "obabel --gen3d：生成三维坐标（由 SMILES 或二维输入得到 PDB、MOL2、XYZ 时需要）。",
  },
  {
    name: "add_hydrogens",
    label: "Add hydrogens",
    labelZh: "加氢",
    format: "bool",
    require: false,
    default: false,
    help: "obabel -h: make hydrogens explicit.",
    helpZh: "obabel -h：添加显式氢原子。",
  },
];

const targets: readonly (readonly [string, string, string])[] = [
  ["sdf", "SDF", "SDF"],
  ["mol2", "MOL2 (Tripos)", "MOL2（Tripos）"],
  ["pdb", "PDB", "PDB"],
  ["xyz", "XYZ", "XYZ"],
  ["smi", "SMILES", "SMILES"],
];

export const openBabelMethods: ModuleMethod[] = targets.map(([format, label, labelZh]) => ({
  name: `to_${format}`,
  label: `To ${label}`,
  labelZh: `转为 ${labelZh}`,
  args: conversionArgs,
  outputs: [
    { name: `converted.${format}`, label: `Converted (${label})`, labelZh: `转换结果（${labelZh}）`, format },
  ],
}));

export const openBabelModuleKey = "openbabel/convert";

export const openBabelImage: ShippedImage = {
  uid: openBabelImageUid,
  name: "Open Babel 3.1 (Debian bookworm)",
  folder: "openbabel",
  scripts: ["crucible-obabel"],
  cpuCount: 1,
  memoryMb: 1024,
  modules: [
    {
      key: openBabelModuleKey,
      name: "Open Babel conversion",
      nameZh: "Open Babel 格式转换",
      summary:
        "Converts molecules between SDF, SMILES, MOL2, PDB and XYZ with Open Babel's obabel, optionally with 3-D coordinates; runs in a container.",
      summaryZh:
        "用 Open Babel 的 obabel 在 SDF、SMILES、MOL2、PDB 与 XYZ 之间转换分子，可生成三维坐标；在容器中运行。",
      docs: "# Open Babel conversion\n\nRuns `obabel <molecules> -o <format> -O outputs/converted.<format>` in the Open Babel 3.1 image (Debian bookworm, built with mmdebstrap), with `--gen3d` and `-h` when asked. The method names the output format. The input format comes from the file's extension. A run that converts no molecule fails.\n",
      docsZh:
        "# Open Babel 格式转换\n\n在 Open Babel 3.1 镜像（Debian bookworm，由 mmdebstrap 构建）中运行 `obabel <分子> -o <格式> -O outputs/converted.<格式>`，按需加 `--gen3d` 与 `-h`。方法决定输出格式，输入格式取自文件扩展名。一个分子也没转换时子任务失败。\n",
      command: ["/usr/local/bin/crucible-obabel", "{args.json}"],
      methods: openBabelMethods,
      timeoutSeconds: 600,
      successExitCode: 0,
      tokenPrice: 1,
    },
  ],
};
