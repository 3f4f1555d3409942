/** The builder's data: the template being edited and the palette of modules and processors, per stage. */
import { useMemo } from "react";
import {
  useSysWorkflowModulesQuery,
  useSysWorkflowTemplateQuery,
  useWorkflowModulesQuery,
  useWorkflowProcessorsQuery,
  useWorkflowTemplateQuery,
} from "../../graphql/__generated__/documents/workflow";
import { specOfModule, specOfProcessor } from "./graph";

export type BuilderMode = "user" | "system";

export function useBuilderTemplate(mode: BuilderMode, id: string | null) {
  const user = useWorkflowTemplateQuery({
    variables: { id: id ?? "" },
    skip: mode !== "user" || id === null,
    fetchPolicy: "network-only",
  });
  const sys = useSysWorkflowTemplateQuery({
    variables: { id: id ?? "" },
    skip: mode !== "system" || id === null,
    fetchPolicy: "network-only",
  });
  const query = mode === "user" ? user : sys;
  const template = mode === "user" ? (user.data?.template ?? null) : (sys.data?.sysTemplate ?? null);
  return { template, loading: query.loading, failed: Boolean(query.error) };
}

export function useBuilderPalette(mode: BuilderMode) {
  const modules = useWorkflowModulesQuery({ skip: mode !== "user" });
  const processors = useWorkflowProcessorsQuery({ skip: mode !== "user" });
  const sysModules = useSysWorkflowModulesQuery({ skip: mode !== "system" });
  return useMemo(() => {
    if (mode === "system") {
      return {
        modules: (sysModules.data?.sysModules ?? []).map((module) => specOfModule(module)),
        processors: null,
        loading: sysModules.loading,
      };
    }
    return {
      modules: (modules.data?.modules ?? [])
        .filter((module) => module.status === "ENABLED")
        .map((module) => specOfModule(module)),
      processors: (processors.data?.processors ?? [])
        .filter((processor) => processor.status === "ENABLED")
        .map(specOfProcessor),
      loading: modules.loading || processors.loading,
    };
  }, [
    mode,
    modules.data,
    modules.loading,
    processors.data,
    processors.loading,
    sysModules.data,
    sysModules.loading,
  ]);
}
