/**
 * The error Type catalogue of spec §8: the one source for the gateway (HTTP status, envelope Type,
 * GraphQL extensions.code) and the web client (toast messages in both languages).
 * `{value}` in a message is replaced with the error's Value (or Meta for DBPermDenied).
 */

interface ErrorSpec {
  /** HTTP status that tells the class of the error. */
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;
  readonly en: string;
  readonly zh: string;
}

const login = {
  DBLoginFailed: { status: 401, en: "Account or password entered incorrectly", zh: "账号或密码输入错误" },
  DBUserNotExist: { status: 401, en: "Account or password entered incorrectly", zh: "账号或密码输入错误" },
  DBLoginDisabled: { status: 403, en: "This account is disabled", zh: "该账号已被禁用" },
  DBLoginLimit: { status: 429, en: "Too many sessions for this account", zh: "该账号登录会话过多" },
  DBLoginLimitFailMax: {
    status: 429,
    en: "Too many failed logins; try again later",
    zh: "登录失败次数过多，请稍后再试",
  },
  DBLoginLimitIP: { status: 403, en: "Login is not allowed from this address", zh: "不允许从该地址登录" },
  DBLoginLimitTime: { status: 403, en: "Login is not allowed at this time", zh: "当前时间不允许登录" },
  DBSessionExpired: { status: 401, en: "Your session has expired", zh: "会话已过期" },
  DBUserPwdExpired: {
    status: 403,
    en: "Your password has expired; please reset it",
    zh: "密码已过期，请重置密码",
  },
  DBUserOldPwdError: { status: 400, en: "The old password is wrong", zh: "旧密码错误" },
  DBUserNoSystem: { status: 403, en: "User is not a Admin", zh: "用户不是管理员" },
  DBUserRegisterDisabled: { status: 403, en: "User registration not yet open", zh: "用户注册尚未开放" },
  DBUserNoLogin: { status: 401, en: "No Login", zh: "未登录" },
  UserLoginKeyInvalid: { status: 400, en: "The code is invalid or has expired", zh: "验证码无效或已过期" },
  UserLoginServiceAuthTokenInvalid: { status: 401, en: "The API token is invalid", zh: "API 令牌无效" },
  /** Extends spec §8 (issue 28): institutional sign-in found no account it may use and creates none. */
  SsoNotLinked: {
    status: 403,
    en: "No account is linked to this sign-in, and no account is created for it here",
    zh: "该登录未关联任何账号，且此处不会为其创建账号",
  },
  /** Extends spec §8 (issue 28): the sign-in request is unknown, expired or already used. */
  SsoStateInvalid: {
    status: 400,
    en: "The sign-in request has expired or was already used; please start again",
    zh: "登录请求已过期或已被使用，请重新开始",
  },
  /** Extends spec §8 (issue 28): the identity provider could not be reached or refused the sign-in. */
  SsoProviderFailed: {
    status: 502,
    en: "The identity provider could not complete the sign-in: {value}",
    zh: "身份提供方无法完成登录：{value}",
  },
} as const satisfies Record<string, ErrorSpec>;

const data = {
  DBDataNotExist: { status: 404, en: "The data does not exist", zh: "数据不存在" },
  DBNotExist: { status: 404, en: "The data does not exist", zh: "数据不存在" },
  DBDataExpired: { status: 409, en: "The data has expired", zh: "数据已过期" },
  DBDataAlreadyRemove: { status: 409, en: "The data has already been removed", zh: "数据已被删除" },
  DBDuplicate: { status: 409, en: "Duplicate data: {value}", zh: "数据重复：{value}" },
  DBStatusChangeNotAllowed: { status: 409, en: "This status change is not allowed", zh: "不允许此状态变更" },
  DBStatusAlreadyActivated: { status: 409, en: "Already activated", zh: "已激活" },
  DBNoDataRows: { status: 404, en: "No rows were changed", zh: "没有数据被修改" },
  DBRateLimit: { status: 429, en: "Too many requests; try again later", zh: "请求过于频繁，请稍后再试" },
  DBPermDenied: { status: 403, en: "No permission for {value}", zh: "没有权限：{value}" },
  DBDataLoop: { status: 400, en: "The data would form a loop", zh: "数据会形成循环" },
  DBDataHasChildren: { status: 409, en: "The data still has child nodes", zh: "数据仍有子节点" },
} as const satisfies Record<string, ErrorSpec>;

const format = {
  DBNameNull: { status: 400, en: "Name is required", zh: "名称不能为空" },
  DBNameFormatError: { status: 400, en: "Name format is invalid", zh: "名称格式错误" },
  DBAccountNull: { status: 400, en: "Account is required", zh: "账号不能为空" },
  DBAccountFormatError: {
    status: 400,
    en: "Account must be 4 to 20 letters or digits, starting with a letter",
    zh: "账号须为 4 到 20 位字母或数字，并以字母开头",
  },
  DBEmailNull: { status: 400, en: "E-mail is required", zh: "邮箱不能为空" },
  DBEmailFormatError: { status: 400, en: "E-mail format is invalid", zh: "邮箱格式错误" },
  DBMobileNull: { status: 400, en: "Mobile number is required", zh: "手机号不能为空" },
  DBMobileFormatError: { status: 400, en: "Mobile number format is invalid", zh: "手机号格式错误" },
  DBIPNull: { status: 400, en: "IP address is required", zh: "IP 地址不能为空" },
  DBIPFormatError: { status: 400, en: "IP address format is invalid", zh: "IP 地址格式错误" },
  DBRoleNull: { status: 400, en: "Role is required", zh: "角色不能为空" },
  DBRoleFormatError: { status: 400, en: "Role is invalid", zh: "角色无效" },
  DBPermNull: { status: 400, en: "Permission is required", zh: "权限不能为空" },
  DBPermFormatError: { status: 400, en: "Permission is invalid: {value}", zh: "权限无效：{value}" },
  DBGroupNull: { status: 400, en: "Permission group is required", zh: "权限组不能为空" },
  DBGroupFormatError: { status: 400, en: "Permission group is invalid", zh: "权限组无效" },
  DBPasswordNull: { status: 400, en: "Password is required", zh: "密码不能为空" },
  DBPasswordFormatError: {
    status: 400,
    en: "Password must be 8 to 20 characters with digits, upper and lower case letters and special characters",
    zh: "密码须为 8 到 20 位，包含数字、大小写字母和特殊字符",
  },
} as const satisfies Record<string, ErrorSpec>;

const files = {
  DBFileTooLarge: { status: 413, en: "File too large", zh: "文件过大" },
  DBFileInvalid: { status: 400, en: "invalid file: {value}", zh: "无效文件：{value}" },
  DBImageInvalid: { status: 400, en: "invalid image: {value}", zh: "无效图片：{value}" },
  DBFileMd5Invalid: { status: 400, en: "File MD5 does not match", zh: "文件 MD5 不匹配" },
  DBFileSha256Invalid: { status: 400, en: "File SHA-256 does not match", zh: "文件 SHA-256 不匹配" },
  DBFileDecompressError: { status: 400, en: "The archive cannot be decompressed", zh: "压缩包无法解压" },
  DBFileNameError: { status: 400, en: "File name is invalid: {value}", zh: "文件名无效：{value}" },
  DBFileConverterNotInstalled: {
    status: 503,
    en: "The file converter is not installed on the server: {value}",
    zh: "服务器未安装文件转换程序：{value}",
  },
} as const satisfies Record<string, ErrorSpec>;

/** The mail server or SMS provider refused or could not be reached: a bad gateway, not our fault. */
const sending = {
  DBSendMailError: { status: 502, en: "The e-mail could not be sent", zh: "邮件发送失败" },
  DBSendSMSError: { status: 502, en: "The SMS could not be sent", zh: "短信发送失败" },
} as const satisfies Record<string, ErrorSpec>;

const switches = {
  FeatureNotEnabled: { status: 403, en: "This feature is not enabled: {value}", zh: "该功能未启用：{value}" },
  BackendRechargeDisabled: { status: 403, en: "Recharge is disabled", zh: "充值已关闭" },
  ForntendBuyDisabled: { status: 403, en: "Purchasing is disabled", zh: "购买已关闭" },
  InvoiceApplyDisabled: { status: 403, en: "Invoice applications are disabled", zh: "发票申请已关闭" },
  UserFeedbackDisabled: { status: 403, en: "Feedback is disabled", zh: "反馈已关闭" },
} as const satisfies Record<string, ErrorSpec>;

const server = {
  ServerNoLogin: { status: 401, en: "No Login", zh: "未登录" },
  ServerInvalidParameter: { status: 400, en: "Invalid parameter: {value}", zh: "参数无效：{value}" },
  ServerHandleTimeout: { status: 504, en: "The server timed out", zh: "服务器处理超时" },
  ServerHandleTimeoutAsync: {
    status: 504,
    en: "The server is still working; check back later",
    zh: "服务器仍在处理，请稍后查看",
  },
  ServerAsyncResultNotExist: { status: 404, en: "The result does not exist", zh: "结果不存在" },
  ServerAsyncResultUndone: { status: 409, en: "The result is not ready yet", zh: "结果尚未完成" },
  ServerRequestBodyNull: { status: 400, en: "The request body is empty", zh: "请求体为空" },
  ServerRequestBodyTooLarge: { status: 413, en: "The request body is too large", zh: "请求体过大" },
  ServerInternalError: { status: 500, en: "Server error; please try again", zh: "服务器错误，请重试" },
  ServerNotReady: { status: 503, en: "The server is starting or stopping", zh: "服务器正在启动或停止" },
  ServerCsrfRejected: { status: 403, en: "Cross-site request refused", zh: "拒绝跨站请求" },
  ServerQueryTooComplex: {
    status: 400,
    en: "The query is too complex: {value}",
    zh: "查询过于复杂：{value}",
  },
} as const satisfies Record<string, ErrorSpec>;

const jobs = {
  JobModuleNoContainerImage: { status: 409, en: "The module has no container image", zh: "模块没有容器镜像" },
  JobTaskArgsError: { status: 400, en: "Task arguments are invalid: {value}", zh: "子任务参数错误：{value}" },
  JobTaskIdDuplicate: { status: 409, en: "Duplicate task id", zh: "子任务 ID 重复" },
  JobTaskNotAllowedDelete: { status: 409, en: "This task cannot be deleted", zh: "该子任务不允许删除" },
  JobTaskNotAllowedUpdate: { status: 409, en: "This task cannot be updated", zh: "该子任务不允许更新" },
  JobTaskStateUpdateTimeout: { status: 504, en: "Task state update timed out", zh: "子任务状态更新超时" },
  JobWorkerNotFound: { status: 503, en: "No worker can run this task", zh: "没有可运行该子任务的执行器" },
  /** Issue 28 item 6: an approval that was approved, rejected or timed out already. */
  JobApprovalDecided: {
    status: 409,
    en: "This approval has already been decided",
    zh: "该审批已处理",
  },
  JobModuleNoVisible: {
    status: 403,
    en: "No permission to use this module, please contact customer service",
    zh: "无权使用该模块，请联系客服",
  },
  JobModuleStatusDisabled: { status: 409, en: "The module is disabled", zh: "模块已禁用" },
  WorkflowJobTaskModuleFileNameError: {
    status: 400,
    en: "Module file name is invalid",
    zh: "模块文件名无效",
  },
} as const satisfies Record<string, ErrorSpec>;

const resources = {
  UserResourcePackCardDeleted: { status: 409, en: "The recharge card was deleted", zh: "充值卡已删除" },
  UserResourcePackCardExpired: { status: 409, en: "The recharge card has expired", zh: "充值卡已过期" },
  UserResourcePackCardUsed: { status: 409, en: "The recharge card was already used", zh: "充值卡已使用" },
  UserResourceStorageSizeOver: { status: 413, en: "Storage quota exceeded", zh: "存储空间不足" },
  /** Issue 28 item 2: a temporary data file stays its owner's; only permanent files join a project. */
  ProjectTemporaryFile: {
    status: 409,
    en: "Temporary files cannot be moved into a project; only permanent files can",
    zh: "临时文件不能移入项目，只有永久文件可以",
  },
  /** The spec's client message: 'Maximum number of running jobs: X' (the user's limit). */
  UserResourceWorkflowJobCountOver: {
    status: 429,
    en: "Maximum number of running jobs: {value}",
    zh: "运行中的任务数已达上限：{value}",
  },
  UserResourceWorkflowStorageSizeOver: {
    status: 413,
    en: "Workflow storage quota exceeded",
    zh: "工作流存储空间不足",
  },
  UserResourceWorkflowJobCalcMetricOver: { status: 403, en: "Not enough tokens", zh: "计算点不足" },
  OrderStatusInvalid: { status: 409, en: "The order status does not allow this", zh: "订单状态不允许该操作" },
  /** Extends spec §8: the provider refused the payment request or could not be reached. */
  OrderPaymentFailed: {
    status: 502,
    en: "The payment could not be started: {value}",
    zh: "无法发起支付：{value}",
  },
  /** Extends spec §8: the provider refused the refund or could not be reached (it may be retried). */
  OrderRefundFailed: {
    status: 502,
    en: "The refund failed: {value}",
    zh: "退款失败：{value}",
  },
  /** Extends spec §8: the provider's keys are not configured on this platform. */
  OrderPaymentNotConfigured: {
    status: 409,
    en: "This payment provider is not configured: {value}",
    zh: "该支付方式尚未配置：{value}",
  },
} as const satisfies Record<string, ErrorSpec>;

export const errorCatalogue = {
  ...login,
  ...data,
  ...format,
  ...files,
  ...sending,
  ...switches,
  ...server,
  ...jobs,
  ...resources,
} as const;

export type ErrorType = keyof typeof errorCatalogue;

export const errorTypes = Object.keys(errorCatalogue) as ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

export type Lang = "en" | "zh";

/** The message for an error Type in a language, with `{value}` filled in. */
export function errorMessage(type: ErrorType, lang: Lang, value?: string | null): string {
  const template = errorCatalogue[type][lang];
  return template.replace("{value}", value ?? "");
}

export function errorStatus(type: ErrorType): number {
  return errorCatalogue[type].status;
}
