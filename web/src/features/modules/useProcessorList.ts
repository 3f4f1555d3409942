import type { Outcome } from "../../components/kit/RowActions";
import type { ListHookOptions, ListQuery } from "../../components/kit/useResourceScreen";
import type { EntityStatus, ProcessorInput } from "../../graphql";
import {
  useProcessorCreateMutation,
  useProcessorDeleteMutation,
  useProcessorListQuery,
  useProcessorUpdateMutation,
} from "../../graphql/__generated__/documents/modules";
import {
  useSysProcessorCreateMutation,
  useSysProcessorListQuery,
  useSysProcessorRecoverMutation,
  useSysProcessorRemoveMutation,
  useSysProcessorSetStatusMutation,
  useSysProcessorUpdateMutation,
} from "../../graphql/__generated__/documents/sysprocessors";
import type { ProcessorListData, ProcessorSide } from "./processorRows";

/** The list of a side (the other side's query is skipped). */
export function useSideList(
  side: ProcessorSide,
  { variables, fetchPolicy }: ListHookOptions,
): ListQuery<ProcessorListData> {
  const system = side === "system";
  const user = useProcessorListQuery({ fetchPolicy, skip: system });
  const sys = useSysProcessorListQuery({ variables, fetchPolicy, skip: !system });
  return system
    ? { data: sys.data?.sysProcessors, loading: sys.loading, refetch: sys.refetch }
    : { data: user.data?.processors, loading: user.loading, refetch: user.refetch };
}

/** The mutations of a side. */
export function useProcessorMutations(side: ProcessorSide) {
  const system = side === "system";
  const [create, createState] = useProcessorCreateMutation();
  const [update, updateState] = useProcessorUpdateMutation();
  const [remove] = useProcessorDeleteMutation();
  const [sysCreate, sysCreateState] = useSysProcessorCreateMutation();
  const [sysUpdate, sysUpdateState] = useSysProcessorUpdateMutation();
  const [sysRemove] = useSysProcessorRemoveMutation();
  const [setStatus] = useSysProcessorSetStatusMutation();
  const [recover] = useSysProcessorRecoverMutation();
  return {
    saving: system
      ? sysCreateState.loading || sysUpdateState.loading
      : createState.loading || updateState.loading,
    /** Creates (id null) or updates; answers the processor, or null when refused. */
    save: async (id: string | null, input: ProcessorInput) => {
      if (id !== null) {
        const result = system
          ? await sysUpdate({ variables: { id, input } })
          : await update({ variables: { id, input } });
        const data = result.data;
        if (result.error || !data) return null;
        return "updateSysProcessor" in data ? data.updateSysProcessor : data.updateProcessor;
      }
      const result = system
        ? await sysCreate({ variables: { input } })
        : await create({ variables: { input } });
      const data = result.data;
      if (result.error || !data) return null;
      return "createSysProcessor" in data ? data.createSysProcessor : data.createProcessor;
    },
    remove: (id: string): Promise<Outcome> =>
      system ? sysRemove({ variables: { id } }) : remove({ variables: { id } }),
    setStatus: (id: string, status: EntityStatus) => setStatus({ variables: { id, status } }),
    recover: (id: string) => recover({ variables: { id } }),
  };
}
