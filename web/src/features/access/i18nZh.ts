/** The Chinese (zh-CN) strings of the access namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { AccessCatalogue } from "./i18n";

export const accessZh: ZhCatalogue<AccessCatalogue> = {
  policy: {
    title: "登录策略",
    intro: "适用于普通用户端和管理端每一次登录的规则。",
    failures: "登录失败",
    FailMax: "每个账号允许的失败次数（0 表示不限）",
    FailWindowMinutes: "统计时间窗口（分钟）",
    IpFailMax: "每个 IP 允许的失败次数（0 表示不限）",
    addresses: "地址",
    IpAllow: "允许的地址（每行一个；为空表示全部允许）",
    IpDeny: "禁止的地址（每行一个）",
    TimeWindows: "允许登录的时间段（服务器时间；为空表示任何时间）",
    start: "开始",
    end: "结束",
    addWindow: "添加时间段",
    sessionsTitle: "会话与密码",
    SessionMax: "每个账号的并发会话数（0 表示不限）",
    SessionIdleHours: "无操作时会话有效期（小时）",
    PwdExpireDays: "密码有效期（天，0 表示永不过期）",
  },
};
