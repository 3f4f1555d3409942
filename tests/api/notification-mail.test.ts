/**
 * Notification preferences and the e-mail channel (issue 28 item 5): per kind, in-app and e-mail;
 * e-mails go through the gateway's SMTP settings to a real SMTP server started here (tests/support/
 * smtp.ts). A refused send is logged and tried again later and never touches the job that notified.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationKinds, notifications } from "../../gateway/src/db/notifications.js";
import { sendNotificationEmails } from "../../gateway/src/domain/notifications/mail.js";
import { startApp, type TestApp } from "../support/app.js";
import { gqlCode } from "../support/http.js";
import { registerUser, replyToFeedback, waitFor, type NormalUser } from "../support/factories.js";
import { startSmtp, type TestSmtp } from "../support/smtp.js";

let t: TestApp;
let smtp: TestSmtp;
let alice: NormalUser;
let bob: NormalUser;

interface Pref {
  Kind: string;
  InApp: boolean;
  Email: boolean;
}
const base = "/api/user_notification";
const warnings: string[] = [];
const log = { warn: (m: string) => warnings.push(m) };

async function rowOf(feedbackId: number) {
  const rows = await t.app.services.db
    .select()
    .from(notifications)
    .where(eq(notifications.targetId, feedbackId));
  return rows.find((r) => r.target === "feedback") ?? null;
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startApp({ env: { CRUCIBLE_SMTP_URL: smtp.url } });
  alice = await registerUser(t);
  bob = await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

describe("notification preferences", () => {
  it("are in-app only until saved, per kind, over REST and GraphQL, for their user only", async () => {
    const prefs = await alice.client.ok<Pref[]>(`${base}/prefs`);
    expect(prefs.find((p) => p.Kind === "jobDone")).toEqual({ Kind: "jobDone", InApp: true, Email: false });
    expect(prefs.map((p) => p.Kind)).toEqual([...notificationKinds]);
    const saved = await alice.client.ok<Pref[]>(`${base}/save_prefs`, {
      Prefs: [{ Kind: "feedbackReply", InApp: true, Email: true }],
    });
    expect(saved.find((p) => p.Kind === "feedbackReply")).toEqual({
      Kind: "feedbackReply",
      InApp: true,
      Email: true,
    });
    const { notificationPrefs } = await alice.client.gqlData<{
      notificationPrefs: { kind: string; inApp: boolean; email: boolean }[];
    }>("{ notificationPrefs { kind inApp email } }");
    expect(notificationPrefs.find((p) => p.kind === "feedbackReply")).toEqual({
      kind: "feedbackReply",
      inApp: true,
      email: true,
    });
    // Bob's are his own.
    expect((await bob.client.ok<Pref[]>(`${base}/prefs`)).every((p) => p.InApp && !p.Email)).toBe(true);
    const { saveNotificationPrefs } = await bob.client.gqlData<{
      saveNotificationPrefs: { kind: string; inApp: boolean; email: boolean }[];
    }>(
      `mutation { saveNotificationPrefs(prefs: [{ kind: orderPaid, inApp: false, email: false }]) { kind inApp email } }`,
    );
    expect(saveNotificationPrefs.find((p) => p.kind === "orderPaid")).toEqual({
      kind: "orderPaid",
      inApp: false,
      email: false,
    });
  });

  it("refuse a caller not signed in, a system user, bad input and a read-only token", async () => {
    expect((await t.client().rest(`${base}/prefs`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await t.client().gql("{ notificationPrefs { kind } }"))).toBe("DBUserNoLogin");
    const admin = await t.admin();
    expect(["DBUserNoLogin", "DBPermDenied"]).toContain(
      (await admin.rest(`${base}/prefs`, {})).body.Error?.Type,
    );
    const bad = await alice.client.rest(`${base}/save_prefs`, {
      Prefs: [{ Kind: "nope", InApp: true, Email: 1 }],
    });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const created = await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "ro",
      ReadOnly: true,
    });
    const reader = t.client().withBearer(created.Secret);
    expect((await reader.rest(`${base}/prefs`, {})).body.Error).toBeNull();
    const write = await reader.rest(`${base}/save_prefs`, {
      Prefs: [{ Kind: "jobDone", InApp: true, Email: true }],
    });
    expect(write.body.Error?.Type).toBe("DBPermDenied");
  });

  it("decide the channels: neither writes nothing, e-mail only stays out of the list", async () => {
    await bob.client.ok(`${base}/save_prefs`, {
      Prefs: [{ Kind: "feedbackReply", InApp: false, Email: false }],
    });
    const none = await replyToFeedback(t, bob, "Nothing");
    expect(await rowOf(none)).toBeNull();
    await bob.client.ok(`${base}/save_prefs`, {
      Prefs: [{ Kind: "feedbackReply", InApp: false, Email: true }],
    });
    const mailOnly = await replyToFeedback(t, bob, "Mail only");
    expect(await rowOf(mailOnly)).toMatchObject({ inApp: false, emailState: "pending" });
    const listed = await bob.client.ok<{ List: { TargetId: number }[] }>(`${base}/query_page`, {});
    expect(listed.List.some((n) => n.TargetId === mailOnly)).toBe(false);
    expect((await bob.client.ok<{ Count: number }>(`${base}/unread_count`)).Count).toBe(0);
    await waitFor("bob's e-mail", async () => ((await rowOf(mailOnly))?.emailState === "sent" ? true : null));
  });
});

describe("e-mail through SMTP", () => {
  it("sends a notification to the account's address, once", async () => {
    const id = await replyToFeedback(t, alice, "Mailed");
    await sendNotificationEmails(t.app.services, log);
    const row = await waitFor("the e-mail", async () => {
      const r = await rowOf(id);
      return r?.emailState === "sent" ? r : null;
    });
    expect(row).toMatchObject({ emailAttempts: 1, emailError: null, inApp: true });
    const mails = smtp.received.filter(
      (m) => m.to.includes(alice.email) && m.data.includes("About Mailed: yes."),
    );
    expect(mails).toHaveLength(1);
    await sendNotificationEmails(t.app.services, log);
    expect(smtp.received.filter((m) => m.data.includes("About Mailed: yes."))).toHaveLength(1);
  });

  it("a refused send is logged and tried again later, then sent", async () => {
    smtp.refuse = true;
    try {
      const id = await replyToFeedback(t, alice, "Retried");
      await sendNotificationEmails(t.app.services, log);
      const failed = await waitFor("the first attempt", async () => {
        const r = await rowOf(id);
        return r && r.emailAttempts >= 1 ? r : null;
      });
      expect(failed).toMatchObject({ emailState: "pending", emailAttempts: 1 });
      expect(failed.emailNextAt!.getTime()).toBeGreaterThan(Date.now() + 10_000);
      expect(failed.emailError).toBeTruthy();
      // The reply itself stands, and is listed.
      const listed = await alice.client.ok<{ List: { TargetId: number }[] }>(`${base}/query_page`, {});
      expect(listed.List.some((n) => n.TargetId === id)).toBe(true);
      expect(
        warnings.some((w) => w.includes(`notification ${failed.id}`)) ||
          t.log.some((l) => l.msg.includes(`notification ${failed.id}`)),
      ).toBe(true);
      // The server takes mail again. Five seconds before the wait is over, the e-mail is not tried
      // again; once it is over (the clock moved on), it is sent.
      smtp.refuse = false;
      t.clock.advance(failed.emailNextAt!.getTime() - t.clock.ms() - 5_000);
      await sendNotificationEmails(t.app.services, log);
      expect(await rowOf(id)).toMatchObject({ emailState: "pending", emailAttempts: 1 });
      expect(smtp.received.filter((m) => m.data.includes("About Retried: yes."))).toHaveLength(0);
      t.clock.advance(10_000);
      await sendNotificationEmails(t.app.services, log);
      const sent = await waitFor("the second attempt", async () => {
        const r = await rowOf(id);
        return r?.emailState === "sent" ? r : null;
      });
      expect(sent.emailAttempts).toBe(2);
      expect(smtp.received.filter((m) => m.data.includes("About Retried: yes."))).toHaveLength(1);
    } finally {
      smtp.refuse = false;
    }
  });
});
