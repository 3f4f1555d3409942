/** Data set kinds in routes (`datasets/module-demo`), shared by the desktop and mobile screens. */
import type { DataFileKind } from "../../graphql";

export const kindRoutes: Record<string, DataFileKind> = {
  private: "private",
  temporary: "temporary",
  public: "public",
  "module-demo": "module_demo",
};

export function routeOfKind(kind: DataFileKind): string {
  return kind === "module_demo" ? "module-demo" : kind;
}

/** The kinds a front-end user browses, in tab order. */
export const frontKinds: readonly DataFileKind[] = ["private", "temporary", "public", "module_demo"];
