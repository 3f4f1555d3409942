import got from "got";
import nodemailer from "nodemailer";
import type { Config } from "../../config.js";
import { AppError } from "../errors.js";

/** Sends verification codes: e-mail through SMTP, SMS through a configured HTTP provider. */
export interface Notifier {
  sendMail(to: string, subject: string, text: string): Promise<void>;
  sendSms(mobile: string, text: string): Promise<void>;
  /** Tells the operator's log of a message that could not be sent where no caller is left to answer. */
  warn(message: string): void;
}

export interface LogSink {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Without CRUCIBLE_SMTP_URL or CRUCIBLE_SMS_URL the message is written to the server log, so that a
 * local user can finish activation or a password reset (issue: accounts).
 */
export function createNotifier(config: Config, log: LogSink): Notifier {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async sendMail(to, subject, text) {
      if (!transport) {
        log.info(`[mail to ${to}] ${subject}: ${text}`);
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      } catch {
        throw new AppError("DBSendMailError");
      }
    },
    async sendSms(mobile, text) {
      if (!config.smsUrl) {
        log.info(`[sms to ${mobile}] ${text}`);
        return;
      }
      try {
        await got.post(config.smsUrl, { json: { Mobile: mobile, Text: text }, timeout: { request: 10_000 } });
      } catch {
        throw new AppError("DBSendSMSError");
      }
    },
    warn(message) {
      log.warn(message);
    },
  };
}
