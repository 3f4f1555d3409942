/**
 * The projects scenario (issue 28 item 2): a user creates a project and invites a second user as an
 * editor; the invitee finds the invitation under the bell and on the Projects screen, accepts it and
 * sees the project with their role; the owner sees the member and adds a project webhook (an editor
 * sees no webhooks); the owner moves tokens into the project from the Tokens panel (a bad amount and
 * too many tokens are refused in the dialog), the list shows the project's balance, the owner moves
 * some back to their own balance (more than is available is refused), and the editor's job in the
 * project says the project pays; an administrator adjusts the project's tokens from the back office
 * with a reason, and the editor sees the entry with the administrator; both languages.
 */
import type { Browser } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const owner = {
  account: `pjo${stamp}`,
  password: "Projects#2026",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};
const member = {
  account: `pjm${stamp}`,
  password: "Projects#2026",
  name: "Maurice",
  email: `maurice${stamp}@example.org`,
  company: "Crucible Labs",
};
const projectName = `Kinase screen ${stamp}`;

async function runProjectsScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await ownerContext.newPage();
  const other = await memberContext.newPage();
  try {
    await scenario.step("projects: the invitee signs up", other, async () => {
      await other.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
      await registerAndSignIn(other, baseUrl, member);
    });

    await scenario.step("projects: a user creates a project and invites an editor", page, async () => {
      await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
      await registerAndSignIn(page, baseUrl, owner);
      await page.getByTestId("menu-projects").click();
      await page.getByTestId("projects-page").waitFor();
      await page.getByTestId("projects-none").waitFor();
      // The shared rule refuses an empty name before anything is sent.
      await page.getByTestId("project-create").click();
      await page.getByText("Required").first().waitFor();
      await page.getByTestId("project-name").fill(projectName);
      await page.getByTestId("project-description").fill("CDK2 hits, shared with the chemists");
      await page.getByTestId("project-create").click();
      const row = page.getByTestId("project-row").filter({ hasText: projectName });
      await row.getByText("Owner").waitFor();
      await row.getByTestId("project-open").click();
      await page.getByTestId("project-members").waitFor();
      await page.getByTestId("project-invitee").fill(member.email);
      await page.getByTestId("project-invite-role").click();
      await page.getByTestId("project-invite-role").getByRole("option", { name: "Editor" }).click();
      await page.getByTestId("project-invite").click();
      const invited = page.getByTestId("project-member").filter({ hasText: member.account });
      await invited.getByText("Invited").waitFor();
    });

    await scenario.step(
      "projects: the invitee is notified, accepts, and sees the project",
      other,
      async () => {
        await other.reload();
        await other.getByTestId("notification-bell").click();
        const entry = other
          .getByTestId("notification-list")
          .locator(".item.unread")
          .filter({ hasText: `invited you to the project "${projectName}"` });
        await entry.waitFor();
        await entry.getByRole("link").click();
        await other.getByTestId("projects-page").waitFor();
        const invitation = other.getByTestId("project-invitation").filter({ hasText: projectName });
        await invitation.getByText("Editor").waitFor();
        await screenshot(other, "projects-invitation-en");
        await invitation.getByTestId("project-accept").click();
        const row = other.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByText("Editor").waitFor();
        await other.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
        await other.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
        await other.reload();
        await other.getByRole("heading", { name: "项目" }).waitFor();
        await other.getByTestId("project-row").filter({ hasText: projectName }).getByText("编辑者").waitFor();
        await other
          .getByTestId("project-row")
          .filter({ hasText: projectName })
          .getByTestId("project-open")
          .click();
        await other
          .getByTestId("project-member")
          .filter({ hasText: owner.account })
          .getByText("所有者")
          .waitFor();
        if ((await other.getByTestId("project-webhooks").count()) !== 0)
          throw new Error("an editor sees the project's webhooks");
        await screenshot(other, "projects-member-zh");
      },
    );

    await scenario.step(
      "projects: the editor picks the project in data sets and uploads a file straight into it (zh)",
      other,
      async () => {
        await other.getByTestId("menu-datasets").click();
        await other.getByTestId("datasets-private").waitFor();
        await other.getByTestId("files-project").click();
        await other.getByTestId("files-project").getByRole("option", { name: projectName }).click();
        await other.getByTestId("files-upload").click();
        await other
          .getByTestId("upload-into-project")
          .getByText(`在此上传的文件将放入项目“${projectName}”`, { exact: false })
          .waitFor();
        await other.getByTestId("uploader-input").setInputFiles({
          name: `plate-${stamp}.csv`,
          mimeType: "text/csv",
          buffer: Buffer.from("well,signal\nA1,0.82\nA2,0.13\n"),
        });
        await other.locator("[data-testid=uploader-item][data-phase=done]").waitFor();
        // The project's list (the picker is still on it) shows the new file.
        await other.getByTestId("files-table").getByText(`plate-${stamp}.csv`).waitFor();
        await screenshot(other, "projects-upload-zh");
      },
    );

    await scenario.step("projects: the owner sees the editor among the members", page, async () => {
      await page.reload();
      await page
        .getByTestId("project-row")
        .filter({ hasText: projectName })
        .getByTestId("project-open")
        .click();
      const accepted = page.getByTestId("project-member").filter({ hasText: member.account });
      await accepted.waitFor();
      if ((await accepted.getByText("Invited").count()) !== 0) throw new Error("still shown as invited");
      await screenshot(page, "projects-owner-en");
      // The owner adds a webhook of the project: it receives every member's job events.
      const hooks = page.getByTestId("project-webhooks");
      await hooks.getByText("The project's webhooks").waitFor();
      await hooks.getByTestId("webhook-add").click();
      await page.getByTestId("webhook-name").locator("input").fill("Team bot");
      await page.getByTestId("webhook-url").locator("input").fill("https://example.org/crucible-hook");
      if ((await page.getByTestId("webhook-kind-feedbackReply").count()) !== 0)
        throw new Error("a project webhook offers a kind that is not a project job's event");
      await page.getByTestId("webhook-kind-approvalWaiting").click();
      await page.getByTestId("webhook-dialog").getByTestId("dialog-submit").click();
      const secret = await page.getByTestId("webhook-secret-value").textContent();
      if (!secret?.startsWith("whsec_")) throw new Error(`no secret shown: ${secret ?? ""}`);
      await page.getByTestId("webhook-secret-close").click();
      await hooks.getByText("Team bot").waitFor();
      await hooks.getByText("A job of the project waits for approval").waitFor();
      await screenshot(page, "projects-webhooks-en");
      await page.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
      await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
      await page.reload();
      await page.getByRole("heading", { name: "项目" }).waitFor();
      await screenshot(page, "projects-owner-zh");
      await page
        .getByTestId("project-row")
        .filter({ hasText: projectName })
        .getByTestId("project-open")
        .click();
      await page.getByTestId("project-webhooks").getByText("项目的 Webhook").waitFor();
      await page.getByTestId("project-webhooks").getByText("项目中的任务等待审批").waitFor();
      await screenshot(page, "projects-webhooks-zh");
      // The editor's upload is the project's: the owner finds it under the project in data sets.
      await page.getByTestId("menu-datasets").click();
      await page.getByTestId("files-project").click();
      await page.getByTestId("files-project").getByRole("option", { name: projectName }).click();
      await page.getByTestId("files-table").getByText(`plate-${stamp}.csv`).waitFor();
      await page.getByTestId("menu-projects").click();
      await page.getByTestId("projects-page").waitFor();
    });

    await scenario.step("projects: the owner moves tokens into the project", page, async () => {
      await page.evaluate(() => window.localStorage.setItem("crucible.lang", "en"));
      await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
      await page.reload();
      await page.getByRole("heading", { name: "Projects" }).waitFor();
      await page
        .getByTestId("project-row")
        .filter({ hasText: projectName })
        .getByTestId("project-open")
        .click();
      const panel = page.getByTestId("project-tokens");
      await panel.getByTestId("project-ledger-empty").waitFor();
      await panel.getByText("Who pays:").waitFor();
      await panel.getByTestId("project-tokens-add").click();
      const dialog = page.getByTestId("project-tokens-dialog");
      await dialog.getByText("Your balance: 1,000 tokens").waitFor();
      // The shared rule refuses a bad amount before anything is sent; the gateway refuses too many.
      await dialog.getByTestId("project-tokens-amount").fill("0");
      await dialog.getByTestId("dialog-submit").click();
      await dialog.getByTestId("project-tokens-error").getByText("whole number").waitFor();
      await dialog.getByTestId("project-tokens-amount").fill("5000");
      await dialog.getByTestId("dialog-submit").click();
      await dialog.getByTestId("project-tokens-error").getByText("Not enough tokens").waitFor();
      await screenshot(page, "projects-tokens-dialog-en");
      await dialog.getByTestId("project-tokens-amount").fill("250");
      await dialog.getByTestId("project-tokens-note").fill("Q4 screening");
      await dialog.getByTestId("dialog-submit").click();
      await dialog.waitFor({ state: "detached" });
      await panel.getByTestId("project-tokens-balance").getByText("250").waitFor();
      const entry = panel.getByTestId("project-ledger-entry").filter({ hasText: "Added by a member" });
      await entry.getByText("Q4 screening").waitFor();
      await entry.getByText(owner.account).waitFor();
      await screenshot(page, "projects-tokens-en");
    });

    await scenario.step(
      "projects: the list shows the balance; the owner moves tokens back",
      page,
      async () => {
        const row = page.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByTestId("project-row-balance").getByText("250").waitFor();
        const panel = page.getByTestId("project-tokens");
        await panel.getByTestId("project-tokens-withdraw").click();
        const dialog = page.getByTestId("project-withdraw-dialog");
        await dialog.getByText("The project has 250 tokens available").waitFor();
        await dialog.getByTestId("project-tokens-amount").fill("300");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.getByTestId("project-tokens-error").getByText("Not enough tokens").waitFor();
        await dialog.getByTestId("project-tokens-amount").fill("50");
        await dialog.getByTestId("project-tokens-note").fill("not needed this quarter");
        await screenshot(page, "projects-withdraw-dialog-en");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        await panel.getByTestId("project-tokens-balance").getByText("200").waitFor();
        await row.getByTestId("project-row-balance").getByText("200").waitFor();
        await panel
          .getByTestId("project-ledger-entry")
          .filter({ hasText: "Moved out by a member" })
          .getByText("not needed this quarter")
          .waitFor();
        await screenshot(page, "projects-withdrawn-en");
        // The owner's daily usage shows the moves as transfers, not spending.
        await page.goto(`${page.url().split("#")[0]}#/frontend/home/resources/usage`);
        await page.getByTestId("usage-transfer-note").waitFor();
        await screenshot(page, "projects-usage-transfers-en");
      },
    );

    await scenario.step("projects: the editor's job in the project is charged to it", other, async () => {
      const demo = await gql<{
        modules: { id: string; key: string }[];
        dataFiles: { list: { id: string; name: string }[] };
      }>(other, `{ modules { id key } dataFiles(query: { limit: 100 }) { list { id name } } }`);
      const moduleId = demo.modules.find((m) => m.key === "rdkit/descriptors")?.id;
      const fileId = demo.dataFiles.list.find((f) => f.name === "cdk2.sdf")?.id;
      if (!moduleId || !fileId) throw new Error("the demo module or its file is missing");
      const { projects } = await gql<{ projects: { id: string; name: string }[] }>(
        other,
        `{ projects { id name } }`,
      );
      const projectId = projects.find((p) => p.name === projectName)?.id;
      if (!projectId) throw new Error("the editor does not see the project");
      const { submitJob } = await gql<{ submitJob: { id: string; payer: { kind: string } } }>(
        other,
        `mutation($input: JobInput!) { submitJob(input: $input) { id payer { kind } } }`,
        {
          input: {
            name: "Descriptors for the team",
            projectId,
            tasks: [{ key: "d", moduleId, args: { molecules: { dataFileId: Number(fileId) } } }],
          },
        },
      );
      if (submitJob.payer.kind !== "project") throw new Error(`paid by ${submitJob.payer.kind}`);
      // The editor reads the page in Chinese (set in an earlier step).
      await other.goto(`${other.url().split("#")[0]}#/frontend/home/jobs/${submitJob.id}`);
      await other.getByTestId("job-payer").getByText(`由项目 ${projectName} 支付`).waitFor();
      await screenshot(other, "projects-job-payer-zh");
      await other.goto(`${other.url().split("#")[0]}#/frontend/home/projects`);
      await other
        .getByTestId("project-row")
        .filter({ hasText: projectName })
        .getByTestId("project-open")
        .click();
      const panel = other.getByTestId("project-tokens");
      await panel.getByText("付费规则").waitFor();
      await panel.getByTestId("project-ledger-entry").filter({ hasText: "成员转入" }).waitFor();
      if ((await panel.getByTestId("project-tokens-add").count()) !== 0)
        throw new Error("an editor is offered to add tokens");
      await screenshot(other, "projects-tokens-zh");
    });

    await scenario.step("projects: an administrator adjusts the project's tokens", other, async () => {
      const { projects } = await gql<{ projects: { id: string; name: string }[] }>(
        other,
        `{ projects { id name } }`,
      );
      const projectId = projects.find((p) => p.name === projectName)?.id;
      if (!projectId) throw new Error("the editor does not see the project");
      const adminContext = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: "zh-CN",
      });
      const admin = await adminContext.newPage();
      try {
        await admin.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh-CN"));
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        await admin.getByTestId("menu-group-commerce").click();
        await admin.getByTestId("menu-resource-packs").click();
        await admin.getByTestId("project-adjust-open").click();
        const dialog = admin.getByTestId("project-adjust-dialog");
        await dialog.getByTestId("project-adjust-id").fill(projectId);
        await dialog.getByTestId("project-adjust-find").click();
        await dialog.getByTestId("project-adjust-found").getByText(owner.account).waitFor();
        // The editor's job may have been charged by now: some balance, whatever it is.
        await dialog
          .getByTestId("project-adjust-found")
          .getByText(/余额 \d/)
          .waitFor();
        // Never below what the project has available.
        await dialog.getByTestId("project-adjust-amount").fill("-500");
        await dialog.getByTestId("project-adjust-reason").fill("纠正");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.getByTestId("project-adjust-error").waitFor();
        await dialog.getByTestId("project-adjust-amount").fill("1000");
        await dialog.getByTestId("project-adjust-reason").fill("课题组补贴");
        await screenshot(admin, "projects-admin-adjust-zh");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
      } finally {
        await adminContext.close();
      }
      await other.reload();
      const row = other.getByTestId("project-row").filter({ hasText: projectName });
      await row
        .getByTestId("project-row-balance")
        .getByText(/^1,\d{3}$/)
        .waitFor();
      await row.getByTestId("project-open").click();
      const entry = other
        .getByTestId("project-tokens")
        .getByTestId("project-ledger-entry")
        .filter({ hasText: "管理员调整" });
      await entry.getByText("课题组补贴").waitFor();
      await entry.getByText("管理员 admin").waitFor();
      await screenshot(other, "projects-admin-adjusted-zh");
    });
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 135,
  title: "projects: create, invite, accept",
  run: (c) => runProjectsScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
