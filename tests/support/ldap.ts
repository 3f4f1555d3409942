/**
 * A real LDAP directory for the tests: Debian's slapd with a configuration of its own in a temporary
 * folder (mdb backend, the memberof overlay), on a free loopback port, seeded with ldapadd as the root
 * DN. `stop` ends it and removes the folder.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const ldapSuffix = "dc=crucible,dc=test";
export const ldapRootDn = `cn=admin,${ldapSuffix}`;
export const ldapRootPassword = "root-secret";
/** The service account the gateway binds as to search. */
export const ldapServiceDn = `cn=service,${ldapSuffix}`;
export const ldapServicePassword = "service-secret";
export const ldapPeopleBase = `ou=people,${ldapSuffix}`;

export interface LdapPerson {
  uid: string;
  password: string;
  mail?: string;
  /** Group names (cn under ou=groups) the person is a member of. */
  groups?: string[];
}

export interface TestLdap {
  readonly url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, process: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (process.exitCode !== null) throw new Error(`slapd ended: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: "127.0.0.1" });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`slapd did not listen: ${log()}`);
}

function seedLdif(people: readonly LdapPerson[]): string {
  const entries = [
    `dn: ${ldapSuffix}\nobjectClass: dcObject\nobjectClass: organization\ndc: crucible\no: Crucible tests`,
    `dn: ${ldapServiceDn}\nobjectClass: simpleSecurityObject\nobjectClass: organizationalRole\ncn: service\nuserPassword: ${ldapServicePassword}`,
    `dn: ${ldapPeopleBase}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${ldapSuffix}\nobjectClass: organizationalUnit\nou: groups`,
  ];
  for (const person of people) {
    entries.push(
      [
        `dn: uid=${person.uid},${ldapPeopleBase}`,
        "objectClass: inetOrgPerson",
        `uid: ${person.uid}`,
        `cn: ${person.uid}`,
        `sn: ${person.uid}`,
        ...(person.mail ? [`mail: ${person.mail}`] : []),
        `userPassword: ${person.password}`,
      ].join("\n"),
    );
  }
  const groups = new Set(people.flatMap((person) => person.groups ?? []));
  for (const group of groups) {
    const members = people.filter((person) => person.groups?.includes(group));
    entries.push(
      [
        `dn: cn=${group},ou=groups,${ldapSuffix}`,
        "objectClass: groupOfNames",
        `cn: ${group}`,
        ...members.map((person) => `member: uid=${person.uid},${ldapPeopleBase}`),
      ].join("\n"),
    );
  }
  return `${entries.join("\n\n")}\n`;
}

export async function startLdap(people: readonly LdapPerson[]): Promise<TestLdap> {
  const dir = mkdtempSync(join(tmpdir(), "crucible-slapd-"));
  mkdirSync(join(dir, "data"));
  const conf = join(dir, "slapd.conf");
  writeFileSync(
    conf,
    [
      "include /etc/ldap/schema/core.schema",
      "include /etc/ldap/schema/cosine.schema",
      "include /etc/ldap/schema/inetorgperson.schema",
      "modulepath /usr/lib/ldap",
      "moduleload back_mdb",
      "moduleload memberof",
      `pidfile ${join(dir, "slapd.pid")}`,
      `argsfile ${join(dir, "slapd.args")}`,
      "database mdb",
      `suffix "${ldapSuffix}"`,
      `rootdn "${ldapRootDn}"`,
      `rootpw ${ldapRootPassword}`,
      `directory ${join(dir, "data")}`,
      "maxsize 104857600",
      "overlay memberof",
      "access to attrs=userPassword by anonymous auth by * none",
      "access to * by * read",
      "",
    ].join("\n"),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0: in the foreground (the test owns the process), logging nothing.
  const slapd = spawn("/usr/sbin/slapd", ["-f", conf, "-h", `${url}/`, "-d", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  slapd.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  slapd.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (slapd.exitCode === null) {
      const ended = new Promise<void>((resolve) => slapd.once("exit", () => resolve()));
      slapd.kill("SIGTERM");
      await ended;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, slapd, () => output);
    const seeded = spawnSync("ldapadd", ["-x", "-H", url, "-D", ldapRootDn, "-w", ldapRootPassword], {
      input: seedLdif(people),
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`ldapadd failed: ${seeded.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
