/** weDraw's strings in both languages (loaded with the editor's chunk; Ketcher's own UI stays English). */
import { useTranslation } from "react-i18next";

export const drawEn = {
  title: "weDraw",
  intro:
    "Draw molecules and reactions, open and save mol, sdf, rxn and .ad files, and export SMILES and images. Everything runs in your browser.",
  loading: "Starting the structure editor…",
  failed: "The structure editor could not start.",
  toolbar: "Drawing",
  docTitle: "Title",
  open: "Open",
  openLocal: "A file on this computer",
  openDataset: "A data set file",
  save: "Download",
  saveAs: (format: string) => `Download as .${format}`,
  smiles: "SMILES",
  image: "Image",
  imageAs: (format: string) => `Download ${format.toUpperCase()} image`,
  toDataset: "Save to a data set",
  use: "Use this molecule",
  empty: "The canvas is empty: draw a structure first.",
  notReaction: "An rxn file holds a reaction: draw one with an arrow first.",
  reactionNoSmiles: "Only a molecule can be handed to the argument, not a reaction.",
  valence:
    "An atom of the drawing has an impossible valence (shown in red): correct it before using the molecule.",
  opened: (name: string) => `Opened ${name}`,
  openFailed: (name: string) => `${name} could not be read as a structure.`,
  wrongType: (name: string) => `${name} is not a mol, sdf, rxn or .ad file.`,
  tooLarge: (name: string) => `${name} is larger than the editor opens (5 MiB).`,
  record: (index: number, count: number) => `Record ${index} of ${count}`,
  records: "Records of the file",
  previousRecord: "Previous record",
  nextRecord: "Next record",
  recordNumber: "Record number",
  adProblems: {
    tooLarge: "The drawing is larger than 5 MiB.",
    notJson: "The .ad file is not JSON.",
    notAd: "The file is not a weDraw document (.ad).",
    newerVersion: "The .ad document was written by a newer version.",
    noStructure: "The .ad document holds no structure.",
  },
  exportFailed: "The structure could not be converted.",
  smilesTitle: "SMILES of the drawing",
  smilesCopy: "Copy",
  close: "Close",
  saved: (name: string) => `Downloaded ${name}`,
  dataset: {
    title: "Save to a data set",
    kind: "Data set",
    kinds: { private: "My data", temporary: "Temporary data" },
    folder: "Folder",
    root: "(top level)",
    name: "File name",
    format: "Format",
    submit: "Save",
    saving: "Saving…",
    done: (name: string) => `${name} was saved to the data set`,
    nameInvalid: "The file name is not allowed.",
  },
  picker: {
    title: "Open a data set file",
    kind: "Data set",
    kinds: { private: "My data", temporary: "Temporary data", public: "Public data" },
    search: "Search by name",
    none: "No mol, sdf, rxn or .ad files here.",
    open: "Open",
  },
  argument: {
    button: "Draw",
    title: "Draw the molecule",
    hint: "Draw the molecule, then press “Use this molecule”: its SMILES goes into the argument.",
    filled: "The SMILES of the drawing is in the argument.",
  },
};

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

export type DrawText = Widen<typeof drawEn>;

export const drawZh: DrawText = {
  title: "weDraw",
  intro: "绘制分子与反应，打开和保存 mol、sdf、rxn 和 .ad 文件，导出 SMILES 与图片。全部在浏览器中完成。",
  loading: "正在启动结构编辑器…",
  failed: "结构编辑器无法启动。",
  toolbar: "绘图",
  docTitle: "标题",
  open: "打开",
  openLocal: "本地文件",
  openDataset: "数据集文件",
  save: "下载",
  saveAs: (format) => `下载为 .${format}`,
  smiles: "SMILES",
  image: "图片",
  imageAs: (format) => `下载 ${format.toUpperCase()} 图片`,
  toDataset: "保存到数据集",
  use: "使用此分子",
  empty: "画布为空：请先绘制结构。",
  notReaction: "rxn 文件保存的是反应：请先绘制带箭头的反应。",
  reactionNoSmiles: "只能把分子（而非反应）填入参数。",
  valence: "绘图中有原子的化合价不合理（以红色标出）：请改正后再使用该分子。",
  opened: (name) => `已打开 ${name}`,
  openFailed: (name) => `无法将 ${name} 读取为结构。`,
  wrongType: (name) => `${name} 不是 mol、sdf、rxn 或 .ad 文件。`,
  tooLarge: (name) => `${name} 超过编辑器可打开的大小（5 MiB）。`,
  record: (index, count) => `记录 ${index} / ${count}`,
  records: "文件中的记录",
  previousRecord: "上一条记录",
  nextRecord: "下一条记录",
  recordNumber: "记录编号",
  adProblems: {
    tooLarge: "绘图超过 5 MiB。",
    notJson: ".ad 文件不是 JSON。",
    notAd: "该文件不是 weDraw 文档（.ad）。",
    newerVersion: "该 .ad 文档由更新的版本写入。",
    noStructure: ".ad 文档中没有结构。",
  },
  exportFailed: "无法转换该结构。",
  smilesTitle: "绘图的 SMILES",
  smilesCopy: "复制",
  close: "关闭",
  saved: (name) => `已下载 ${name}`,
  dataset: {
    title: "保存到数据集",
    kind: "数据集",
    kinds: { private: "我的数据", temporary: "临时数据" },
    folder: "文件夹",
    root: "（顶层）",
    name: "文件名",
    format: "格式",
    submit: "保存",
    saving: "正在保存…",
    done: (name) => `${name} 已保存到数据集`,
    nameInvalid: "文件名不合法。",
  },
  picker: {
    title: "打开数据集文件",
    kind: "数据集",
    kinds: { private: "我的数据", temporary: "临时数据", public: "公共数据" },
    search: "按名称搜索",
    none: "这里没有 mol、sdf、rxn 或 .ad 文件。",
    open: "打开",
  },
  argument: {
    button: "绘制",
    title: "绘制分子",
    hint: "绘制分子后点击“使用此分子”：其 SMILES 会填入参数。",
    filled: "绘图的 SMILES 已填入参数。",
  },
};

/** The strings of the current language (re-renders when the language changes). */
export function useDrawText(): DrawText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? drawZh : drawEn;
}
