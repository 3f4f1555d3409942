/**
 * The jobs scenario: a new user signs up, submits a two-task job (drug-likeness filter feeding a
 * similarity search on the demo cdk2.sdf) from the page over GraphQL, watches it turn done in the
 * jobs list without a reload, opens the job, picks a task in the graph, reads its stdout, opens its
 * SDF output in the SDF reader (RDKit drawings, SMILES and InChI, paged by the gateway), saves an output to a data set, sees cancel refused for a running job
 * and allowed for a pending one, stops a running job from its page (issue 26), clones a job into a
 * new one, and finds a job by its tags (issue 14).
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot, storeLanguage } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `jobs${stamp}`,
  password: "Jobs#2026ok",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};

interface Demo {
  modules: Record<string, string>;
  cdk2: number;
  smiles: number;
}

async function demoContent(page: Page): Promise<Demo> {
  const data = await gql<{
    modules: { id: string; key: string }[];
    dataFiles: { list: { id: string; name: string }[] };
  }>(page, `query($query: QueryInput) { modules { id key } dataFiles(query: $query) { list { id name } } }`, {
    query: { where: [{ values: [{ name: "Kind", symbol: "=", value: "module_demo" }] }], limit: 100 },
  });
  const modules: Record<string, string> = {};
  for (const module of data.modules) modules[module.key.split("/").pop() ?? module.key] = module.id;
  const file = (suffix: string) => {
    const found = data.dataFiles.list.find((item) => item.name.endsWith(suffix));
    if (!found) throw new Error(`no demo file ${suffix}`);
    return Number(found.id);
  };
  for (const key of ["druglike_filter", "similarity", "descriptors"]) {
    if (!modules[key]) throw new Error(`no demo module ${key}: ${JSON.stringify(data.modules)}`);
  }
  return { modules, cdk2: file("cdk2.sdf"), smiles: file(".smi") };
}

async function submit(page: Page, input: Record<string, unknown>): Promise<string> {
  const data = await gql<{ submitJob: { id: string } }>(
    page,
    `mutation($input: JobInput!) { submitJob(input: $input) { id state } }`,
    { input },
  );
  return data.submitJob.id;
}

async function stateOf(page: Page, id: string): Promise<string | null> {
  return page.getByTestId(`job-state-${id}`).getAttribute("data-state");
}

export async function runJobsScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  let demo: Demo | null = null;
  let pipelineId = "";
  try {
    await scenario.step("jobs: a new user signs up and signs in", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await page.getByTestId("menu-jobs").waitFor();
    });

    await scenario.step(
      "jobs: a two-task job submitted from the page turns done in the list without a reload",
      page,
      async () => {
        demo = await demoContent(page);
        await page.getByTestId("menu-jobs").click();
        await page.getByTestId("jobs-page").waitFor();
        // A marker on the window: a reload would drop it.
        await page.evaluate(() => {
          (window as unknown as { __jobsMarker?: number }).__jobsMarker = 1;
        });
        pipelineId = await submit(page, {
          name: "Drug-like neighbours of NU2058",
          emailNotify: true,
          tasks: [
            {
              key: "filter",
              moduleId: demo.modules.druglike_filter,
              args: { molecules: { dataFileId: demo.cdk2 }, rule: "lipinski_veber", max_violations: 0 },
            },
            {
              key: "similar",
              moduleId: demo.modules.similarity,
              args: { molecules: { task: "filter", output: "passed.sdf" }, threshold: 0.5 },
            },
          ],
        });
        await page.getByTestId("table-refresh").click();
        await page.getByTestId(`job-state-${pipelineId}`).waitFor();
        const first = await stateOf(page, pipelineId);
        if (first !== "done") {
          await page.getByTestId("jobs-live").waitFor();
          await page.getByTestId(`job-state-${pipelineId}`).and(page.locator("[data-state=done]")).waitFor({
            timeout: 90_000,
          });
          // The job was watched while active: its end is announced and the list refreshed.
          await page.getByTestId(`finished-${pipelineId}`).waitFor();
          await page.getByTestId("jobs-live").waitFor({ state: "detached" });
        }
        const marker = await page.evaluate(
          () => (window as unknown as { __jobsMarker?: number }).__jobsMarker,
        );
        if (marker !== 1) throw new Error("the page was reloaded");
        const percent = await page.getByTestId(`job-progress-${pipelineId}`).getAttribute("data-percent");
        if (percent !== "100") throw new Error(`progress ${percent ?? "missing"} of a done job`);
        await screenshot(page, "jobs-list-done");
      },
    );

    await scenario.step("jobs: the detail shows the task graph and a task's stdout", page, async () => {
      await page.getByTestId(`job-open-${pipelineId}`).click();
      await page.getByTestId("job-detail").waitFor();
      await page.getByTestId("task-node-filter").waitFor();
      await page.getByTestId("task-node-similar").waitFor();
      await page.getByTestId("task-edge-filter-similar").waitFor({ state: "attached" });
      const email = await page.getByTestId("job-email").innerText();
      if (!/on/i.test(email)) throw new Error(`e-mail notice shown as ${email}`);
      await page.getByTestId("task-node-filter").click();
      await page.getByTestId("task-panel").waitFor();
      await page.getByTestId("task-arg-molecules").getByText("cdk2.sdf").waitFor();
      await page.getByTestId("task-stdout-text").getByText("44 passed").waitFor();
      const exit = await page.getByTestId("task-exit-code").innerText();
      if (!exit.includes("0")) throw new Error(`exit code shown as ${exit}`);
      await page.getByTestId("task-node-similar").click();
      await page.getByTestId("task-arg-molecules").getByText("Output passed.sdf of task filter").waitFor();
      await screenshot(page, "jobs-detail-task");
    });

    await scenario.step(
      "jobs: an SDF output opens in the SDF reader with RDKit structures and SMILES",
      page,
      async () => {
        await page.getByTestId("task-node-filter").click();
        await page.getByTestId("task-panel").and(page.locator("[data-task=filter]")).waitFor();
        await page.getByTestId("output-open-passed.sdf").click();
        await page.getByTestId("sdf-reader").waitFor();
        await page.getByTestId("sdf-total").getByText("44").waitFor();
        await page.getByTestId("sdf-structure").first().waitFor();
        const images = await page.getByTestId("sdf-structure").count();
        if (images < 10) throw new Error(`expected structures on the first page, saw ${images}`);
        const src = await page.getByTestId("sdf-structure").first().getAttribute("src");
        if (!src?.startsWith("data:image/svg+xml")) throw new Error("structures must be data: images");
        if (!decodeURIComponent(src).includes("xmlns:rdkit"))
          throw new Error("structures must be drawn by RDKit");
        await page.getByTestId("sdf-col-@smiles").waitFor();
        await page.getByTestId("sdf-col-@inchi").waitFor();
        const smiles = (await page.getByTestId("sdf-row-0").locator(".sdf-smiles").innerText()).trim();
        if (!/^[A-Za-z0-9@+\-[\]()=#\\/%.]+$/.test(smiles))
          throw new Error(`no SMILES in the first row: ${smiles}`);
        const inchi = (await page.getByTestId("sdf-row-0").locator(".sdf-inchi").innerText()).trim();
        if (!inchi.startsWith("InChI=")) throw new Error(`no InChI in the first row: ${inchi}`);
        // Server paging: the second page holds records 21 to 40.
        await page.getByTestId("sdf-pager").getByText("2", { exact: true }).click();
        await page.getByTestId("sdf-row-20").waitFor();
        await page.getByTestId("sdf-row-20").locator("[data-testid=sdf-structure]").waitFor();
        await page.getByTestId("sdf-pager").getByText("1", { exact: true }).click();
        await page.getByTestId("sdf-row-0").waitFor();
        await screenshot(page, "jobs-sdf-reader");
        await page.getByTestId("sdf-back").click();
        await page.getByTestId("task-panel").waitFor();
      },
    );

    await scenario.step("jobs: an output is saved to a data set", page, async () => {
      await page.getByTestId("output-save-report.csv").click();
      const dialog = page.getByTestId("save-output-dialog");
      await dialog.waitFor();
      await dialog.locator("[data-testid=save-folder] input.search").fill("job_results");
      await page.keyboard.press("Enter");
      await page.getByTestId("field-save-name").fill("filter_report.csv");
      await page.getByTestId("dialog-submit").click();
      await page.locator(".toasts").getByText("job_results/filter_report.csv").waitFor();
      await dialog.waitFor({ state: "detached" });
      const saved = await gql<{ dataFiles: { list: { name: string; folder: string; size: number }[] } }>(
        page,
        `query($query: QueryInput) { dataFiles(query: $query) { list { name folder size } } }`,
        { query: { where: [{ values: [{ name: "Folder", symbol: "=", value: "job_results" }] }] } },
      );
      const file = saved.dataFiles.list.find((item) => item.name === "filter_report.csv");
      if (!file || file.size <= 0) throw new Error(`saved file missing: ${JSON.stringify(saved)}`);
    });

    await scenario.step(
      "jobs: cancel is refused for a running job and allowed for a pending one",
      page,
      async () => {
        if (!demo) throw new Error("no demo content");
        // Six parallel tasks fill the scheduler's slots for several seconds; the next job waits behind them.
        const blocker = await submit(page, {
          name: "ZINC descriptors x6",
          tasks: Array.from({ length: 6 }, (_unused, i) => ({
            key: `describe${i + 1}`,
            moduleId: demo?.modules.descriptors,
            args: { molecules: { dataFileId: demo?.smiles } },
          })),
        });
        const waiting = await submit(page, {
          name: "Waiting similarity",
          tasks: [
            {
              key: "similar",
              moduleId: demo.modules.similarity,
              args: { molecules: { dataFileId: demo.cdk2 } },
            },
          ],
        });
        await page.goto(`${baseUrl}/#/frontend/home/jobs`);
        await page.getByTestId(`job-state-${blocker}`).and(page.locator("[data-state=doing]")).waitFor();
        await page.getByTestId(`job-cancel-${blocker}-refused`).waitFor();
        if (!(await page.getByTestId(`job-cancel-${blocker}`).isDisabled()))
          throw new Error("cancel is offered for a running job");
        if (!(await page.getByTestId(`job-cancel-${pipelineId}`).isDisabled()))
          throw new Error("cancel is offered for a done job");
        const waitingState = await stateOf(page, waiting);
        if (waitingState !== "pending") throw new Error(`the waiting job is ${waitingState ?? "missing"}`);
        await screenshot(page, "jobs-cancel-rules");
        await page.getByTestId(`job-cancel-${waiting}`).click();
        await page.getByTestId("confirm-ok").click();
        await page.getByTestId(`job-state-${waiting}`).and(page.locator("[data-state=cancel]")).waitFor();
        if (await page.getByTestId(`job-reset-${waiting}`).isDisabled())
          throw new Error("reset is not offered for a cancelled job");
        if (!(await page.getByTestId(`job-cancel-${waiting}`).isDisabled()))
          throw new Error("cancel is still offered for a cancelled job");
      },
    );

    await scenario.step(
      "jobs: a running job is stopped from its page, and its tasks say why (en and zh)",
      page,
      async () => {
        if (!demo) throw new Error("no demo content");
        // Thirty tasks keep the job running long enough to stop it from its page.
        const running = await submit(page, {
          name: "ZINC descriptors x30",
          tasks: Array.from({ length: 30 }, (_unused, i) => ({
            key: `describe${i + 1}`,
            moduleId: demo?.modules.descriptors,
            args: { molecules: { dataFileId: demo?.smiles } },
          })),
        });
        const detail = page.getByTestId("job-detail");
        await storeLanguage(page, "zh");
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${running}`);
        await page.reload();
        await detail.and(page.locator("[data-state=doing]")).waitFor();
        await page.getByTestId(`job-stop-${running}`).getByText("停止").waitFor();
        await screenshot(page, "jobs-stop-zh");
        await storeLanguage(page, "en");
        await page.reload();
        await detail.and(page.locator("[data-state=doing]")).waitFor();
        await page.getByTestId(`job-stop-${running}`).click();
        await page.getByTestId("confirm-dialog").getByText("Stop the job ZINC descriptors x30?").waitFor();
        await screenshot(page, "jobs-stop-confirm-en");
        await page.getByTestId("confirm-ok").click();
        await detail.and(page.locator("[data-state=abort]")).waitFor();
        if (!(await page.getByTestId(`job-stop-${running}`).isDisabled()))
          throw new Error("stop is still offered for a stopped job");
        await page.getByTestId("task-node-describe30").click();
        await page.getByTestId("task-reason").getByText("Stopped by the user").waitFor();
        await screenshot(page, "jobs-stopped-en");
        await storeLanguage(page, "zh");
        await page.reload();
        await detail.and(page.locator("[data-state=abort]")).waitFor();
        // The address keeps the selected task: its panel opens again after the reload.
        await page.locator("[data-testid=task-panel][data-task=describe30]").waitFor();
        await page.getByTestId("task-reason").getByText("已由用户停止").waitFor();
        await screenshot(page, "jobs-stopped-zh");
        await storeLanguage(page, "en");
        await page.goto(`${baseUrl}/#/frontend/home/jobs`);
        await page.reload();
        await page.getByTestId(`job-state-${running}`).and(page.locator("[data-state=abort]")).waitFor();
      },
    );

    await scenario.step("jobs: a job is cloned and the clone opens", page, async () => {
      await page.getByTestId(`job-clone-${pipelineId}`).click();
      await page.getByTestId("clone-dialog").waitFor();
      await page.getByTestId("field-clone-name").fill("Neighbours, second run");
      await page.getByTestId("dialog-submit").click();
      await page.waitForURL(/#\/frontend\/home\/jobs\/\d+/);
      const url = page.url();
      const id = /jobs\/(\d+)/.exec(url)?.[1];
      if (!id || id === pipelineId) throw new Error(`not on the clone: ${url}`);
      await page
        .getByTestId("job-detail")
        .and(page.locator(`[data-job="${id}"]`))
        .waitFor();
      await page.getByTestId("page-title").getByText("Neighbours, second run").waitFor();
      await page.getByTestId("task-node-similar").waitFor();
      await screenshot(page, "jobs-clone");
    });

    await scenario.step(
      "jobs: tags set at submit show in the list and the Tags filter finds them (en and zh)",
      page,
      async () => {
        if (!demo) throw new Error("no demo content");
        const tagged = await submit(page, {
          name: "Tagged descriptors",
          tags: ["screen-cdk2", "batch-7"],
          tasks: [
            { key: "d", moduleId: demo.modules.descriptors, args: { molecules: { dataFileId: demo.cdk2 } } },
          ],
        });
        await page.getByTestId("menu-jobs").click();
        await page.getByTestId("jobs-page").waitFor();
        const tags = page.getByTestId(`job-tags-${tagged}`);
        await tags.getByText("screen-cdk2").waitFor();
        await tags.getByText("batch-7").waitFor();
        await page.getByTestId("filter-Tags").click();
        await page.getByTestId("filter-search").fill("cdk2");
        // The list refetches as the filter changes and may be empty for a moment: wait for the
        // filtered answer itself (only the tagged job) rather than for the other job to go.
        const wanted = `job-open-${tagged}`;
        const settled = await page
          .waitForFunction(
            (id) => {
              const shown = [...document.querySelectorAll("[data-testid^=job-open-]")].map((link) =>
                link.getAttribute("data-testid"),
              );
              return shown.length === 1 && shown[0] === id;
            },
            wanted,
            { timeout: 10_000 },
          )
          .then(() => true)
          .catch(() => false);
        if (!settled) {
          const shown = await page
            .locator("[data-testid^=job-open-]")
            .evaluateAll((links) => links.map((link) => link.getAttribute("data-testid")));
          throw new Error(`the Tags filter shows ${shown.join(", ") || "nothing"}`);
        }
        await screenshot(page, "jobs-tags-en");
        await page.getByTestId("jobs-page").getByTestId("page-title").click();
        await storeLanguage(page, "zh");
        await page.reload();
        await page.getByTestId("jobs-page").waitFor();
        await page.getByTestId("col-Tags").getByText("标签").waitFor();
        await page.getByTestId(`job-tags-${tagged}`).getByText("screen-cdk2").waitFor();
        await screenshot(page, "jobs-tags-zh");
        await storeLanguage(page, "en");
      },
    );
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 70,
  title: "jobs: live list, task graph, logs, outputs, cancel rules, clone",
  run: (c) => runJobsScenario(c.scenario, c.url, c.browser),
};
