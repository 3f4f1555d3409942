/**
 * A webhook endpoint on loopback for the tests (issue 28 item 5): it records every POST, answers the
 * status the test sets, hands deliveries over as they come and checks their HMAC-SHA256 signature
 * (`X-Crucible-Signature: sha256=<hex of HMAC(secret, "<timestamp>.<body>")>`).
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface WebhookReceiver {
  readonly url: string;
  /** Every delivery received, in order. */
  readonly received: ReceivedDelivery[];
  /** The status the endpoint answers (200 unless the test says otherwise). */
  readonly state: { status: number };
  /** The next delivery not yet handed over (waits up to 30 s). */
  next(): Promise<ReceivedDelivery>;
  close(): Promise<void>;
}

/** Whether a delivery carries the signature of `secret`. */
export function signedWith(secret: string, delivery: ReceivedDelivery): boolean {
  const timestamp = String(delivery.headers["x-crucible-timestamp"]);
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${delivery.body}`).digest("hex")}`;
  return delivery.headers["x-crucible-signature"] === expected;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const state = { status: 200 };
  let handed = 0;
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(state.status, { "content-type": "text/plain" });
      response.end(state.status === 200 ? "ok" : "endpoint is down");
      waiting.shift()?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    async next() {
      if (handed >= received.length) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("no delivery in 30 s")), 30_000);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received[handed++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
