/** The browser suite: a fresh gateway per scenario, Debian's Chromium, "N passed, N failed" at the end. */
import { launchBrowser, Scenario, startGateway } from "./harness.js";
import { runPlatformScenario } from "./platform.js";

async function main(): Promise<number> {
  const scenario = new Scenario();
  const browser = await launchBrowser();
  try {
    console.log("platform: accounts, permissions and sessions");
    const gateway = await startGateway();
    try {
      await runPlatformScenario(scenario, gateway.url, browser, gateway.adminPassword);
    } finally {
      const code = await gateway.stop();
      if (code !== 0)
        scenario.outcomes.push({
          name: "gateway drains and exits 0 on SIGTERM",
          ok: false,
          error: `exit ${code}`,
        });
      else scenario.outcomes.push({ name: "gateway drains and exits 0 on SIGTERM", ok: true });
    }
  } finally {
    await browser.close();
  }
  const { passed, failed } = scenario.summary();
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  });
