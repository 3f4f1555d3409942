/** The Chinese (zh-CN) strings of the account namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { AccountCatalogue } from "./i18n";

export const accountZh: ZhCatalogue<AccountCatalogue> = {
  tokens: {
    title: "API 令牌",
    intro:
      "脚本客户端（命令行、Notebook、流水线）使用 API 令牌认证，以 Authorization: Bearer <令牌> 的形式发送。",
    create: "新建令牌",
    createTitle: "新建 API 令牌",
    name: "名称",
    readOnly: "只读",
    expiresInDays: "有效天数（为空表示永不过期）",
    prefix: "前缀",
    expiresAt: "过期时间",
    lastUsedAt: "最近使用",
    secretTitle: "新令牌",
    secretHint: "请立即复制令牌：它只显示这一次，之后无法再次查看。",
    revoke: "吊销",
    revokeConfirm: "吊销令牌 {{name}}？使用它的客户端将无法继续工作。",
    revoked: "令牌已吊销",
    readWrite: "读写",
  },
};
