/**
 * The shipped RDKit image (gateway/containers/rdkit) and its search and triage modules (issue 25):
 * similarity search, substructure search, drug-likeness and structural-alert filters, Butina
 * clustering. One script, crucible-rdkit-triage, runs them; its first argument names the module.
 */
import type { ModuleArg, ModuleMethod, ModuleOutput } from "../../../db/modules.js";
import type { ShippedImage, ShippedModule } from "./types.js";

export const rdkitImageUid = "rdkit";

/** The RDKit of the image: Debian bookworm's python3-rdkit (gateway/containers/rdkit/packages.txt). */
export const rdkitVersion = "2022.09.3";
const rdkitPackage = "python3-rdkit 202209.3-1";

export const rdkitModuleKeys = {
  similarity: "rdkit/similarity",
  substructure: "rdkit/substructure",
  filters: "rdkit/filters",
  cluster: "rdkit/cluster",
} as const;

const script = "crucible-rdkit-triage";

const moleculesArg: ModuleArg = {
  name: "molecules",
  label: "Molecules",
  labelZh: "分子数据集",
  format: "file",
  fileFormats: ["sdf", "sd", "mol", "smi", "smiles", "txt"],
  require: true,
  category: "input",
  help: "The data set: an SDF (.sdf, .sd, .mol) or a SMILES file (.smi, .smiles, .txt: one molecule a line, SMILES then its name, separated by a tab or spaces). Records RDKit cannot read are skipped and listed in the task's output; a file with none it can read fails.",
  helpZh:
    "数据集：SDF（.sdf、.sd、.mol）或 SMILES 文件（.smi、.smiles、.txt：每行一个分子，SMILES 后跟名称，以制表符或空格分隔）。RDKit 无法读取的记录会被跳过并列在子任务输出中；一条也读不出的文件使子任务失败。",
};

function fingerprintArgs(): ModuleArg[] {
  return [
    {
      name: "radius",
      label: "Morgan radius",
      labelZh: "Morgan 半径",
      format: "int",
      require: false,
      default: 2,
      category: "fingerprint",
      hideInPrimary: true,
      help: "Radius of the Morgan (circular) fingerprint, 0 to 6: 2 is comparable to ECFP4, 3 to ECFP6.",
      helpZh: "Morgan（环形）指纹的半径，0 到 6：2 相当于 ECFP4，3 相当于 ECFP6。",
    },
    {
      name: "bits",
      label: "Fingerprint bits",
      labelZh: "指纹位数",
      format: "int",
      require: false,
      default: 2048,
      category: "fingerprint",
      hideInPrimary: true,
      help: "Length of the folded bit vector, 64 to 16384.",
      helpZh: "折叠位向量的长度，64 到 16384。",
    },
  ];
}

const similarityArgs: ModuleArg[] = [
  moleculesArg,
  {
    name: "query_source",
    label: "Query from",
    labelZh: "查询分子来源",
    format: "choice",
    require: true,
    default: "smiles",
    category: "query",
    choices: [
      { value: "smiles", label: "A SMILES", labelZh: "SMILES 字符串" },
      { value: "file", label: "A molecule file", labelZh: "分子文件" },
    ],
    help: "Give the query as a SMILES string or as a molecule file (its first molecule is the query).",
    helpZh: "以 SMILES 字符串或分子文件给出查询分子（取文件中的第一个分子）。",
  },
  {
    name: "query_smiles",
    label: "Query SMILES",
    labelZh: "查询 SMILES",
    format: "string",
    require: true,
    category: "query",
    bindings: [{ arg: "query_source", values: ["smiles"] }],
    help: "The query molecule as SMILES, for example Nc1nc(OCC2CCCCC2)c2nc[nH]c2n1. An invalid SMILES fails the task.",
    helpZh: "查询分子的 SMILES，例如 Nc1nc(OCC2CCCCC2)c2nc[nH]c2n1。无效的 SMILES 使子任务失败。",
  },
  {
    name: "query_file",
    label: "Query molecule file",
    labelZh: "查询分子文件",
    format: "file",
    fileFormats: ["sdf", "sd", "mol", "smi", "smiles", "txt"],
    require: true,
    category: "query",
    bindings: [{ arg: "query_source", values: ["file"] }],
    help: "An SDF, MOL or SMILES file; its first molecule RDKit can read is the query.",
    helpZh: "SDF、MOL 或 SMILES 文件；其中 RDKit 能读取的第一个分子作为查询分子。",
  },
  {
    name: "threshold",
    label: "Similarity threshold",
    labelZh: "相似度阈值",
    format: "float",
    require: false,
    default: 0.5,
    category: "search",
    help: "Keep molecules whose Tanimoto similarity to the query is at least this value (0 to 1).",
    helpZh: "保留与查询分子 Tanimoto 相似度不低于此值（0 到 1）的分子。",
  },
  {
    name: "top_n",
    label: "Top N",
    labelZh: "前 N 个",
    format: "int",
    require: false,
    default: 0,
    category: "search",
    help: "Keep at most this many hits, the most similar first; 0 keeps every hit above the threshold.",
    helpZh: "最多保留这么多命中（相似度最高者优先）；0 表示保留阈值以上的全部命中。",
  },
  ...fingerprintArgs(),
  {
    name: "chirality",
    label: "Use chirality",
    labelZh: "考虑手性",
    format: "bool",
    require: false,
    default: false,
    category: "fingerprint",
    hideInPrimary: true,
    help: "Include chirality in the Morgan atom invariants (useChirality), so that stereoisomers differ.",
    helpZh: "在 Morgan 原子不变量中包含手性（useChirality），使立体异构体可区分。",
  },
];

const substructureArgs: ModuleArg[] = [
  moleculesArg,
  {
    name: "smarts",
    label: "SMARTS pattern",
    labelZh: "SMARTS 模式",
    format: "string",
    require: true,
    category: "search",
    help: "The substructure as SMARTS, for example c1ncnc2[nH]cnc12 (purine) or [CX3](=O)[OX2H1] (carboxylic acid). Matched against molecules without explicit hydrogens. An invalid SMARTS fails the task with the parser's reason.",
    helpZh:
      "以 SMARTS 表示的子结构，例如 c1ncnc2[nH]cnc12（嘌呤）或 [CX3](=O)[OX2H1]（羧酸）。与去除显式氢后的分子匹配。无效的 SMARTS 使子任务失败并给出解析器的原因。",
  },
  {
    name: "chirality",
    label: "Use chirality",
    labelZh: "考虑手性",
    format: "bool",
    require: false,
    default: false,
    category: "search",
    hideInPrimary: true,
    help: "Match the pattern's chirality too (useChirality).",
    helpZh: "同时匹配模式中的手性（useChirality）。",
  },
];

const ruleChoices = [
  { value: "lipinski", label: "Lipinski (rule of five)", labelZh: "Lipinski（五规则）" },
  { value: "veber", label: "Veber (oral bioavailability)", labelZh: "Veber（口服生物利用度）" },
  { value: "pains", label: "PAINS (assay interference)", labelZh: "PAINS（干扰检测的结构）" },
  { value: "brenk", label: "Brenk (unwanted groups)", labelZh: "Brenk（不良基团）" },
];

const filterArgs: ModuleArg[] = [
  moleculesArg,
  {
    name: "rules",
    label: "Rules",
    labelZh: "规则",
    format: "multiple_choice",
    require: true,
    default: ruleChoices.map((c) => c.value),
    choices: ruleChoices,
    category: "filters",
    help: "The rules a molecule must pass: Lipinski's rule of five, Veber's rule, and the PAINS and Brenk structural alerts of RDKit's FilterCatalog.",
    helpZh:
      "分子须通过的规则：Lipinski 五规则、Veber 规则，以及 RDKit FilterCatalog 中的 PAINS 与 Brenk 结构警报。",
  },
  {
    name: "lipinski_allow_one",
    label: "Allow one Lipinski violation",
    labelZh: "允许违反一条 Lipinski 规则",
    format: "bool",
    require: false,
    default: true,
    category: "filters",
    bindings: [{ arg: "rules", values: ["lipinski"] }],
    help: "Lipinski's paper flags poor absorption when more than one criterion is broken: on (the default) passes a molecule with one violation, off rejects any violation.",
    helpZh:
      "Lipinski 的论文认为违反一条以上标准时吸收较差：开启（默认）时违反一条仍通过，关闭时违反任何一条即被拒绝。",
  },
];

const clusterArgs: ModuleArg[] = [
  moleculesArg,
  {
    name: "cutoff",
    label: "Distance cutoff",
    labelZh: "距离阈值",
    format: "float",
    require: false,
    default: 0.6,
    category: "clustering",
    help: "Butina's threshold on the Tanimoto distance (1 - similarity), 0 to 1: molecules within it of a centroid join its cluster. Smaller values make tighter, more numerous clusters.",
    helpZh:
      "Butina 算法的 Tanimoto 距离（1 - 相似度）阈值，0 到 1：与聚类中心距离不超过此值的分子归入该类。值越小，类越紧密、越多。",
  },
  ...fingerprintArgs(),
];

function output(name: string, label: string, labelZh: string): ModuleOutput {
  return { name, label, labelZh, format: name.slice(name.lastIndexOf(".") + 1) };
}

function singleMethod(
  name: string,
  label: string,
  labelZh: string,
  args: ModuleArg[],
  outputs: ModuleOutput[],
) {
  const single: ModuleMethod = { name, label, labelZh, args, outputs };
  return [single];
}

const citationRdkit =
  "RDKit: Open-source cheminformatics, https://www.rdkit.org (G. Landrum et al.), version " +
  `${rdkitVersion} (Debian bookworm package ${rdkitPackage}).`;

const inputNoteEn =
  "Input: an SDF or a SMILES file. Each output record is its input record unchanged (molblock, title and data fields; line endings made LF) with this module's fields added after its own; a record read from SMILES becomes a molblock with 2-D coordinates and a SMILES field. Records RDKit cannot read are skipped and listed in the task's output; a file with none it can read, an empty file or a bad argument fails the task with the reason on its last line of stderr.";
const inputNoteZh =
  "输入：SDF 或 SMILES 文件。每条输出记录即其输入记录原样（分子块、标题与数据字段；换行统一为 LF），并在其后追加本模块的字段；由 SMILES 读取的记录转为带二维坐标的分子块，并带 SMILES 字段。RDKit 无法读取的记录会被跳过并列在子任务输出中；一条也读不出的文件、空文件或错误的参数使子任务失败，原因写在 stderr 的最后一行。";

function docs(title: string, body: string, outputs: string, citations: string): string {
  return `# ${title}\n\n${body}\n\n## Inputs\n\n${inputNoteEn}\n\n## Outputs\n\n${outputs}\n\n## Citation\n\n${citations}\n`;
}

function docsZh(title: string, body: string, outputs: string, citations: string): string {
  return `# ${title}\n\n${body}\n\n## 输入\n\n${inputNoteZh}\n\n## 输出\n\n${outputs}\n\n## 引用\n\n${citations}\n`;
}

const similarityModule: ShippedModule = {
  key: rdkitModuleKeys.similarity,
  name: "RDKit similarity search",
  nameZh: "RDKit 相似性搜索",
  summary:
    "Ranks a data set by Tanimoto similarity of Morgan fingerprints to a query molecule, with a threshold and a top N; hits as SDF with their similarity.",
  summaryZh:
    "按 Morgan 指纹的 Tanimoto 相似度对数据集相对查询分子排序，可设阈值与前 N 个；命中结果为带相似度的 SDF。",
  docs: docs(
    "RDKit similarity search",
    "Computes the Morgan fingerprint (`GetMorganFingerprintAsBitVect`, radius and bit count as given, 2 and 2048 by default) of the query and of every molecule of the data set, and their Tanimoto similarity (`BulkTanimotoSimilarity`). Molecules at or above the threshold are hits, most similar first (ties keep the data set's order), cut to the top N when N is above 0. The query is a SMILES or the first molecule of a query file.",
    "- `hits.sdf`: the hits, sorted by similarity, each with the fields `similarity` (Tanimoto, 6 decimals) and `similarity_rank` (1 is the most similar).\n- `hits.csv`: rank, record (place in the data set, from 1), name, similarity and canonical SMILES of each hit.",
    `${citationRdkit}\n\nMorgan fingerprints: D. Rogers, M. Hahn, Extended-connectivity fingerprints, J. Chem. Inf. Model. 50 (2010) 742-754.`,
  ),
  docsZh: docsZh(
    "RDKit 相似性搜索",
    "计算查询分子与数据集中每个分子的 Morgan 指纹（`GetMorganFingerprintAsBitVect`，半径与位数按参数，默认 2 与 2048）及其 Tanimoto 相似度（`BulkTanimotoSimilarity`）。相似度不低于阈值的分子为命中，按相似度从高到低排列（相同时保持数据集顺序），N 大于 0 时只保留前 N 个。查询分子为一个 SMILES，或查询文件中的第一个分子。",
    "- `hits.sdf`：按相似度排序的命中分子，每条带字段 `similarity`（Tanimoto，6 位小数）与 `similarity_rank`（1 为最相似）。\n- `hits.csv`：每个命中的名次、记录号（在数据集中的位置，从 1 起）、名称、相似度与规范 SMILES。",
    `${citationRdkit}\n\nMorgan 指纹：D. Rogers, M. Hahn, Extended-connectivity fingerprints, J. Chem. Inf. Model. 50 (2010) 742-754.`,
  ),
  command: [`/usr/local/bin/${script}`, "similarity", "{args.json}"],
  methods: singleMethod("search", "Similarity search", "相似性搜索", similarityArgs, [
    output("hits.sdf", "Hits (SDF)", "命中分子（SDF）"),
    output("hits.csv", "Hits (table)", "命中列表（表格）"),
  ]),
  timeoutSeconds: 1800,
  successExitCode: 0,
  tokenPrice: 1,
  tags: ["RDKit", "similarity", "screening"],
};

const substructureModule: ShippedModule = {
  key: rdkitModuleKeys.substructure,
  name: "RDKit substructure search",
  nameZh: "RDKit 子结构搜索",
  summary:
    "Keeps the molecules of a data set that contain a SMARTS pattern, with the number of matches of each; an invalid SMARTS fails with the parser's reason.",
  summaryZh:
    "保留数据集中含有某 SMARTS 模式的分子，并给出每个分子的匹配数；无效的 SMARTS 使子任务失败并给出解析器的原因。",
  docs: docs(
    "RDKit substructure search",
    "Parses the SMARTS with `Chem.MolFromSmarts` (an invalid pattern fails the task, naming RDKit's parse error) and keeps each molecule of the data set with at least one match (`GetSubstructMatches`, unique matches, chirality when asked). Molecules are matched as RDKit reads them, without explicit hydrogens.",
    "- `matches.sdf`: the matching molecules in the data set's order, each with the field `substructure_matches` (the number of unique matches, at most 10000).\n- `summary.csv`: the SMARTS, the number of records, of unreadable records, of molecules read and of matches. The count is also the task's note.",
    `${citationRdkit}\n\nSMARTS: Daylight Chemical Information Systems, SMARTS - A Language for Describing Molecular Patterns.`,
  ),
  docsZh: docsZh(
    "RDKit 子结构搜索",
    "用 `Chem.MolFromSmarts` 解析 SMARTS（无效的模式使子任务失败，并给出 RDKit 的解析错误），保留数据集中至少匹配一次的分子（`GetSubstructMatches`，去重匹配，按需考虑手性）。分子按 RDKit 读取的形式（无显式氢）匹配。",
    "- `matches.sdf`：按数据集顺序排列的匹配分子，每条带字段 `substructure_matches`（去重后的匹配数，最多 10000）。\n- `summary.csv`：SMARTS、记录数、无法读取的记录数、读取的分子数与匹配数。匹配数也作为子任务的备注。",
    `${citationRdkit}\n\nSMARTS：Daylight Chemical Information Systems, SMARTS - A Language for Describing Molecular Patterns.`,
  ),
  command: [`/usr/local/bin/${script}`, "substructure", "{args.json}"],
  methods: singleMethod("search", "Substructure search", "子结构搜索", substructureArgs, [
    output("matches.sdf", "Matches (SDF)", "匹配分子（SDF）"),
    output("summary.csv", "Count (table)", "计数（表格）"),
  ]),
  timeoutSeconds: 1800,
  successExitCode: 0,
  tokenPrice: 1,
  tags: ["RDKit", "substructure", "SMARTS", "screening"],
};

const filtersModule: ShippedModule = {
  key: rdkitModuleKeys.filters,
  name: "RDKit drug-likeness and alert filters",
  nameZh: "RDKit 类药性与结构警报过滤",
  summary:
    "Splits a data set into passed and rejected molecules by Lipinski's rule of five, Veber's rule and the PAINS and Brenk alerts of RDKit's FilterCatalog, naming the rules each failed.",
  summaryZh:
    "按 Lipinski 五规则、Veber 规则及 RDKit FilterCatalog 的 PAINS 与 Brenk 警报，将数据集分为通过与拒绝两部分，并注明每个分子未通过的规则。",
  docs: docs(
    "RDKit drug-likeness and alert filters",
    "Checks each molecule against the chosen rules:\n\n- **Lipinski** (rule of five, as in the 1997 paper): molecular weight (`Descriptors.MolWt`) at most 500, Crippen logP (`Crippen.MolLogP`) at most 5, at most 5 hydrogen-bond donors counted as OH + NH (`Lipinski.NHOHCount`) and at most 10 acceptors counted as N + O (`Lipinski.NOCount`). One violation is allowed unless the option is off.\n- **Veber**: at most 10 rotatable bonds (`CalcNumRotatableBonds`) and a topological polar surface area (`CalcTPSA`) of at most 140 Å².\n- **PAINS**: no match in RDKit's PAINS catalogue (families A, B and C, 480 substructures).\n- **Brenk**: no match in RDKit's Brenk catalogue of unwanted, reactive or toxic groups.\n\nA molecule that fails no chosen rule passes; records RDKit cannot read are rejected as `unreadable`.",
    "- `passed.sdf` and `rejected.sdf`: the molecules in the data set's order. Rejected ones carry `failed_rules` (for example `Lipinski, PAINS`; `unreadable` with `rdkit_error` for a record RDKit cannot read). Each carries the values of the chosen rules: `MW`, `LogP`, `HBD`, `HBA`, `Lipinski_violations` and `Lipinski_violated`; `RotatableBonds`, `TPSA` and `Veber_violated`; `PAINS` and `Brenk` with the names of the alerts matched.\n- `summary.csv`: for each rule the molecules checked, passed and failed, then the unreadable records and the total.",
    `${citationRdkit}\n\nC. A. Lipinski, F. Lombardo, B. W. Dominy, P. J. Feeney, Experimental and computational approaches to estimate solubility and permeability in drug discovery and development settings, Adv. Drug Deliv. Rev. 23 (1997) 3-25.\n\nD. F. Veber, S. R. Johnson, H.-Y. Cheng, B. R. Smith, K. W. Ward, K. D. Kopple, Molecular properties that influence the oral bioavailability of drug candidates, J. Med. Chem. 45 (2002) 2615-2623.\n\nJ. B. Baell, G. A. Holloway, New substructure filters for removal of pan assay interference compounds (PAINS) from screening libraries and for their exclusion in bioassays, J. Med. Chem. 53 (2010) 2719-2740.\n\nR. Brenk et al., Lessons learnt from assembling screening libraries for drug discovery for neglected diseases, ChemMedChem 3 (2008) 435-444.`,
  ),
  docsZh: docsZh(
    "RDKit 类药性与结构警报过滤",
    "按所选规则检查每个分子：\n\n- **Lipinski**（五规则，按 1997 年论文）：分子量（`Descriptors.MolWt`）不超过 500，Crippen logP（`Crippen.MolLogP`）不超过 5，氢键供体（按 OH + NH 计，`Lipinski.NHOHCount`）不超过 5，氢键受体（按 N + O 计，`Lipinski.NOCount`）不超过 10。除非关闭该选项，允许违反一条。\n- **Veber**：可旋转键（`CalcNumRotatableBonds`）不超过 10，拓扑极性表面积（`CalcTPSA`）不超过 140 Å²。\n- **PAINS**：不匹配 RDKit 的 PAINS 目录（A、B、C 三族，共 480 个子结构）。\n- **Brenk**：不匹配 RDKit 的 Brenk 目录（不良、活泼或有毒基团）。\n\n未违反任何所选规则的分子通过；RDKit 无法读取的记录以 `unreadable` 拒绝。",
    "- `passed.sdf` 与 `rejected.sdf`：按数据集顺序排列的分子。被拒绝的分子带 `failed_rules`（例如 `Lipinski, PAINS`；无法读取的记录为 `unreadable` 并带 `rdkit_error`）。每个分子带所选规则的数值：`MW`、`LogP`、`HBD`、`HBA`、`Lipinski_violations` 与 `Lipinski_violated`；`RotatableBonds`、`TPSA` 与 `Veber_violated`；`PAINS` 与 `Brenk` 为所匹配警报的名称。\n- `summary.csv`：每条规则检查、通过与未通过的分子数，随后是无法读取的记录数与总计。",
    `${citationRdkit}\n\nC. A. Lipinski, F. Lombardo, B. W. Dominy, P. J. Feeney, Adv. Drug Deliv. Rev. 23 (1997) 3-25.\n\nD. F. Veber et al., J. Med. Chem. 45 (2002) 2615-2623.\n\nJ. B. Baell, G. A. Holloway, J. Med. Chem. 53 (2010) 2719-2740（PAINS）。\n\nR. Brenk et al., ChemMedChem 3 (2008) 435-444。`,
  ),
  command: [`/usr/local/bin/${script}`, "filters", "{args.json}"],
  methods: singleMethod("filter", "Filter", "过滤", filterArgs, [
    output("passed.sdf", "Passed (SDF)", "通过的分子（SDF）"),
    output("rejected.sdf", "Rejected (SDF)", "被拒绝的分子（SDF）"),
    output("summary.csv", "Counts per rule", "各规则计数"),
  ]),
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 1,
  tags: ["RDKit", "filters", "PAINS", "drug-likeness"],
};

const clusterModule: ShippedModule = {
  key: rdkitModuleKeys.cluster,
  name: "RDKit Butina clustering",
  nameZh: "RDKit Butina 聚类",
  summary:
    "Clusters a data set (up to 10,000 molecules) with Butina's algorithm on Morgan fingerprints and a Tanimoto distance cutoff; each molecule gets its cluster, the cluster's size and a centroid flag.",
  summaryZh:
    "基于 Morgan 指纹与 Tanimoto 距离阈值，用 Butina 算法对数据集（至多 10,000 个分子）聚类；每个分子带所属类、类大小与中心标记。",
  docs: docs(
    "RDKit Butina clustering",
    "Computes Morgan fingerprints (radius and bits as given), the Tanimoto distances (1 - similarity) between every pair, and clusters them with `rdkit.ML.Cluster.Butina.ClusterData` at the cutoff: the molecule with the most neighbours within the cutoff becomes a centroid and takes its neighbours, and so on until every molecule is in a cluster. Clusters are numbered from 1, largest first. The pairwise distances are held in memory: at most 10,000 molecules per task.",
    "- `clustered.sdf`: every molecule, cluster by cluster (centroid first, then the members in the data set's order), with `cluster_id`, `cluster_size`, `cluster_centroid` (1 for the centroid, else 0) and `centroid_similarity` (Tanimoto to the centroid).\n- `clusters.csv`: per cluster its id, size, the centroid's record (place in the data set, from 1) and name, and its members' records.",
    `${citationRdkit}\n\nD. Butina, Unsupervised data base clustering based on Daylight's fingerprint and Tanimoto similarity: a fast and automated way to cluster small and large data sets, J. Chem. Inf. Comput. Sci. 39 (1999) 747-750.`,
  ),
  docsZh: docsZh(
    "RDKit Butina 聚类",
    "计算 Morgan 指纹（半径与位数按参数）及每对分子间的 Tanimoto 距离（1 - 相似度），再用 `rdkit.ML.Cluster.Butina.ClusterData` 按阈值聚类：阈值内邻居最多的分子成为中心并带走其邻居，如此直到每个分子都归入一类。类从 1 起编号，大类在前。两两距离保存在内存中：每个子任务至多 10,000 个分子。",
    "- `clustered.sdf`：全部分子，逐类排列（中心在前，其余成员按数据集顺序），带 `cluster_id`、`cluster_size`、`cluster_centroid`（中心为 1，否则为 0）与 `centroid_similarity`（与中心的 Tanimoto 相似度）。\n- `clusters.csv`：每类的编号、大小、中心的记录号（在数据集中的位置，从 1 起）与名称，以及成员的记录号。",
    `${citationRdkit}\n\nD. Butina, J. Chem. Inf. Comput. Sci. 39 (1999) 747-750.`,
  ),
  command: [`/usr/local/bin/${script}`, "cluster", "{args.json}"],
  methods: singleMethod("cluster", "Butina clustering", "Butina 聚类", clusterArgs, [
    output("clustered.sdf", "Clustered molecules (SDF)", "聚类后的分子（SDF）"),
    output("clusters.csv", "Clusters (table)", "聚类列表（表格）"),
  ]),
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 2,
  tags: ["RDKit", "clustering", "diversity"],
};

export const rdkitImage: ShippedImage = {
  uid: rdkitImageUid,
  name: `RDKit ${rdkitVersion} search and triage (Debian bookworm)`,
  folder: "rdkit",
  scripts: [script],
  cpuCount: 1,
  memoryMb: 4096,
  modules: [similarityModule, substructureModule, filtersModule, clusterModule],
};
