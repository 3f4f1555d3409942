/** The Chinese (zh-CN) strings of the preview namespace (previewI18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../i18n";
import type { PreviewCatalogue } from "./previewI18n";

export const previewZh: ZhCatalogue<PreviewCatalogue> = {
  preview: {
    size: {
      small: "小",
      medium: "中",
      large: "大",
    },
    zoomIn: "放大",
    zoomOut: "缩小",
    zoomReset: "100%",
    partialStart: "文件大于 3 MB：只显示开头部分。",
    partialEnd: "文件大于 3 MB：只显示末尾部分。",
    columnsNote: "共 {{count}} 列，只显示前 {{shown}} 列。",
    rowsShown: "{{shown}} / {{count}} 行",
    moreRows: "再显示 {{count}} 行",
    records: "{{count}} 条记录",
    residues: "{{count}} 个残基",
    moreRecords: "再显示 {{count}} 条记录",
    unnamed: "记录 {{index}}",
    readDataFailed: "无法读取序列数据",
    readFailed: "无法读取文件",
    notUtf8: "文件不是 UTF-8 文本，无法显示",
    tooLarge: "超过 500 MB 的文件无法预览，请下载后查看。",
    external: "此类型将在新窗口中打开。",
    newWindow: "在新窗口中打开",
    openSdf: "在 SDF 阅读器中打开",
    openChart: "制作图表",
    edit: "编辑",
    editLabel: "{{name}} 的内容",
    editTooLarge: "只有完整读取的文件（不超过 3 MB）可以在此编辑。",
    editHint: "原文件不会被修改：编辑后的文本将作为新文件保存在同一文件夹中。",
    copyName: "新文件名",
    copyNameRequired: "请填写文件名",
    saveCopy: "另存为新文件",
    saved: "已保存 {{name}}",
    openSeq: "在 weSeq 中打开",
    openVec: "在 weVec 中打开",
    openDraw: "在 weDraw 中打开",
  },
};
