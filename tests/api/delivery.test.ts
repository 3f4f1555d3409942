/**
 * Delivery of verification codes (issue 2, item 4): with CRUCIBLE_SMTP_URL the code goes out through
 * the real SMTP library to an SMTP server, with CRUCIBLE_SMS_URL as `POST {Mobile, Text}` to the
 * HTTP provider; a server that refuses answers DBSendMailError / DBSendSMSError, and nothing is
 * written to the log in place of the message. Both servers here are small real servers on loopback.
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, uniqueMobile } from "../support/factories.js";

interface Mail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server (RFC 5321 without extensions); `refuse` makes it reject every recipient. */
function smtpServer(mails: Mail[], state: { refuse: boolean }): TcpServer {
  return createTcpServer((socket: Socket) => {
    let buffer = "";
    let mail: Mail | null = null;
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.local ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          if (mail) mails.push({ ...mail, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          mail = null;
          reply("250 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test.local");
        else if (verb === "MAIL") {
          mail = { from: line.slice(10).trim(), to: [], data: "" };
          reply("250 ok");
        } else if (verb === "RCPT") {
          if (state.refuse) reply("550 no such mailbox");
          else {
            mail?.to.push(line.slice(8).trim());
            reply("250 ok");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with .");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (verb === "RSET") reply("250 ok");
        else reply("502 not implemented");
      }
    });
  });
}

async function listen(server: TcpServer | HttpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

const mails: Mail[] = [];
const smtpState = { refuse: false };
const texts: { Mobile: string; Text: string }[] = [];
const smsState = { status: 200 };
let smtp: TcpServer;
let sms: HttpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = smtpServer(mails, smtpState);
  sms = createHttpServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/sms") {
        texts.push(JSON.parse(body) as { Mobile: string; Text: string });
      }
      response.statusCode = smsState.status;
      response.end("{}");
    });
  });
  const smtpPort = await listen(smtp);
  const smsPort = await listen(sms);
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      CRUCIBLE_MAIL_FROM: "Crucible <codes@crucible.test>",
      CRUCIBLE_SMS_URL: `http://127.0.0.1:${smsPort}/sms`,
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await new Promise((resolve) => smtp?.close(resolve));
  await new Promise((resolve) => sms?.close(resolve));
});

describe("verification codes by e-mail through SMTP", () => {
  it("mails the code to the user's address, and the code from the mail activates it", async () => {
    const user = await registerUser(t);
    expect(await user.client.ok("/api/user/send_activation_status", { Kind: "Email" })).toBe(true);
    const mail = mails.find((m) => m.to.some((to) => to.includes(user.email)));
    expect(mail?.from).toContain("codes@crucible.test");
    const code = /\b(\d{6})\b/.exec(mail?.data ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // With a mail server configured, the code is not written to the log.
    expect(() => t.lastCode(user.email)).toThrow();
    const activated = await user.client.ok<{ EmailStatus: boolean }>("/api/user/activation_status", {
      Kind: "Email",
      Code: code,
    });
    expect(activated.EmailStatus).toBe(true);
  });

  it("answers DBSendMailError when the mail server refuses", async () => {
    const user = await registerUser(t);
    smtpState.refuse = true;
    try {
      const result = await user.client.rest("/api/user/send_activation_status", { Kind: "Email" });
      // A bad gateway (502), never a 500: the failure is the mail server's, and it says so.
      expect([result.status, result.body.Error?.Type]).toEqual([502, "DBSendMailError"]);
    } finally {
      smtpState.refuse = false;
    }
  });
});

describe("verification codes by SMS through the HTTP provider", () => {
  it("posts {Mobile, Text} with the code, and the code activates the phone", async () => {
    const phone = uniqueMobile();
    const user = await registerUser(t, { Phone: phone });
    expect(await user.client.ok("/api/user/send_activation_status", { Kind: "Phone" })).toBe(true);
    const text = texts.find((x) => x.Mobile === phone);
    const code = /\b(\d{6})\b/.exec(text?.Text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const activated = await user.client.ok<{ PhoneStatus: boolean }>("/api/user/activation_status", {
      Kind: "Phone",
      Code: code,
    });
    expect(activated.PhoneStatus).toBe(true);
  });

  it("answers DBSendSMSError when the provider fails", async () => {
    const user = await registerUser(t, { Phone: uniqueMobile() });
    smsState.status = 503;
    try {
      const result = await user.client.rest("/api/user/send_activation_status", { Kind: "Phone" });
      expect([result.status, result.body.Error?.Type]).toEqual([502, "DBSendSMSError"]);
    } finally {
      smsState.status = 200;
    }
  });
});
