/**
 * bsab (issue 12): the chains of an antibody construct (a bispecific's heavy and light chains) from a
 * FASTA or weseq file, each with its length, a guessed chain type and its regions, drawn as bars on one
 * scale. The regions come from a documented heuristic (antibody.ts, docs/viewers.md "## bsab"), not
 * from IMGT numbering, and the page says so.
 */
import { useMemo } from "react";
import { Label, Loader, Message, Table } from "semantic-ui-react";
import { useNs, type NsT } from "../../i18n";
import { seqNs } from "../seq/i18n";
import { SeqError } from "../seq/SeqError";
import { useSequencePage, type SeqViewerProps } from "../seq/source";
import { annotateChain, type AnnotatedChain, type ChainRegion } from "./antibody";
import "../seq/seq.css";

/** Chains read at once, and the letters of each (antibody chains are a few hundred residues). */
export const bsabLimits = { chains: 100, residues: 5_000 } as const;

const regionColors: Record<ChainRegion["kind"], string> = {
  variable: "#2185d0",
  linker: "#a0a0a0",
  constant: "#f2711c",
};

function regionLabel(region: ChainRegion, t: NsT<"seq">): string {
  if (region.kind === "variable") return region.domain ?? "V";
  return region.kind === "linker" ? t("bsab.linker") : t("bsab.constant");
}

function ChainBar({ chain, scale }: { chain: AnnotatedChain; scale: number }) {
  const { t } = useNs(seqNs);
  return (
    <div className="bsab-bar" style={{ width: `${(chain.length / scale) * 100}%` }}>
      {chain.regions.length === 0 ? (
        <div className="bsab-region bsab-unknown" style={{ width: "100%" }} title={t("bsab.noRegions")}>
          {chain.length}
        </div>
      ) : (
        chain.regions.map((region) => (
          <div
            key={`${region.kind}-${region.start}`}
            className="bsab-region"
            style={{
              width: `${((region.end - region.start) / chain.length) * 100}%`,
              background: regionColors[region.kind],
            }}
            title={`${regionLabel(region, t)} ${region.start + 1}–${region.end}`}
            data-testid={`bsab-region-${region.kind}`}
          >
            {regionLabel(region, t)}
          </div>
        ))
      )}
    </div>
  );
}

export function BsabViewer({ source }: SeqViewerProps) {
  const { t } = useNs(seqNs);
  const page = useSequencePage(source, {
    offset: 0,
    limit: bsabLimits.chains,
    seqOffset: 0,
    seqLength: bsabLimits.residues,
  });
  const chains = useMemo(
    () =>
      (page.data?.records ?? []).map((record) => ({
        record,
        chain:
          record.moleculeType === "protein" ? annotateChain(record.id || record.name, record.sequence) : null,
      })),
    [page.data],
  );
  if (page.error) return <SeqError error={page.error} />;
  if (!page.data)
    return <Loader active inline="centered" content={t("loading")} data-testid="bsab-loading" />;
  const scale = Math.max(1, ...chains.map(({ record }) => record.length));
  return (
    <div className="bsab-viewer" data-testid="bsab-viewer">
      <Message info size="small" data-testid="bsab-heuristic">
        <Message.Header>{t("bsab.heuristicTitle")}</Message.Header>
        <p>{t("bsab.heuristic")}</p>
      </Message>
      <p className="muted small" data-testid="bsab-total">
        {t("bsab.chainTotal", { count: page.data.total })}
        {page.data.total > chains.length
          ? ` ${t("firstRecords", { shown: chains.length, total: page.data.total })}`
          : ""}
      </p>
      <div className="bsab-legend">
        {(["variable", "linker", "constant"] as const).map((kind) => (
          <span key={kind}>
            <span className="vec-swatch" style={{ background: regionColors[kind] }} />
            {t(`bsab.legend.${kind}`)}
          </span>
        ))}
      </div>
      <Table compact unstackable size="small" data-testid="bsab-chains">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("bsab.chain")}</Table.HeaderCell>
            <Table.HeaderCell>{t("bsab.length")}</Table.HeaderCell>
            <Table.HeaderCell>{t("bsab.type")}</Table.HeaderCell>
            <Table.HeaderCell>{t("bsab.regions")}</Table.HeaderCell>
            <Table.HeaderCell className="bsab-bar-cell">{t("bsab.map")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {chains.map(({ record, chain }) => (
            <Table.Row key={record.index} data-testid={`bsab-chain-${record.index}`}>
              <Table.Cell>
                <div className="seq-record-name" title={record.description} data-testid="bsab-chain-name">
                  {record.id || record.name}
                </div>
              </Table.Cell>
              <Table.Cell collapsing data-testid="bsab-chain-length">
                {record.length}
              </Table.Cell>
              <Table.Cell collapsing>
                <Label size="small" data-testid="bsab-chain-type">
                  {chain ? t(`bsab.chainType.${chain.type}`) : t(`molecule.${record.moleculeType}`)}
                </Label>
              </Table.Cell>
              <Table.Cell data-testid="bsab-chain-regions">
                {chain
                  ? chain.regions.length > 0
                    ? chain.regions
                        .map((region) => `${regionLabel(region, t)} ${region.start + 1}–${region.end}`)
                        .join(", ")
                    : t("bsab.noRegions")
                  : t("bsab.notProtein")}
              </Table.Cell>
              <Table.Cell className="bsab-bar-cell">
                {chain ? <ChainBar chain={chain} scale={scale} /> : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {chains.some(({ record }) => record.length > bsabLimits.residues) ? (
        <Message warning size="small" content={t("bsab.truncated", { max: bsabLimits.residues })} />
      ) : null}
    </div>
  );
}
