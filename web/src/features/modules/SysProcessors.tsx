/** The back office of processors (spec §2 menu processors): the processor list's system side. */
import { ProcessorList } from "./Processors";

export function SysProcessors() {
  return <ProcessorList side="system" />;
}
