/**
 * "Export RO-Crate" on the job page (docs/provenance.md): downloads the job's Workflow Run RO-Crate (a
 * zip the gateway streams as it writes it) with the bytes received so far shown, then saves it under
 * the gateway's file name. A refusal shows the server's message (the REST helper reports it).
 */
import { useRef, useState } from "react";
import { Button, Popup, Progress } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { toast } from "../../components/toast";
import { restReadWhole } from "../../graphql/rest";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

/** Larger crates are for the command line, which streams them to disk. */
const maxCrateBytes = 512 * 1024 * 1024;

export function CrateExport(props: { readonly jobId: string; readonly url: string }) {
  const { t } = useNs(jobsNs);
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const download = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const blob = await restReadWhole(props.url, {
        signal: abort.signal,
        maxBytes: maxCrateBytes,
        onProgress: (bytes) => setReceived(bytes),
      });
      const name = `job-${props.jobId}-ro-crate.zip`;
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      toast.success(t("crate.done", { name, size: formatBytes(blob.size) }));
    } catch (error) {
      if (error instanceof RangeError) toast.error(t("crate.tooLarge", { size: formatBytes(maxCrateBytes) }));
      // Otherwise the REST helper has shown the server's message; a cancel is silent.
    } finally {
      controller.current = null;
      setReceived(null);
    }
  };

  if (received !== null) {
    return (
      <span className="job-crate-progress" data-testid="job-crate-progress">
        <Progress percent={100} active size="tiny" color="blue">
          {t("crate.downloading", { size: formatBytes(received) })}
        </Progress>
        <Button
          type="button"
          size="mini"
          basic
          icon="stop"
          aria-label={t("crate.cancel")}
          title={t("crate.cancel")}
          onClick={() => controller.current?.abort()}
          data-testid="job-crate-cancel"
        />
      </span>
    );
  }
  return (
    <Popup
      content={t("crate.hint")}
      trigger={
        <Button
          type="button"
          size="small"
          basic
          icon="archive"
          content={t("crate.action")}
          onClick={() => void download()}
          data-testid="job-crate-export"
        />
      }
    />
  );
}
