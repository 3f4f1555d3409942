/**
 * The viewers' file choice: a data set file of the given formats (searched by name on the gateway) or
 * a local file; the route's `?file=<id>&name=` or `?task=<id>&output=<name>` opens a file directly.
 */
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Dropdown } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes } from "../../components/format";
import { useDebounced } from "../../components/hooks";
import type { QueryInput, WhereGroupInput } from "../../graphql";
import { useSeqPickerFilesQuery, useSysSeqPickerFilesQuery } from "../../graphql/__generated__/documents/seq";
import { useNs } from "../../i18n";
import { seqNs } from "./i18n";
import type { SeqSource } from "./source";

/** The source the route names, or null. */
export function useRouteSource(): SeqSource | null {
  const [search] = useSearchParams();
  const file = search.get("file");
  const task = search.get("task");
  const output = search.get("output");
  return useMemo(() => {
    if (file) return { kind: "dataFile", fileId: file, name: search.get("name") ?? "" };
    if (task && output)
      return { kind: "taskOutput", taskId: task, output, name: search.get("name") ?? output };
    return null;
  }, [file, task, output, search]);
}

export function SourcePicker({
  extensions,
  localExtensions,
  onLocal,
  testId,
}: {
  /** The data set files offered (by extension, without the dot). */
  extensions: readonly string[];
  /** The local files the browser reads (none: no local choice). */
  localExtensions: readonly string[];
  onLocal: (file: File) => void;
  testId: string;
}) {
  const { t } = useNs(seqNs);
  const system = useSession().stage === "system";
  const [, setSearch] = useSearchParams();
  const [text, setText] = useState("");
  const typed = useDebounced(text.trim(), 250);
  const fileInput = useRef<HTMLInputElement>(null);
  const query = useMemo<QueryInput>(() => {
    const where: WhereGroupInput[] = [
      {
        logic: "AND",
        values: extensions.map((extension, index) => ({
          name: "Name",
          symbol: "LIKE",
          value: `.${extension}`,
          logic: index === 0 ? ("AND" as const) : ("OR" as const),
        })),
      },
    ];
    if (typed !== "") where.push({ logic: "AND", values: [{ name: "Name", symbol: "LIKE", value: typed }] });
    return { where, orderBy: [{ name: "Name", isAsc: true }], limit: 50 };
  }, [extensions, typed]);
  const user = useSeqPickerFilesQuery({
    variables: { query },
    skip: system,
    fetchPolicy: "cache-and-network",
  });
  const sys = useSysSeqPickerFilesQuery({
    variables: { query },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const list = system
    ? (sys.data ?? sys.previousData)?.sysDataFiles
    : (user.data ?? user.previousData)?.dataFiles;
  const files = (list?.list ?? []).filter((file) =>
    extensions.some((extension) => file.name.toLowerCase().endsWith(`.${extension}`)),
  );
  return (
    <div className="seq-picker" data-testid={testId}>
      <Dropdown
        search
        selection
        placeholder={t("pickFile", { extensions: extensions.join(t("listSeparator")) })}
        loading={system ? sys.loading : user.loading}
        options={files.map((file) => ({
          key: file.id,
          value: file.id,
          text: file.name,
          description: `${[file.folder].filter(Boolean).join(" / ")} ${formatBytes(file.size)}`,
          "data-testid": `${testId}-file-${file.name}`,
        }))}
        onSearchChange={(_event, data) => setText(data.searchQuery)}
        onChange={(_event, data) => {
          const file = files.find((item) => item.id === data.value);
          if (file) setSearch({ file: file.id, name: file.name });
        }}
        noResultsMessage={t("noFiles")}
        data-testid={`${testId}-files`}
      />
      {localExtensions.length > 0 ? (
        <>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={localExtensions.map((extension) => `.${extension}`).join(",")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onLocal(file);
              event.target.value = "";
            }}
            data-testid={`${testId}-local-input`}
          />
          <Button
            basic
            icon="folder open outline"
            content={t("openLocal")}
            onClick={() => fileInput.current?.click()}
            data-testid={`${testId}-local`}
          />
        </>
      ) : null}
    </div>
  );
}
