import { restCalls } from "@crucible/schema";
import { useEffect, useRef, useState } from "react";
import { Button, Form, Menu, Progress, TextArea } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import { callUpload } from "../../graphql/rest";
import type { AdminImageFieldsFragment } from "../../graphql";
import {
  useAdminBuildDebianImageMutation,
  useAdminBuildImageMutation,
  useAdminImageQuery,
} from "../../graphql/__generated__/documents/catalogue";
import { useNs } from "../../i18n";
import { BuildStateLabel } from "./BuildStateLabel";
import { refetchImages } from "./containerImageOptions";
import { catalogueNs } from "./i18n";

type BuildTab = "containerfile" | "debian" | "import";

/** Builds or imports an image: a Containerfile, Debian packages or a root file system tarball; shows the log. */
export function BuildDialog({ image, onClose }: { image: AdminImageFieldsFragment; onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const [tab, setTab] = useState<BuildTab>("containerfile");
  const [containerfile, setContainerfile] = useState("FROM scratch\n");
  const [packages, setPackages] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // While a build runs, its state and log are read again every 2 s.
  const current = useAdminImageQuery({ variables: { id: image.id }, fetchPolicy: "cache-and-network" });
  const shown = current.data?.containerImage ?? image;
  const building = shown.buildState === "building";
  const { startPolling, stopPolling } = current;
  useEffect(() => {
    if (!building) return undefined;
    startPolling(2000);
    return () => stopPolling();
  }, [building, startPolling, stopPolling]);
  const [buildFile, buildFileState] = useAdminBuildImageMutation(refetchImages);
  const [buildDebian, buildDebianState] = useAdminBuildDebianImageMutation(refetchImages);

  const submit = async () => {
    if (tab === "containerfile") {
      const result = await buildFile({ variables: { id: image.id, containerfile } });
      if (!result.error) toast.success(t("images.buildStarted"));
    } else if (tab === "debian") {
      const list = packages.split(/[\s,]+/).filter(Boolean);
      const result = await buildDebian({ variables: { id: image.id, packages: list } });
      if (!result.error) toast.success(t("images.buildStarted"));
    } else if (file) {
      setPercent(0);
      try {
        await callUpload(
          restCalls.containerImageImport(image.id),
          file,
          file.name,
          {},
          { onProgress: setPercent },
        );
        toast.success(t("images.imported"));
      } catch {
        // The REST helper has shown the server's message; the log below says more.
      } finally {
        setPercent(null);
        void current.refetch();
      }
    }
  };

  return (
    <FormDialog
      open
      title={t("images.buildTitle", { name: image.name })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={buildFileState.loading || buildDebianState.loading || percent !== null || building}
      submitLabel={tab === "import" ? t("images.importSubmit") : t("images.buildSubmit")}
      testId="image-build-dialog"
    >
      <p className="muted catalogue-note">{t("images.buildHint")}</p>
      <Menu pointing secondary size="small">
        {(["containerfile", "debian", "import"] as const).map((key) => (
          <Menu.Item
            key={key}
            active={tab === key}
            onClick={() => setTab(key)}
            data-testid={`image-build-tab-${key}`}
          >
            {t(
              key === "containerfile"
                ? "images.buildContainerfile"
                : key === "debian"
                  ? "images.buildDebian"
                  : "images.buildImport",
            )}
          </Menu.Item>
        ))}
      </Menu>
      {tab === "containerfile" ? (
        <Form.Field className="image-build">
          <label htmlFor="image-containerfile">{t("images.containerfileText")}</label>
          <TextArea
            id="image-containerfile"
            rows={8}
            value={containerfile}
            onChange={(_event, data) => setContainerfile(String(data.value ?? ""))}
            data-testid="field-containerfile"
          />
        </Form.Field>
      ) : null}
      {tab === "debian" ? (
        <Field
          name="packages"
          label={t("images.packages")}
          value={packages}
          onChange={setPackages}
          placeholder="openbabel jq"
        />
      ) : null}
      {tab === "import" ? (
        <Form.Field>
          <label>{t("images.tarball")}</label>
          <input
            ref={input}
            type="file"
            hidden
            accept=".tar,.tar.gz,.tgz,.tar.xz"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="image-import-input"
          />
          <Button
            type="button"
            icon="file archive"
            content={file ? file.name : t("images.tarball")}
            onClick={() => input.current?.click()}
          />
          {percent !== null ? <Progress percent={percent} progress indicating size="small" /> : null}
        </Form.Field>
      ) : null}
      <p>
        {t("images.buildState")}: <BuildStateLabel image={shown} />{" "}
        {shown.builtAt ? (
          <span className="muted">{t("images.builtAt", { when: formatDateTime(shown.builtAt) })}</span>
        ) : null}
      </p>
      {shown.buildLog ? (
        <Form.Field>
          <label>{t("images.buildLog")}</label>
          <pre className="build-log" data-testid="image-build-log">
            {shown.buildLog}
          </pre>
        </Form.Field>
      ) : null}
    </FormDialog>
  );
}
