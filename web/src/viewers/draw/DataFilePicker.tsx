/** Picks a mol, sdf, rxn or `.ad` file of a data set the user can read, for the editor to open. */
import { useMemo, useState } from "react";
import { Button, Dropdown, Input, List, Loader, Message, Modal } from "semantic-ui-react";
import type { DataFileKind, WhereValueInput } from "../../graphql";
import { useDataFilesQuery } from "../../graphql/__generated__/documents/datasets";
import { dataFileReadUrl } from "../dataFileUrls";
import { canOpenName, openExtensions } from "./drawFormats";
import { useNs } from "../../i18n";
import { drawNs } from "./i18n";

const kinds = ["private", "temporary", "public"] as const satisfies readonly DataFileKind[];
/** The newest files are listed; a name search finds older ones. */
const pageSize = 100;

export interface DataFilePickerProps {
  readonly onPick: (url: string, name: string) => void;
  readonly onClose: () => void;
}

export function DataFilePicker(props: DataFilePickerProps) {
  const { t: text } = useNs(drawNs);
  const [kind, setKind] = useState<(typeof kinds)[number]>("private");
  const [search, setSearch] = useState("");
  const query = useMemo(() => {
    const names: WhereValueInput[] = openExtensions.map((extension, index) => ({
      name: "Name",
      symbol: "LIKE",
      value: `.${extension}`,
      logic: index === 0 ? "AND" : "OR",
    }));
    const scope: WhereValueInput[] = [{ name: "Kind", symbol: "=", value: kind }];
    if (search.trim()) scope.push({ name: "Name", symbol: "LIKE", value: search.trim() });
    return {
      where: [
        { logic: "AND" as const, values: scope },
        { logic: "AND" as const, values: names },
      ],
      orderBy: [{ name: "UpdatedAt", isAsc: false }],
      limit: pageSize,
    };
  }, [kind, search]);
  const files = useDataFilesQuery({ variables: { query }, fetchPolicy: "cache-and-network" });
  // LIKE matches anywhere in the name (x.mol2 too): keep the names the editor opens.
  const rows = (files.data?.dataFiles.list ?? []).filter((row) => canOpenName(row.name));

  return (
    <Modal open size="small" onClose={props.onClose} data-testid="draw-picker">
      <Modal.Header>{text("picker.title")}</Modal.Header>
      <Modal.Content scrolling>
        <div className="draw-picker-filters">
          <Dropdown
            selection
            value={kind}
            options={kinds.map((value) => ({ key: value, value, text: text(`picker.kinds.${value}`) }))}
            onChange={(_event, data) => {
              const next = kinds.find((value) => value === data.value);
              if (next) setKind(next);
            }}
            data-testid="draw-picker-kind"
          />
          <Input
            icon="search"
            placeholder={text("picker.search")}
            value={search}
            maxLength={100}
            onChange={(_event, data) => setSearch(String(data.value))}
            input={{ "data-testid": "draw-picker-search" }}
          />
        </div>
        {files.loading && rows.length === 0 ? <Loader active inline="centered" /> : null}
        {!files.loading && rows.length === 0 ? <Message info content={text("picker.none")} /> : null}
        <List divided relaxed selection data-testid="draw-picker-list">
          {rows.map((row) => (
            <List.Item
              key={row.id}
              onClick={() => props.onPick(dataFileReadUrl("frontend", row.id), row.name)}
              data-testid={`draw-picker-file-${row.name}`}
            >
              <List.Icon name="file outline" />
              <List.Content>
                <List.Header>{row.name}</List.Header>
                <List.Description>{row.folder || "/"}</List.Description>
              </List.Content>
            </List.Item>
          ))}
        </List>
      </Modal.Content>
      <Modal.Actions>
        <Button content={text("close")} onClick={props.onClose} data-testid="draw-picker-close" />
      </Modal.Actions>
    </Modal>
  );
}
