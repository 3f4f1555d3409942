/**
 * A small SMTP server for tests (RFC 5321's plain dialogue: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT; no TLS, no AUTH): the gateway's nodemailer talks to it over a real socket. `refuse` makes it
 * answer 451 to MAIL FROM (a temporary failure), as a mail server that is down for a while would.
 */
import { createServer, type AddressInfo, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtp {
  readonly url: string;
  readonly received: ReceivedMail[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const sockets = new Set<Socket>();
  const state: TestSmtp = {
    url: "",
    received: [],
    refuse: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 test-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(mail);
          mail = { from: "", to: [], data: "" };
          say("250 queued");
          continue;
        }
        const at = buffer.indexOf("\r\n");
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") say("250 test-smtp");
        else if (verb === "HELO") say("250 test-smtp");
        else if (verb === "MAIL") {
          if (state.refuse) say("451 try again later");
          else {
            mail = { from: line.slice(10).replace(/[<>]/g, "").trim(), to: [], data: "" };
            say("250 ok");
          }
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).replace(/[<>]/g, "").trim());
          say("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          say("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "" };
          say("250 ok");
        } else if (verb === "NOOP") say("250 ok");
        else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else say("502 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `smtp://127.0.0.1:${port}` });
}
