/**
 * The processor dialog's draft and the changes its panels make to it (the fields, the argument rows,
 * the output rows), and how a field shows its error.
 */
import { useState } from "react";
import type { ArgFormat } from "./argValues";
import {
  newArgDraft,
  newOutputDraft,
  type ArgDraft,
  type OutputDraft,
  type ProcessorDraft,
} from "./processorDraft";

/** A Semantic UI field's `error` prop for a check's message. */
export function fieldError(message: string | undefined) {
  return message ? { content: message, pointing: "above" as const } : undefined;
}

export interface ProcessorEditor {
  readonly draft: ProcessorDraft;
  readonly patch: (change: Partial<ProcessorDraft>) => void;
  readonly addArg: () => void;
  readonly removeArg: (key: number) => void;
  readonly patchArg: (key: number, change: Partial<ArgDraft>) => void;
  /** A new format clears the argument's defaults. */
  readonly setFormat: (arg: ArgDraft, format: ArgFormat) => void;
  readonly moveArgUp: (index: number) => void;
  readonly addOutput: () => void;
  readonly removeOutput: (key: number) => void;
  readonly patchOutput: (key: number, change: Partial<OutputDraft>) => void;
}

export function useProcessorDraft(initial: ProcessorDraft): ProcessorEditor {
  const [draft, setDraft] = useState<ProcessorDraft>(initial);

  const patch = (change: Partial<ProcessorDraft>) => setDraft((current) => ({ ...current, ...change }));
  const patchArg = (key: number, change: Partial<ArgDraft>) =>
    setDraft((current) => ({
      ...current,
      args: current.args.map((arg) => (arg.key === key ? { ...arg, ...change } : arg)),
    }));
  const patchOutput = (key: number, change: Partial<OutputDraft>) =>
    setDraft((current) => ({
      ...current,
      outputs: current.outputs.map((output) => (output.key === key ? { ...output, ...change } : output)),
    }));
  const moveArgUp = (index: number) =>
    setDraft((current) => {
      if (index <= 0) return current;
      const args = [...current.args];
      const [moved] = args.splice(index, 1);
      if (moved) args.splice(index - 1, 0, moved);
      return { ...current, args };
    });

  return {
    draft,
    patch,
    addArg: () => patch({ args: [...draft.args, newArgDraft()] }),
    removeArg: (key) => patch({ args: draft.args.filter((item) => item.key !== key) }),
    patchArg,
    setFormat: (arg, format) =>
      patchArg(arg.key, { format, defaultText: "", defaultChoice: null, defaultMany: [] }),
    moveArgUp,
    addOutput: () => patch({ outputs: [...draft.outputs, newOutputDraft()] }),
    removeOutput: (key) => patch({ outputs: draft.outputs.filter((item) => item.key !== key) }),
    patchOutput,
  };
}
