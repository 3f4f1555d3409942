/**
 * The payment providers' settings (CRUCIBLE_WECHATPAY_*, CRUCIBLE_ALIPAY_*): each provider is set
 * completely or not at all, keys given as PEM text or as the path of a file holding it. What these
 * return is config.ts's WechatPayConfig and AlipayConfig; `loadConfig` checks that where it assigns it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** A PEM value, or the path of a file holding it. */
function pem(value: string): string {
  return value.includes("-----BEGIN")
    ? value.replace(/\\n/g, "\n")
    : readFileSync(path.resolve(value), "utf8");
}

/** A provider's settings: all of them, or none (a half-configured provider refuses to start). */
function providerEnv<K extends string>(env: NodeJS.ProcessEnv, provider: string, keys: Record<K, string>) {
  const values = Object.fromEntries(
    Object.entries<string>(keys).map(([key, name]) => [key, env[name] ?? ""]),
  ) as Record<K, string>;
  const missing = Object.entries<string>(keys).filter(([key]) => !values[key as K]);
  if (missing.length === Object.keys(keys).length) return null;
  if (missing.length > 0) {
    throw new Error(`${provider} is half configured: set ${missing.map(([, name]) => name).join(", ")}`);
  }
  return values;
}

export function wechatPayConfig(env: NodeJS.ProcessEnv) {
  const values = providerEnv(env, "WeChat Pay", {
    mchid: "CRUCIBLE_WECHATPAY_MCHID",
    appid: "CRUCIBLE_WECHATPAY_APPID",
    serial: "CRUCIBLE_WECHATPAY_SERIAL",
    privateKey: "CRUCIBLE_WECHATPAY_PRIVATE_KEY",
    platformKeyId: "CRUCIBLE_WECHATPAY_PUBLIC_KEY_ID",
    platformPublicKey: "CRUCIBLE_WECHATPAY_PUBLIC_KEY",
    apiV3Key: "CRUCIBLE_WECHATPAY_APIV3_KEY",
  });
  if (!values) return null;
  if (Buffer.byteLength(values.apiV3Key) !== 32)
    throw new Error("CRUCIBLE_WECHATPAY_APIV3_KEY must be 32 bytes");
  return {
    ...values,
    privateKey: pem(values.privateKey),
    platformPublicKey: pem(values.platformPublicKey),
    baseUrl: env.CRUCIBLE_WECHATPAY_BASE_URL || "https://api.mch.weixin.qq.com/",
  };
}

export function alipayConfig(env: NodeJS.ProcessEnv) {
  const values = providerEnv(env, "Alipay", {
    appId: "CRUCIBLE_ALIPAY_APP_ID",
    privateKey: "CRUCIBLE_ALIPAY_PRIVATE_KEY",
    alipayPublicKey: "CRUCIBLE_ALIPAY_PUBLIC_KEY",
  });
  if (!values) return null;
  return {
    appId: values.appId,
    privateKey: pem(values.privateKey),
    alipayPublicKey: pem(values.alipayPublicKey),
    endpoint: env.CRUCIBLE_ALIPAY_ENDPOINT || "https://openapi.alipay.com",
  };
}
