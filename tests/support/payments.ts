/**
 * Local fakes of WeChat Pay API v3 (native payment) and Alipay OpenAPI v3 (precreate) that speak the
 * providers' protocols with key pairs made at test time: they check the merchant's request
 * signatures, sign their answers, and send signed notifications (WeChat Pay's resource encrypted with
 * AES-256-GCM) to the notify_url of an order, as the providers do; they answer queries of an
 * order's payment and refund payments. A payment can be made with its notification lost. The gateway's SDKs are pointed at
 * them by their base URL.
 */
import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function rsaKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

function sign(message: string, privateKey: string): string {
  return createSign("RSA-SHA256").update(message, "utf8").sign(privateKey, "base64");
}

function verify(message: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify("RSA-SHA256").update(message, "utf8").verify(publicKey, signature, "base64");
  } catch {
    return false;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface FakeOrder {
  outTradeNo: string;
  amount: number;
  notifyUrl: string;
}

/** A completed payment the fake holds (what a query answers and a refund takes back). */
export interface FakeTrade {
  tradeNo: string;
  outTradeNo: string;
  amount: number;
}

/** A refund the fake made, by the merchant's refund number (asked again, it is the same refund). */
export interface FakeRefund {
  refundId: string;
  tradeNo: string;
  outRefundNo: string;
  amount: number;
  /** WeChat Pay's refund status (Alipay's refunds are done when answered). */
  status?: "PROCESSING" | "SUCCESS" | "CLOSED" | "ABNORMAL";
}

/** How a sent notification is spoiled (tests of forged, stale and wrong notifications). */
export interface NotifyOptions {
  /** Fen reported paid (the order's amount otherwise). */
  amount?: number;
  /** Sign with another key than the provider's. */
  signWith?: string;
  /** Seconds before now of the notification's time. */
  ageSeconds?: number;
  /** The notification's id (a new one otherwise): the same id is a replay. */
  notifyId?: string;
  /** Change the body after signing it. */
  tamper?: boolean;
  /** Another merchant's order number. */
  outTradeNo?: string;
  /** The buyer pays but the notification is lost on the way (nothing is sent). */
  lost?: boolean;
}

/**
 * Where notifications are delivered: the platform's public address stands for a proxy in front of
 * the test gateway, whose port is known only once it listens.
 */
function deliveryUrl(notifyUrl: string, deliverTo: string | null): string {
  if (!deliverTo) return notifyUrl;
  const url = new URL(notifyUrl);
  return `${deliverTo}${url.pathname}${url.search}`;
}

export interface SentNotify {
  status: number;
  body: string;
  notifyId: string;
  /** The provider's number of the payment. */
  tradeNo: string;
}

/** The payment a notification reports: the same one for a replay (same notifyId), a new one otherwise. */
function tradeOf(
  trades: Map<string, FakeTrade>,
  order: FakeOrder,
  options: NotifyOptions,
  newNumber: () => string,
): FakeTrade {
  const known = trades.get(order.outTradeNo);
  if (options.notifyId && known) return known;
  const trade = {
    tradeNo: newNumber(),
    outTradeNo: order.outTradeNo,
    amount: options.amount ?? order.amount,
  };
  // A forged or misdirected notification is no payment.
  if (!options.signWith && !options.tamper && !options.outTradeNo) trades.set(order.outTradeNo, trade);
  return trade;
}

export interface FakeWechatPay {
  url: string;
  mchid: string;
  appid: string;
  serial: string;
  merchant: KeyPair;
  platform: KeyPair;
  platformKeyId: string;
  apiV3Key: string;
  /** Native orders the merchant created, by out_trade_no. */
  orders: Map<string, FakeOrder>;
  /** Completed payments, by out_trade_no. */
  trades: Map<string, FakeTrade>;
  /** Refunds made, by out_refund_no. */
  refunds: Map<string, FakeRefund>;
  /** Queries of an order's payment answered. */
  queries: number;
  /** Refuses refund requests (the provider's error) while true. */
  failRefunds(fail: boolean): void;
  /** New refunds are answered PROCESSING (the bank has not confirmed yet) while true. */
  processRefunds(processing: boolean): void;
  /** Queries of a refund's state answered. */
  refundQueries: number;
  /** Requests refused because their signature did not check out. */
  refused: number;
  /** Signs the API's answers with this key instead of the platform's (a forged answer); null resets. */
  forgeAnswers(privateKey: string | null): void;
  env(publicUrl: string): Record<string, string>;
  /** Delivers notifications to this origin instead of the notify_url's (see deliveryUrl). */
  deliverTo(origin: string): void;
  /** The buyer scans and pays: the provider notifies the merchant. */
  pay(outTradeNo: string, options?: NotifyOptions): Promise<SentNotify>;
  stop(): Promise<void>;
}

export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = rsaKeyPair();
  const platform = rsaKeyPair();
  const mchid = "1900000109";
  const appid = "wxd678efh567hg6787";
  const serial = randomBytes(20).toString("hex").toUpperCase();
  const platformKeyId = `PUB_KEY_ID_${randomBytes(16).toString("hex")}`;
  const apiV3Key = randomBytes(16).toString("hex");
  const orders = new Map<string, FakeOrder>();
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  let queries = 0;
  let refundsFail = false;
  let refundsProcess = false;
  let refundQueries = 0;
  let refused = 0;
  let target: string | null = null;

  const signedHeaders = (body: string, privateKey = platform.privateKey, ageSeconds = 0) => {
    const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
    const nonce = randomBytes(16).toString("hex");
    return {
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-serial": platformKeyId,
      "wechatpay-signature": sign(`${timestamp}\n${nonce}\n${body}\n`, privateKey),
    };
  };

  let answerKey: string | null = null;
  const answer = (response: ServerResponse, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    response.writeHead(status, {
      "content-type": "application/json",
      ...signedHeaders(body, answerKey ?? platform.privateKey),
    });
    response.end(body);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(request.headers.authorization ?? "");
      const fields = Object.fromEntries(
        [...(auth?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
      if (
        !auth ||
        fields.mchid !== mchid ||
        fields.serial_no !== serial ||
        !verify(message, fields.signature ?? "", merchant.publicKey)
      ) {
        refused++;
        return answer(response, 401, { code: "SIGN_ERROR", message: "signature verification failed" });
      }
      if (request.method === "POST" && request.url === "/v3/pay/transactions/native") {
        const order = JSON.parse(body) as {
          out_trade_no: string;
          notify_url: string;
          amount: { total: number };
          appid: string;
        };
        if (order.appid !== appid) return answer(response, 400, { code: "PARAM_ERROR", message: "appid" });
        const known = orders.get(order.out_trade_no);
        if (known && known.amount !== order.amount.total) {
          return answer(response, 400, { code: "INVALID_REQUEST", message: "amount changed" });
        }
        orders.set(order.out_trade_no, {
          outTradeNo: order.out_trade_no,
          amount: order.amount.total,
          notifyUrl: order.notify_url,
        });
        return answer(response, 200, {
          code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString("hex")}`,
        });
      }
      const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\?mchid=(\w+)$/.exec(
        request.url ?? "",
      );
      if (request.method === "GET" && queried) {
        queries++;
        const outTradeNo = decodeURIComponent(queried[1]!);
        const order = orders.get(outTradeNo);
        if (!order || queried[2] !== mchid) {
          return answer(response, 404, { code: "ORDER_NOT_EXIST", message: "order does not exist" });
        }
        const trade = trades.get(outTradeNo);
        return answer(response, 200, {
          appid,
          mchid,
          out_trade_no: outTradeNo,
          trade_type: "NATIVE",
          ...(trade
            ? {
                transaction_id: trade.tradeNo,
                trade_state: "SUCCESS",
                trade_state_desc: "支付成功",
                amount: { total: trade.amount, payer_total: trade.amount, currency: "CNY" },
              }
            : {
                trade_state: "NOTPAY",
                trade_state_desc: "订单未支付",
                amount: { total: order.amount, currency: "CNY" },
              }),
        });
      }
      if (request.method === "POST" && request.url === "/v3/refund/domestic/refunds") {
        const asked = JSON.parse(body) as {
          transaction_id?: string;
          out_refund_no: string;
          amount: { refund: number; total: number };
        };
        if (refundsFail)
          return answer(response, 403, { code: "NOT_ENOUGH", message: "insufficient balance" });
        const done = refunds.get(asked.out_refund_no);
        const trade = [...trades.values()].find((t) => t.tradeNo === asked.transaction_id);
        if (!trade) return answer(response, 404, { code: "RESOURCE_NOT_EXISTS", message: "no such payment" });
        if (asked.amount.total !== trade.amount || asked.amount.refund > trade.amount) {
          return answer(response, 400, { code: "PARAM_ERROR", message: "refund amount" });
        }
        const refund: FakeRefund = done ?? {
          refundId: `5030${randomBytes(12).toString("hex")}`,
          tradeNo: trade.tradeNo,
          outRefundNo: asked.out_refund_no,
          amount: asked.amount.refund,
          status: refundsProcess ? "PROCESSING" : "SUCCESS",
        };
        refunds.set(refund.outRefundNo, refund);
        return answer(response, 200, {
          refund_id: refund.refundId,
          out_refund_no: refund.outRefundNo,
          transaction_id: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          status: refund.status ?? "SUCCESS",
          amount: { refund: refund.amount, total: trade.amount, currency: "CNY" },
        });
      }
      const refundAsked = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(request.url ?? "");
      if (request.method === "GET" && refundAsked) {
        refundQueries++;
        const refund = refunds.get(decodeURIComponent(refundAsked[1]!));
        if (!refund) return answer(response, 404, { code: "RESOURCE_NOT_EXISTS", message: "no such refund" });
        const trade = [...trades.values()].find((t) => t.tradeNo === refund.tradeNo);
        return answer(response, 200, {
          refund_id: refund.refundId,
          out_refund_no: refund.outRefundNo,
          transaction_id: refund.tradeNo,
          out_trade_no: trade?.outTradeNo ?? "",
          status: refund.status ?? "SUCCESS",
          amount: { refund: refund.amount, total: trade?.amount ?? refund.amount, currency: "CNY" },
        });
      }
      return answer(response, 404, { code: "NOT_FOUND", message: "no such API" });
    })();
  });
  const url = await listen(server);

  return {
    url,
    mchid,
    appid,
    serial,
    merchant,
    platform,
    platformKeyId,
    apiV3Key,
    orders,
    trades,
    refunds,
    get queries() {
      return queries;
    },
    failRefunds(fail) {
      refundsFail = fail;
    },
    processRefunds(processing) {
      refundsProcess = processing;
    },
    get refundQueries() {
      return refundQueries;
    },
    get refused() {
      return refused;
    },
    forgeAnswers(privateKey) {
      answerKey = privateKey;
    },
    env: (publicUrl) => ({
      CRUCIBLE_PUBLIC_URL: publicUrl,
      CRUCIBLE_WECHATPAY_MCHID: mchid,
      CRUCIBLE_WECHATPAY_APPID: appid,
      CRUCIBLE_WECHATPAY_SERIAL: serial,
      CRUCIBLE_WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      CRUCIBLE_WECHATPAY_PUBLIC_KEY_ID: platformKeyId,
      CRUCIBLE_WECHATPAY_PUBLIC_KEY: platform.publicKey,
      CRUCIBLE_WECHATPAY_APIV3_KEY: apiV3Key,
      CRUCIBLE_WECHATPAY_BASE_URL: `${url}/`,
    }),
    deliverTo(origin) {
      target = origin;
    },
    async pay(outTradeNo, options = {}) {
      const order = orders.get(options.outTradeNo ?? outTradeNo) ?? orders.get(outTradeNo);
      if (!order) throw new Error(`the fake WeChat Pay has no order ${outTradeNo}`);
      const trade = tradeOf(trades, order, options, () => `4200${randomBytes(12).toString("hex")}`);
      const notifyId = options.notifyId ?? randomUUID();
      if (options.lost) return { status: 0, body: "", notifyId, tradeNo: trade.tradeNo };
      const plain = JSON.stringify({
        mchid,
        appid,
        out_trade_no: options.outTradeNo ?? order.outTradeNo,
        transaction_id: trade.tradeNo,
        trade_type: "NATIVE",
        trade_state: "SUCCESS",
        trade_state_desc: "支付成功",
        success_time: new Date().toISOString(),
        payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
        amount: {
          total: options.amount ?? order.amount,
          payer_total: options.amount ?? order.amount,
          currency: "CNY",
        },
      });
      const nonce = randomBytes(6).toString("hex");
      const aad = "transaction";
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key), nonce);
      cipher.setAAD(Buffer.from(aad));
      const ciphertext = Buffer.concat([
        cipher.update(plain, "utf8"),
        cipher.final(),
        cipher.getAuthTag(),
      ]).toString("base64");
      const body = JSON.stringify({
        id: notifyId,
        create_time: new Date().toISOString(),
        resource_type: "encrypt-resource",
        event_type: "TRANSACTION.SUCCESS",
        summary: "支付成功",
        resource: {
          original_type: "transaction",
          algorithm: "AEAD_AES_256_GCM",
          ciphertext,
          associated_data: aad,
          nonce,
        },
      });
      const headers = signedHeaders(body, options.signWith ?? platform.privateKey, options.ageSeconds ?? 0);
      const sent = options.tamper ? body.replace(ciphertext, ciphertext.slice(0, -4) + "AAAA") : body;
      const response = await fetch(deliveryUrl(order.notifyUrl, target), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: sent,
      });
      return { status: response.status, body: await response.text(), notifyId, tradeNo: trade.tradeNo };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FakeAlipay {
  url: string;
  appId: string;
  app: KeyPair;
  alipay: KeyPair;
  orders: Map<string, FakeOrder>;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, FakeRefund>;
  queries: number;
  failRefunds(fail: boolean): void;
  /** Signs the API's answers with this key instead of Alipay's (a forged answer); null resets. */
  forgeAnswers(privateKey: string | null): void;
  refused: number;
  env(publicUrl: string): Record<string, string>;
  deliverTo(origin: string): void;
  pay(outTradeNo: string, options?: NotifyOptions): Promise<SentNotify>;
  stop(): Promise<void>;
}

/** yyyy-MM-dd HH:mm:ss in China Standard Time, as Alipay writes times. */
function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

export async function startFakeAlipay(): Promise<FakeAlipay> {
  const app = rsaKeyPair();
  const alipay = rsaKeyPair();
  const appId = "2021000000000001";
  const orders = new Map<string, FakeOrder>();
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  let queries = 0;
  let refundsFail = false;
  let answerKey: string | null = null;
  let refused = 0;
  let target: string | null = null;

  const answer = (response: ServerResponse, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    response.writeHead(status, {
      "content-type": "application/json",
      "alipay-timestamp": timestamp,
      "alipay-nonce": nonce,
      "alipay-signature": sign(`${timestamp}\n${nonce}\n${body}\n`, answerKey ?? alipay.privateKey),
      "alipay-trace-id": randomBytes(8).toString("hex"),
    });
    response.end(body);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const auth = /^ALIPAY-SHA256withRSA (.*),sign=(.*)$/.exec(request.headers.authorization ?? "");
      const authString = auth?.[1] ?? "";
      const fields = Object.fromEntries(
        authString.split(",").map((pair) => pair.split("=") as [string, string]),
      );
      const message = `${authString}\n${request.method}\n${request.url}\n${body}\n`;
      if (!auth || fields.app_id !== appId || !verify(message, auth[2] ?? "", app.publicKey)) {
        refused++;
        return answer(response, 401, { code: "invalid-signature", message: "signature verification failed" });
      }
      if (request.method === "POST" && request.url === "/v3/alipay/trade/precreate") {
        const order = JSON.parse(body) as { out_trade_no: string; total_amount: string; notify_url: string };
        const amount = Math.round(Number(order.total_amount) * 100);
        orders.set(order.out_trade_no, {
          outTradeNo: order.out_trade_no,
          amount,
          notifyUrl: order.notify_url,
        });
        return answer(response, 200, {
          out_trade_no: order.out_trade_no,
          qr_code: `https://qr.alipay.com/${randomBytes(8).toString("hex")}`,
        });
      }
      if (request.method === "POST" && request.url === "/v3/alipay/trade/query") {
        queries++;
        const asked = JSON.parse(body) as { out_trade_no: string };
        const order = orders.get(asked.out_trade_no);
        if (!order) return answer(response, 400, { code: "ACQ.TRADE_NOT_EXIST", message: "交易不存在" });
        const trade = trades.get(order.outTradeNo);
        return answer(
          response,
          200,
          trade
            ? {
                out_trade_no: order.outTradeNo,
                trade_no: trade.tradeNo,
                trade_status: "TRADE_SUCCESS",
                total_amount: (trade.amount / 100).toFixed(2),
              }
            : { out_trade_no: order.outTradeNo, trade_status: "WAIT_BUYER_PAY" },
        );
      }
      if (request.method === "POST" && request.url === "/v3/alipay/trade/refund") {
        const asked = JSON.parse(body) as { trade_no: string; refund_amount: string; out_request_no: string };
        if (refundsFail) return answer(response, 400, { code: "ACQ.SYSTEM_ERROR", message: "系统错误" });
        const trade = [...trades.values()].find((t) => t.tradeNo === asked.trade_no);
        if (!trade) return answer(response, 400, { code: "ACQ.TRADE_NOT_EXIST", message: "交易不存在" });
        const amount = Math.round(Number(asked.refund_amount) * 100);
        if (amount > trade.amount) {
          return answer(response, 400, { code: "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", message: "退款金额超限" });
        }
        const first = !refunds.has(asked.out_request_no);
        if (first) {
          refunds.set(asked.out_request_no, {
            refundId: `${trade.tradeNo}/${asked.out_request_no}`,
            tradeNo: trade.tradeNo,
            outRefundNo: asked.out_request_no,
            amount,
          });
        }
        return answer(response, 200, {
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          refund_fee: asked.refund_amount,
          fund_change: first ? "Y" : "N",
        });
      }
      return answer(response, 404, { code: "not-found", message: "no such API" });
    })();
  });
  const url = await listen(server);

  return {
    url,
    appId,
    app,
    alipay,
    orders,
    trades,
    refunds,
    get queries() {
      return queries;
    },
    failRefunds(fail) {
      refundsFail = fail;
    },
    forgeAnswers(privateKey) {
      answerKey = privateKey;
    },
    get refused() {
      return refused;
    },
    env: (publicUrl) => ({
      CRUCIBLE_PUBLIC_URL: publicUrl,
      CRUCIBLE_ALIPAY_APP_ID: appId,
      CRUCIBLE_ALIPAY_PRIVATE_KEY: app.privateKey,
      CRUCIBLE_ALIPAY_PUBLIC_KEY: alipay.publicKey,
      CRUCIBLE_ALIPAY_ENDPOINT: url,
    }),
    deliverTo(origin) {
      target = origin;
    },
    async pay(outTradeNo, options = {}) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`the fake Alipay has no order ${outTradeNo}`);
      const trade = tradeOf(trades, order, options, () => `2026${randomBytes(10).toString("hex")}`);
      const notifyId = options.notifyId ?? randomBytes(16).toString("hex");
      if (options.lost) return { status: 0, body: "", notifyId, tradeNo: trade.tradeNo };
      const fields: Record<string, string> = {
        notify_time: chinaTime(new Date(Date.now() - (options.ageSeconds ?? 0) * 1000)),
        notify_type: "trade_status_sync",
        notify_id: notifyId,
        app_id: appId,
        charset: "utf-8",
        version: "1.0",
        trade_no: trade.tradeNo,
        out_trade_no: options.outTradeNo ?? order.outTradeNo,
        trade_status: "TRADE_SUCCESS",
        total_amount: ((options.amount ?? order.amount) / 100).toFixed(2),
        subject: "Crucible",
        gmt_payment: chinaTime(new Date()),
      };
      const content = Object.keys(fields)
        .sort()
        .map((key) => `${key}=${fields[key]}`)
        .join("&");
      const signed: Record<string, string> = {
        ...fields,
        sign_type: "RSA2",
        sign: sign(content, options.signWith ?? alipay.privateKey),
      };
      if (options.tamper) signed.total_amount = "0.01";
      const response = await fetch(deliveryUrl(order.notifyUrl, target), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
        body: new URLSearchParams(signed).toString(),
      });
      return { status: response.status, body: await response.text(), notifyId, tradeNo: trade.tradeNo };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
