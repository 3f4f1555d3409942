import type { ReactNode } from "react";
import { Button, Header, Modal } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import type { ProcessorItemFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";
import { ArgsTable, OutputsTable } from "./ModuleTables";

/** A processor's details, read only (also the back office's view of a user's processor, with `extra`). */
export function ProcessorDetails({
  row,
  onClose,
  extra,
}: {
  row: Omit<ProcessorItemFieldsFragment, "__typename">;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  return (
    <Modal open size="large" onClose={onClose} data-testid="processor-details">
      <Modal.Header>{t("processors.viewTitle", { name: row.name })}</Modal.Header>
      <Modal.Content scrolling>
        {extra}
        {row.summary ? <p>{row.summary}</p> : null}
        {row.docs.trim() !== "" ? <Markdown source={row.docs} testId="processor-docs-view" /> : null}
        <Header as="h4">{t("processors.args")}</Header>
        <ArgsTable args={row.args} zh={zh} />
        <Header as="h4">{t("processors.outputs")}</Header>
        <OutputsTable outputs={row.outputs} zh={zh} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="processor-details-close">
          {t("translation:common.close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
