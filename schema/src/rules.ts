/** Validation rules of spec §5, shared by the client forms and the gateway's zod input schemas. */
import { z } from "zod";
import { constants, initShowChoices, langChoices } from "./constants.js";

export const accountPattern = /^[A-Za-z][A-Za-z0-9]{3,19}$/;
export const passwordSpecials = /[^A-Za-z0-9]/;
export const codePattern = /^\d{6}$/;
export const mobilePattern = /^\+?\d{6,15}$/;
// A practical e-mail check (RFC 5322 is wider than any real mailbox the platform can reach).
export const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

export function isValidAccount(value: string): boolean {
  return accountPattern.test(value);
}

export function isValidPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= 20 &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    passwordSpecials.test(value) &&
    !/\s/.test(value)
  );
}

/**
 * Bidirectional overrides and isolates (U+202A-202E, U+2066-2069), zero-width characters and marks
 * (U+200B-200F), the Arabic letter mark (U+061C) and the byte-order mark (U+FEFF). They are invisible,
 * and a right-to-left override makes "evil\u202Etxt.exe" show as "evilexe.txt".
 */
export const invisibleControlChars = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** True when the text holds a character of `invisibleControlChars`. */
export function hasInvisibleControls(value: string): boolean {
  return invisibleControlChars.test(value);
}

/** Why a name holding a character of `invisibleControlChars` is refused (zod message). */
export const invisibleNameMessage = "holds an invisible direction or zero-width character";

/**
 * The same string schema refusing invisible direction and zero-width characters: for names shown to
 * other users (processors, modules, module groups, tags, CMS libraries, templates), as file names and
 * display names refuse them. Wrap the whole chain: `visible(z.string().trim().min(1).max(100))`.
 */
export function visible<T extends z.ZodType<string, string>>(schema: T) {
  return schema.refine((value) => !hasInvisibleControls(value), { message: invisibleNameMessage });
}

/** Names must not contain white space (spec §5) nor invisible direction or zero-width characters. */
export function isValidName(value: string): boolean {
  return value.length > 0 && value.length <= 64 && !/\s/.test(value) && !hasInvisibleControls(value);
}

// Chinese characters (CJK blocks) and the special characters refused in uploaded file names.
const cjk = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
// Control characters (NUL included) are refused too: they reach logs, shells and zip entries.
// eslint-disable-next-line no-control-regex
const forbiddenFileChars = /[\\/:*?"<>|#%&{}$!'`@+=^~;,\u0000-\u001f\u007f]/;

/** Spaces become underscores (spec §5); returns null when the name is refused. */
export function normalizeFileName(name: string): string | null {
  const replaced = name.normalize("NFC").replace(/ /g, "_");
  if (replaced.length === 0 || replaced.length > 255) return null;
  if (cjk.test(replaced) || forbiddenFileChars.test(replaced) || /\s/.test(replaced)) return null;
  if (hasInvisibleControls(replaced)) return null;
  if (replaced === "." || replaced === ".." || /^\.+$/.test(replaced)) return null;
  // Unicode dot look-alikes (one dot leader, two dot leader, ellipsis, fullwidth stop) are refused.
  if (/[\u2024\u2025\u2026\uff0e]/.test(replaced)) return null;
  return replaced;
}

/** Discount strictly above 0 and at most 1 (spec §5). */
export function isValidDiscount(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= 1;
}

/** '% off' on a scale of 10 per 1: 0.9 is 10% off (spec §9). */
export function discountPercentOff(value: number): number {
  return Math.round((1 - value) * 100);
}

/** Kinds of normal user account; recharge is limited to academic and individual users (spec §6). */
export const userTypes = ["individual", "academic", "enterprise"] as const;
export type UserType = (typeof userTypes)[number];

export const integerInputPattern = /^-?\d*$/;
export const numberInputPattern = /^[-\d.eE]*$/;

export const accountSchema = z.string().regex(accountPattern);
export const passwordSchema = z.string().refine(isValidPassword);
export const codeSchema = z.string().regex(codePattern);
export const emailSchema = z.string().regex(emailPattern);
export const mobileSchema = z.string().regex(mobilePattern);

export const showConfigWebSchema = z.object({
  Lang: z.enum(langChoices).default("auto"),
  LeftMenuBarCollapse: z.boolean().default(false),
  InitShow: z.enum(initShowChoices).default("navigation"),
});
export type ShowConfigWeb = z.infer<typeof showConfigWebSchema>;

/** Choosing modules resets the first page to navigation (spec §2). */
export function normalizeInitShow(value: ShowConfigWeb["InitShow"]): ShowConfigWeb["InitShow"] {
  return value === "modules" ? "navigation" : value;
}

const imageLimitSchema = z.object({
  Max: z.number().positive().max(1024),
  Unit: z.enum(["KB", "MB", "GB"]),
  CompressionQuality: z.number().min(0).max(1),
});

const storageLimitSchema = z.object({
  Max: z
    .number()
    .positive()
    .max(1024 * 1024),
  Unit: z.enum(["MB", "GB", "TB"]),
});

export const sysConfigSchema = z.object({
  Upload: z.object({
    UserAvatarSize: imageLimitSchema,
    CoverImageSize: imageLimitSchema,
    /** Storage each normal user has before resource packs add to it (extends spec §3). */
    UserStorageQuota: storageLimitSchema.default({ Max: 10, Unit: "GB" }),
    /** The largest single file (extends spec §3). */
    MaxFileSize: storageLimitSchema.default({ Max: 10, Unit: "GB" }),
  }),
  User: z.object({
    Register: z.boolean(),
    Feedback: z.boolean(),
  }),
});
export type SysConfig = z.infer<typeof sysConfigSchema>;

export const defaultSysConfig: SysConfig = {
  Upload: {
    UserAvatarSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
    CoverImageSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
    UserStorageQuota: { Max: 10, Unit: "GB" },
    MaxFileSize: { Max: 10, Unit: "GB" },
  },
  User: { Register: true, Feedback: true },
};

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const loginPolicySchema = z.object({
  /** Failed logins of one account allowed within FailWindowMinutes; 0 means no limit. */
  FailMax: z.number().int().min(0).max(1000),
  FailWindowMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** Failed logins from one IP within the window (all accounts); 0 means no limit. */
  IpFailMax: z.number().int().min(0).max(100000),
  /** When non-empty, only these addresses or IPv4 CIDR ranges may sign in. */
  IpAllow: z.array(z.string().max(64)).max(200),
  IpDeny: z.array(z.string().max(64)).max(200),
  /** When non-empty, sign-in is allowed only within one of these daily windows (server time, HH:MM). */
  TimeWindows: z.array(z.object({ Start: timeOfDay, End: timeOfDay })).max(20),
  /** Concurrent sessions per account; counts only when above 0. */
  SessionMax: z.number().int().min(0).max(1000),
  /** Session lifetime without activity. */
  SessionIdleHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
  /** Password expiry in days; 0 means never. */
  PwdExpireDays: z.number().int().min(0).max(3650),
});
export type LoginPolicy = z.infer<typeof loginPolicySchema>;

export const defaultLoginPolicy: LoginPolicy = {
  FailMax: 5,
  FailWindowMinutes: 15,
  IpFailMax: 50,
  IpAllow: [],
  IpDeny: [],
  TimeWindows: [],
  SessionMax: 0,
  SessionIdleHours: 24 * 7,
  PwdExpireDays: 0,
};

export const featureSwitchesSchema = z.object({
  Cms: z.object({ Enabled: z.boolean() }),
  Workflow: z.object({ Enabled: z.boolean() }),
  UserResourcePack: z.object({ Enabled: z.boolean() }),
  Sys: z.object({
    App: z.object({ Enabled: z.boolean() }),
    User: z.object({ ExtInfo: z.object({ Enabled: z.boolean() }) }),
  }),
});
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

export const defaultFeatureSwitches: FeatureSwitches = {
  Cms: { Enabled: true },
  Workflow: { Enabled: true },
  UserResourcePack: { Enabled: true },
  Sys: { App: { Enabled: false }, User: { ExtInfo: { Enabled: false } } },
};

export const maxPastedRows = constants.pastedRowsMax;

/**
 * Workflow calc-metric config (spec §3): TaskModule multiplies every module's price, and
 * TaskProcessorMethod is the price of processors (tokens per CPU-second; users do not price their own).
 */
export const calcMetricConfigSchema = z.object({
  TaskProcessorMethod: z.number().min(0).max(1_000_000),
  TaskModule: z.number().min(0).max(1_000_000),
});
export type CalcMetricConfig = z.infer<typeof calcMetricConfigSchema>;
export const defaultCalcMetricConfig: CalcMetricConfig = { TaskProcessorMethod: 1, TaskModule: 1 };

/* ------------------------------------------------------------------ form rules */

/**
 * What a form rule's issue says: a code the web shows in both languages (components/kit/messages.ts),
 * with the issue's `maximum` where it has one. The rules below are the gateway's checks written as zod
 * schemas, so that a back-office form refuses what the gateway would.
 */
export const ruleMessageCodes = [
  "required",
  "account",
  "password",
  "email",
  "phone",
  "name",
  "companyName",
  "tooLong",
  "invisible",
] as const;
export type RuleMessageCode = (typeof ruleMessageCodes)[number];

const say = (code: RuleMessageCode) => ({ error: code });

/**
 * A free text shown to other people (the gateway's checkText): trimmed, at most `max` characters, no
 * invisible direction or zero-width character; `required` refuses an empty one (with `requiredCode`).
 */
export function textRule(max: number, required = false, requiredCode: RuleMessageCode = "required") {
  const trimmed = z.string().trim();
  return (required ? trimmed.min(1, say(requiredCode)) : trimmed)
    .max(max, say("tooLong"))
    .refine((value) => !hasInvisibleControls(value), say("invisible"));
}

/** An account (spec §5): required, 4 to 20 letters or digits starting with a letter. */
export const accountRule = z.string().trim().min(1, say("required")).regex(accountPattern, say("account"));

/** A password (spec §5): required, 8 to 20 characters mixing digits, cases and special characters. */
export const passwordRule = z.string().min(1, say("required")).refine(isValidPassword, say("password"));

/** A user's name (spec §5): required, at most 64 characters, no white space or invisible character. */
export const personNameRule = z.string().trim().min(1, say("required")).refine(isValidName, say("name"));

/** An optional e-mail address: blank, or a valid address of at most 254 characters. */
export const optionalEmailRule = z
  .string()
  .trim()
  .refine((value) => value === "" || (value.length <= 254 && emailPattern.test(value)), say("email"));

/** An optional mobile number: blank, or 6 to 15 digits with an optional leading +. */
export const optionalPhoneRule = z
  .string()
  .trim()
  .refine((value) => value === "" || mobilePattern.test(value), say("phone"));

/** A normal user as the back office edits it (account and password are fixed once created). */
export const userEditRule = z.object({
  name: personNameRule,
  email: optionalEmailRule,
  phone: optionalPhoneRule,
  companyName: textRule(200, true, "companyName"),
  realName: textRule(64),
});

/** A normal user the back office creates. */
export const userCreateRule = userEditRule.extend({ account: accountRule, password: passwordRule });

/** A system user (administrator) as the back office edits it. */
export const systemUserEditRule = z.object({
  name: personNameRule,
  email: optionalEmailRule,
  phone: optionalPhoneRule,
});

/** A system user the back office creates. */
export const systemUserCreateRule = systemUserEditRule.extend({
  account: accountRule,
  password: passwordRule,
});

/** A permission role or group: a required name of at most 64 characters and a remark of at most 500. */
export const accessGroupRule = z.object({ name: textRule(64, true), remark: textRule(500) });

/** A module group: English and Chinese names of at most 100 characters, the English one required. */
export const moduleGroupRule = z.object({ name: textRule(100, true), nameZh: textRule(100) });

/** Longest module tag (spec §7 tag templates). */
export const moduleTagMax = 40;

/** A module tag: English and Chinese names of at most 40 characters, the English one required. */
export const moduleTagRule = z.object({
  name: textRule(moduleTagMax, true),
  nameZh: textRule(moduleTagMax),
});

/** A text of the CMS text library: its library and title are required. */
export const cmsTextRule = z.object({
  libraryName: textRule(64, true),
  title: z.string().trim().min(1, say("required")).max(200, say("tooLong")),
});
