/** The Chinese (zh-CN) strings of the back office jobs namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { SysJobsCatalogue } from "./i18n";

export const sysJobsZh: ZhCatalogue<SysJobsCatalogue> = {
  title: "工作流任务",
  intro: "所有用户的任务：跟踪运行情况，取消尚未开始的任务，退还子任务消耗的计算点，清理已结束的任务。",
  columns: {
    id: "ID",
    name: "名称",
    owner: "所属用户",
    tasks: "子任务",
  },
  tasksCount: "{{done}} / {{total}}",
  actions: {
    open: "详情",
    cancel: "取消任务",
    remove: "移入回收站",
    recover: "恢复",
    refund: "退还计算点",
  },
  rules: {
    cancel: "只有预处理中或等待中的任务可以取消。",
    remove: "只有已完成、已终止或已取消的任务可以删除。",
    refund: "没有可退还的计算点：本次运行未扣费，或已退还。",
  },
  confirm: {
    cancel: "取消用户 {{owner}} 的任务 {{name}}？",
    cancelHint: "尚未开始的子任务将不再运行，任务所属用户会看到它已取消。",
    remove: "将用户 {{owner}} 的任务 {{name}} 移入回收站？",
    removeHint: "任务所属用户将看不到该任务及其结果，之后可以恢复。",
    refund: "向 {{owner}} 退还子任务 {{key}} 的 {{tokens}} 个计算点？",
    refundHint: "本次运行扣除的计算点将退回到用户余额，只能退还一次。",
  },
  done: {
    cancelled: "任务 {{name}} 已取消",
    removed: "任务 {{name}} 已移入回收站",
    recovered: "任务 {{name}} 已恢复",
    refunded: "已向 {{owner}} 退还 {{tokens}} 个计算点",
    nothingRefunded: "未退还：本次运行已退还过",
  },
  detail: {
    back: "全部工作流任务",
    notFound: "该任务不存在。",
    removed: "该任务在回收站中：所属用户看不到它。",
    charged: "已扣除",
    refunded: "已退还",
  },
  live: {
    finishedTitle: "任务已结束",
  },
  stop: {
    action: "停止任务",
    rule: "只有运行中的任务可以停止。",
    question: "停止用户 {{owner}} 的任务 {{name}}？",
    detail:
      "运行中的子任务将立即停止，并保留已写出的文件；已使用的 CPU 照常计费。尚未运行的子任务也一并结束。任务所属用户会看到它已终止（由管理员停止）。",
    done: "任务 {{name}} 已停止",
  },
};
