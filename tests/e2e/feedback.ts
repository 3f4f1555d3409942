/**
 * The feedback scenario (issue 10): a user sends feedback and sees it unanswered; an administrator
 * finds it first in the back office, replies; the user sees the reply, in English and in Chinese, and
 * the top bar's bell counts it (notifications, issue 28 item 5) until its entry is opened; a webhook
 * on the account page receives a signed test delivery and its log shows it sent.
 */
import type { Browser } from "playwright-core";
import { signedWith, startWebhookReceiver } from "../support/webhookReceiver.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { pinLanguage, registerAndSignIn, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `fb${stamp}`,
  password: "Feedback#2026",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};
const title = `Sort the SDF table ${stamp}`;
const reply = "Click a column header: it sorts, and a second click reverses.";

export async function runFeedbackScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await userContext.newPage();
  const admin = await adminContext.newPage();
  try {
    await scenario.step(
      "feedback: a user sends feedback from the menu and sees it unanswered",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        await page.getByTestId("menu-feedback").click();
        await page.getByTestId("feedback-form").waitFor();
        // The shared rule refuses an empty title before anything is sent.
        await page.getByTestId("feedback-send").click();
        await page.getByText("Required").first().waitFor();
        await page.getByTestId("feedback-title").fill(title);
        await page.locator("#feedback-content").fill("The SDF table of a result\nshould sort by a field.");
        await page.getByTestId("feedback-send").click();
        const item = page.getByTestId("feedback-item").filter({ hasText: title });
        await item.waitFor();
        await item.getByText("Unanswered").waitFor();
        if ((await page.getByTestId("feedback-title").inputValue()) !== "")
          throw new Error("the form was not cleared");
      },
    );

    await scenario.step(
      "feedback: the administrator finds it first, unanswered, and replies",
      admin,
      async () => {
        await pinLanguage(admin, "en");
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        await admin.getByTestId("menu-group-users").click();
        await admin.getByTestId("menu-feedback").click();
        await admin.getByTestId("sys-feedback-page").waitFor();
        const firstRow = admin.locator('[data-testid="sys-feedback"] tbody tr').first();
        await firstRow.getByText(title).waitFor();
        await firstRow.getByText(user.account).waitFor();
        await firstRow.locator('[data-testid^="feedback-reply-"]').click();
        await admin.getByTestId("feedback-reply-dialog").waitFor();
        await admin.locator("#feedback-reply").fill(reply);
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("feedback-reply-dialog").waitFor({ state: "detached" });
        await admin
          .locator('[data-testid="sys-feedback"] tbody tr')
          .filter({ hasText: title })
          .getByText("Replied")
          .waitFor();
        await screenshot(admin, "feedback-backoffice-en");
      },
    );

    await scenario.step("feedback: the user reads the reply, in English and in Chinese", page, async () => {
      // The bell in the top bar counts the reply without a reload (its count comes over the socket;
      // it polls only while the socket is closed); its entry opens the feedback page and is read then.
      await page.getByTestId("notification-unread").getByText("1", { exact: true }).waitFor();
      // The feedback page it is on reads its list again on a reload.
      await page.reload();
      await page.getByTestId("notification-unread").getByText("1", { exact: true }).waitFor();
      await page.getByTestId("notification-bell").click();
      const entry = page
        .getByTestId("notification-list")
        .locator(".item.unread")
        .filter({ hasText: `Reply to your feedback "${title}"` });
      await entry.getByText(reply).waitFor();
      await screenshot(page, "notifications-bell-en");
      await entry.getByRole("link").click();
      await page.getByTestId("notification-unread").waitFor({ state: "detached" });
      const item = page.getByTestId("feedback-item").filter({ hasText: title });
      await item.getByTestId("feedback-reply").getByText(reply).waitFor();
      await item.getByText("Replied").waitFor();
      await screenshot(page, "feedback-user-en");
      await pinLanguage(page, "zh");
      await page.reload();
      await page.getByRole("heading", { name: "意见反馈" }).waitFor();
      await page.getByTestId("feedback-item").filter({ hasText: title }).getByText("已回复").waitFor();
      await screenshot(page, "feedback-user-zh");
      await page.getByTestId("notification-bell").click();
      await page
        .getByTestId("notification-list")
        .locator(".item.read")
        .filter({ hasText: `您的反馈“${title}”有了回复` })
        .waitFor();
      await page.getByTestId("notification-mark-all").getByText("全部标为已读").waitFor();
      await screenshot(page, "notifications-bell-zh");
      // The account page's notification settings: e-mail the replies too, saved at once.
      await page.keyboard.press("Escape");
      await page.getByTestId("user-menu").click();
      await page.getByTestId("user-menu-profile").click();
      const prefs = page.getByTestId("notification-prefs");
      await prefs.getByText("我的反馈有了回复").waitFor();
      await page.getByTestId("notification-pref-feedbackReply-email").click();
      await page.getByText("通知设置已保存").first().waitFor();
      await prefs.scrollIntoViewIfNeeded();
      await screenshot(page, "notifications-prefs-zh");
      await pinLanguage(page, "en");
      await page.reload();
      await prefs.getByText("A reply to my feedback").waitFor();
      if (!(await page.getByTestId("notification-pref-feedbackReply-email").locator("input").isChecked()))
        throw new Error("the e-mail choice was not kept");
      await screenshot(page, "notifications-prefs-en");
    });

    await scenario.step(
      "notifications: a webhook receives a signed test delivery, its log shows it sent",
      page,
      async () => {
        const receiver = await startWebhookReceiver();
        try {
          const hooks = page.getByTestId("webhooks");
          await hooks.getByText("No webhooks yet.").waitFor();
          await page.getByTestId("webhook-add").click();
          const dialog = page.getByTestId("webhook-dialog");
          await page.getByTestId("webhook-name").locator("input").fill("Lab bot");
          // The form refuses what the gateway would refuse, before sending.
          await page.getByTestId("webhook-url").locator("input").fill("ftp://example.org");
          await dialog.getByTestId("dialog-submit").click();
          await dialog.getByText("http:// or https://").first().waitFor();
          await page.getByTestId("webhook-url").locator("input").fill(receiver.url);
          await page.getByTestId("webhook-kind-feedbackReply").click();
          await dialog.getByTestId("dialog-submit").click();
          const secret = await page.getByTestId("webhook-secret-value").textContent();
          if (!secret?.startsWith("whsec_")) throw new Error(`no secret shown: ${secret}`);
          await screenshot(page, "webhooks-secret-en");
          await page.getByTestId("webhook-secret-close").click();
          const row = hooks.locator("tr").filter({ hasText: "Lab bot" });
          await row.getByText("A job is done, A job failed, A reply to my feedback").waitFor();
          await row.getByRole("button", { name: "Send a test" }).click();
          await page.getByText("A test delivery (event ping) is on its way.").first().waitFor();
          // The gateway's round (every 5 s) posts it, signed with the secret shown once.
          const ping = await receiver.next();
          if (!signedWith(secret, ping)) throw new Error("the ping's signature does not verify");
          await row.getByRole("button", { name: "Deliveries" }).click();
          const log = page.getByTestId("webhook-deliveries");
          await log.getByText("Sent").waitFor();
          await log.getByText("200").waitFor();
          await screenshot(page, "webhooks-deliveries-en");
          await log.getByRole("button", { name: "Close" }).click();
          await pinLanguage(page, "zh");
          await page.reload();
          await hooks.getByText("任务完成, 任务失败, 我的反馈有了回复").waitFor();
          await hooks
            .locator("tr")
            .filter({ hasText: "Lab bot" })
            .getByRole("button", { name: "投递记录" })
            .click();
          await page.getByTestId("webhook-deliveries").getByText("已发送").waitFor();
          await screenshot(page, "webhooks-deliveries-zh");
          await page.getByTestId("webhook-deliveries").getByRole("button", { name: "关闭" }).click();
          await hooks.scrollIntoViewIfNeeded();
          await screenshot(page, "webhooks-zh");
          await pinLanguage(page, "en");
        } finally {
          await receiver.close();
        }
      },
    );
  } finally {
    await userContext.close();
    await adminContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 130,
  title: "feedback: send, reply, read the reply",
  run: (c) => runFeedbackScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
