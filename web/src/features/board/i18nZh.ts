/** The Chinese (zh-CN) strings of the board namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { BoardCatalogue } from "./i18n";

export const boardZh: ZhCatalogue<BoardCatalogue> = {
  title: "控制面板",
  users: "普通用户",
  usersActiveToday: "今日活跃用户",
  systemUsers: "系统用户",
  liveSessions: "在线会话",
  loginsToday: "今日登录",
  failedLoginsToday: "今日登录失败",
  roles: "权限角色",
  permGroups: "权限组",
  updatedAt: "更新于 {{time}}，每 {{seconds}} 秒刷新",
  payments: "支付方式",
  paymentsNone: "均未配置：买家下单后按商务设置中的线下付款说明付款；请在“订单”中将其标记为已支付。",
  configured: "已配置",
  notConfigured: "未配置",
  wechat: "微信支付",
  alipay: "支付宝",
  trends: {
    title: "最近 {{days}} 天",
    loading: "正在加载图表…",
    jobs: "任务状态（按创建日期）",
    tokens: "计算点用量（按计量）",
    storage: "存储",
    storageIn: "存储（{{unit}}）",
    revenue: "收入（已支付订单，元）",
    signUps: "注册用户",
    noJobs: "这些天还没有任务。",
    noTokens: "这些天还没有计量的计算用量。",
    noStorage: "这些天还没有存储采样。",
    noRevenue: "这些天还没有已支付的订单。",
    noSignUps: "这些天还没有新注册用户。",
    states: {
      waiting: "等待中",
      running: "运行中",
      done: "已完成",
      failed: "失败",
      cancelled: "已取消",
    },
  },
};
