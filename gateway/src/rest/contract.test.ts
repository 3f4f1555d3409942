import { accountContract, forId, projectContract, restCalls, type RestCall } from "@crucible/schema";
import { describe, expect, it } from "vitest";
import { allCalls, declaredRoutes } from "./reads.js";

/** Every call of the web's REST contract, with sample arguments where a call is per side or per id. */
function contractCalls(): RestCall<unknown, unknown>[] {
  const sides = ["user", "sys"] as const;
  return [
    restCalls.saveResultFileTo,
    restCalls.mapImport,
    restCalls.usage("/api/sys/cms_file_library_file"),
    ...sides.flatMap((side) => Object.values(restCalls.dataFileUpload(side))),
    ...(["file", "map"] as const).flatMap((library) => Object.values(restCalls.cmsFileUpload(library))),
    ...Object.values(restCalls.moduleFileUpload),
    ...sides.map((side) => restCalls.avatarUpload(side)),
    ...(["user_avatar", "module_cover", "workflow_template_cover"] as const).map((kind) =>
      restCalls.imageTemplateUpload(kind),
    ),
    restCalls.moduleCoverUpload("7"),
    ...sides.map((side) => restCalls.processorExeUpload(side, "7")),
    restCalls.containerImageImport("7"),
    restCalls.templateCrateImport,
    ...sides.map((side) => forId(restCalls.sdfRecords(side), 7)),
    ...sides.map((side) => restCalls.dataFileQueryPage(side)),
    accountContract.signOut,
    accountContract.configRead,
    accountContract.configUpdate,
    accountContract.tokenMint,
    forId(accountContract.tokenRevoke, 7),
    ...Object.values(projectContract),
  ];
}

/** Whether a declared route pattern (Fastify's `:name` parameters) matches a path. */
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

describe("the REST contract (schema restCalls, accountContract, projectContract)", () => {
  it("names only declared POST routes of the gateway, uploads with the field the gateway reads", () => {
    for (const call of contractCalls()) {
      const path = call.path.split("?")[0]!;
      // A declared call or a resource verb (the API token's delete).
      const declared = declaredRoutes.filter((route) => route.method === "POST" && matches(route.url, path));
      expect(
        declared.map((route) => route.url),
        call.path,
      ).toHaveLength(1);
      const upload = allCalls.find((c) => c.path === declared[0]?.url)?.upload;
      if ("field" in call && upload) expect(upload.field, call.path).toBe(call.field);
    }
  });
});
