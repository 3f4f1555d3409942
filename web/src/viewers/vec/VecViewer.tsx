/**
 * weVec (issue 12): a plasmid map of a GenBank, SnapGene or weseq record read on the gateway, drawn by
 * seqviz as a circular and a linear view with the record's features (their colours when the file has
 * them; a join() as its parts), primers, the cut sites of the enzymes the user picks, and the sequence.
 * A feature clicked in the map or the list shows its qualifiers. A feature whose location does not fit
 * the sequence is listed with its warning and not drawn. Records over 1 Mbp are shown in weSeq instead.
 */
import { useMemo, useState } from "react";
import { SeqViz } from "seqviz";
import { Button, Checkbox, Dropdown, Label, Loader, Message, Segment, Table } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { drawnParts, locationText } from "../seq/featureParts";
import { seqNs, warningText } from "../seq/i18n";
import { SeqError } from "../seq/SeqError";
import { SeqViewer } from "../seq/SeqViewer";
import { SeqWarnings } from "../seq/SeqWarnings";
import { formatPercent } from "../seq/sequenceTools";
import { useSequencePage, type SeqViewerProps } from "../seq/source";
import type { SequenceFeatureFieldsFragment } from "../../graphql";
import "../seq/seq.css";

/** Above this a map is not drawn (seqviz renders every base of the linear view). */
export const mapMaxLength = 1_000_000;

/** Common cutters the user can pick (seqviz's enzyme names are lower case). */
export const vecEnzymes = [
  "EcoRI",
  "BamHI",
  "HindIII",
  "NotI",
  "XhoI",
  "PstI",
  "XbaI",
  "SalI",
  "KpnI",
  "NcoI",
  "NdeI",
] as const;

type Feature = SequenceFeatureFieldsFragment;
type ViewMode = "both" | "circular" | "linear";

function notesOf(feature: Feature): [string, string][] {
  const notes = feature.notes;
  if (typeof notes !== "object" || notes === null) return [];
  return Object.entries(notes as Record<string, unknown>).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.map(String).join("; ") : String(value),
  ]);
}

function FeatureDetail({
  feature,
  length,
  onClose,
}: {
  feature: Feature;
  length: number;
  onClose: () => void;
}) {
  const { t } = useNs(seqNs);
  return (
    <Segment className="vec-feature-detail" data-testid="vec-feature-detail">
      <Button floated="right" size="mini" basic icon="close" aria-label={t("close")} onClick={onClose} />
      <strong data-testid="vec-feature-name">{feature.name}</strong> <Label size="mini">{feature.type}</Label>
      {feature.locations.map((part, position) => (
        <p key={position} className="muted small">
          {t(feature.strand === -1 ? "location.reverse" : "location.forward", {
            start: part.start + 1,
            end: part.end,
          })}
        </p>
      ))}
      {feature.warnings.map((warning, position) => (
        <p key={`w${position}`} className="small" data-testid="vec-feature-warning">
          ⚠ {warningText(t, warning, length)}
        </p>
      ))}
      <Table compact="very" size="small" definition>
        <Table.Body>
          {notesOf(feature).map(([key, value]) => (
            <Table.Row key={key}>
              <Table.Cell collapsing>{key}</Table.Cell>
              <Table.Cell className="breakable">{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Segment>
  );
}

function VecMap({ source, index, length }: SeqViewerProps & { index: number; length: number }) {
  const { t } = useNs(seqNs);
  const [mode, setMode] = useState<ViewMode>("both");
  const [enzymes, setEnzymes] = useState<string[]>(["EcoRI", "BamHI"]);
  const [shown, setShown] = useState<Feature | null>(null);
  const page = useSequencePage(source, { offset: index, limit: 1, seqOffset: 0, seqLength: length });
  const record = page.data?.records[0];
  const annotations = useMemo(
    () =>
      drawnParts((record?.features ?? []).filter((feature) => feature.type !== "source")).map(
        ({ feature, start, end }) => ({
          name: feature.name,
          start,
          end,
          direction: feature.strand,
          ...(feature.color ? { color: feature.color } : {}),
        }),
      ),
    [record],
  );
  const primers = useMemo(
    () =>
      drawnParts(record?.primers ?? []).map(({ feature: primer, start, end }, position) => ({
        id: `primer-${position}`,
        name: primer.name,
        start,
        end,
        direction: primer.strand === -1 ? (-1 as const) : (1 as const),
        ...(primer.color ? { color: primer.color } : {}),
      })),
    [record],
  );
  if (page.error) return <SeqError error={page.error} />;
  if (!record || record.index !== index) return <Loader active inline="centered" content={t("loading")} />;
  const features = record.features.filter((feature) => feature.type !== "source");
  return (
    <div data-testid="vec-map-panel">
      <Segment className="seq-record-head">
        <strong data-testid="vec-record-name">{record.name || record.id}</strong>{" "}
        <span className="muted">{record.description}</span>
        <div className="seq-facts">
          <Label size="small">{t(`letters.${record.moleculeType}`, { length: record.length })}</Label>
          <Label size="small">{t(`topology.${record.topology}`)}</Label>
          <Label size="small">GC {formatPercent(record.gcContent)}</Label>
          <Label size="small">{t("featureCount", { count: record.featureTotal })}</Label>
          <Label size="small">{t("primerCount", { count: record.primers.length })}</Label>
        </div>
      </Segment>
      <SeqWarnings record={record} />
      <div className="seq-toolbar">
        <Button.Group size="mini">
          {(["both", "circular", "linear"] as const).map((value) => (
            <Button
              key={value}
              active={mode === value}
              content={t(`viewMode.${value}`)}
              onClick={() => setMode(value)}
              data-testid={`vec-mode-${value}`}
            />
          ))}
        </Button.Group>
        <span className="seq-tool-label">{t("enzymes")}</span>
        <div className="vec-enzymes" data-testid="vec-enzymes">
          {vecEnzymes.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={enzymes.includes(name)}
              onChange={(_event, data) =>
                setEnzymes((now) => (data.checked ? [...now, name] : now.filter((item) => item !== name)))
              }
              data-testid={`vec-enzyme-${name}`}
            />
          ))}
        </div>
      </div>
      <div className="vec-layout">
        <div className="vec-map" data-testid="vec-map" data-mode={mode}>
          <SeqViz
            name={record.name || record.id}
            seq={record.sequence}
            seqType={record.moleculeType === "RNA" ? "rna" : "dna"}
            annotations={annotations}
            primers={primers}
            enzymes={enzymes.map((name) => name.toLowerCase())}
            viewer={mode}
            showComplement
            disableExternalFonts
            rotateOnScroll={false}
            onSelection={(selection) => {
              if (selection.type !== "ANNOTATION") return;
              const found = features.find(
                (feature) =>
                  feature.name === selection.name &&
                  feature.locations.some((part) => part.start === selection.start),
              );
              if (found) setShown(found);
            }}
            style={{ height: "100%", width: "100%" }}
          />
        </div>
        <div className="vec-side">
          {shown ? (
            <FeatureDetail feature={shown} length={record.length} onClose={() => setShown(null)} />
          ) : null}
          <Table compact selectable unstackable size="small" data-testid="vec-features">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("feature")}</Table.HeaderCell>
                <Table.HeaderCell>{t("type")}</Table.HeaderCell>
                <Table.HeaderCell>{t("range")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...features, ...record.primers].map((feature, position) => (
                <Table.Row
                  key={`${feature.name}-${feature.start}-${position}`}
                  className="clickable"
                  active={shown === feature}
                  onClick={() => setShown(feature)}
                  data-testid={`vec-feature-${feature.name}`}
                >
                  <Table.Cell>
                    {feature.warnings.length > 0 ? (
                      <span title={warningText(t, feature.warnings[0]!, record.length)} aria-hidden>
                        ⚠{" "}
                      </span>
                    ) : null}
                    {feature.color ? (
                      <span className="vec-swatch" style={{ background: feature.color }} />
                    ) : null}
                    {feature.name}
                  </Table.Cell>
                  <Table.Cell>{feature.type}</Table.Cell>
                  <Table.Cell collapsing>
                    {locationText(feature)} {feature.strand === -1 ? "←" : "→"}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          {record.featureTotal > record.features.length ? (
            <p className="muted small">
              {t("featuresCapped", { shown: record.features.length, total: record.featureTotal })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function VecViewer({ source }: SeqViewerProps) {
  const { t } = useNs(seqNs);
  const [index, setIndex] = useState(0);
  const list = useSequencePage(source, { offset: 0, limit: 100, seqOffset: 0, seqLength: 0 });
  if (list.error) return <SeqError error={list.error} />;
  if (!list.data) return <Loader active inline="centered" content={t("loading")} data-testid="vec-loading" />;
  const records = list.data.records;
  const chosen = records.find((record) => record.index === index) ?? records[0];
  if (!chosen) return <Message info content={t("noRecords")} />;
  return (
    <div className="vec-viewer" data-testid="vec-viewer">
      {list.data.total > 1 ? (
        <div className="seq-toolbar">
          <span className="seq-tool-label">{t("record")}</span>
          <Dropdown
            selection
            search
            options={records.map((record) => ({
              key: record.index,
              value: record.index,
              text: `${record.name || record.id} (${t(`letters.${record.moleculeType}`, { length: record.length })})`,
            }))}
            value={chosen.index}
            onChange={(_event, data) => setIndex(Number(data.value))}
            data-testid="vec-record"
          />
          {list.data.total > records.length ? (
            <span className="muted small">
              {t("firstRecords", { shown: records.length, total: list.data.total })}
            </span>
          ) : null}
        </div>
      ) : null}
      {chosen.moleculeType === "protein" ? (
        <>
          <Message info content={t("proteinNoMap")} data-testid="vec-protein" />
          <SeqViewer source={source} initialRecord={chosen.index} />
        </>
      ) : chosen.length > mapMaxLength ? (
        <>
          <Message
            warning
            content={t("tooLongForMap", { length: chosen.length, max: mapMaxLength })}
            data-testid="vec-too-long"
          />
          <SeqViewer source={source} initialRecord={chosen.index} />
        </>
      ) : (
        <VecMap key={chosen.index} source={source} index={chosen.index} length={chosen.length} />
      )}
    </div>
  );
}
