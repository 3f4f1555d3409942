/**
 * The projects scenario (issue 28 item 2): a user creates a project and invites a second user as an
 * editor; the invitee finds the invitation under the bell and on the Projects screen, accepts it and
 * sees the project with their role; the owner sees the member and adds a project webhook (an editor
 * sees no webhooks); the owner moves tokens into the project from the Tokens panel (a bad amount and
 * too many tokens are refused in the dialog), the list shows the project's balance, the owner moves
 * some back to their own balance (more than is available is refused), and the editor's job in the
 * project says the project pays; an administrator adjusts the project's tokens from the back office
 * with a reason, and the editor sees the entry with the administrator; the owner moves a processor
 * into the project from the Processors screen (a move into a project where they were just made a viewer
 * is refused in the dialog), the editor sees it on the project page and moves theirs in (zh), the owner
 * sees both; the owner moves a template (templates list) and a private file (files table) into the
 * project (the card then shows its project), the editor moves a job (jobs list, zh), and the screens'
 * project filters and the project's counts show them; a temporary file is offered no such move; the
 * owner buys a token package for the project (the purchase flow opened from the project page with the
 * project chosen, paid offline and marked paid in the back office) and redeems a card into it, the
 * project's packs and tokens show both, the editor reads them (zh) and may buy nothing; the owner sees
 * the project's storage over time (the chart of the usage page, en and zh); the back
 * office's orders, the buyer's orders and packs there, and the resource packs tag the order and both
 * packs with the project's name (the administrator is no member; en, zh); an outsider sees neither
 * processor; both languages.
 */
import type { Browser, Page } from "playwright-core";
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
/** The member's own project, where the owner is an editor until the member makes them a viewer. */
const sideProjectName = `Fragment library ${stamp}`;
const ownerProcessor = `dock-prep-${stamp}`;
const memberProcessor = `plate-norm-${stamp}`;
const ownerTemplate = `Plate review ${stamp}`;
/** A token package the owner buys for the project. */
const packName = `Project tokens ${stamp}`;
const outsider = {
  account: `pjx${stamp}`,
  password: "Projects#2026",
  name: "Olive",
  email: `olive${stamp}@example.org`,
  company: "Elsewhere Ltd",
};

const createProcessorMutation = `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`;

function processorInput(name: string, summary: string) {
  return {
    input: {
      name,
      summary,
      args: [],
      outputs: [{ name: "out.txt", label: "Result", format: "txt" }],
      timeoutSeconds: 600,
    },
  };
}

async function projectIdNamed(page: Page, name: string): Promise<string> {
  const { projects } = await gql<{ projects: { id: string; name: string }[] }>(
    page,
    `{ projects { id name } }`,
  );
  const id = projects.find((p) => p.name === name)?.id;
  if (!id) throw new Error(`the project ${name} is not listed`);
  return id;
}

/** A project owner changes a member's role (by account) over GraphQL, as the Members table would. */
async function setRole(ownerPage: Page, projectId: string, account: string, role: string): Promise<void> {
  const { projectMembers } = await gql<{ projectMembers: { userId: string; account: string }[] }>(
    ownerPage,
    `query($p: ID!) { projectMembers(projectId: $p) { userId account } }`,
    { p: projectId },
  );
  const userId = projectMembers.find((m) => m.account === account)?.userId;
  if (!userId) throw new Error(`${account} is not a member`);
  await gql(
    ownerPage,
    `mutation($p: ID!, $u: ID!, $r: ProjectRole!) { setProjectMemberRole(projectId: $p, userId: $u, role: $r) { userId } }`,
    { p: projectId, u: userId, r: role },
  );
}

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
  /** The number of the order the owner buys for the project (the back office's step finds it). */
  let boughtNumber = "";
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

    await scenario.step(
      "projects: the owner moves a processor into the project; a refusal reads the catalogue (en)",
      page,
      async () => {
        await gql(
          page,
          createProcessorMutation,
          processorInput(ownerProcessor, "Protonates ligands for docking"),
        );
        // The member's project, where the owner edits for now.
        const { createProject } = await gql<{ createProject: { id: string } }>(
          other,
          `mutation($input: ProjectInput!) { createProject(input: $input) { id } }`,
          { input: { name: sideProjectName } },
        );
        const sideId = createProject.id;
        await gql(
          other,
          `mutation($p: ID!, $who: String!) { inviteProjectMember(projectId: $p, invitee: $who, role: editor) { userId } }`,
          { p: sideId, who: owner.account },
        );
        await gql(page, `mutation($p: ID!) { answerProjectInvitation(projectId: $p, accept: true) }`, {
          p: sideId,
        });
        await page.goto(`${baseUrl}/#/frontend/home/processors`);
        await page.getByTestId("processors-page").waitFor();
        await page.getByTestId(`processor-project-${ownerProcessor}`).getByText("Private").waitFor();
        await page.getByTestId(`processor-move-${ownerProcessor}`).click();
        const dialog = page.getByTestId("move-to-project-dialog");
        await dialog.getByText("Now private: only you see it.").waitFor();
        await dialog.getByText("Only you change, upload to or delete it").waitFor();
        // Where it already is: said in the dialog, nothing sent.
        await dialog.getByTestId("dialog-submit").click();
        await dialog.getByTestId("move-to-project-error").getByText("It is already there").waitFor();
        await dialog.getByTestId("move-to-project-target").click();
        await dialog
          .getByTestId("move-to-project-target")
          .getByRole("option", { name: sideProjectName })
          .click();
        // Meanwhile the member makes the owner a viewer of their project: the gateway refuses the move.
        await setRole(other, sideId, owner.account, "viewer");
        await dialog.getByTestId("dialog-submit").click();
        await dialog
          .getByTestId("move-to-project-error")
          .getByText("No permission for Project.editor")
          .waitFor();
        await screenshot(page, "projects-processor-move-refused-en");
        await dialog.getByTestId("move-to-project-target").click();
        await dialog.getByTestId("move-to-project-target").getByRole("option", { name: projectName }).click();
        await screenshot(page, "projects-processor-move-dialog-en");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        await page.getByTestId(`processor-project-${ownerProcessor}`).getByText(projectName).waitFor();
        // The project filter lists the project's processors only.
        await page.getByTestId("processors-project").click();
        await page.getByTestId("processors-project").getByRole("option", { name: projectName }).click();
        await page.getByTestId(`processor-open-${ownerProcessor}`).waitFor();
        await screenshot(page, "projects-processors-screen-en");
      },
    );

    await scenario.step(
      "projects: the editor sees it on the project page and moves theirs in (zh)",
      other,
      async () => {
        // Still on the projects screen (the earlier step): read it again.
        await other.goto(`${baseUrl}/#/frontend/home/projects`);
        await other.reload();
        const row = other.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByTestId("project-row-processors").getByText("1", { exact: true }).waitFor();
        await row.getByTestId("project-open").click();
        const panel = other.getByTestId("project-processors");
        const shared = panel.getByTestId("project-processor").filter({ hasText: ownerProcessor });
        await shared.getByText("其他成员").waitFor();
        await panel.getByText("只有它们的所有者能修改").waitFor();
        if ((await shared.getByTestId("project-processor-move").count()) !== 0)
          throw new Error("the editor is offered to move the owner's processor");
        await screenshot(other, "projects-processors-member-zh");
        // On the Processors screen: the owner's, shared, read only.
        await gql(other, createProcessorMutation, processorInput(memberProcessor, "Normalises plate reads"));
        await other.goto(`${baseUrl}/#/frontend/home/processors`);
        await other.getByTestId("processors-page").waitFor();
        await other.getByTestId(`processor-project-${ownerProcessor}`).getByText(projectName).waitFor();
        await other
          .getByRole("row")
          .filter({ has: other.getByTestId(`processor-open-${ownerProcessor}`) })
          .getByText("项目成员的")
          .waitFor();
        if ((await other.getByTestId(`processor-move-${ownerProcessor}`).count()) !== 0)
          throw new Error("the editor is offered to move the owner's processor");
        await other.getByTestId(`processor-move-${memberProcessor}`).click();
        const dialog = other.getByTestId("move-to-project-dialog");
        await dialog.getByText("现在是私有的：只有您能看到。").waitFor();
        await dialog.getByTestId("move-to-project-target").click();
        await dialog.getByTestId("move-to-project-target").getByRole("option", { name: projectName }).click();
        // Meanwhile the owner makes the editor a viewer: refused, in Chinese, from the catalogue.
        const projectId = await projectIdNamed(page, projectName);
        await setRole(page, projectId, member.account, "viewer");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.getByTestId("move-to-project-error").getByText("没有权限：Project.editor").waitFor();
        await screenshot(other, "projects-processor-move-refused-zh");
        await setRole(page, projectId, member.account, "editor");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        await other.getByTestId(`processor-project-${memberProcessor}`).getByText(projectName).waitFor();
        await screenshot(other, "projects-processors-screen-zh");
      },
    );

    await scenario.step("projects: the owner sees both on the project page (en)", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/projects`);
      const row = page.getByTestId("project-row").filter({ hasText: projectName });
      await row.getByTestId("project-row-processors").getByText("2", { exact: true }).waitFor();
      await row.getByTestId("project-open").click();
      const panel = page.getByTestId("project-processors");
      const mine = panel.getByTestId("project-processor").filter({ hasText: ownerProcessor });
      await mine.getByText("You", { exact: true }).waitFor();
      await mine.getByTestId("project-processor-move").waitFor();
      const theirs = panel.getByTestId("project-processor").filter({ hasText: memberProcessor });
      await theirs.getByText("Another member").waitFor();
      if ((await theirs.getByTestId("project-processor-move").count()) !== 0)
        throw new Error("the owner is offered to move the member's processor");
      await screenshot(page, "projects-processors-owner-en");
    });

    await scenario.step(
      "projects: the owner moves a template into the project from the templates list (en)",
      page,
      async () => {
        const { createTemplate } = await gql<{ createTemplate: { id: string } }>(
          page,
          `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
          {
            input: {
              name: ownerTemplate,
              nodes: [{ key: "gate", approval: { title: "Check the plate", owner: true }, args: {} }],
            },
          },
        );
        await page.goto(`${baseUrl}/#/frontend/home/templates`);
        await page.getByTestId("wf-templates-page").waitFor();
        const card = page.getByTestId(`wf-template-${createTemplate.id}`);
        await card.getByTestId("wf-template-move").click();
        const dialog = page.getByTestId("move-to-project-dialog");
        await dialog.getByText("Now private: only you see it.").waitFor();
        await dialog.getByText("its editors and owners also change and run it").waitFor();
        await dialog.getByTestId("move-to-project-target").click();
        await dialog.getByTestId("move-to-project-target").getByRole("option", { name: projectName }).click();
        await screenshot(page, "projects-template-move-dialog-en");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        // The templates list's project filter now lists it; the project page counts it.
        await page.getByTestId("wf-templates-project").click();
        await page.getByTestId("wf-templates-project").getByRole("option", { name: projectName }).click();
        await card.waitFor();
        // The card says which project the template is in.
        await card.getByTestId("wf-template-project").getByText(projectName).waitFor();
        await screenshot(page, "projects-template-tag-en");
        await page.goto(`${baseUrl}/#/frontend/home/projects`);
        const row = page.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByTestId("project-row-templates").getByText("1", { exact: true }).waitFor();
        await screenshot(page, "projects-template-moved-en");
      },
    );

    await scenario.step(
      "projects: the editor moves a job into the project from the jobs list (zh)",
      other,
      async () => {
        const demo = await gql<{
          modules: { id: string; key: string }[];
          dataFiles: { list: { id: string; name: string }[] };
        }>(other, `{ modules { id key } dataFiles(query: { limit: 100 }) { list { id name } } }`);
        const moduleId = demo.modules.find((m) => m.key === "rdkit/descriptors")?.id;
        const fileId = demo.dataFiles.list.find((f) => f.name === "cdk2.sdf")?.id;
        if (!moduleId || !fileId) throw new Error("the demo module or its file is missing");
        const { submitJob } = await gql<{ submitJob: { id: string } }>(
          other,
          `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
          {
            input: {
              name: `Private descriptors ${stamp}`,
              tasks: [{ key: "d", moduleId, args: { molecules: { dataFileId: Number(fileId) } } }],
            },
          },
        );
        await other.goto(`${baseUrl}/#/frontend/home/jobs`);
        await other.getByTestId("jobs-page").waitFor();
        await other.getByTestId(`job-move-${submitJob.id}`).click();
        const dialog = other.getByTestId("move-to-project-dialog");
        await dialog.getByText("现在是私有的：只有您能看到。").waitFor();
        await dialog.getByTestId("move-to-project-target").click();
        await dialog.getByTestId("move-to-project-target").getByRole("option", { name: projectName }).click();
        await screenshot(other, "projects-job-move-dialog-zh");
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        // The jobs list's project filter now lists it (beside the job submitted into the project).
        await other.getByTestId("jobs-project").click();
        await other.getByTestId("jobs-project").getByRole("option", { name: projectName }).click();
        await other.getByTestId(`job-open-${submitJob.id}`).waitFor();
        await screenshot(other, "projects-job-moved-zh");
        // Another member's job in the project is not theirs to move: the owner is offered none.
        await page.goto(`${baseUrl}/#/frontend/home/jobs`);
        await page.getByTestId("jobs-project").click();
        await page.getByTestId("jobs-project").getByRole("option", { name: projectName }).click();
        await page.getByTestId(`job-open-${submitJob.id}`).waitFor();
        if ((await page.getByTestId(`job-move-${submitJob.id}`).count()) !== 0)
          throw new Error("the owner is offered to move the member's job");
        await page.goto(`${baseUrl}/#/frontend/home/projects`);
        const row = page.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByTestId("project-row-jobs").getByText("2", { exact: true }).waitFor();
      },
    );

    await scenario.step(
      "projects: the owner moves a private file into the project from the files table (en)",
      page,
      async () => {
        const fileName = `ligands-${stamp}.csv`;
        await page.getByTestId("menu-datasets").click();
        await page.getByTestId("datasets-private").waitFor();
        await page.getByTestId("files-upload").click();
        await page.getByTestId("uploader-input").setInputFiles({
          name: fileName,
          mimeType: "text/csv",
          buffer: Buffer.from("smiles,name\nCCO,ethanol\n"),
        });
        await page.locator("[data-testid=uploader-item][data-phase=done]").waitFor();
        const fileRow = page.getByTestId("files-table").getByRole("row").filter({ hasText: fileName });
        await fileRow.locator("[data-testid^=file-project-]").click();
        const dialog = page.getByTestId("move-to-project-dialog");
        await dialog.getByText("Now private: only you see it.").waitFor();
        await dialog.getByText("The project's members read and download it").waitFor();
        await dialog.getByTestId("move-to-project-target").click();
        await dialog.getByTestId("move-to-project-target").getByRole("option", { name: projectName }).click();
        await dialog.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
        // The files table's project filter lists it beside the editor's upload.
        await page.getByTestId("files-project").click();
        await page.getByTestId("files-project").getByRole("option", { name: projectName }).click();
        await page.getByTestId("files-table").getByText(fileName).waitFor();
        await page.getByTestId("files-table").getByText(`plate-${stamp}.csv`).waitFor();
        await screenshot(page, "projects-file-moved-en");
        await page.goto(`${baseUrl}/#/frontend/home/projects`);
        const row = page.getByTestId("project-row").filter({ hasText: projectName });
        await row.getByTestId("project-row-files").getByText("2", { exact: true }).waitFor();
        await row.getByTestId("project-row-templates").getByText("1", { exact: true }).waitFor();
        await screenshot(page, "projects-counts-en");

        // A temporary file is not offered "Move to a project": only permanent files join one.
        const scratch = `scratch-${stamp}.txt`;
        await page.goto(`${baseUrl}/#/frontend/home/datasets/temporary`);
        await page.reload();
        await page.getByTestId("datasets-temporary").waitFor();
        await page.getByTestId("files-upload").click();
        await page.getByTestId("uploader-input").setInputFiles({
          name: scratch,
          mimeType: "text/plain",
          buffer: Buffer.from("scratch\n"),
        });
        await page.locator("[data-testid=uploader-item][data-phase=done]").waitFor();
        const tempRow = page.getByTestId("files-table").getByRole("row").filter({ hasText: scratch });
        await tempRow.locator("[data-testid^=file-rename-]").waitFor();
        if ((await tempRow.locator("[data-testid^=file-project-]").count()) !== 0)
          throw new Error("a temporary file is offered a move into a project");
        await screenshot(page, "projects-temporary-file-en");
      },
    );

    await scenario.step(
      "projects: the owner buys a package for the project and redeems a card into it (en, zh)",
      page,
      async () => {
        const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await adminContext.newPage();
        try {
          await admin.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
          await signInSystem(admin, baseUrl, "admin", adminPassword);
          const { createPackage } = await gql<{ createPackage: { id: string } }>(
            admin,
            `mutation($input: PackageInput!) { createPackage(input: $input) { id } }`,
            { input: { kind: "token", name: packName, grants: 500, unitPrice: 990, expiryMonths: 12 } },
          );
          const { generateRechargeCards } = await gql<{
            generateRechargeCards: { cards: { cardNo: string }[] };
          }>(
            admin,
            `mutation($input: RechargeCardBatchInput!) { generateRechargeCards(input: $input) { cards { cardNo } } }`,
            {
              input: {
                kind: "token",
                grants: 300,
                expiryMonths: 6,
                expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
                count: 1,
              },
            },
          );
          const cardNo = generateRechargeCards.cards[0]!.cardNo;

          // The project page: the owner sees its packs (none yet) and buys for it.
          await page.goto(`${baseUrl}/#/frontend/home/projects`);
          await page
            .getByTestId("project-row")
            .filter({ hasText: projectName })
            .getByTestId("project-open")
            .click();
          const panel = page.getByTestId("project-packs");
          await panel.getByTestId("project-packs-empty").waitFor();
          await panel.getByText("no storage pack").waitFor();
          const before = Number(
            (await page.getByTestId("project-tokens-balance").innerText()).replace(/,/g, ""),
          );
          await panel.getByTestId("project-packs-buy").click();
          // The purchase flow, with the project chosen: the order will be the project's.
          await page.getByTestId("buy-for-project").getByText(`For the project “${projectName}”`).waitFor();
          await page
            .getByTestId("buy-for-picker")
            .locator(".divider.text", { hasText: projectName })
            .waitFor();
          await screenshot(page, "projects-buy-for-project-en");
          await page.getByTestId(`buy-offline-${createPackage.id}`).click();
          const dialog = page.getByTestId("pay-dialog");
          const number = (await dialog.getByTestId("pay-order-no").innerText()).trim();
          boughtNumber = number;

          // Paid offline: the back office marks it paid with a reason.
          await admin.goto(`${baseUrl}/#/system/home/orders`);
          const row = admin.getByTestId("sys-orders").locator("tr", { hasText: number });
          await row.locator('[data-testid^="order-mark-paid-"]').click();
          const mark = admin.getByTestId("mark-paid-dialog");
          await mark.getByTestId("mark-paid-reason").fill(`Grant transfer ${stamp}`);
          await mark.getByTestId("mark-paid-confirm").click();
          await mark.waitFor({ state: "detached" });

          // The buyer's dialog sees it paid and goes back to the project, whose pack and tokens show it.
          await dialog.getByTestId("pay-paid").waitFor();
          await dialog.waitFor({ state: "detached", timeout: 10_000 });
          const pack = page.getByTestId("project-packs").getByTestId("project-pack");
          await pack.filter({ hasText: "500 tokens" }).getByText(owner.account).waitFor();
          await page
            .getByTestId("project-tokens-balance")
            .getByText((before + 500).toLocaleString("en-US"), { exact: true })
            .waitFor();
          await screenshot(page, "projects-packs-en");
          // The buyer's own orders and packs say whom they are for.
          await page.goto(`${baseUrl}/#/frontend/home/resources/orders`);
          await page
            .getByTestId("my-orders")
            .locator("tr", { hasText: number })
            .locator("[data-testid^=order-project-]")
            .getByText(`For “${projectName}”`)
            .waitFor();
          await screenshot(page, "projects-my-orders-en");
          await page.goBack();

          // A card redeemed into the project: its tokens go to the project.
          await page.getByTestId("project-packs").getByTestId("project-packs-redeem").click();
          await page.getByTestId("buy-for-project").waitFor();
          await page.getByTestId("card-number").fill(cardNo);
          await page.getByTestId("card-redeem").click();
          await page
            .getByTestId("card-redeemed")
            .getByText(`Redeemed for “${projectName}”: 300 tokens`)
            .waitFor();
          await screenshot(page, "projects-card-redeemed-en");
          await page.getByTestId("buy-for-back").click();
          await page
            .getByTestId("project-tokens-balance")
            .getByText((before + 800).toLocaleString("en-US"), { exact: true })
            .waitFor();
          await page.getByTestId("project-packs").getByTestId("project-pack").nth(1).waitFor();

          // The editor reads the packs (zh) but is offered neither purchase nor card.
          await other.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
          await other.goto(
            `${baseUrl}/#/frontend/home/projects?open=${await projectIdNamed(page, projectName)}`,
          );
          await other.reload();
          const theirs = other.getByTestId("project-packs");
          await theirs.getByText("资源包与存储").waitFor();
          await theirs.getByTestId("project-pack").filter({ hasText: "500 计算点" }).waitFor();
          await theirs.getByTestId("project-pack").filter({ hasText: "充值卡" }).waitFor();
          if ((await theirs.getByTestId("project-packs-buy").count()) !== 0)
            throw new Error("an editor is offered to buy for the project");
          await screenshot(other, "projects-packs-editor-zh");
        } finally {
          await adminContext.close();
        }
      },
    );

    await scenario.step(
      "projects: the owner sees the project's storage over time (en, zh)",
      page,
      async () => {
        // The editor's upload is the project's: today's point of its chart (written by this read).
        const id = await projectIdNamed(page, projectName);
        const { project } = await gql<{ project: { usage: { storageUsed: number } } }>(
          page,
          `query($id: ID!) { project(id: $id) { usage { storageUsed } } }`,
          { id },
        );
        if (project.usage.storageUsed <= 0) throw new Error("the project's files hold no bytes");
        await page.goto(`${baseUrl}/#/frontend/home/projects?open=${id}`);
        await page.reload();
        const usage = page.getByTestId("project-usage");
        await usage.getByText("Storage over the last 30 days", { exact: true }).waitFor();
        await usage.getByTestId("storage-chart").getByText("Data used").waitFor();
        // A project of a few kilobytes is drawn in KB (its axis says so), not as bars of 0 GB.
        await usage.getByTestId("storage-chart").getByText("KB", { exact: true }).waitFor();
        await usage.getByTestId("project-workflow-storage").getByText("Workflow storage").waitFor();
        await usage.scrollIntoViewIfNeeded();
        await screenshot(page, "projects-usage-en");

        await page.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
        await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
        await page.reload();
        await usage.getByText("近 30 天存储用量", { exact: true }).waitFor();
        await usage.getByTestId("storage-chart").getByText("数据已用").waitFor();
        await usage.getByTestId("project-workflow-storage").getByText("工作流存储").waitFor();
        await usage.scrollIntoViewIfNeeded();
        await screenshot(page, "projects-usage-zh");

        await page.evaluate(() => window.localStorage.setItem("crucible.lang", "en"));
        await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
        await page.reload();
        await usage.getByText("Storage over the last 30 days", { exact: true }).waitFor();
      },
    );

    await scenario.step(
      "projects: the back office's orders, user orders and resource packs name the project (en, zh)",
      page,
      async () => {
        const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await adminContext.newPage();
        try {
          await admin.addInitScript(() => {
            if (!window.localStorage.getItem("crucible.lang"))
              window.localStorage.setItem("crucible.lang", "en");
          });
          await signInSystem(admin, baseUrl, "admin", adminPassword);
          const { me } = await gql<{ me: { id: string } }>(page, `{ me { id } }`);
          const tagEn = `Project “${projectName}”`;
          const tagZh = `项目“${projectName}”`;
          const orderTag = (list: string) =>
            admin
              .getByTestId(list)
              .locator("tr", { hasText: boughtNumber })
              .locator("[data-testid^=order-project-]");
          // The administrator is no member of the project: the tags name it all the same. Two packs
          // are the project's: the order's (its note names the order) and the redeemed card's.
          const packTags = async (list: string, tag: string) => {
            const tags = admin.getByTestId(list).locator("[data-testid^=pack-project-]", { hasText: tag });
            await admin
              .getByTestId(list)
              .locator("tr", { hasText: boughtNumber })
              .locator("[data-testid^=pack-project-]", { hasText: tag })
              .waitFor();
            await tags.nth(1).waitFor();
            if ((await tags.count()) !== 2) throw new Error(`${list} tags ${await tags.count()} packs`);
          };

          // Everyone's orders: the order bought for the project, and no tag on the others.
          await admin.goto(`${baseUrl}/#/system/home/orders`);
          await orderTag("sys-orders").getByText(tagEn).waitFor();
          if ((await admin.getByTestId("sys-orders").locator("[data-testid^=order-project-]").count()) !== 1)
            throw new Error("another order than the one bought for the project shows a project");
          await screenshot(admin, "projects-sys-orders-en");
          // The buyer's orders and packs in the back office: the order, its pack and the card's pack.
          await admin.goto(`${baseUrl}/#/system/home/user-orders/${me.id}`);
          await orderTag("user-orders").getByText(tagEn).waitFor();
          await packTags("user-packs", tagEn);
          await screenshot(admin, "projects-sys-user-orders-en");
          // Everyone's resource packs.
          await admin.goto(`${baseUrl}/#/system/home/resource-packs`);
          await packTags("sys-packs", tagEn);
          await screenshot(admin, "projects-sys-packs-en");

          await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
          await admin.reload();
          await packTags("sys-packs", tagZh);
          await screenshot(admin, "projects-sys-packs-zh");
          await admin.goto(`${baseUrl}/#/system/home/orders`);
          await orderTag("sys-orders").getByText(tagZh).waitFor();
          await screenshot(admin, "projects-sys-orders-zh");
          await admin.goto(`${baseUrl}/#/system/home/user-orders/${me.id}`);
          await orderTag("user-orders").getByText(tagZh).waitFor();
          await packTags("user-packs", tagZh);
          await screenshot(admin, "projects-sys-user-orders-zh");
        } finally {
          await adminContext.close();
        }
      },
    );

    await scenario.step("projects: an outsider sees neither processor (zh)", page, async () => {
      const outsiderContext = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: "zh-CN",
      });
      const stranger = await outsiderContext.newPage();
      try {
        await stranger.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
        await registerAndSignIn(stranger, baseUrl, outsider);
        const { processors } = await gql<{ processors: { name: string }[] }>(
          stranger,
          `{ processors { name } }`,
        );
        if (processors.some((p) => p.name === ownerProcessor || p.name === memberProcessor))
          throw new Error("an outsider lists the project's processors");
        const projectId = await projectIdNamed(page, projectName);
        const { processors: ofProject } = await gql<{ processors: { id: string }[] }>(
          stranger,
          `query($p: ID) { processors(projectId: $p) { id } }`,
          { p: projectId },
        );
        if (ofProject.length !== 0) throw new Error("an outsider lists the project's processors");
        const refused = await gql(stranger, `query($p: ID!) { project(id: $p) { id } }`, {
          p: projectId,
        }).then(
          () => "",
          (error: unknown) => String(error),
        );
        if (!refused.includes("DBDataNotExist"))
          throw new Error(`the project answered: ${refused || "data"}`);
        await stranger.goto(`${baseUrl}/#/frontend/home/projects`);
        await stranger.getByTestId("projects-none").getByText("你还不是任何项目的成员。").waitFor();
        await stranger.goto(`${baseUrl}/#/frontend/home/processors`);
        await stranger.getByTestId("processors-page").waitFor();
        await stranger.getByRole("heading", { name: "处理器" }).waitFor();
        if ((await stranger.getByTestId(`processor-open-${ownerProcessor}`).count()) !== 0)
          throw new Error("an outsider sees the owner's processor");
        await screenshot(stranger, "projects-processors-outsider-zh");
      } finally {
        await outsiderContext.close();
      }
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
