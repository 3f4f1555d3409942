/**
 * Where a viewer's sequence comes from and the one hook that pages through it: a data set file
 * (sequenceRecords, sysSequenceRecords in the back office), a task's output (taskSequenceRecords) or a
 * local file read in the browser (FASTA and weseq). Every source answers the gateway's SequencePage.
 */
import { useEffect, useMemo, useState } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useSession } from "../../app/session";
import type { SequencePageFieldsFragment } from "../../graphql";
import {
  useSequenceRecordsQuery,
  useSysSequenceRecordsQuery,
  useSysTaskSequenceRecordsQuery,
  useTaskSequenceRecordsQuery,
} from "../../graphql/__generated__/documents/seq";
import { localFormat, localPage, readLocalFile, type LocalRecord } from "./localSequence";

export type SeqSource =
  | { readonly kind: "dataFile"; readonly fileId: string; readonly name: string }
  | { readonly kind: "taskOutput"; readonly taskId: string; readonly output: string; readonly name: string }
  | { readonly kind: "local"; readonly file: File };

/** The props every sequence viewer takes (SeqViewer, VecViewer, BsabViewer). */
export interface SeqViewerProps {
  readonly source: SeqSource;
}

export interface SeqPageRequest {
  readonly offset: number;
  readonly limit: number;
  readonly seqOffset: number;
  readonly seqLength: number;
}

export interface SeqPageState {
  readonly data: SequencePageFieldsFragment | undefined;
  readonly loading: boolean;
  /** The gateway's refusal (code and value) or the local reader's, for the inline message. */
  readonly error: { readonly code: string; readonly value: string } | null;
}

export function sourceName(source: SeqSource): string {
  return source.kind === "local" ? source.file.name : source.name;
}

/** A stable key of the source (a new file starts the viewer afresh). */
export function sourceKey(source: SeqSource): string {
  if (source.kind === "dataFile") return `file:${source.fileId}`;
  if (source.kind === "taskOutput") return `task:${source.taskId}:${source.output}`;
  return `local:${source.file.name}:${source.file.size}:${source.file.lastModified}`;
}

function errorOf(error: Error | undefined): SeqPageState["error"] {
  if (!error) return null;
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  const value = first?.extensions?.value;
  return {
    code: typeof code === "string" ? code : "ServerInternalError",
    value: typeof value === "string" ? value : (first?.message ?? error.message),
  };
}

type LocalState =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly records: readonly LocalRecord[] }
  | { readonly state: "failed"; readonly why: string };

function useLocalRecords(file: File | null): LocalState {
  const [loaded, setLoaded] = useState<{ file: File; state: LocalState } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    readLocalFile(file)
      .then((records) => live && setLoaded({ file, state: { state: "ready", records } }))
      .catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        if (live) setLoaded({ file, state: { state: "failed", why } });
      });
    return () => {
      live = false;
    };
  }, [file]);
  return loaded && loaded.file === file ? loaded.state : { state: "loading" };
}

/** One page of the source's records, each with its sequence slice (the last answer stays while loading). */
export function useSequencePage(source: SeqSource, request: SeqPageRequest, skip = false): SeqPageState {
  const system = useSession().stage === "system";
  const byFile = source.kind === "dataFile" && source.fileId !== "" && !skip;
  const byTask = source.kind === "taskOutput" && source.taskId !== "" && source.output !== "" && !skip;
  const fileVariables = { fileId: source.kind === "dataFile" ? source.fileId : "", ...request };
  const taskVariables = {
    taskId: source.kind === "taskOutput" ? source.taskId : "",
    output: source.kind === "taskOutput" ? source.output : "",
    ...request,
  };
  const user = useSequenceRecordsQuery({ variables: fileVariables, skip: system || !byFile });
  const sys = useSysSequenceRecordsQuery({ variables: fileVariables, skip: !system || !byFile });
  const task = useTaskSequenceRecordsQuery({ variables: taskVariables, skip: system || !byTask });
  const sysTask = useSysTaskSequenceRecordsQuery({ variables: taskVariables, skip: !system || !byTask });
  const local = useLocalRecords(source.kind === "local" ? source.file : null);
  const localData = useMemo(() => {
    if (source.kind !== "local" || local.state !== "ready") return undefined;
    return localPage(local.records, localFormat(source.file.name), {
      offset: request.offset,
      limit: request.limit,
      seqOffset: request.seqOffset,
      seqLength: request.seqLength,
    });
  }, [source, local, request.offset, request.limit, request.seqOffset, request.seqLength]);

  if (source.kind === "local") {
    return {
      data: localData,
      loading: local.state === "loading",
      error: local.state === "failed" ? { code: "DBFileInvalid", value: local.why } : null,
    };
  }
  if (source.kind === "taskOutput" && system) {
    return {
      data: (sysTask.data ?? sysTask.previousData)?.sysTaskSequenceRecords,
      loading: sysTask.loading,
      error: errorOf(sysTask.error),
    };
  }
  if (source.kind === "taskOutput") {
    return {
      data: (task.data ?? task.previousData)?.taskSequenceRecords,
      loading: task.loading,
      error: errorOf(task.error),
    };
  }
  if (system) {
    return {
      data: (sys.data ?? sys.previousData)?.sysSequenceRecords,
      loading: sys.loading,
      error: errorOf(sys.error),
    };
  }
  return {
    data: (user.data ?? user.previousData)?.sequenceRecords,
    loading: user.loading,
    error: errorOf(user.error),
  };
}
