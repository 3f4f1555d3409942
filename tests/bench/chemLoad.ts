/**
 * The other users of tests/bench/chem.ts, in a process of their own (as they would be on their own
 * machines): `clients` loops of one kind of read against the gateway at `base`, with the session
 * `cookie`, until the parent kills this process. It prints "ready" once every loop has a request out,
 * then "answer <what the first answer said>" once it knows.
 * Kind "victim" is the user whose page is timed, also on their own machine: for each line on stdin it
 * reads 30 records of the file once and prints "ms <time>" (or fails if any record was not drawn).
 * Arguments: base cookie kind(crafted|heavy|victim) fileId clients.
 */
import { createInterface } from "node:readline";

const [base = "", cookie = "", kind = "", fileId = "", clientsArg = "4"] = process.argv.slice(2);
const api = "/api/workflow_job_task_data_source_file";
const refused = Buffer.from("too many atoms to draw (25000 > 500)");

async function read(client: number): Promise<string> {
  const body = kind === "crafted" ? { Offset: client % 4, Limit: 1 } : { Limit: 40 };
  const response = await fetch(`${base}${api}/sdf_records/${fileId}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`the ${kind} read answered ${response.status}`);
  if (kind === "crafted") return bytes.includes(refused) ? refused.toString() : "drawn";
  return `${bytes.length} bytes`;
}

async function victim(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  process.stdout.write("ready\n");
  for await (const _ of lines) {
    const start = performance.now();
    const response = await fetch(`${base}${api}/sdf_records/${fileId}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ Limit: 30 }),
    });
    const answer = (await response.json()) as { Data?: { Records: { Error: string | null }[] } };
    const records = answer.Data?.Records ?? [];
    if (records.length !== 30 || records.some((r) => r.Error !== null)) {
      throw new Error("the victim's page was not drawn whole");
    }
    process.stdout.write(`ms ${(performance.now() - start).toFixed(1)}\n`);
  }
}

async function main(): Promise<void> {
  if (kind === "victim") return victim();
  let started = 0;
  let told = false;
  const clients = Number(clientsArg);
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (;;) {
        const answer = read(client);
        started += 1;
        if (started === clients) process.stdout.write("ready\n");
        const said = await answer;
        if (!told) {
          told = true;
          process.stdout.write(`answer ${said}\n`);
        }
      }
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
