/**
 * What the desktop's TaskLog and the mobile site's LogView share: a task log's last 3 MiB over REST
 * (spec §9), read again when `version` changes (the task runs again, changes state or ends) or on
 * `reload`, in a <pre> that opens at its end; and the log's download address.
 */
import { constants } from "@crucible/schema";
import { useEffect, useRef, useState } from "react";
import { useRangeText } from "../../viewers/rangeText";

/** Turns a read_file address into its download_file twin. */
export function logDownloadUrl(url: string): string {
  return url.replace("/read_file/", "/download_file/");
}

export function useTaskLog(url: string | null, version: string) {
  const [reloads, setReloads] = useState(0);
  const pre = useRef<HTMLPreElement>(null);
  const log = useRangeText(url, `bytes=-${constants.previewFetchBytes}`, `${version}:${reloads}`);
  useEffect(() => {
    if (log.state === "ready" && pre.current) pre.current.scrollTop = pre.current.scrollHeight;
  }, [log]);
  return { log, pre, reload: () => setReloads((n) => n + 1) };
}
