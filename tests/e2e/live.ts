/**
 * The live scenario (issue 9): a job's page changes state without a reload and without polling. A new
 * user opens a job of three chained demo tasks while it is still pending or running; the page opens a
 * WebSocket to /graphql, receives jobsChanged frames, and shows the job done. Wire it in run.ts with
 * `onFreshGateway(scenario, "live: ...", (url) => runLiveScenario(scenario, url, browser))`.
 */
import type { Browser, WebSocket } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `live${stamp}`,
  password: "Live#2026ok",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

export async function runLiveScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  // Frames of the live socket. The page opens it once signed in (the bell's count is live too) and
  // keeps it across screens, so it is watched from the start.
  const frames: string[] = [];
  let socket: WebSocket | null = null;
  page.on("websocket", (ws) => {
    if (!ws.url().endsWith("/graphql")) return;
    socket = ws;
    ws.on("framereceived", (frame) => frames.push(String(frame.payload)));
  });
  try {
    await scenario.step("live: a new user signs up and signs in", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
    });

    await scenario.step(
      "live: a job's page turns done over the WebSocket, without a reload and without polling",
      page,
      async () => {
        const demo = await gql<{
          modules: { id: string; key: string }[];
          dataFiles: { list: { id: string; name: string }[] };
        }>(
          page,
          `query($query: QueryInput) { modules { id key } dataFiles(query: $query) { list { id name } } }`,
          {
            query: { where: [{ values: [{ name: "Kind", symbol: "=", value: "module_demo" }] }], limit: 100 },
          },
        );
        const moduleId = demo.modules.find((m) => m.key.endsWith("druglike_filter"))?.id;
        const cdk2 = demo.dataFiles.list.find((f) => f.name.endsWith("cdk2.sdf"))?.id;
        if (!moduleId || !cdk2) throw new Error("the demo module or data set is missing");
        const filter = (key: string, from: string | null) => ({
          key,
          moduleId,
          args: {
            molecules: from ? { task: from, output: "passed.sdf" } : { dataFileId: Number(cdk2) },
            rule: "lipinski_veber",
            max_violations: 0,
          },
        });
        const { submitJob } = await gql<{ submitJob: { id: string } }>(
          page,
          `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
          { input: { name: "Live chain", tasks: [filter("a", null), filter("b", "a"), filter("c", "b")] } },
        );

        // Every GraphQL request over HTTP once the page is open.
        const detailPolls: number[] = [];
        page.on("request", (request) => {
          if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("JobDetail")) {
            detailPolls.push(Date.now());
          }
        });

        await page.goto(`${baseUrl}/#/frontend/home/jobs/${submitJob.id}`);
        await page
          .getByTestId("job-detail")
          .and(page.locator(`[data-job="${submitJob.id}"]`))
          .waitFor();
        await page.evaluate(() => {
          (window as unknown as { __liveMarker?: number }).__liveMarker = 1;
        });
        const first = await page.getByTestId("job-detail").getAttribute("data-state");
        await page
          .getByTestId("job-detail")
          .and(page.locator("[data-state=done]"))
          .waitFor({ timeout: 120_000 });
        const marker = await page.evaluate(
          () => (window as unknown as { __liveMarker?: number }).__liveMarker,
        );
        if (marker !== 1) throw new Error("the page was reloaded");
        if (first !== "done") {
          if (!socket) throw new Error("the page opened no WebSocket to /graphql");
          if (!frames.some((frame) => frame.includes("jobsChanged") && frame.includes('"done"'))) {
            throw new Error(`no jobsChanged frame said done: ${frames.slice(-3).join(" | ")}`);
          }
          // One read when the page opened and one refresh when the job ended: no 2 s poll in between.
          if (detailPolls.length > 3) throw new Error(`the page polled ${detailPolls.length} times`);
        }
        await screenshot(page, "live-job-done");
      },
    );
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario[] = [
  {
    order: 80,
    title: "live: a job's page follows its states without a reload",
    run: (c) => runLiveScenario(c.scenario, c.url, c.browser),
  },
  {
    order: 1000,
    title: "fleet: a job's page followed live through HAProxy, two gateways, two workers",
    on: "fleet",
    run: (c) => runLiveScenario(c.scenario, c.url, c.browser),
  },
];
