/** The inline message of a sequence the gateway (or the browser) could not read. */
import { errorMessage, isErrorType } from "@crucible/schema";
import { Message } from "semantic-ui-react";
import { errorLang, useNs } from "../../i18n";
import { seqNs } from "./i18n";

export function SeqError({ error }: { error: { readonly code: string; readonly value: string } }) {
  const { t } = useNs(seqNs);
  const unreadable = error.code === "DBFileInvalid";
  const detail = isErrorType(error.code) ? errorMessage(error.code, errorLang(), error.value) : error.value;
  return (
    <Message error data-testid="seq-error" data-code={error.code}>
      <Message.Header>{unreadable ? t("readFailed") : t("loadFailed")}</Message.Header>
      <p>{detail}</p>
    </Message>
  );
}
