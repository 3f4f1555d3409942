/**
 * The docking image's virtual-screen modules (dock.ts; their template: gateway/containers/dock/templates.json):
 * an SDF split into chunks for parallel docking, and the poses of the chunks merged and ranked.
 */
import type { ModuleArg } from "../../../db/modules.js";
import type { ShippedModule } from "./types.js";

export const splitModuleKey = "dock/split";
export const mergeModuleKey = "dock/merge";
/** The most chunks dock/split writes and poses files dock/merge takes (the template limit is 20 tasks). */
export const maxScreenChunks = 16;

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

export const splitModule: ShippedModule = {
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
};

export const mergeModule: ShippedModule = {
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
};
