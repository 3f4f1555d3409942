import { restCalls, type RestCall } from "@crucible/schema";
import { describe, expect, it } from "vitest";
import { allCalls } from "./reads.js";

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
  ];
}

/** Whether a declared route pattern (Fastify's `:name` parameters) matches a path. */
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

describe("the REST contract (schema restCalls)", () => {
  it("names only declared POST calls of the gateway, uploads with the field the gateway reads", () => {
    for (const call of contractCalls()) {
      const path = call.path.split("?")[0]!;
      const declared = allCalls.filter((c) => c.methods.includes("POST") && matches(c.path, path));
      expect(
        declared.map((c) => c.path),
        call.path,
      ).toHaveLength(1);
      const upload = declared[0]?.upload;
      if ("field" in call && upload) expect(upload.field, call.path).toBe(call.field);
    }
  });
});
