/**
 * The reader's warnings about a record and its features (issue 23): data the file gives that does not
 * fit is kept and shown with the reason, never moved in silence.
 */
import { Message } from "semantic-ui-react";
import type { SequencePageFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { featureWarningText, seqNs, warningText } from "./i18n";

type SeqRecord = SequencePageFieldsFragment["records"][number];

export function SeqWarnings({ record }: { record: SeqRecord }) {
  const { t } = useNs(seqNs);
  const lines = [
    ...record.warnings.map((warning) => warningText(t, warning, record.length)),
    ...[...record.features, ...record.primers].flatMap((feature) =>
      feature.warnings.map((warning) =>
        featureWarningText(t, feature.name, warningText(t, warning, record.length)),
      ),
    ),
  ];
  if (lines.length === 0) return null;
  return (
    <Message warning size="small" data-testid="seq-warnings">
      <Message.Header>{t("warningsTitle", { count: lines.length })}</Message.Header>
      <Message.List>
        {lines.map((line, position) => (
          <Message.Item key={position} data-testid="seq-warning">
            {line}
          </Message.Item>
        ))}
      </Message.List>
    </Message>
  );
}
