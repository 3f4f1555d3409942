/**
 * The two payment providers through their maintained SDKs (DESIGN §6b): WeChat Pay API v3 native
 * payment (wechatpay-axios-plugin: requests signed with the merchant key, responses verified with
 * the WeChat Pay public key) and Alipay's QR precreate (alipay-sdk over OpenAPI v3: the same both
 * ways with RSA2). A notification is believed only when its signature checks out; WeChat Pay's
 * resource is then decrypted with the APIv3 key (AES-256-GCM).
 */
import { yuan, type PaymentProvider } from "@crucible/schema";
import { AlipaySdk } from "alipay-sdk";
import { Aes, Formatter, Rsa, Wechatpay } from "wechatpay-axios-plugin";
import type { AlipayConfig, Config, WechatPayConfig } from "../../config.js";
import type { OrderRow } from "../../db/schema.js";
import { AppError } from "../errors.js";

/** What a verified notification says about one order. */
export interface PaymentNotice {
  /** The provider's id of this notification (a replay carries the same). */
  notifyId: string;
  outTradeNo: string;
  providerTradeNo: string;
  /** Whether it reports a completed payment. */
  paid: boolean;
  /** Fen paid. */
  amount: number;
}

/** A notification as it arrived: headers and the raw body (WeChat Pay) or the form fields (Alipay). */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  fields: Record<string, string>;
}

export interface PaymentClient {
  readonly provider: PaymentProvider;
  /** Starts a QR payment of the order; answers what the QR code encodes. */
  createPayment(order: OrderRow, subject: string, expiresAt: Date): Promise<string>;
  /** The notice of a genuine notification, or null for anything forged, stale or malformed. */
  verifyNotify(request: NotifyRequest): PaymentNotice | null;
  /** What the provider's endpoint expects as the answer to a notification. */
  answer(accepted: boolean): { status: number; type: string; body: string };
}

/** Notifications older than this are refused (a replay of an old one). */
const notifyMaxAgeSeconds = 300;

function header(request: NotifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/** A provider's refusal, as the SDK reports it, without keys or stack. */
function providerMessage(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const response = (error as { response?: { status?: number; data?: { message?: unknown } } }).response;
    if (response?.data?.message) return `${response.status ?? ""} ${String(response.data.message)}`.trim();
    if (error instanceof Error) return error.message.slice(0, 200);
  }
  return "no answer";
}

function wechatClient(config: WechatPayConfig, publicUrl: string): PaymentClient {
  const client = new Wechatpay({
    mchid: config.mchid,
    serial: config.serial,
    privateKey: config.privateKey,
    certs: { [config.platformKeyId]: config.platformPublicKey },
    baseURL: config.baseUrl,
    timeout: 10_000,
  });
  const platformKey = Rsa.from(config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);
  return {
    provider: "wechat",
    async createPayment(order, subject, expiresAt) {
      try {
        const { data } = await client.chain("v3/pay/transactions/native").post({
          appid: config.appid,
          mchid: config.mchid,
          description: subject.slice(0, 127),
          out_trade_no: order.outTradeNo,
          time_expire: expiresAt.toISOString().replace(/\.\d{3}Z$/, "+00:00"),
          notify_url: `${publicUrl}/api/pay/wechat/notify`,
          amount: { total: order.amount, currency: "CNY" },
        });
        const codeUrl = (data as { code_url?: unknown }).code_url;
        if (typeof codeUrl !== "string" || !codeUrl) throw new Error("no code_url in the answer");
        return codeUrl;
      } catch (error) {
        throw new AppError("OrderPaymentFailed", `WeChat Pay: ${providerMessage(error)}`);
      }
    },
    verifyNotify(request) {
      const timestamp = header(request, "wechatpay-timestamp");
      const nonce = header(request, "wechatpay-nonce");
      const serial = header(request, "wechatpay-serial");
      const signature = header(request, "wechatpay-signature");
      if (!timestamp || !nonce || !signature || serial !== config.platformKeyId) return null;
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > notifyMaxAgeSeconds) return null;
      if (!Rsa.verify(Formatter.response(timestamp, nonce, request.rawBody), signature, platformKey))
        return null;
      try {
        const body = JSON.parse(request.rawBody) as {
          id?: string;
          resource?: { ciphertext?: string; nonce?: string; associated_data?: string };
        };
        const resource = body.resource;
        if (!body.id || !resource?.ciphertext || !resource.nonce) return null;
        const plain = JSON.parse(
          Aes.AesGcm.decrypt(
            resource.ciphertext,
            config.apiV3Key,
            resource.nonce,
            resource.associated_data ?? "",
          ),
        ) as {
          mchid?: string;
          appid?: string;
          out_trade_no?: string;
          transaction_id?: string;
          trade_state?: string;
          amount?: { total?: number };
        };
        if (plain.mchid !== config.mchid || plain.appid !== config.appid || !plain.out_trade_no) return null;
        return {
          notifyId: body.id,
          outTradeNo: plain.out_trade_no,
          providerTradeNo: plain.transaction_id ?? "",
          paid: plain.trade_state === "SUCCESS",
          amount: Number(plain.amount?.total ?? -1),
        };
      } catch {
        // Not JSON, or a resource that does not decrypt with our key: not from WeChat Pay for us.
        return null;
      }
    },
    answer(accepted) {
      return accepted
        ? { status: 204, type: "application/json", body: "" }
        : {
            status: 401,
            type: "application/json",
            body: JSON.stringify({ code: "FAIL", message: "signature verification failed" }),
          };
    },
  };
}

/** Yuan with two decimals ("12.34") as fen; null for anything else. */
function fenOf(amount: string | undefined): number | null {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = "0", part = ""] = amount.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

function alipayClient(config: AlipayConfig, publicUrl: string): PaymentClient {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    keyType: config.privateKey.includes("BEGIN RSA PRIVATE KEY") ? "PKCS1" : "PKCS8",
    endpoint: config.endpoint,
    timeout: 10_000,
  });
  return {
    provider: "alipay",
    async createPayment(order, subject, expiresAt) {
      try {
        const minutes = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 60_000));
        const result = await sdk.curl<{ qr_code?: string }>("POST", "/v3/alipay/trade/precreate", {
          body: {
            out_trade_no: order.outTradeNo,
            total_amount: yuan(order.amount),
            subject: subject.slice(0, 256),
            notify_url: `${publicUrl}/api/pay/alipay/notify`,
            timeout_express: `${minutes}m`,
          },
        });
        const qr = result.data.qr_code;
        if (!qr) throw new Error("no qr_code in the answer");
        return qr;
      } catch (error) {
        throw new AppError("OrderPaymentFailed", `Alipay: ${providerMessage(error)}`);
      }
    },
    verifyNotify(request) {
      const fields = request.fields;
      if (!fields.sign || fields.sign_type !== "RSA2") return null;
      if (!sdk.checkNotifySignV2(fields)) return null;
      if (fields.app_id !== config.appId || !fields.out_trade_no || !fields.notify_id) return null;
      const notified = Date.parse(`${fields.notify_time?.replace(" ", "T") ?? ""}+08:00`);
      if (!Number.isFinite(notified) || Math.abs(Date.now() - notified) > notifyMaxAgeSeconds * 1000)
        return null;
      const amount = fenOf(fields.total_amount);
      if (amount === null) return null;
      return {
        notifyId: fields.notify_id,
        outTradeNo: fields.out_trade_no,
        providerTradeNo: fields.trade_no ?? "",
        paid: fields.trade_status === "TRADE_SUCCESS" || fields.trade_status === "TRADE_FINISHED",
        amount,
      };
    },
    answer(accepted) {
      return { status: 200, type: "text/plain; charset=utf-8", body: accepted ? "success" : "fail" };
    },
  };
}

/** The configured providers of this platform. */
export function paymentClients(config: Config): Partial<Record<PaymentProvider, PaymentClient>> {
  const { wechat, alipay, publicUrl } = config.payments;
  return {
    ...(wechat ? { wechat: wechatClient(wechat, publicUrl) } : {}),
    ...(alipay ? { alipay: alipayClient(alipay, publicUrl) } : {}),
  };
}
