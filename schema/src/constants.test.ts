import { describe, expect, it } from "vitest";
import { constants, pagerSizeOptions, parseSize } from "./constants.js";
import { errorCatalogue, errorMessage, errorStatus, errorTypes, isErrorType } from "./errors.js";
import { allPermissions, isPermission, permissionAreas } from "./permissions.js";

describe("constants/parseSize", () => {
  it("converts KB, MB, GB and TB with powers of 1024", () => {
    expect(parseSize("1KB")).toBe(1024);
    expect(parseSize("1 MB")).toBe(1024 ** 2);
    expect(parseSize("2 GB")).toBe(2 * 1024 ** 3);
    expect(parseSize("1TB")).toBe(1024 ** 4);
    expect(parseSize("1.5 kb")).toBe(1536);
    expect(parseSize("300")).toBe(300);
    expect(parseSize(" 7 B ")).toBe(7);
  });

  it("answers null for what is not a size", () => {
    for (const bad of ["", "KB", "-1KB", "1 PB", "1e3", "1,5MB", "1 KB extra"])
      expect(parseSize(bad), bad).toBeNull();
  });
});

describe("constants", () => {
  it("hold the spec's figures", () => {
    expect(constants.uploadChunkBytes).toBe(1048576);
    expect(constants.previewFetchBytes).toBe(3145728);
    expect(constants.previewRefuseBytes).toBe(524288000);
    expect(constants.pastedRowsMax).toBe(2000);
    expect(constants.permGroupQueryLimit).toBe(1000);
    expect(constants.scrollTopThresholdPx).toBe(110);
    expect(constants.filterDebounceMs).toBe(250);
    expect(constants.errorToastMs).toBe(8000);
  });

  it("offer pager sizes of 1 to 4 times the page size", () => {
    expect(pagerSizeOptions(20)).toEqual([20, 40, 60, 80]);
  });
});

describe("errors: the catalogue", () => {
  it("gives every Type a status and a message in both languages", () => {
    for (const type of errorTypes) {
      const spec = errorCatalogue[type];
      expect(spec.en.length, type).toBeGreaterThan(0);
      expect(spec.zh.length, type).toBeGreaterThan(0);
      expect([400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504]).toContain(spec.status);
    }
  });

  it("holds the spec's Types with their messages", () => {
    expect(errorMessage("DBLoginFailed", "en")).toBe("Account or password entered incorrectly");
    expect(errorMessage("DBUserNotExist", "en")).toBe(errorMessage("DBLoginFailed", "en"));
    expect(errorMessage("DBUserNoSystem", "en")).toBe("User is not a Admin");
    expect(errorMessage("DBUserRegisterDisabled", "en")).toBe("User registration not yet open");
    expect(errorMessage("DBPermDenied", "en", "User.Read")).toBe("No permission for User.Read");
    expect(errorMessage("JobModuleNoVisible", "en")).toBe(
      "No permission to use this module, please contact customer service",
    );
    expect(errorStatus("ServerRequestBodyTooLarge")).toBe(413);
    expect(isErrorType("DBDataNotExist")).toBe(true);
    expect(isErrorType("toString")).toBe(false);
  });
});

describe("permissions: the catalogue", () => {
  it("holds Read, Update and Delete for every area, plus ControlPanel.Read", () => {
    expect(allPermissions).toHaveLength(permissionAreas.length * 3 + 1);
    expect(isPermission("Workflow.Job.Task.Module.Delete")).toBe(true);
    expect(isPermission("ControlPanel.Read")).toBe(true);
    expect(isPermission("ControlPanel.Update")).toBe(false);
    expect(isPermission("User.Write")).toBe(false);
    expect(isPermission("constructor")).toBe(false);
  });
});
