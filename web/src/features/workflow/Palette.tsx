/** The palette of the builder: modules and processors to drag onto the canvas or add with a click. */
import { useState, type DragEvent } from "react";
import { Header, Icon, Input, Loader } from "semantic-ui-react";
import { moduleMatches, moduleName, moduleSummary } from "../modules/urls";
import { paletteMime } from "./BuilderCanvas";
import { approvalSpec, type NodeSpec } from "./graph";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export function specRef(spec: Pick<NodeSpec, "kind" | "id">): string {
  return `${spec.kind}:${spec.id}`;
}

function PaletteItem({ spec, onAdd }: { spec: NodeSpec; onAdd: (ref: string) => void }) {
  const { i18n } = useNs(workflowNs);
  const zh = i18n.language === "zh-CN";
  const name = spec.kind === "processor" ? spec.name : moduleName(spec, zh);
  const summary = spec.kind === "processor" ? spec.summary : moduleSummary(spec, zh);
  const start = (event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData(paletteMime, specRef(spec));
    event.dataTransfer.effectAllowed = "copy";
  };
  return (
    <div
      className="wf-palette-item"
      role="button"
      tabIndex={0}
      draggable
      onDragStart={start}
      onClick={() => onAdd(specRef(spec))}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onAdd(specRef(spec));
        }
      }}
      title={summary}
      data-testid={`wf-palette-${spec.kind}-${spec.key}`}
    >
      <Icon
        name={
          spec.kind === "processor" ? "microchip" : spec.kind === "approval" ? "hand paper outline" : "cube"
        }
        color={spec.kind === "approval" ? "orange" : "blue"}
      />
      <div className="wf-palette-text">
        <div className="wf-palette-name">{name}</div>
        <div className="wf-palette-summary muted small">{summary}</div>
      </div>
      <Icon name="plus" className="wf-palette-add" />
    </div>
  );
}

function matches(spec: NodeSpec, search: string): boolean {
  return moduleMatches({ ...spec, tags: [] }, search);
}

export function Palette(props: {
  modules: readonly NodeSpec[];
  /** Null on the back office (system templates use modules only). */
  processors: readonly NodeSpec[] | null;
  loading: boolean;
  onAdd: (ref: string) => void;
}) {
  const { t } = useNs(workflowNs);
  const [search, setSearch] = useState("");
  const modules = props.modules.filter((spec) => matches(spec, search));
  const processors = (props.processors ?? []).filter((spec) => matches(spec, search));
  return (
    <div className="wf-palette" data-testid="wf-palette">
      <Header as="h4" className="wf-side-title">
        {t("builder.palette")}
      </Header>
      <Input
        fluid
        size="small"
        icon="search"
        placeholder={t("builder.searchPalette")}
        value={search}
        onChange={(_event, data) => setSearch(String(data.value))}
        input={{ "data-testid": "wf-palette-search" }}
      />
      <p className="muted small wf-palette-hint">{t("builder.paletteHint")}</p>
      {props.loading ? <Loader active inline="centered" size="small" /> : null}
      <div className="wf-palette-list">
        {matches(approvalSpec, search) ? (
          <>
            <div className="wf-palette-section">{t("approval.section")}</div>
            <PaletteItem spec={approvalSpec} onAdd={props.onAdd} />
          </>
        ) : null}
        <div className="wf-palette-section">{t("builder.modules")}</div>
        {modules.map((spec) => (
          <PaletteItem key={specRef(spec)} spec={spec} onAdd={props.onAdd} />
        ))}
        {props.processors !== null ? (
          <>
            <div className="wf-palette-section">{t("builder.processors")}</div>
            {processors.map((spec) => (
              <PaletteItem key={specRef(spec)} spec={spec} onAdd={props.onAdd} />
            ))}
            {!props.loading && processors.length === 0 ? (
              <p className="muted small">{t("builder.noProcessors")}</p>
            ) : null}
          </>
        ) : null}
        {!props.loading && modules.length === 0 && processors.length === 0 ? (
          <p className="muted small">{t("builder.noEntries")}</p>
        ) : null}
      </div>
    </div>
  );
}
