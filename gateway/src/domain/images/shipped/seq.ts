/**
 * The shipped sequence image (gateway/containers/seq: NCBI BLAST+, MAFFT and HMMER from Debian
 * bookworm) and its three modules: BLAST against a database made from the user's FASTA, a MAFFT
 * multiple alignment, and an HMMER profile search (issue 25, sequences).
 */
import type { ModuleArg, ModuleMethod } from "../../../db/modules.js";
import type { ShippedImage, ShippedModule } from "./types.js";

export const seqImageUid = "seq";
export const blastModuleKey = "seq/blast";
export const mafftModuleKey = "seq/mafft";
export const hmmsearchModuleKey = "seq/hmmsearch";

/** The versions of gateway/containers/seq/packages.txt, as the docs name them. */
const versions = { blast: "2.12.0", mafft: "7.505", hmmer: "3.3.2" } as const;

const fastaFormats = ["fasta", "fa", "faa", "fna", "fas", "fsa", "txt"];

/** A required FASTA file argument (an input). */
function fastaArg(
  name: string,
  label: readonly [string, string],
  help: readonly [string, string],
): ModuleArg {
  return {
    name,
    label: label[0],
    labelZh: label[1],
    format: "file",
    fileFormats: fastaFormats,
    require: true,
    category: "input",
    help: help[0],
    helpZh: help[1],
  };
}

function evalueArg(fallback: number): ModuleArg {
  return {
    name: "evalue",
    label: "E-value threshold",
    labelZh: "E 值阈值",
    format: "float",
    require: false,
    default: fallback,
    help: "Reports only hits whose expectation value is at most this.",
    helpZh: "只报告期望值（E 值）不大于此值的命中。",
  };
}

const blastArgs: ModuleArg[] = [
  fastaArg(
    "query",
    ["Query sequences", "查询序列"],
    [
      "A FASTA file of one or more protein or nucleotide sequences to search for.",
      "一个 FASTA 文件，含一条或多条要检索的蛋白质或核酸序列。",
    ],
  ),
  fastaArg(
    "database",
    ["Database sequences", "数据库序列"],
    [
      "A FASTA file of the sequences to search in, of the query's type; makeblastdb makes the BLAST database of it.",
      "要在其中检索的序列 FASTA 文件，类型须与查询序列相同；makeblastdb 据此建立 BLAST 数据库。",
    ],
  ),
  evalueArg(10),
  {
    name: "max_target_seqs",
    label: "Maximum target sequences",
    labelZh: "最多目标序列数",
    format: "int",
    require: false,
    default: 50,
    help: "BLAST's -max_target_seqs: how many database sequences are kept per query.",
    helpZh: "BLAST 的 -max_target_seqs：每条查询序列最多保留的数据库序列数。",
  },
  {
    name: "top_hits",
    label: "Top hits as FASTA",
    labelZh: "输出为 FASTA 的最佳命中数",
    format: "int",
    require: false,
    default: 10,
    help: "How many of the best distinct hits hits.fasta holds after the query (0: the query alone), ready for an alignment.",
    helpZh: "hits.fasta 中在查询序列之后收录的最佳不同命中数（0：只有查询序列），可直接用于多序列比对。",
  },
];

const blastOutputs = [
  { name: "hits.tsv", label: "Hits (table)", labelZh: "命中（表格）", format: "tsv" },
  { name: "alignments.txt", label: "Pairwise alignments", labelZh: "两两比对", format: "txt" },
  {
    name: "hits.fasta",
    label: "Query and top hits (FASTA)",
    labelZh: "查询序列与最佳命中（FASTA）",
    format: "fasta",
  },
];

export const blastMethods: ModuleMethod[] = [
  {
    name: "auto",
    label: "By the sequences",
    labelZh: "按序列类型",
    summary: "blastp for protein sequences, blastn for nucleotide sequences.",
    summaryZh: "蛋白质序列用 blastp，核酸序列用 blastn。",
    args: blastArgs,
    outputs: blastOutputs,
  },
  {
    name: "blastp",
    label: "blastp (protein)",
    labelZh: "blastp（蛋白质）",
    summary: "Protein query against a protein database.",
    summaryZh: "蛋白质查询序列检索蛋白质数据库。",
    args: blastArgs,
    outputs: blastOutputs,
  },
  {
    name: "blastn",
    label: "blastn (nucleotide)",
    labelZh: "blastn（核酸）",
    summary: "Nucleotide query against a nucleotide database.",
    summaryZh: "核酸查询序列检索核酸数据库。",
    args: blastArgs,
    outputs: blastOutputs,
  },
];

const blastModule: ShippedModule = {
  key: blastModuleKey,
  name: "BLAST search",
  nameZh: "BLAST 序列检索",
  summary: `Searches query sequences against a database made from your FASTA with NCBI BLAST+ ${versions.blast} (blastp or blastn); hits as a table and pairwise alignments.`,
  summaryZh: `用 NCBI BLAST+ ${versions.blast}（blastp 或 blastn）在由您的 FASTA 建立的数据库中检索查询序列；输出命中表格与两两比对。`,
  docs: `# BLAST search

Finds the sequences of a database that resemble each query sequence, with NCBI BLAST+ ${versions.blast} (Debian package ncbi-blast+ 2.12.0+ds-3+b1) in the sequence image.

## Inputs
- **Query sequences**: a FASTA file of protein or nucleotide sequences.
- **Database sequences**: a FASTA file of the same type. \`makeblastdb -dbtype prot\` (or \`nucl\`) makes a BLAST database of it, titled with the file's name.
- **E-value threshold** (\`-evalue\`, default 10) and **maximum target sequences** (\`-max_target_seqs\`, default 50).
- **Top hits as FASTA** (default 10): how many hits \`hits.fasta\` holds.
- **Method**: \`auto\` runs blastp for protein sequences and blastn for nucleotide ones (a sequence is nucleotide when at least 90% of its letters are A, C, G, T, U or N); \`blastp\` and \`blastn\` ask for one.

## Outputs
- **hits.tsv**: the tabular output (\`-outfmt "6 qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore"\`) under a header line naming those columns.
- **alignments.txt**: the pairwise report (\`-outfmt 0\`).
- **hits.fasta**: the query's records, then the database records of the best distinct hits (the first *top hits* subjects of \`hits.tsv\`, best first; a hit with one of the query's own ids is left out, being the query). A hit's record is the first database record whose header's first word is its \`sseqid\`. MAFFT aligns it as it is: the sequence-homology template does.

An empty FASTA, a file that is no FASTA, or a query whose type differs from the database's (a protein query against a nucleotide database) fails the task with the reason.

## Citation
Camacho C, Coulouris G, Avagyan V, Ma N, Papadopoulos J, Bealer K, Madden TL. BLAST+: architecture and applications. *BMC Bioinformatics* 10:421 (2009). doi:10.1186/1471-2105-10-421
`,
  docsZh: `# BLAST 序列检索

用序列镜像中的 NCBI BLAST+ ${versions.blast}（Debian 软件包 ncbi-blast+ 2.12.0+ds-3+b1）找出数据库中与每条查询序列相似的序列。

## 输入
- **查询序列**：蛋白质或核酸序列的 FASTA 文件。
- **数据库序列**：同类型序列的 FASTA 文件。\`makeblastdb -dbtype prot\`（或 \`nucl\`）据此建立 BLAST 数据库，标题为文件名。
- **E 值阈值**（\`-evalue\`，默认 10）与**最多目标序列数**（\`-max_target_seqs\`，默认 50）。
- **输出为 FASTA 的最佳命中数**（默认 10）：\`hits.fasta\` 收录的命中数。
- **方法**：\`auto\` 对蛋白质序列运行 blastp、对核酸序列运行 blastn（字母中至少 90% 为 A、C、G、T、U 或 N 的序列视为核酸）；\`blastp\` 与 \`blastn\` 指定其一。

## 输出
- **hits.tsv**：表格输出（\`-outfmt "6 qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore"\`），首行为这些列名。
- **alignments.txt**：两两比对报告（\`-outfmt 0\`）。
- **hits.fasta**：查询序列的记录，其后是最佳不同命中在数据库中的记录（\`hits.tsv\` 中前若干个目标序列，最好的在前；与查询序列同名的命中即查询本身，不重复收录）。命中的记录取数据库中标题首词等于其 \`sseqid\` 的第一条。MAFFT 可直接比对它：序列同源性模板即如此。

空的 FASTA、不是 FASTA 的文件，或查询序列与数据库类型不同（如蛋白质查询检索核酸数据库）时，子任务失败并给出原因。

## 引用
Camacho C, Coulouris G, Avagyan V, Ma N, Papadopoulos J, Bealer K, Madden TL. BLAST+: architecture and applications. *BMC Bioinformatics* 10:421 (2009). doi:10.1186/1471-2105-10-421
`,
  command: ["/usr/local/bin/crucible-blast", "{args.json}"],
  methods: blastMethods,
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 2,
};

const mafftModule: ShippedModule = {
  key: mafftModuleKey,
  name: "MAFFT alignment",
  nameZh: "MAFFT 多序列比对",
  summary: `Aligns two or more protein or nucleotide sequences with MAFFT ${versions.mafft} (auto, L-INS-i or FFT-NS-2); the alignment as FASTA.`,
  summaryZh: `用 MAFFT ${versions.mafft}（auto、L-INS-i 或 FFT-NS-2）比对两条或更多蛋白质或核酸序列；输出 FASTA 格式的比对。`,
  docs: `# MAFFT alignment

A multiple sequence alignment with MAFFT ${versions.mafft} (Debian package mafft 7.505-1) in the sequence image, on one thread.

## Inputs
- **Sequences**: a FASTA file of at least 2 protein or nucleotide sequences.
- **Strategy**: \`auto\` (\`mafft --auto\`: MAFFT picks one by the data's size), \`linsi\` (L-INS-i, \`--localpair --maxiterate 1000\`: accurate, for up to about 200 sequences) or \`fftns2\` (FFT-NS-2, \`--retree 2 --maxiterate 0\`: fast, for large sets).

## Outputs
- **aligned.fasta**: the aligned sequences (gaps as \`-\`) in FASTA, which the sequence viewer weSeq shows.

An empty FASTA, a file that is no FASTA, or a single sequence fails the task with the reason.

## Citation
Katoh K, Standley DM. MAFFT multiple sequence alignment software version 7: improvements in performance and usability. *Molecular Biology and Evolution* 30(4):772-780 (2013). doi:10.1093/molbev/mst010
`,
  docsZh: `# MAFFT 多序列比对

用序列镜像中的 MAFFT ${versions.mafft}（Debian 软件包 mafft 7.505-1）单线程进行多序列比对。

## 输入
- **序列**：至少含 2 条蛋白质或核酸序列的 FASTA 文件。
- **策略**：\`auto\`（\`mafft --auto\`：MAFFT 按数据规模自选）、\`linsi\`（L-INS-i，\`--localpair --maxiterate 1000\`：精确，适合约 200 条以内）或 \`fftns2\`（FFT-NS-2，\`--retree 2 --maxiterate 0\`：快速，适合大数据集）。

## 输出
- **aligned.fasta**：FASTA 格式的比对结果（空位为 \`-\`），可在序列查看器 weSeq 中查看。

空的 FASTA、不是 FASTA 的文件或只有一条序列时，子任务失败并给出原因。

## 引用
Katoh K, Standley DM. MAFFT multiple sequence alignment software version 7: improvements in performance and usability. *Molecular Biology and Evolution* 30(4):772-780 (2013). doi:10.1093/molbev/mst010
`,
  command: ["/usr/local/bin/crucible-mafft", "{args.json}"],
  args: [
    fastaArg(
      "sequences",
      ["Sequences", "序列"],
      [
        "A FASTA file of at least 2 protein or nucleotide sequences.",
        "至少含 2 条蛋白质或核酸序列的 FASTA 文件。",
      ],
    ),
    {
      name: "strategy",
      label: "Strategy",
      labelZh: "策略",
      format: "choice",
      require: false,
      default: "auto",
      choices: [
        { value: "auto", label: "Auto (by the data's size)", labelZh: "自动（按数据规模）" },
        { value: "linsi", label: "L-INS-i (accurate)", labelZh: "L-INS-i（精确）" },
        { value: "fftns2", label: "FFT-NS-2 (fast)", labelZh: "FFT-NS-2（快速）" },
      ],
      help: "MAFFT's alignment strategy: L-INS-i is the most accurate for up to about 200 sequences, FFT-NS-2 the fastest.",
      helpZh: "MAFFT 的比对策略：L-INS-i 对约 200 条以内的序列最精确，FFT-NS-2 最快。",
    },
  ],
  outputs: [
    { name: "aligned.fasta", label: "Alignment (FASTA)", labelZh: "比对结果（FASTA）", format: "fasta" },
  ],
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 2,
};

const hmmsearchModule: ShippedModule = {
  key: hmmsearchModuleKey,
  name: "HMMER profile search",
  nameZh: "HMMER 轮廓检索",
  summary: `Searches sequences with a profile HMM using HMMER ${versions.hmmer} hmmsearch; the profile is an .hmm file or built with hmmbuild from an alignment.`,
  summaryZh: `用 HMMER ${versions.hmmer} 的 hmmsearch 以轮廓隐马尔可夫模型检索序列；轮廓为 .hmm 文件，或由 hmmbuild 从比对构建。`,
  docs: `# HMMER profile search

Finds the sequences that match a profile hidden Markov model, with hmmsearch of HMMER ${versions.hmmer} (Debian package hmmer 3.3.2+dfsg-1) in the sequence image, on one thread.

## Inputs
- **Profile**: an HMMER3 profile (\`.hmm\`, from hmmbuild or Pfam), or a multiple alignment (aligned FASTA, e.g. MAFFT's aligned.fasta, or Stockholm) of which \`hmmbuild\` makes the profile first.
- **Sequences**: a FASTA file of the protein (or nucleotide, for a nucleotide profile) sequences to search.
- **E-value threshold** (\`-E\`, default 10): the per-sequence reporting threshold.

## Outputs
- **hits.tblout**: hmmsearch's per-sequence table (\`--tblout\`).
- **hits.csv**: the same table as CSV, one row per sequence, with a header.
- **report.txt**: the full report, with the domain alignments (\`-o\`).
- **profile.hmm**: the profile hmmbuild made, when an alignment was given.

An empty FASTA, a file that is no FASTA, or a profile that is neither an HMM nor an alignment fails the task with the reason.

## Citation
Eddy SR. Accelerated profile HMM searches. *PLoS Computational Biology* 7(10):e1002195 (2011). doi:10.1371/journal.pcbi.1002195
`,
  docsZh: `# HMMER 轮廓检索

用序列镜像中 HMMER ${versions.hmmer}（Debian 软件包 hmmer 3.3.2+dfsg-1）的 hmmsearch 单线程找出与轮廓隐马尔可夫模型匹配的序列。

## 输入
- **轮廓**：HMMER3 轮廓（\`.hmm\`，来自 hmmbuild 或 Pfam），或多序列比对（比对后的 FASTA，如 MAFFT 的 aligned.fasta，或 Stockholm），由 \`hmmbuild\` 先据此构建轮廓。
- **序列**：要检索的蛋白质（核酸轮廓则为核酸）序列的 FASTA 文件。
- **E 值阈值**（\`-E\`，默认 10）：按序列报告的阈值。

## 输出
- **hits.tblout**：hmmsearch 的按序列表格（\`--tblout\`）。
- **hits.csv**：同一表格的 CSV 版本，每条序列一行，带表头。
- **report.txt**：完整报告，含结构域比对（\`-o\`）。
- **profile.hmm**：给出比对时由 hmmbuild 构建的轮廓。

空的 FASTA、不是 FASTA 的文件，或既非 HMM 也非比对的轮廓，子任务失败并给出原因。

## 引用
Eddy SR. Accelerated profile HMM searches. *PLoS Computational Biology* 7(10):e1002195 (2011). doi:10.1371/journal.pcbi.1002195
`,
  command: ["/usr/local/bin/crucible-hmmsearch", "{args.json}"],
  args: [
    {
      name: "profile",
      label: "Profile",
      labelZh: "轮廓",
      format: "file",
      fileFormats: ["hmm", "fasta", "fa", "afa", "aln", "sto", "stockholm", "txt"],
      require: true,
      category: "input",
      help: "An HMMER3 profile (.hmm), or an aligned FASTA or Stockholm alignment that hmmbuild turns into one.",
      helpZh: "HMMER3 轮廓（.hmm），或由 hmmbuild 构建轮廓的比对（比对后的 FASTA 或 Stockholm）。",
    },
    fastaArg(
      "sequences",
      ["Sequences", "序列"],
      ["A FASTA file of the sequences to search.", "要检索的序列 FASTA 文件。"],
    ),
    evalueArg(10),
  ],
  outputs: [
    { name: "hits.tblout", label: "Hits (tblout)", labelZh: "命中（tblout）", format: "txt" },
    { name: "hits.csv", label: "Hits (CSV)", labelZh: "命中（CSV）", format: "csv" },
    { name: "report.txt", label: "Full report", labelZh: "完整报告", format: "txt" },
    { name: "profile.hmm", label: "Profile built", labelZh: "构建的轮廓", format: "hmm" },
  ],
  timeoutSeconds: 3600,
  successExitCode: 0,
  tokenPrice: 2,
};

export const seqImage: ShippedImage = {
  uid: seqImageUid,
  name: "Sequences: BLAST+ 2.12, MAFFT 7.505, HMMER 3.3 (Debian bookworm)",
  folder: "seq",
  scripts: ["crucible-seq-lib", "crucible-blast", "crucible-mafft", "crucible-hmmsearch"],
  cpuCount: 1,
  memoryMb: 2048,
  modules: [blastModule, mafftModule, hmmsearchModule],
};
