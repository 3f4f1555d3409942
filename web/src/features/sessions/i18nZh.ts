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
};
