/**
 * Where `crucible` finds its server and token. Precedence, highest first:
 *
 *   1. flags: --url, --token, --profile, --config
 *   2. environment: CRUCIBLE_URL, CRUCIBLE_TOKEN, CRUCIBLE_PROFILE, CRUCIBLE_CONFIG
 *   3. the profile file: $CRUCIBLE_CONFIG, else $XDG_CONFIG_HOME/crucible/config.json, else
 *      ~/.config/crucible/config.json; named profiles, the one in use is "default" unless chosen.
 *
 * The file holds API tokens, so it is written with mode 0600 (its folder 0700), atomically.
 */
import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CliError, createClient, type CrucibleClient } from "./api.js";

export const defaultUrl = "http://localhost:8080";
export const defaultProfile = "default";

/** One profile of the file. */
export interface Profile {
  Url?: string;
  Token?: string;
  /** The API token's id when `crucible login` created it with a password (logout revokes it). */
  TokenId?: number;
  /** The account that signed in, for display. */
  Account?: string;
  /** The language of the CLI's own words (`crucible lang`): "en" or "zh". */
  Lang?: "en" | "zh";
}

export interface ConfigFile {
  Current?: string;
  Profiles: Record<string, Profile>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The profile file checked field by field (checked by hand rather than with zod, which would add
 * about 0.1 s to the start of every command); unknown fields are dropped. Answers the first problem
 * as a message, or the file.
 */
export function parseConfigFile(raw: unknown): ConfigFile | string {
  if (!isObject(raw)) return "expected an object";
  if (raw.Current !== undefined && typeof raw.Current !== "string") return "Current: expected a string";
  const profiles = raw.Profiles ?? {};
  if (!isObject(profiles)) return "Profiles: expected an object";
  const file: ConfigFile = { Profiles: {} };
  if (typeof raw.Current === "string") file.Current = raw.Current;
  for (const [name, value] of Object.entries(profiles)) {
    const where = `Profiles.${name}`;
    if (!isObject(value)) return `${where}: expected an object`;
    const profile: Profile = {};
    for (const key of ["Url", "Token", "Account"] as const) {
      const field = value[key];
      if (field === undefined) continue;
      if (typeof field !== "string") return `${where}.${key}: expected a string`;
      profile[key] = field;
    }
    if (value.TokenId !== undefined) {
      if (typeof value.TokenId !== "number" || !Number.isInteger(value.TokenId))
        return `${where}.TokenId: expected an integer`;
      profile.TokenId = value.TokenId;
    }
    if (value.Lang !== undefined) {
      if (value.Lang !== "en" && value.Lang !== "zh") return `${where}.Lang: expected "en" or "zh"`;
      profile.Lang = value.Lang;
    }
    file.Profiles[name] = profile;
  }
  return file;
}

/** What the global flags say (undefined: not given). */
export interface ConfigFlags {
  url?: string;
  token?: string;
  profile?: string;
  config?: string;
}

/** The settings a command runs with, and where each came from. */
export interface ResolvedConfig {
  url: string;
  token: string | undefined;
  /** The profile name in use (flag > CRUCIBLE_PROFILE > the file's Current > "default"). */
  profile: string;
  /** The profile file's path (it may not exist yet). */
  configPath: string;
  /** The profile's stored fields, or an empty profile. */
  stored: Profile;
  lang: "en" | "zh" | undefined;
  source: { url: "flag" | "env" | "profile" | "default"; token: "flag" | "env" | "profile" | "none" };
}

type Env = Readonly<Record<string, string | undefined>>;

/** The CLI's own folder for the profile file: crucible under XDG_CONFIG_HOME, else ~/.config. */
function ownConfigFolder(env: Env): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), ".config");
  return path.resolve(base, "crucible");
}

/** The profile file's path: --config > CRUCIBLE_CONFIG > XDG_CONFIG_HOME > ~/.config. */
export function configFilePath(flags: ConfigFlags = {}, env: Env = process.env): string {
  if (flags.config) return path.resolve(flags.config);
  if (env.CRUCIBLE_CONFIG) return path.resolve(env.CRUCIBLE_CONFIG);
  return path.join(ownConfigFolder(env), "config.json");
}

/** The profile file, or an empty one when there is none; a malformed file is an error naming it. */
export async function readConfigFile(file: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { Profiles: {} };
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CliError("CliConfigInvalid", `${file} is not valid JSON`);
  }
  const parsed = parseConfigFile(raw);
  if (typeof parsed === "string") throw new CliError("CliConfigInvalid", `${file}: ${parsed}`);
  return parsed;
}

/**
 * Writes the profile file atomically with mode 0600 (it replaces any older file, whatever its mode).
 * The CLI's own folder is made 0700, or tightened to it when it exists (mkdir's mode only applies to
 * a folder it creates): others must not list it, nor swap the file for one naming another server. A
 * folder named by --config or CRUCIBLE_CONFIG is the user's choice and keeps its mode.
 */
export async function writeConfigFile(
  file: string,
  config: ConfigFile,
  env: Env = process.env,
): Promise<void> {
  const folder = path.dirname(path.resolve(file));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (folder === ownConfigFolder(env)) await chmod(folder, 0o700);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}

/** Changes one profile of the file (creating both as needed); `null` removes the profile. */
export async function updateProfile(
  file: string,
  name: string,
  change: (profile: Profile) => Profile | null,
  makeCurrent = false,
): Promise<void> {
  const config = await readConfigFile(file);
  const next = change(config.Profiles[name] ?? {});
  if (next === null) delete config.Profiles[name];
  else config.Profiles[name] = next;
  if (makeCurrent) config.Current = name;
  await writeConfigFile(file, config);
}

/** An http(s) server address with a host and nothing after its path, or CliUsage. */
function checkUrl(url: string, source: string): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // named below
  }
  if (
    !parsed ||
    (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
    !parsed.hostname ||
    parsed.search ||
    parsed.hash ||
    parsed.username ||
    parsed.password
  ) {
    throw new CliError(
      "CliUsage",
      `${source} must be a server address such as http://localhost:8080, not ${JSON.stringify(url)}`,
      { zh: `${source} 必须是服务器地址，例如 http://localhost:8080，而不是 ${JSON.stringify(url)}` },
    );
  }
}

/** Resolves flags > environment > profile file > defaults. */
export async function resolveConfig(
  flags: ConfigFlags = {},
  env: Env = process.env,
): Promise<ResolvedConfig> {
  const configPath = configFilePath(flags, env);
  const file = await readConfigFile(configPath);
  const profile = flags.profile || env.CRUCIBLE_PROFILE || file.Current || defaultProfile;
  const stored = file.Profiles[profile] ?? {};
  const url = flags.url ?? env.CRUCIBLE_URL ?? stored.Url;
  const token = flags.token ?? env.CRUCIBLE_TOKEN ?? stored.Token;
  const lang = env.CRUCIBLE_LANG === "zh" || env.CRUCIBLE_LANG === "en" ? env.CRUCIBLE_LANG : stored.Lang;
  const resolvedUrl = (url || defaultUrl).replace(/\/+$/, "");
  checkUrl(resolvedUrl, flags.url ? "--url" : env.CRUCIBLE_URL ? "CRUCIBLE_URL" : "the profile's Url");
  return {
    url: resolvedUrl,
    token: token || undefined,
    profile,
    configPath,
    stored,
    lang,
    source: {
      url: flags.url ? "flag" : env.CRUCIBLE_URL ? "env" : stored.Url ? "profile" : "default",
      token: flags.token ? "flag" : env.CRUCIBLE_TOKEN ? "env" : stored.Token ? "profile" : "none",
    },
  };
}

/** A client for the resolved settings (no token: only public calls and sign-in work). */
export function clientFromConfig(config: ResolvedConfig): CrucibleClient {
  return createClient({ url: config.url, token: config.token, lang: config.lang });
}

/** Resolves the settings and builds a client in one step (what the MCP server and commands use). */
export async function loadClient(flags: ConfigFlags = {}, env: Env = process.env): Promise<CrucibleClient> {
  return clientFromConfig(await resolveConfig(flags, env));
}
