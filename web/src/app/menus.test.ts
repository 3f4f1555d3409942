import { describe, expect, it } from "vitest";
import { isGroup, menuRoute, stageMenu, type MenuEntry } from "./menus";
import type { Stage } from "./paths";
import type { ScreenDef } from "./screen";
import { screens } from "./screens";

/** A menu entry as routes: a top-level route, or `group: [routes]` for a group. */
type Shape = string | Readonly<Record<string, readonly string[]>>;

/** A menu as route lists: top-level routes, and `group: [routes]` for groups. */
function shape(entries: readonly MenuEntry[]): Shape[] {
  return entries.map((entry) =>
    isGroup(entry) ? { [entry.id]: entry.children.map((leaf) => leaf.route) } : entry.route,
  );
}

/**
 * The menu's shape kept to the entries `expected` names (groups to the children it names), in the
 * menu's order: a screen another feature adds in its own screens.tsx leaves these tests as they are,
 * while a pinned entry that goes missing or moves still fails them (ranks are unique: menus.ts).
 */
function pinned(entries: readonly MenuEntry[], expected: readonly Shape[]): Shape[] {
  const key = (entry: Shape): string => (typeof entry === "string" ? entry : Object.keys(entry)[0]!);
  const wanted = new Map(expected.map((entry) => [key(entry), entry]));
  return shape(entries)
    .filter((entry) => wanted.has(key(entry)))
    .map((entry) => {
      if (typeof entry === "string") return entry;
      const id = key(entry);
      const pin = wanted.get(id);
      const named = new Set(typeof pin === "string" ? [] : pin?.[id]);
      return { [id]: (entry[id] ?? []).filter((route) => named.has(route)) };
    });
}

/** Whether a menu route opens a screen of the stage (a route parameter matches any one segment). */
function opensScreen(stage: Stage, route: string): boolean {
  return screens.some((screen) => {
    if (screen.stage !== stage && screen.stage !== "any") return false;
    const pattern = screen.route.split("/");
    const parts = route.split("/");
    const required = pattern.filter((part) => !part.endsWith("?")).length;
    if (parts.length < required || parts.length > pattern.length) return false;
    return parts.every((part, index) => pattern[index]!.startsWith(":") || pattern[index] === part);
  });
}

describe("menus derived from the screen list", () => {
  it("give the back office its groups in order, each with its screens by rank", () => {
    const expected: Shape[] = [
      "board",
      {
        workflow: [
          "catalogue-modules",
          "templates",
          "workflow-jobs",
          "worker-pools",
          "module-groups",
          "module-tags",
          "navigator-board",
          "processors",
          "container-images",
        ],
      },
      {
        datasets: [
          "datasets/public",
          "datasets/private",
          "datasets/temporary",
          "datasets/module-demo",
          "chart-tool",
          "seq",
          "vec",
          "bsab",
        ],
      },
      { homeContent: ["site-pages", "site-tools", "map-library", "text-library", "file-library"] },
      {
        users: [
          "normal-user",
          "system-user",
          "user-session",
          "user-ext-info",
          "login-logs",
          "login-policy",
          "feedback",
        ],
      },
      {
        commerce: [
          "orders",
          "user-orders",
          "resource-packs",
          "recharge-cards",
          "packages",
          "invoices",
          "payment-notifies",
          "commerce-settings",
        ],
      },
      { access: ["roles", "permission-group", "permission"] },
      { system: ["system-config", "desktop-builds", "identity-providers", "apps", "uipack"] },
      "approvals",
    ];
    expect(pinned(stageMenu("system"), expected)).toEqual(expected);
  });

  it("give the front end its flat menu, the navigator first and marked as home", () => {
    const menu = stageMenu("frontend");
    const expected: Shape[] = [
      "navigator",
      "modules",
      "templates",
      "projects",
      "datasets",
      "jobs",
      "approvals",
      "processors",
      "chart-tool",
      "view",
      "draw",
      "seq",
      "vec",
      "bsab",
      "resources",
      "profile",
      "api-tokens",
      "my-sessions",
      "feedback",
    ];
    expect(pinned(menu, expected)).toEqual(expected);
    expect(menu[0]).toMatchObject({ route: "navigator", home: true });
  });

  it("carry each screen's permissions and feature switch onto its entries", () => {
    const workflow = stageMenu("system").find((entry) => isGroup(entry) && entry.id === "workflow");
    expect(workflow && isGroup(workflow) ? workflow.children[0] : null).toMatchObject({
      route: "catalogue-modules",
      anyOf: ["Workflow.Job.Task.Module.Read"],
      feature: "Workflow",
    });
  });

  it("carry a screen's badge (the count of approvals waiting) onto its entries in both stages", () => {
    for (const stage of ["system", "frontend"] as const) {
      const entry = stageMenu(stage).find((e) => !isGroup(e) && e.route === "approvals");
      expect(entry && !isGroup(entry) ? entry.badge : undefined, stage).toBeTypeOf("function");
    }
  });

  it("lead only to screens of their stage", () => {
    for (const stage of ["system", "frontend"] as const) {
      for (const entry of stageMenu(stage)) {
        for (const leaf of isGroup(entry) ? entry.children : [entry]) {
          expect(opensScreen(stage, leaf.route), `${stage} ${leaf.route}`).toBe(true);
        }
      }
    }
  });

  it("route each stage's screen once", () => {
    for (const stage of ["system", "frontend"] as const) {
      const routes = screens.filter((screen) => screen.stage === stage).map((screen) => screen.route);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });

  it("strip route parameters for an entry's default route", () => {
    expect(menuRoute("system-config/:tab?")).toBe("system-config");
    expect(menuRoute("datasets/:kind?")).toBe("datasets");
  });

  it("refuses two entries of one group with the same rank (the file order would decide)", () => {
    const Component = () => null;
    const label = { en: "Dashboard", zh: "控制面板" };
    const twins: ScreenDef[] = [
      {
        route: "a",
        stage: "system",
        Component,
        menu: { label, icon: "dashboard", group: "users", rank: 5 },
      },
      {
        route: "b",
        stage: "system",
        Component,
        menu: { label, icon: "dashboard", group: "users", rank: 5 },
      },
    ];
    expect(() => stageMenu("system", twins)).toThrow("system menu group users: two entries have rank 5");
    expect(() =>
      stageMenu("system", [twins[0]!, { ...twins[1]!, menu: { label, icon: "dashboard", rank: 5 } }]),
    ).not.toThrow();
  });
});
