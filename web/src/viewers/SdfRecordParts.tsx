/**
 * The SDF reader's parts of one record: copy buttons, the structure drawn from molSvg (only ever as an
 * <img> data: URL, never as markup), and the dialog of a record's molfile.
 */
import { Button, Modal } from "semantic-ui-react";
import { copyToClipboard } from "../components/clipboard";
import type { SdfRecordFieldsFragment } from "../graphql";
import { svgDataUrl } from "./svgData";
import type { ViewSource } from "./view/sources";
import { ViewButtons } from "./view/ViewButtons";
import { useNs } from "../i18n";
import { sdfNs } from "./sdfI18n";

export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  return (
    <Button
      type="button"
      size="mini"
      basic
      compact
      icon="copy outline"
      title={label}
      aria-label={label}
      disabled={text === ""}
      onClick={() => void copyToClipboard(text)}
      data-testid={testId}
    />
  );
}

export function Structure({ record, large }: { record: SdfRecordFieldsFragment; large?: boolean }) {
  const { t } = useNs(sdfNs);
  if (!record.molSvg) return <span className="muted small">{t("sdf.noStructure")}</span>;
  return (
    <img
      className={large ? "structure large" : "structure"}
      src={svgDataUrl(record.molSvg)}
      alt={record.name || t("sdf.structure")}
      data-testid="sdf-structure"
    />
  );
}

export function MolfileDialog({
  record,
  view,
  molfileUrl,
  onClose,
}: {
  record: SdfRecordFieldsFragment;
  view: ViewSource | null;
  /** The record's molfile on its own (the page leaves out large ones: `mol` is empty). */
  molfileUrl: string;
  onClose: () => void;
}) {
  const { t } = useNs(sdfNs);
  return (
    <Modal open onClose={onClose} size="large" closeIcon data-testid="sdf-molfile">
      <Modal.Header>
        {record.name || t("sdf.record", { index: record.index + 1 })}{" "}
        <span className="muted small">
          {t("sdf.lines", { start: record.startLine, end: record.endLine })}
        </span>
      </Modal.Header>
      <Modal.Content scrolling>
        <div className="molfile-layout">
          <Structure record={record} large />
          <div className="molfile-text">
            {record.mol === "" ? (
              <p data-testid="sdf-molfile-alone">
                {t("sdf.molfileAlone")}{" "}
                <a href={molfileUrl} target="_blank" rel="noreferrer" data-testid="open-molfile">
                  {t("sdf.openMolfile")}
                </a>
              </p>
            ) : (
              <>
                <div className="molfile-tools">
                  <CopyButton text={record.mol} label={t("sdf.copyMolfile")} testId="copy-molfile" />
                  <span className="muted small">{t("sdf.molfile")}</span>
                </div>
                <pre className="code-text">{record.mol}</pre>
              </>
            )}
          </div>
        </div>
        {record.smiles ? (
          <p className="breakable">
            <strong>SMILES</strong> {record.smiles}{" "}
            <CopyButton text={record.smiles} label={t("sdf.copySmiles")} testId="copy-smiles-dialog" />
          </p>
        ) : null}
        {record.inChi ? (
          <p className="breakable">
            <strong>InChI</strong> {record.inChi}{" "}
            <CopyButton text={record.inChi} label={t("sdf.copyInchi")} testId="copy-inchi-dialog" />
          </p>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        {view ? <ViewButtons source={view} onOpened={onClose} testId="sdf-molfile-3d" /> : null}
        <Button content={t("translation:common.close")} onClick={onClose} />
      </Modal.Actions>
    </Modal>
  );
}
