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
import type { OrderRow } from "../../db/commerce.js";
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

/** What the provider says about a refund it was asked for. */
export interface RefundAnswer {
  providerRefundId: string;
  state: "processing" | "success";
}

/** Where a refund stands at the provider: a closed or abnormal one has failed, with the provider's word. */
export interface RefundState {
  providerRefundId: string;
  state: "processing" | "success" | "failed";
  error: string | null;
}

/** A refund of one payment, in full. */
export interface RefundRequest {
  outTradeNo: string;
  providerTradeNo: string;
  outRefundNo: string;
  /** Fen paid, refunded in full. */
  amount: number;
  reason: string;
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
  /**
   * Asks the provider about the payment of an order (a missed notification): the completed payment
   * it reports, or null when there is none. Answers not signed by the provider throw.
   */
  queryPayment(outTradeNo: string): Promise<PaymentNotice | null>;
  /** Refunds a payment; the same outRefundNo asked again is the same refund at the provider. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /**
   * Where a refund the provider took as processing stands now (WeChat Pay; Alipay answers a refund
   * at once, so it never has one to ask about). An answer not signed by the provider throws.
   */
  refundState?(outRefundNo: string): Promise<RefundState>;
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
export function providerMessage(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const response = (error as { response?: { status?: number; data?: { message?: unknown } } }).response;
    if (response?.data?.message) return `${response.status ?? ""} ${String(response.data.message)}`.trim();
    if (error instanceof Error) return error.message.slice(0, 200);
  }
  return "no answer";
}

/** A WeChat Pay refund as its API answers it (the refund's request and its query answer alike). */
function wechatRefund(data: unknown): RefundState {
  const answer = data as { refund_id?: unknown; status?: unknown };
  if (typeof answer.refund_id !== "string" || !answer.refund_id) throw new Error("no refund_id");
  const closed = answer.status === "CLOSED" || answer.status === "ABNORMAL";
  return {
    providerRefundId: answer.refund_id,
    state: answer.status === "SUCCESS" ? "success" : closed ? "failed" : "processing",
    error: closed ? `the refund is ${String(answer.status)}` : null,
  };
}

/** The error code in a provider's refusal (WeChat Pay's body code, Alipay's error code). */
function providerCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return "";
  const wechat = (error as { response?: { data?: { code?: unknown } } }).response?.data?.code;
  if (typeof wechat === "string") return wechat;
  const alipay = (error as { code?: unknown }).code;
  return typeof alipay === "string" ? alipay : "";
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
    async queryPayment(outTradeNo) {
      let data: {
        mchid?: string;
        appid?: string;
        out_trade_no?: string;
        transaction_id?: string;
        trade_state?: string;
        amount?: { total?: number };
      };
      try {
        // The number as a parameter: the chain's path segments would lose its upper case.
        ({ data } = await client
          .chain("v3/pay/transactions/out-trade-no/{out_trade_no}")
          .get({ params: { mchid: config.mchid }, out_trade_no: outTradeNo }));
      } catch (error) {
        if (providerCode(error) === "ORDER_NOT_EXIST") return null;
        throw new AppError("OrderPaymentFailed", `WeChat Pay: ${providerMessage(error)}`);
      }
      if (data.mchid !== config.mchid || data.appid !== config.appid || data.out_trade_no !== outTradeNo) {
        throw new AppError("OrderPaymentFailed", "WeChat Pay: the answer names another merchant or order");
      }
      if (data.trade_state !== "SUCCESS" || !data.transaction_id) return null;
      return {
        notifyId: `query:${data.transaction_id}`,
        outTradeNo,
        providerTradeNo: data.transaction_id,
        paid: true,
        amount: Number(data.amount?.total ?? -1),
      };
    },
    async refund(request) {
      try {
        const { data } = await client.chain("v3/refund/domestic/refunds").post({
          transaction_id: request.providerTradeNo,
          out_refund_no: request.outRefundNo,
          reason: request.reason.slice(0, 80),
          amount: { refund: request.amount, total: request.amount, currency: "CNY" },
        });
        const read = wechatRefund(data);
        if (read.state === "failed") throw new Error(read.error ?? "the refund failed");
        return { providerRefundId: read.providerRefundId, state: read.state };
      } catch (error) {
        throw new AppError("OrderRefundFailed", `WeChat Pay: ${providerMessage(error)}`);
      }
    },
    async refundState(outRefundNo) {
      try {
        const { data } = await client
          .chain(`v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`)
          .get();
        if ((data as { out_refund_no?: unknown }).out_refund_no !== outRefundNo)
          throw new Error("the answer names another refund");
        const read = wechatRefund(data);
        return { ...read, error: read.error === null ? null : `WeChat Pay: ${read.error}` };
      } catch (error) {
        throw new AppError("OrderRefundFailed", `WeChat Pay: ${providerMessage(error)}`);
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
    async queryPayment(outTradeNo) {
      let data: { out_trade_no?: string; trade_no?: string; trade_status?: string; total_amount?: string };
      try {
        ({ data } = await sdk.curl("POST", "/v3/alipay/trade/query", { body: { out_trade_no: outTradeNo } }));
      } catch (error) {
        if (providerCode(error) === "ACQ.TRADE_NOT_EXIST") return null;
        throw new AppError("OrderPaymentFailed", `Alipay: ${providerMessage(error)}`);
      }
      if (data.out_trade_no !== outTradeNo) {
        throw new AppError("OrderPaymentFailed", "Alipay: the answer names another order");
      }
      const paid = data.trade_status === "TRADE_SUCCESS" || data.trade_status === "TRADE_FINISHED";
      if (!paid || !data.trade_no) return null;
      return {
        notifyId: `query:${data.trade_no}`,
        outTradeNo,
        providerTradeNo: data.trade_no,
        paid: true,
        amount: fenOf(data.total_amount) ?? -1,
      };
    },
    async refund(request) {
      try {
        const { data } = await sdk.curl<{ trade_no?: string }>("POST", "/v3/alipay/trade/refund", {
          body: {
            trade_no: request.providerTradeNo,
            out_trade_no: request.outTradeNo,
            refund_amount: yuan(request.amount),
            out_request_no: request.outRefundNo,
            refund_reason: request.reason.slice(0, 256),
          },
        });
        if (data.trade_no !== request.providerTradeNo) throw new Error("the answer names another trade");
        // Alipay has no refund id: the trade and our request number name the refund. A successful
        // answer is the refund (fund_change is "N" when the same request number is asked again).
        return { providerRefundId: `${request.providerTradeNo}/${request.outRefundNo}`, state: "success" };
      } catch (error) {
        throw new AppError("OrderRefundFailed", `Alipay: ${providerMessage(error)}`);
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
