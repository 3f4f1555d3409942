/**
 * The input of a file argument: a data set file (the caller's own, public and module-demo files,
 * searched on the server and narrowed to the argument's formats), an output of an earlier task (a
 * link, when the caller offers some), or a file uploaded on the spot.
 */
import { restCalls, type DataFileAnswer } from "@crucible/schema";
import { useCallback, useContext, useMemo, useState } from "react";
import { Button, Checkbox, Dropdown, type DropdownItemProps } from "semantic-ui-react";
import { SessionContext } from "../../app/session";
import { formatBytes } from "../../components/format";
import { useDebounced } from "../../components/hooks";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import type { ArgsFormFileFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import {
  acceptedFormats,
  fileMatchesFormats,
  isFileArgValue,
  type FileArgValue,
  type ModuleArgView,
} from "./argValues";
import { modulesNs } from "./i18n";
import { useFileArgFiles } from "./useFileArgFiles";
import { datasetsNs } from "../datasets/i18n";

export interface ArgLinkOption {
  readonly task: string;
  readonly output: string;
  readonly label: string;
}

interface FileArgInputProps {
  readonly arg: ModuleArgView;
  readonly value: unknown;
  readonly onChange: (value: FileArgValue | undefined) => void;
  readonly linkOptions: readonly ArgLinkOption[];
  readonly disabled: boolean;
  readonly error: boolean;
  readonly inputId: string;
  readonly testId: string;
}

const fileKeyPrefix = "file:";
const linkKeyPrefix = "link:";

function linkKey(task: string, output: string): string {
  return `${linkKeyPrefix}${JSON.stringify([task, output])}`;
}

function keyOf(value: unknown): string | null {
  if (!isFileArgValue(value)) return null;
  return "dataFileId" in value ? `${fileKeyPrefix}${value.dataFileId}` : linkKey(value.task, value.output);
}

function valueOfKey(key: string): FileArgValue | undefined {
  if (key.startsWith(fileKeyPrefix)) {
    const id = Number(key.slice(fileKeyPrefix.length));
    return Number.isSafeInteger(id) ? { dataFileId: id } : undefined;
  }
  if (key.startsWith(linkKeyPrefix)) {
    const parsed: unknown = JSON.parse(key.slice(linkKeyPrefix.length));
    if (Array.isArray(parsed) && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      return { task: parsed[0], output: parsed[1] };
    }
  }
  return undefined;
}

export function FileArgInput(props: FileArgInputProps) {
  const { t } = useNs(modulesNs);
  const { t: filesT } = useNs(datasetsNs);
  const session = useContext(SessionContext);
  // In the back office (system templates) only the shared files can be chosen.
  const system = session?.stage === "system";
  const formats = useMemo(() => acceptedFormats(props.arg), [props.arg]);
  const [search, setSearch] = useState("");
  const [allFormats, setAllFormats] = useState(false);
  const [uploading, setUploading] = useState(false);
  const debounced = useDebounced(search.trim(), 250);
  const filtering = formats.length > 0 && !allFormats;
  const { onChange } = props;

  // The chosen file may lie outside the list (another search, a template's saved choice): looked up.
  const selectedId =
    isFileArgValue(props.value) && "dataFileId" in props.value ? props.value.dataFileId : null;
  const { files, lookedUp, refetch, loading } = useFileArgFiles({
    system,
    formats,
    filtering,
    search: debounced,
    selectedId,
  });

  const endpoint = useMemo(
    () => ({
      calls: restCalls.dataFileUpload(system ? "sys" : "user"),
      extra: { Kind: system ? "public" : "private" },
    }),
    [system],
  );

  const onUploaded = useCallback(
    (file: DataFileAnswer) => {
      void refetch();
      if (!fileMatchesFormats(file.Name, formats)) {
        toast.error(t("args.formatMismatch", { name: file.Name, formats: formats.join(", ") }));
        return;
      }
      onChange({ dataFileId: file.Id });
      toast.success(t("args.uploaded", { name: file.Name }));
    },
    [refetch, formats, onChange, t],
  );

  const fileOption = (file: ArgsFormFileFieldsFragment): DropdownItemProps => {
    const where = [filesT(`files.kinds.${file.kind}`), file.folder].filter(Boolean).join(" / ");
    return {
      key: `${fileKeyPrefix}${file.id}`,
      value: `${fileKeyPrefix}${file.id}`,
      text: file.name,
      icon: "file outline",
      description: `${where} · ${formatBytes(file.size)}`,
      "data-testid": `${props.testId}-file-${file.name}`,
    };
  };

  const needle = search.trim().toLowerCase();
  const options: DropdownItemProps[] = [];
  for (const link of props.linkOptions) {
    if (needle !== "" && !link.label.toLowerCase().includes(needle)) continue;
    options.push({
      key: linkKey(link.task, link.output),
      value: linkKey(link.task, link.output),
      text: link.label,
      icon: "linkify",
      description: t("args.linkGroup"),
    });
  }
  for (const file of files) options.push(fileOption(file));

  const current = keyOf(props.value);
  if (current !== null && !options.some((option) => option.value === current)) {
    // Keep the chosen value visible even when the search does not list it.
    if (lookedUp && selectedId !== null) {
      options.unshift(fileOption(lookedUp));
    } else if (isFileArgValue(props.value)) {
      const value = props.value;
      const link =
        "task" in value
          ? props.linkOptions.find((item) => item.task === value.task && item.output === value.output)
          : undefined;
      options.unshift({
        key: current,
        value: current,
        icon: "dataFileId" in value ? "file outline" : "linkify",
        text:
          "dataFileId" in value
            ? t("args.missingFile", { id: value.dataFileId })
            : (link?.label ?? `${value.task} → ${value.output}`),
      });
    }
  }

  return (
    <div className="file-arg">
      <Dropdown
        id={props.inputId}
        selection
        fluid
        search={(items) => items}
        searchQuery={search}
        onSearchChange={(_event, data) => setSearch(data.searchQuery)}
        clearable={!props.arg.require}
        options={options}
        value={current ?? ""}
        placeholder={t("args.chooseFile")}
        noResultsMessage={loading ? t("translation:common.loading") : t("args.noFiles")}
        loading={loading}
        disabled={props.disabled}
        error={props.error}
        selectOnBlur={false}
        selectOnNavigation={false}
        onChange={(_event, data) => {
          setSearch("");
          onChange(typeof data.value === "string" && data.value !== "" ? valueOfKey(data.value) : undefined);
        }}
        data-testid={props.testId}
      />
      <div className="file-arg-bar">
        <span className="muted small">
          {formats.length > 0
            ? t("args.accepts", { formats: formats.map((format) => `.${format}`).join(", ") })
            : t("args.anyFormat")}
        </span>
        {formats.length > 0 ? (
          <Checkbox
            className="small"
            label={t("args.allFormats")}
            checked={allFormats}
            disabled={props.disabled}
            onChange={(_event, data) => setAllFormats(Boolean(data.checked))}
            data-testid={`${props.testId}-all-formats`}
          />
        ) : null}
        {!props.disabled ? (
          <Button
            type="button"
            size="mini"
            basic
            icon={uploading ? "close" : "upload"}
            content={uploading ? t("args.hideUpload") : t("args.upload")}
            onClick={() => setUploading((value) => !value)}
            data-testid={`${props.testId}-upload`}
          />
        ) : null}
      </div>
      {uploading && !props.disabled ? (
        <Uploader
          endpoint={endpoint}
          dirNames={[]}
          onUploaded={onUploaded}
          onIdle={() => void refetch()}
          testId={`${props.testId}-uploader`}
        />
      ) : null}
    </div>
  );
}
