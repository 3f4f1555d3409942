/** Uploads started earlier (before a reload) and not finished: resumed by choosing the file again. */
import { useTranslation } from "react-i18next";
import { Button, Message } from "semantic-ui-react";
import { formatBytes } from "../format";
import type { PendingUpload } from "./uploadProtocol";

export function UploadPendingList(props: {
  readonly testId: string;
  readonly pending: readonly PendingUpload[];
  readonly onForget: (entry: PendingUpload) => void;
}) {
  const { t } = useTranslation();
  return (
    <Message info size="small" data-testid={`${props.testId}-pending`}>
      <Message.Header>{t("upload.pendingTitle")}</Message.Header>
      <p>{t("upload.pendingBody")}</p>
      <ul className="pending-list">
        {props.pending.map((entry) => (
          <li key={`${entry.folder}/${entry.name}`}>
            {entry.folder ? `${entry.folder}/` : ""}
            {entry.name} · {formatBytes(entry.received)} / {formatBytes(entry.size)}{" "}
            <Button
              type="button"
              size="mini"
              basic
              compact
              content={t("upload.forget")}
              onClick={() => props.onForget(entry)}
            />
          </li>
        ))}
      </ul>
    </Message>
  );
}
