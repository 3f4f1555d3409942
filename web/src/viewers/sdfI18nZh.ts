/** The Chinese (zh-CN) strings of the sdf namespace (sdfI18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../i18n";
import type { SdfCatalogue } from "./sdfI18n";

export const sdfZh: ZhCatalogue<SdfCatalogue> = {
  sdf: {
    title: "SDF 阅读器",
    total: "{{count}} 条记录",
    structure: "结构",
    noStructure: "无结构",
    record: "记录 {{index}}",
    lines: "第 {{start}}–{{end}} 行",
    lineRange: "行",
    molfile: "Molfile",
    molfileAlone: "此记录的 molfile 太大，未随本页返回：单独打开它。",
    openMolfile: "打开 molfile",
    copyMolfile: "复制 molfile",
    copySmiles: "复制 SMILES",
    copyInchi: "复制 InChI",
    filterNote: "排序和筛选作用于文件中的全部记录。",
    noRecords: "文件中没有记录。",
    noMatches: "没有符合筛选条件的记录。",
    matching: "{{count}} 条匹配记录",
    addFilter: "添加筛选条件",
    removeFilter: "移除此筛选条件",
    ops: {
      contains: "包含",
      eq: "=",
      ne: "≠",
      gt: ">",
      ge: "≥",
      lt: "<",
      le: "≤",
      blank: "为空",
      notBlank: "不为空",
    },
  },
};
