/** A zip chosen and sent to a bundle upload call, with its progress (applets and UI pack versions). */
import { bundleLimits } from "@crucible/schema";
import { useRef, useState } from "react";
import { Button, Progress } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { appsNs } from "./i18n";

export function ZipUpload({
  label,
  send,
  disabled,
  testId,
}: {
  label: string;
  /** Sends the zip; reports 0..100 while the body goes. Rejects when the server refused it. */
  send: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  disabled?: boolean;
  testId: string;
}) {
  const { t: text } = useNs(appsNs);
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      await send(file, setPercent);
    } catch {
      // The REST helper has shown the server's message.
    } finally {
      setPercent(null);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <span className="zip-upload">
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        onChange={(event) => void choose(event.target.files?.[0])}
        data-testid={`${testId}-input`}
      />
      {percent === null ? (
        <Button
          type="button"
          size="mini"
          basic
          icon="upload"
          content={label}
          title={text("bundleLimits", {
            mb: bundleLimits.zipBytes / 1024 / 1024,
            entries: bundleLimits.entries,
          })}
          disabled={disabled}
          onClick={() => input.current?.click()}
          data-testid={testId}
        />
      ) : (
        <Progress percent={percent} size="tiny" indicating label={text("uploading", { percent })} />
      )}
    </span>
  );
}
