/**
 * The approval scenario (issue 28 item 6): a user copies the demo template and puts an approval step
 * after its first task (over GraphQL, as a script would); the builder shows the step with its form;
 * a run stops at the step (the job is waiting for approval, a banner says so), the user approves it
 * with a reason and the rest of the workflow runs to done. A second run, in Chinese: a rejection
 * without a reason is refused on the form, then rejected with one; the decision shows in the panel.
 * The Approvals screen approves and rejects from the list; a step that also names a permission waits
 * in the back office's Approvals screen too (with its menu count), where an administrator approves it.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, pinLanguage, registerAndSignIn, screenshot, signInSystem, storeLanguage } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `apr${stamp}`,
  password: "Approval#2026",
  name: "Ada",
  email: `ada.a${stamp}@example.org`,
  company: "Crucible Labs",
};

interface Node {
  key: string;
  moduleId: string | null;
  processorId: string | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

const nodeFields = "key moduleId processorId method args dependsOn x y";

async function runTemplate(page: Page, id: string, name: string): Promise<string> {
  const { runTemplate } = await gql<{ runTemplate: { id: string } }>(
    page,
    `mutation($id: ID!, $name: String!) { runTemplate(id: $id, name: $name) { id } }`,
    { id, name },
  );
  return runTemplate.id;
}

async function jobState(page: Page, state: string): Promise<void> {
  await page.locator(`[data-testid=job-detail][data-state="${state}"]`).waitFor({ timeout: 180_000 });
}

export async function runApprovalScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: "en-US" });
  const page = await context.newPage();
  let templateId = "";
  let jobId = "";
  const name = `Reviewed screen ${stamp}`;
  try {
    await scenario.step(
      "approval: a user puts an approval step after the first task of a copy of the demo",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        const { templates } = await gql<{ templates: { id: string; name: string; kind: string }[] }>(
          page,
          "{ templates { id name kind } }",
        );
        const demo = templates.find((t) => t.kind === "system" && t.name.startsWith("Drug-likeness"));
        if (!demo) throw new Error("no demo template");
        const { cloneTemplate } = await gql<{ cloneTemplate: { id: string; nodes: Node[] } }>(
          page,
          `mutation($id: ID!, $name: String) { cloneTemplate(id: $id, name: $name) { id nodes { ${nodeFields} } } }`,
          { id: demo.id, name },
        );
        templateId = cloneTemplate.id;
        const first = cloneTemplate.nodes[0]!;
        const nodes = [
          ...cloneTemplate.nodes.map((n) =>
            n.key === first.key ? n : { ...n, dependsOn: [...n.dependsOn, "review"] },
          ),
          {
            key: "review",
            approval: {
              title: "Review the descriptors",
              instructions: "Open descriptors.csv and check the molecular weights before the filter runs.",
              timeoutMinutes: 120,
            },
            args: {},
            dependsOn: [first.key],
            x: first.x + 140,
            y: first.y - 140,
          },
        ];
        await gql(
          page,
          `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
          {
            id: templateId,
            input: { name, nodes, note: "A review before the filter" },
          },
        );
      },
    );

    await scenario.step(
      "approval: the builder shows the step in its palette and its form",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/workflow/${templateId}`);
        await page.getByTestId("wf-builder").waitFor();
        await page.getByTestId("wf-node-review").click();
        await page.getByTestId("wf-approval-form").waitFor();
        const title = await page.getByTestId("wf-approval-title").inputValue();
        if (title !== "Review the descriptors") throw new Error(`the form shows ${title}`);
        await screenshot(page, "approval-builder-en");
      },
    );

    await scenario.step(
      "approval: a run waits at the step; the user approves it and the job ends done",
      page,
      async () => {
        jobId = await runTemplate(page, templateId, "Reviewed run");
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
        await jobState(page, "waiting");
        await page.getByTestId("job-approval-waiting").waitFor();
        await page.getByTestId("job-open-approval").click();
        await page.getByTestId("task-approval").waitFor();
        await page.getByTestId("task-approval-reason").fill("Weights look right");
        await screenshot(page, "approval-waiting-en");
        await page.getByTestId("task-approve").click();
        await page.getByTestId("task-approval-decision").getByText(`Approved by ${user.account}`).waitFor();
        await jobState(page, "done");
        await screenshot(page, "approval-approved-en");
      },
    );

    await scenario.step(
      "approval: the notification and the menu's count lead to the Approvals screen, where it is approved",
      page,
      async () => {
        const third = await runTemplate(page, templateId, "Reviewed run 3");
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${third}`);
        await jobState(page, "waiting");
        // The bell's approvalWaiting notification opens the Approvals screen.
        await page.getByTestId("notification-bell").click();
        await page
          .getByTestId("notification-list")
          .getByText('Job "Reviewed run 3" waits for your approval: Review the descriptors')
          .click();
        await page.waitForURL(/#\/frontend\/home\/approvals$/);
        await page.getByTestId("approvals-page").waitFor();
        // The menu entry shows the count of approvals waiting (this one).
        await page.getByTestId("menu-approvals").getByTestId("approval-count").getByText("1").waitFor();
        const row = page.getByTestId(`row-${third}-review`);
        await row.getByText("Review the descriptors").waitFor();
        await row.getByText(user.account).waitFor();
        await row.getByTestId(`approval-job-${third}-review`).getByText("Reviewed run 3").waitFor();
        await screenshot(page, "approvals-list-en");
        await page.getByTestId(`approval-approve-${third}-review`).click();
        await page.getByTestId("approval-dialog").getByText("Approve “Review the descriptors”").waitFor();
        await page.getByTestId("approval-reason").fill("Checked from the list");
        await page.getByTestId("dialog-submit").click();
        // The list is read again: the step is gone, nothing waits, the count is gone.
        await page.getByTestId("approvals-empty").getByText("Nothing waits for your decision").waitFor();
        await page.getByTestId("approval-count").waitFor({ state: "detached" });
        await screenshot(page, "approvals-empty-en");
        // The job goes on to done, with the decision and its reason on the step.
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${third}?task=review`);
        await page.getByTestId("task-approval-decision").getByText(`Approved by ${user.account}`).waitFor();
        await page.getByTestId("task-approval-decision").getByText("Checked from the list").waitFor();
        await jobState(page, "done");
      },
    );

    const zh = await context.newPage();
    await scenario.step(
      "approval: in Chinese, a rejection needs a reason, then the job ends",
      zh,
      async () => {
        await pinLanguage(zh, "zh");
        await zh.goto(`${baseUrl}/#/frontend/home/jobs`);
        const second = await runTemplate(zh, templateId, "Reviewed run 2");
        await zh.goto(`${baseUrl}/#/frontend/home/jobs/${second}`);
        await jobState(zh, "waiting");
        await zh.getByTestId("job-approval-waiting").getByText("审批步骤正在等待决定").waitFor();
        await zh.getByTestId("job-open-approval").click();
        await zh.getByTestId("task-reject").click();
        await zh.getByTestId("task-approval-error").getByText("拒绝需要填写原因").waitFor();
        await screenshot(zh, "approval-waiting-zh");
        await zh.getByTestId("task-approval-reason").fill("输入文件不对");
        await zh.getByTestId("task-reject").click();
        await zh.getByTestId("task-approval-decision").getByText("原因：输入文件不对").waitFor();
        await jobState(zh, "cancel");
        await screenshot(zh, "approval-rejected-zh");
        await zh.goto(`${baseUrl}/#/frontend/home/workflow/${templateId}`);
        await zh.getByTestId("wf-builder").waitFor();
        await zh.getByTestId("wf-node-review").click();
        await zh.getByTestId("wf-approval-form").getByText("审批步骤").waitFor();
        // Who decides: the project role's choice (none for this step).
        await zh.getByTestId("wf-approval-project-role").getByText("无项目成员").first().waitFor();
        await screenshot(zh, "approval-builder-zh");
      },
    );

    await scenario.step(
      "approval: in Chinese, the Approvals screen rejects one from the list with a reason",
      zh,
      async () => {
        const fourth = await runTemplate(zh, templateId, "Reviewed run 4");
        await zh.goto(`${baseUrl}/#/frontend/home/jobs/${fourth}`);
        await jobState(zh, "waiting");
        await zh.getByTestId("menu-approvals").getByText("审批").click();
        await zh
          .getByTestId("approvals-page")
          .getByText("您的任务中等待您决定的审批步骤", { exact: false })
          .waitFor();
        const row = zh.getByTestId(`row-${fourth}-review`);
        await row.getByText("Review the descriptors").waitFor();
        await zh.getByTestId("col-WaitingSince").getByText("开始等待").waitFor();
        await screenshot(zh, "approvals-list-zh");
        await zh.getByTestId(`approval-reject-${fourth}-review`).click();
        await zh.getByTestId("dialog-submit").click();
        await zh.getByTestId("approval-reason-error").getByText("拒绝需要填写原因").waitFor();
        await zh.getByTestId("approval-reason").fill("分子量超出范围");
        await screenshot(zh, "approvals-reject-zh");
        await zh.getByTestId("dialog-submit").click();
        await zh.getByTestId("approvals-empty").getByText("没有等待您决定的审批").waitFor();
        await screenshot(zh, "approvals-empty-zh");
        await zh.goto(`${baseUrl}/#/frontend/home/jobs/${fourth}`);
        await jobState(zh, "cancel");
      },
    );

    const team = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: "en-US" });
    const editorPage = await team.newPage();
    try {
      await scenario.step(
        "approval: a step naming the project's editors: an editor who does not own the job is told and approves it on the job page",
        editorPage,
        async () => {
          const editor = {
            account: `apred${stamp}`,
            password: "Approval#2026",
            name: "Bo",
            email: `bo.e${stamp}@example.org`,
            company: "Crucible Labs",
          };
          await pinLanguage(editorPage, "en");
          await registerAndSignIn(editorPage, baseUrl, editor);
          const { createProject } = await gql<{ createProject: { id: string } }>(
            page,
            `mutation { createProject(input: { name: "Review team ${stamp}" }) { id } }`,
          );
          await gql(
            page,
            `mutation($p: ID!, $who: String!) { inviteProjectMember(projectId: $p, invitee: $who, role: editor) { role } }`,
            { p: createProject.id, who: editor.account },
          );
          await gql(
            editorPage,
            `mutation($p: ID!) { answerProjectInvitation(projectId: $p, accept: true) }`,
            {
              p: createProject.id,
            },
          );
          const { submitJob } = await gql<{ submitJob: { id: string } }>(
            page,
            `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
            {
              input: {
                name: "Team review",
                projectId: createProject.id,
                tasks: [
                  {
                    key: "review",
                    args: {},
                    approval: { title: "Sign off the batch", owner: false, projectRole: "editor" },
                  },
                ],
              },
            },
          );
          await editorPage.goto(`${baseUrl}/#/frontend/home/jobs`);
          await editorPage.getByTestId("notification-bell").click();
          await editorPage
            .getByTestId("notification-list")
            .getByText('Job "Team review" waits for your approval: Sign off the batch')
            .waitFor();
          await editorPage.goto(`${baseUrl}/#/frontend/home/jobs/${submitJob.id}?task=review`);
          await jobState(editorPage, "waiting");
          await editorPage
            .getByTestId("task-approval")
            .getByText("the project's editors and owners")
            .waitFor();
          await editorPage.getByTestId("task-approval-reason").fill("Signed off for the team");
          await screenshot(editorPage, "approval-project-editor-en");
          await editorPage.getByTestId("task-approve").click();
          await editorPage
            .getByTestId("task-approval-decision")
            .getByText(`Approved by ${editor.account}`)
            .waitFor();
          await jobState(editorPage, "done");
        },
      );
    } finally {
      await team.close();
    }

    const office = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: "en-US" });
    const admin = await office.newPage();
    try {
      await scenario.step(
        "approval: a step naming a permission waits in the back office's Approvals screen, where an administrator approves it (en, zh)",
        admin,
        async () => {
          // The step now also names a permission: its holders decide from the back office.
          const { template } = await gql<{ template: { nodes: (Node & { approval: unknown })[] } }>(
            page,
            `query($id: ID!) { template(id: $id) { nodes { ${nodeFields} approval { title instructions timeoutMinutes } } } }`,
            { id: templateId },
          );
          const nodes = template.nodes.map(({ approval, ...n }) =>
            n.key === "review"
              ? { ...n, approval: { ...(approval as object), permission: "Workflow.Job.Update" } }
              : n,
          );
          await gql(
            page,
            `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
            { id: templateId, input: { name, nodes, note: "The lab manager may decide too" } },
          );
          const fifth = await runTemplate(page, templateId, "Reviewed run 5");
          await page.goto(`${baseUrl}/#/frontend/home/jobs/${fifth}`);
          await jobState(page, "waiting");

          await signInSystem(admin, baseUrl, "admin", adminPassword);
          await admin.getByTestId("menu-approvals").getByTestId("approval-count").getByText("1").waitFor();
          await admin.getByTestId("menu-approvals").click();
          await admin.waitForURL(/#\/system\/home\/approvals$/);
          const row = admin.getByTestId(`row-${fifth}-review`);
          await row.getByText("Review the descriptors").waitFor();
          await row.getByText(user.account).waitFor();
          await screenshot(admin, "approvals-backoffice-en");
          await storeLanguage(admin, "zh");
          await admin.reload();
          await admin.getByTestId("approvals-page").getByText("审批", { exact: true }).first().waitFor();
          await admin.getByTestId(`row-${fifth}-review`).getByText("批准").waitFor();
          await screenshot(admin, "approvals-backoffice-zh");
          await admin.getByTestId(`approval-approve-${fifth}-review`).click();
          await admin.getByTestId("approval-reason").fill("实验室负责人已核对");
          await admin.getByTestId("dialog-submit").click();
          await admin.getByTestId("approvals-empty").waitFor();
          await admin.getByTestId("approval-count").waitFor({ state: "detached" });
          // The owner's job goes on to done, with the administrator's decision on the step.
          await page.goto(`${baseUrl}/#/frontend/home/jobs/${fifth}?task=review`);
          await page.getByTestId("task-approval-decision").getByText("实验室负责人已核对").waitFor();
          await jobState(page, "done");
        },
      );
    } finally {
      await office.close();
    }

    await scenario.step(
      "approval: the builder's version comparison names the step's changed setting",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/workflow/${templateId}`);
        await page.getByTestId("wf-builder").waitFor();
        await page.getByTestId("wf-versions-open").click();
        await page.getByTestId("wf-versions").getByText("The lab manager may decide too").waitFor();
        const rows = page.locator("[data-testid=wf-version-row]");
        const newest = Number(await rows.first().getAttribute("data-number"));
        for (const n of [newest - 1, newest])
          await page
            .locator(`[data-testid=wf-version-row][data-number="${n}"] [data-testid=wf-version-pick]`)
            .click();
        await page.getByTestId("wf-versions-compare").click();
        const changed = await page.getByTestId("wf-version-diff-nodesChanged").innerText();
        if (!changed.includes("review: approval permission: (not set) → Workflow.Job.Update"))
          throw new Error(`the comparison misses the step's permission: ${changed}`);
        await screenshot(page, "approval-version-diff-en");
      },
    );
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 126,
  title: "approval: an approval step in the builder, a run approved and one rejected, the Approvals screen",
  run: (c) => runApprovalScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
