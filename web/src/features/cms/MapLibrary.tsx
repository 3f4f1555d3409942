/**
 * The map library (home content): entries of a library chosen by MapLibraryName, with a JSON-aware
 * editor of Value (the "links" library gets its eight fields), import and export in the
 * {MapLibraryName, Items: [{Value, Citation}]} format, enable or disable, reorder and remove.
 */
import { constants, restCalls, toolsLibrary } from "@crucible/schema";
import { useMemo, useRef, useState } from "react";
import { Button, Checkbox, Dropdown, Form, Label, Message, TextArea } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import type { MapEntryFieldsFragment } from "../../graphql";
import {
  useCreateMapEntryMutation,
  useUpdateMapEntryMutation,
} from "../../graphql/__generated__/documents/cms";
import { callRest } from "../../graphql/rest";
import { mapFileEndpoint } from "./mapFiles";
import { MoveRowActions } from "./MoveRowActions";
import { useMapEntryList } from "./useMapEntryList";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";

type Value = Record<string, unknown>;

const linkTextFields = ["name", "englishName", "link", "icon"] as const;
const linkFlags = ["embedded", "addToNewButton", "disabled"] as const;
const plainFields = ["Name", "File"] as const;

function valueOf(entry: MapEntryFieldsFragment): Value {
  return typeof entry.value === "object" && entry.value !== null && !Array.isArray(entry.value)
    ? (entry.value as Value)
    : {};
}

function text(value: unknown): string {
  return typeof value === "string"
    ? value
    : value === undefined || value === null
      ? ""
      : JSON.stringify(value);
}

function emptyValue(library: string): Value {
  if (library === "links") {
    return {
      name: "",
      englishName: "",
      link: "",
      icon: "",
      svgIcon: "",
      embedded: false,
      addToNewButton: false,
      disabled: false,
    };
  }
  return { Name: "", File: "" };
}

function MapEntryDialog({
  library,
  entry,
  onClose,
}: {
  library: string;
  entry: MapEntryFieldsFragment | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useNs(cmsNs);
  const [value, setValue] = useState<Value>(() => (entry ? valueOf(entry) : emptyValue(library)));
  const [json, setJson] = useState(() =>
    JSON.stringify(entry ? valueOf(entry) : emptyValue(library), null, 2),
  );
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [citation, setCitation] = useState(entry?.citation ?? "");
  const [create, createState] = useCreateMapEntryMutation();
  const [update, updateState] = useUpdateMapEntryMutation();
  const links = library === "links";

  const setField = (key: string, fieldValue: unknown) => {
    const next = { ...value, [key]: fieldValue };
    setValue(next);
    setJson(JSON.stringify(next, null, 2));
    setJsonError(null);
  };
  const onJson = (raw: string) => {
    setJson(raw);
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        setJsonError(t("map.jsonObject"));
        return;
      }
      setValue(parsed as Value);
      setJsonError(null);
    } catch (error) {
      setJsonError(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async () => {
    if (jsonError) return;
    const input = { mapLibraryName: library, value, citation };
    const result = entry
      ? await update({ variables: { id: entry.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("translation:common.saved"));
      onClose(true);
    }
  };

  return (
    <FormDialog
      open
      size="large"
      title={entry ? t("map.editTitle", { library }) : t("map.createTitle", { library })}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      testId="map-entry-dialog"
    >
      {links ? (
        <>
          <Form.Group widths="equal">
            {linkTextFields.slice(0, 2).map((key) => (
              <Field
                key={key}
                name={key}
                label={t(`map.fields.${key}`)}
                value={text(value[key])}
                onChange={(next) => setField(key, next)}
              />
            ))}
          </Form.Group>
          <Form.Group widths="equal">
            {linkTextFields.slice(2).map((key) => (
              <Field
                key={key}
                name={key}
                label={t(`map.fields.${key}`)}
                value={text(value[key])}
                onChange={(next) => setField(key, next)}
              />
            ))}
          </Form.Group>
          <Form.Field>
            <label>{t("map.fields.svgIcon")}</label>
            <TextArea
              rows={2}
              value={text(value.svgIcon)}
              onChange={(_event, data) => setField("svgIcon", String(data.value ?? ""))}
              data-testid="field-svgIcon"
            />
          </Form.Field>
          <Form.Group inline>
            {linkFlags.map((key) => (
              <Form.Field key={key}>
                <Checkbox
                  label={t(`map.fields.${key}`)}
                  checked={value[key] === true}
                  onChange={(_event, data) => setField(key, Boolean(data.checked))}
                  data-testid={`field-${key}`}
                />
              </Form.Field>
            ))}
          </Form.Group>
        </>
      ) : (
        <>
          <Form.Group widths="equal">
            {plainFields.map((key) => (
              <Field
                key={key}
                name={key}
                label={t(`map.fields.${key}`)}
                value={text(value[key])}
                onChange={(next) => setField(key, next)}
              />
            ))}
          </Form.Group>
          <Form.Field>
            <label>{t("map.uploadFile")}</label>
            <Uploader
              endpoint={mapFileEndpoint}
              dirNames={[]}
              folders={false}
              onUploaded={(file) => setField("File", file.ReadUrl)}
              testId="map-file-uploader"
            />
          </Form.Field>
        </>
      )}
      <Form.Field error={Boolean(jsonError)}>
        <label>{t("map.valueJson")}</label>
        <TextArea
          rows={8}
          className="mono"
          value={json}
          onChange={(_event, data) => onJson(String(data.value ?? ""))}
          data-testid="field-value-json"
        />
        {jsonError ? (
          <Label pointing prompt>
            {jsonError}
          </Label>
        ) : null}
      </Form.Field>
      <Field name="citation" label={t("map.citation")} value={citation} onChange={setCitation} />
    </FormDialog>
  );
}

interface ImportFile {
  readonly MapLibraryName: string;
  readonly Items: readonly { readonly Value: unknown; readonly Citation?: unknown }[];
}

function parseImport(raw: string): ImportFile | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { MapLibraryName, Items } = parsed as { MapLibraryName?: unknown; Items?: unknown };
    if (typeof MapLibraryName !== "string" || !Array.isArray(Items)) return null;
    return parsed as ImportFile;
  } catch {
    return null;
  }
}

function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: (library: string) => void }) {
  const { t } = useNs(cmsNs);
  const input = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState<ImportFile | null>(null);
  const [fileName, setFileName] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!content) return;
    setBusy(true);
    try {
      await callRest(restCalls.mapImport, { ...content, Replace: replace });
      toast.success(t("map.imported", { count: content.Items.length }));
      onDone(content.MapLibraryName);
    } catch {
      // Reported by the REST helper.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("map.importTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={t("map.import")}
      testId="map-import-dialog"
    >
      <p className="muted small">{t("map.importHint")}</p>
      <Button
        type="button"
        icon="file code outline"
        content={t("map.chooseJson")}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="map-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setFileName(file.name);
          void file.text().then((raw) => {
            const parsed = parseImport(raw);
            setContent(parsed);
            setInvalid(parsed === null);
          });
        }}
      />
      {fileName ? <span className="muted"> {fileName}</span> : null}
      {invalid ? <Message error size="tiny" content={t("map.importInvalid")} /> : null}
      {content ? (
        <Message
          info
          size="tiny"
          content={t("map.importSummary", {
            library: content.MapLibraryName,
            count: content.Items.length,
          })}
        />
      ) : null}
      <Form.Checkbox
        label={t("map.replace")}
        checked={replace}
        onChange={(_event, data) => setReplace(Boolean(data.checked))}
      />
    </FormDialog>
  );
}

export function MapLibrary() {
  const { t } = useNs(cmsNs);
  const [library, setLibrary] = useState("links");
  const [known, setKnown] = useState<string[]>(["links"]);
  const { screen, move, setStatus, remove, canUpdate, canDelete } = useMapEntryList(
    library,
    library === "links" ? constants.mapLinksPageSize : constants.mapQueryPageSize,
  );
  const [importing, setImporting] = useState(false);
  const kit = useColumnKit();

  const columns = useMemo<Column<MapEntryFieldsFragment>[]>(
    () => [
      kit.id({ filter: undefined }),
      {
        key: "Value",
        title: t("map.value"),
        render: (row) => {
          const value = valueOf(row);
          if (library === "links") {
            return (
              <span>
                <strong>{text(value.name)}</strong> · {text(value.englishName)}{" "}
                <span className="muted small">{text(value.link)}</span>
                {value.disabled === true ? (
                  <Label size="mini" basic color="grey">
                    {t("map.fields.disabled")}
                  </Label>
                ) : null}
              </span>
            );
          }
          const summary = "Name" in value ? `${text(value.Name)} ${text(value.File)}` : JSON.stringify(value);
          return <span className="breakable">{summary.slice(0, 200)}</span>;
        },
      },
      kit.text("Citation", t("map.citation"), (row) => row.citation, { sortable: undefined }),
      kit.status({ collapsing: true }),
      kit.sortOrder({ filter: undefined }),
      kit.createdAt({ collapsing: true }),
    ],
    [t, kit, library],
  );

  const choose = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === "") return;
    setKnown((current) => (current.includes(trimmed) ? current : [...current, trimmed]));
    setLibrary(trimmed);
    screen.table.setPage(1);
  };

  return (
    <ResourceScreen
      testId="map-library-page"
      title={t("map.title")}
      intro={t("map.intro")}
      above={
        <div className="library-picker">
          <label>{t("map.library")}</label>
          <Dropdown
            selection
            search
            allowAdditions
            additionLabel={`${t("map.otherLibrary")}: `}
            options={known.map((name) => ({ key: name, value: name, text: name }))}
            value={library}
            onAddItem={(_event, data) => choose(String(data.value))}
            onChange={(_event, data) => choose(String(data.value))}
            data-testid="map-library-name"
          />
          {library === toolsLibrary ? (
            <Message info size="small" data-testid="map-tools-hint">
              {t("map.toolsForm")}
            </Message>
          ) : null}
        </div>
      }
      {...screen.list(columns)}
      tableTestId="map-table"
      create={canUpdate ? { label: t("translation:common.create"), testId: "map-create" } : null}
      toolbar={
        <>
          {canUpdate ? (
            <Button
              icon="upload"
              content={t("map.import")}
              onClick={() => setImporting(true)}
              data-testid="map-import"
            />
          ) : null}
          <Button
            as="a"
            icon="download"
            content={t("map.export")}
            href={`/api/sys/cms_map_library_map/export_data?MapLibraryName=${encodeURIComponent(library)}`}
            data-testid="map-export"
          />
        </>
      }
      editing={screen.editing}
      dialog={(entry) => <MapEntryDialog library={library} entry={entry} onClose={screen.closeDialog} />}
      actions={{
        prefix: "map",
        name: (row) => `#${row.id}`,
        lead: (row) =>
          canUpdate ? <MoveRowActions onMove={(delta) => move(row, delta)} prefix="map" id={row.id} /> : null,
        edit: canUpdate ? screen.editing.edit : undefined,
        status: canUpdate ? setStatus : undefined,
        remove: canDelete ? { run: remove } : undefined,
      }}
    >
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDone={(name) => {
            setImporting(false);
            choose(name);
            screen.refetch();
          }}
        />
      ) : null}
    </ResourceScreen>
  );
}
