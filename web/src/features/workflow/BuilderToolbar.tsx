/** The builder's page header and actions: back, details, arrange, save, save a copy and run. */
import { Link } from "react-router-dom";
import { Button, Input } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import type { BuilderMode } from "./builderData";
import { workflowUrls } from "./urls";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface BuilderToolbarProps {
  readonly mode: BuilderMode;
  readonly title: string;
  readonly summary: string;
  /** The template exists (a copy of it may be saved). */
  readonly saved: boolean;
  readonly structureEditable: boolean;
  readonly empty: boolean;
  readonly busy: boolean;
  readonly onDetails: () => void;
  /** Opens or closes the versions panel (a saved template). */
  readonly onVersions: () => void;
  readonly onArrange: () => void;
  readonly onSave: () => void;
  /** What this save changed: kept with the version it writes (a saved template's later saves). */
  readonly note: string;
  readonly onNote: (note: string) => void;
  readonly onSaveCopy: () => void;
  readonly onRun: () => void;
}

export function BuilderToolbar({
  mode,
  title,
  summary,
  saved,
  structureEditable,
  empty,
  busy,
  onDetails,
  onVersions,
  onArrange,
  onSave,
  note,
  onNote,
  onSaveCopy,
  onRun,
}: BuilderToolbarProps) {
  const { t } = useNs(workflowNs);
  const stage = useSession().stage;
  return (
    <PageHeader title={title} intro={summary || undefined}>
      <Button
        as={Link}
        to={workflowUrls.templates(stage)}
        basic
        size="small"
        icon="arrow left"
        content={t("builder.back")}
        data-testid="wf-back"
      />
      <Button
        type="button"
        basic
        size="small"
        icon="info circle"
        content={t("builder.details")}
        onClick={onDetails}
        data-testid="wf-details"
      />
      {saved ? (
        <Button
          type="button"
          basic
          size="small"
          icon="history"
          content={t("versions.open")}
          onClick={onVersions}
          data-testid="wf-versions-open"
        />
      ) : null}
      {structureEditable ? (
        <Button
          type="button"
          basic
          size="small"
          icon="sitemap"
          content={t("builder.arrange")}
          onClick={onArrange}
          disabled={empty}
          data-testid="wf-arrange"
        />
      ) : null}
      {structureEditable && saved ? (
        <Input
          size="small"
          value={note}
          maxLength={500}
          placeholder={t("builder.saveNote")}
          aria-label={t("builder.saveNoteHelp")}
          title={t("builder.saveNoteHelp")}
          onChange={(_e, data) => onNote(data.value)}
          onKeyDown={(event: { key: string }) => {
            if (event.key === "Enter") onSave();
          }}
          data-testid="wf-save-note"
        />
      ) : null}
      {structureEditable ? (
        <Button
          type="button"
          size="small"
          icon="save"
          content={t("builder.save")}
          onClick={onSave}
          loading={busy}
          disabled={busy}
          primary={mode === "system"}
          basic={mode !== "system"}
          color={mode === "system" ? undefined : "blue"}
          data-testid="wf-save"
        />
      ) : null}
      {mode === "user" && saved ? (
        <Button
          type="button"
          size="small"
          basic
          icon="copy outline"
          content={t("builder.saveCopy")}
          onClick={onSaveCopy}
          disabled={busy}
          data-testid="wf-save-copy"
        />
      ) : null}
      {mode === "user" ? (
        <Button
          type="button"
          primary
          size="small"
          icon="play"
          content={t("builder.run")}
          onClick={onRun}
          disabled={busy}
          data-testid="wf-run"
        />
      ) : null}
    </PageHeader>
  );
}
