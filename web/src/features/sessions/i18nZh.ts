/** The Chinese (zh-CN) strings of the sessions namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { SessionsCatalogue } from "./i18n";

export const sessionsZh: ZhCatalogue<SessionsCatalogue> = {
  loginLogs: {
    title: "登录日志",
    method: "方式",
    success: "结果",
    succeeded: "成功",
    failed: "失败",
    errorType: "错误",
    time: "时间",
  },
  sessions: {
    title: "登录会话",
    userSide: "普通用户",
    systemSide: "系统用户",
    ip: "IP 地址",
    userAgent: "浏览器",
    createdAt: "登录时间",
    lastSeenAt: "最近活动",
    expiresAt: "过期时间",
    userId: "用户 ID",
    kick: "踢出",
    kickConfirm: "结束 {{account}} 在 {{ip}} 的会话？",
    myTitle: "我的会话",
    myIntro: "以下是登录了你账号的设备和浏览器。如有不认识的会话，请立即结束。",
    revoke: "退出该会话",
  },
};
