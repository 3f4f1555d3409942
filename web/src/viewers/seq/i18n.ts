/** The strings of weSeq, weVec and bsab in both languages (loaded with the viewers' chunk). */
import { useTranslation } from "react-i18next";
import type { SequenceWarning } from "../../graphql";
import type { ChainType } from "../bsab/antibody";

type Molecule = "DNA" | "RNA" | "protein";
type Warning = Pick<SequenceWarning, "code" | "detail">;

const unitEn = (type: Molecule) => (type === "protein" ? "aa" : type === "RNA" ? "nt" : "bp");

export const seqEn = {
  seqTitle: "weSeq",
  seqIntro: "Sequences of FASTA, weseq, GenBank and SnapGene files: search, select, translate.",
  vecTitle: "weVec",
  vecIntro: "Plasmid maps of GenBank (gb, gbk) and SnapGene (dna) files.",
  bsabTitle: "bsab",
  bsabIntro: "The chains of an antibody construct from a FASTA file, with their regions.",
  back: "Back",
  close: "Close",
  loading: "Reading the sequence…",
  pickFile: (extensions: readonly string[]) => `Choose a data set file (${extensions.join(", ")})`,
  noFiles: "No file of these formats",
  openLocal: "Open a local file",
  pickFirst: "Choose a file to view.",
  readFailed: "Unreadable sequence data",
  loadFailed: "The sequence could not be loaded",
  noRecords: "The file holds no record.",
  recordTotal: (count: number, format: string) => `${count} record${count === 1 ? "" : "s"} (${format})`,
  record: "Record",
  firstRecords: (shown: number, total: number) => `the first ${shown} of ${total}`,
  letters: (count: number, type: Molecule) => `${count.toLocaleString("en-US")} ${unitEn(type)}`,
  molecule: { DNA: "DNA", RNA: "RNA", protein: "Protein" } as Record<Molecule, string>,
  topology: { linear: "Linear", circular: "Circular" } as Record<"linear" | "circular", string>,
  featureCount: (count: number) => `${count} feature${count === 1 ? "" : "s"}`,
  primerCount: (count: number) => `${count} primer${count === 1 ? "" : "s"}`,
  copy: "Copy",
  searchDna: "Find a motif (both strands)",
  searchProtein: "Find a motif",
  hits: (count: number, cursor: number) =>
    count === 0
      ? "No hit"
      : cursor >= 0
        ? `Hit ${cursor + 1} of ${count}`
        : `${count} hit${count === 1 ? "" : "s"}`,
  searchScope: (from: number, to: number, dna: boolean) =>
    `Searching the loaded letters ${from}–${to}${dna ? "; reverse-strand hits are marked in orange" : ""}.`,
  previousHit: "Previous hit",
  nextHit: "Next hit",
  jumpTo: "Position",
  go: "Go",
  start: "Start",
  end: "End",
  select: "Select",
  clear: "Clear",
  selectHint: "Drag over the sequence or type a start and an end to select.",
  selectionSummary: (start: number, end: number, length: number) =>
    `Selected ${start}–${end}, length ${length}`,
  selectionTooLong: (max: number) => `Select at most ${max.toLocaleString("en-US")} letters at once.`,
  translation: "Translation (standard code)",
  frame: (frame: number) => `Frame ${frame}`,
  reverseComplement: "Reverse complement",
  windowShown: (from: number, to: number, total: number) =>
    `Showing ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
  fromStart: "Back to the start",
  loadMore: (step: number) => `Load ${step.toLocaleString("en-US")} more`,
  nextWindow: (step: number) => `Next ${step.toLocaleString("en-US")}`,
  // weVec
  viewMode: { both: "Both", circular: "Circular", linear: "Linear" } as Record<
    "both" | "circular" | "linear",
    string
  >,
  enzymes: "Restriction sites",
  feature: "Feature",
  type: "Type",
  range: "Location",
  location: (start: number, end: number, strand: number) =>
    `${start}–${end}, ${strand === -1 ? "reverse" : "forward"} strand`,
  featuresCapped: (shown: number, total: number) => `The first ${shown} of ${total} features.`,
  warningsTitle: (count: number) =>
    `${count} warning${count === 1 ? "" : "s"}: kept as the file gives ${count === 1 ? "it" : "them"}, not drawn`,
  warning: ({ code, detail }: Warning, length: number): string =>
    code === "outsideSequence"
      ? `location ${detail} lies outside the sequence (${length.toLocaleString("en-US")} letters)`
      : code === "backwardsOnLinear"
        ? `location ${detail} ends before it starts on a linear record`
        : `the file's parser says: ${detail}`,
  featureWarning: (name: string, text: string) => `${name || "Untitled feature"}: ${text}`,
  proteinNoMap: "A protein record has no plasmid map: it is shown in weSeq.",
  tooLongForMap: (length: number, max: number) =>
    `This record has ${length.toLocaleString("en-US")} bp, more than a map draws (${max.toLocaleString("en-US")}): it is shown in weSeq.`,
  bsab: {
    heuristicTitle: "Regions by a simple heuristic, not IMGT numbering",
    heuristic:
      "A variable domain is taken to end with its J region: W-G-X-G (heavy) or F-G-X-G (light) some 85-125 residues in, plus the J region's remaining residues. Kappa and lambda are told apart by the residues that follow. What comes after the last variable domain is shown as constant region. Check important boundaries with a numbering tool.",
    chainTotal: (count: number) => `${count} chain${count === 1 ? "" : "s"}`,
    chain: "Chain",
    length: "Length (aa)",
    type: "Type (guessed)",
    regions: "Regions",
    map: "Map (one scale)",
    linker: "linker",
    constant: "constant",
    noRegions: "No J motif found",
    notProtein: "Not a protein chain",
    truncated: (max: number) => `Chains over ${max} residues are annotated on their first ${max} residues.`,
    legend: { variable: "Variable domain", linker: "Linker", constant: "Constant region / rest" } as Record<
      "variable" | "linker" | "constant",
      string
    >,
    chainType: {
      heavy: "Heavy",
      kappa: "Light (kappa)",
      lambda: "Light (lambda)",
      light: "Light",
      unknown: "Unknown",
    } as Record<ChainType, string>,
  },
};

export type SeqText = typeof seqEn;

const unitZh = (type: Molecule) => (type === "protein" ? "aa" : type === "RNA" ? "nt" : "bp");

export const seqZh: SeqText = {
  seqTitle: "weSeq",
  seqIntro: "FASTA、weseq、GenBank 与 SnapGene 文件的序列：搜索、选择、翻译。",
  vecTitle: "weVec",
  vecIntro: "GenBank（gb、gbk）与 SnapGene（dna）文件的质粒图谱。",
  bsabTitle: "bsab",
  bsabIntro: "FASTA 文件中抗体构建体的各条链及其区域。",
  back: "返回",
  close: "关闭",
  loading: "正在读取序列…",
  pickFile: (extensions) => `选择数据集文件（${extensions.join("、")}）`,
  noFiles: "没有这些格式的文件",
  openLocal: "打开本地文件",
  pickFirst: "请选择要查看的文件。",
  readFailed: "无法读取的序列数据",
  loadFailed: "序列加载失败",
  noRecords: "文件中没有记录。",
  recordTotal: (count, format) => `${count} 条记录（${format}）`,
  record: "记录",
  firstRecords: (shown, total) => `共 ${total} 条，显示前 ${shown} 条`,
  letters: (count, type) => `${count.toLocaleString("zh-CN")} ${unitZh(type)}`,
  molecule: { DNA: "DNA", RNA: "RNA", protein: "蛋白质" },
  topology: { linear: "线性", circular: "环状" },
  featureCount: (count) => `${count} 个特征`,
  primerCount: (count) => `${count} 条引物`,
  copy: "复制",
  searchDna: "查找基序（双链）",
  searchProtein: "查找基序",
  hits: (count, cursor) =>
    count === 0 ? "无匹配" : cursor >= 0 ? `第 ${cursor + 1} / ${count} 处` : `${count} 处匹配`,
  searchScope: (from, to, dna) =>
    `在已加载的第 ${from}–${to} 位中查找${dna ? "；反向链匹配以橙色标出" : ""}。`,
  previousHit: "上一处",
  nextHit: "下一处",
  jumpTo: "位置",
  go: "跳转",
  start: "起点",
  end: "终点",
  select: "选择",
  clear: "清除",
  selectHint: "在序列上拖动，或输入起点和终点进行选择。",
  selectionSummary: (start, end, length) => `已选 ${start}–${end}，长度 ${length}`,
  selectionTooLong: (max) => `一次最多选择 ${max.toLocaleString("zh-CN")} 个字母。`,
  translation: "翻译（标准密码子表）",
  frame: (frame) => `读码框 ${frame}`,
  reverseComplement: "反向互补",
  windowShown: (from, to, total) =>
    `显示第 ${from.toLocaleString("zh-CN")}–${to.toLocaleString("zh-CN")} 位，共 ${total.toLocaleString("zh-CN")} 位`,
  fromStart: "回到开头",
  loadMore: (step) => `再加载 ${step.toLocaleString("zh-CN")} 位`,
  nextWindow: (step) => `下 ${step.toLocaleString("zh-CN")} 位`,
  viewMode: { both: "两者", circular: "环状图", linear: "线性图" },
  enzymes: "酶切位点",
  feature: "特征",
  type: "类型",
  range: "位置",
  location: (start, end, strand) => `${start}–${end}，${strand === -1 ? "反向" : "正向"}链`,
  featuresCapped: (shown, total) => `共 ${total} 个特征，显示前 ${shown} 个。`,
  warningsTitle: (count) => `${count} 条警告：按文件原样保留，未绘制`,
  warning: ({ code, detail }, length) =>
    code === "outsideSequence"
      ? `位置 ${detail} 超出序列范围（${length.toLocaleString("zh-CN")} 个字母）`
      : code === "backwardsOnLinear"
        ? `位置 ${detail} 在线性记录上终点早于起点`
        : `文件解析器提示：${detail}`,
  featureWarning: (name, text) => `${name || "未命名特征"}：${text}`,
  proteinNoMap: "蛋白质记录没有质粒图谱：已在 weSeq 中显示。",
  tooLongForMap: (length, max) =>
    `该记录有 ${length.toLocaleString("zh-CN")} bp，超过图谱可绘制的长度（${max.toLocaleString("zh-CN")}）：已在 weSeq 中显示。`,
  bsab: {
    heuristicTitle: "区域由简单的启发式规则推断，并非 IMGT 编号",
    heuristic:
      "可变区被认为止于其 J 区：在约第 85-125 位出现的 W-G-X-G（重链）或 F-G-X-G（轻链），再加上 J 区其余残基。κ 与 λ 轻链由其后的残基区分。最后一个可变区之后的部分显示为恒定区。重要的边界请用编号工具核对。",
    chainTotal: (count) => `${count} 条链`,
    chain: "链",
    length: "长度（aa）",
    type: "类型（推测）",
    regions: "区域",
    map: "示意图（同一比例）",
    linker: "连接肽",
    constant: "恒定区",
    noRegions: "未找到 J 基序",
    notProtein: "不是蛋白质链",
    truncated: (max) => `超过 ${max} 个残基的链只按前 ${max} 个残基注释。`,
    legend: { variable: "可变区", linker: "连接肽", constant: "恒定区 / 其余部分" },
    chainType: { heavy: "重链", kappa: "轻链（κ）", lambda: "轻链（λ）", light: "轻链", unknown: "未知" },
  },
};

/** The strings of the current language (re-renders when the language changes). */
export function useSeqText(): SeqText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? seqZh : seqEn;
}
