/**
 * Text read with a Range header (the previewer's and the task logs' reads, spec §9: at most 3 MiB, the
 * start of tables and documents, the end of text and logs), decoded strictly as UTF-8. Read again when
 * the address, the range or `refresh` changes; an address of null reads nothing.
 */
import { useEffect, useState } from "react";
import { isAbortError } from "../graphql/errors";
import { restReadRange } from "../graphql/rest";
import { decodeUtf8 } from "./fileTypes";

export type RangeText =
  | { readonly state: "loading" }
  | { readonly state: "failed" }
  | { readonly state: "notUtf8" }
  | {
      readonly state: "ready";
      readonly text: string;
      /** Only part of the file was read. */
      readonly partial: boolean;
      /** The first line shown is not the file's first line (a read of the end). */
      readonly fromEnd: boolean;
    };

export function useRangeText(url: string | null, range: string, refresh: string | number = ""): RangeText {
  const [loaded, setLoaded] = useState<RangeText>({ state: "loading" });
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    restReadRange(url, range, controller.signal)
      .then((read) => {
        const decoded = decodeUtf8(read.bytes, read.start, read.total);
        setLoaded(
          decoded
            ? { state: "ready", text: decoded.text, partial: read.partial, fromEnd: decoded.fromEnd }
            : { state: "notUtf8" },
        );
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setLoaded({ state: "failed" });
      });
    return () => controller.abort();
  }, [url, range, refresh]);
  return loaded;
}
