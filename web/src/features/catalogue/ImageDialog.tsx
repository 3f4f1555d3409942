import { useState } from "react";
import { Form } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import type { AdminImageFieldsFragment, ContainerNetwork } from "../../graphql";
import {
  useAdminCreateImageMutation,
  useAdminUpdateImageMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { useNs } from "../../i18n";
import {
  executors,
  maxMemoryMb,
  networks,
  refetchImages,
  type ExecutorOption,
} from "./containerImageOptions";
import { duplicateField, integerInput, isValidUid, parseInteger } from "./forms";
import { catalogueNs } from "./i18n";

type ImageFormKey = "uid" | "name" | "cpuCount" | "memoryMb" | "virtualMemoryMb";

export function ImageDialog({
  image,
  onClose,
}: {
  image: AdminImageFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useNs(catalogueNs);
  const [form, setForm] = useState<Record<ImageFormKey, string>>({
    uid: image?.uid ?? "",
    name: image?.name ?? "",
    cpuCount: String(image?.cpuCount ?? 0),
    memoryMb: image?.memoryMb === null || image?.memoryMb === undefined ? "" : String(image.memoryMb),
    virtualMemoryMb:
      image?.virtualMemoryMb === null || image?.virtualMemoryMb === undefined
        ? ""
        : String(image.virtualMemoryMb),
  });
  const [network, setNetwork] = useState<ContainerNetwork>(image?.network ?? "none");
  const [executor, setExecutor] = useState<ExecutorOption>(
    image?.executor === "local" || image?.executor === "slurm" ? image.executor : "default",
  );
  const [errors, setErrors] = useState<Partial<Record<ImageFormKey, string>>>({});
  const [create, createState] = useAdminCreateImageMutation(refetchImages);
  const [update, updateState] = useAdminUpdateImageMutation();
  const set =
    (key: ImageFormKey, integer = false) =>
    (value: string) => {
      if (integer && !integerInput(value, false)) return;
      setForm((current) => ({ ...current, [key]: value }));
    };

  const submit = async () => {
    const found: Partial<Record<ImageFormKey, string>> = {};
    if (form.uid.trim() === "") found.uid = t("translation:validation.required");
    else if (!isValidUid(form.uid)) found.uid = t("images.uidRule");
    if (form.name.trim() === "") found.name = t("translation:validation.required");
    const cpu = parseInteger(form.cpuCount || "0", 0, 1024, "error");
    const memory = parseInteger(form.memoryMb, 1, maxMemoryMb, "null");
    const virtual = parseInteger(form.virtualMemoryMb, 1, maxMemoryMb, "null");
    const range = (field: string, min: number, max: number) =>
      t("translation:validation.range", { field, min, max });
    if (!cpu.ok) found.cpuCount = range(t("images.cpuCount"), 0, 1024);
    if (!memory.ok) found.memoryMb = range(t("images.memoryMb"), 1, maxMemoryMb);
    if (!virtual.ok) found.virtualMemoryMb = range(t("images.virtualMemoryMb"), 1, maxMemoryMb);
    setErrors(found);
    if (Object.keys(found).length > 0 || !cpu.ok || !memory.ok || !virtual.ok) return;
    const input = {
      uid: form.uid.trim(),
      name: form.name.trim(),
      cpuCount: cpu.value ?? 0,
      memoryMb: memory.value,
      virtualMemoryMb: virtual.value,
      network,
      executor: executor === "default" ? null : executor,
    };
    const result = image
      ? await update({ variables: { id: image.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("translation:common.saved"));
      onClose();
      return;
    }
    const taken = duplicateField(result.error);
    if (taken === "UID") setErrors({ uid: t("taken") });
    if (taken === "Name") setErrors({ name: t("taken") });
  };

  return (
    <FormDialog
      open
      title={image ? t("images.editTitle", { name: image.name }) : t("images.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      testId="image-dialog"
    >
      <Field
        name="uid"
        label={t("images.uid")}
        value={form.uid}
        onChange={set("uid")}
        message={errors.uid}
        placeholder="registry.example.org/rdkit:2024.09"
        required
        maxLength={200}
      />
      <Field
        name="name"
        label={t("translation:common.name")}
        value={form.name}
        onChange={set("name")}
        message={errors.name}
        required
        maxLength={100}
      />
      <Form.Group widths="equal">
        <Field
          name="cpuCount"
          label={t("images.cpuCount")}
          value={form.cpuCount}
          onChange={set("cpuCount", true)}
          message={errors.cpuCount}
          placeholder="0"
        />
        <Form.Select
          label={t("images.network")}
          value={network}
          options={networks.map((value) => ({
            key: value,
            value,
            text: t(`images.networks.${value}`),
          }))}
          onChange={(_event, data) => setNetwork(networks.find((value) => value === data.value) ?? "none")}
          data-testid="field-network"
        />
        <Form.Select
          label={t("images.executor")}
          value={executor}
          options={executors.map((value) => ({
            key: value,
            value,
            text: t(`images.executors.${value}`),
          }))}
          onChange={(_event, data) =>
            setExecutor(executors.find((value) => value === data.value) ?? "default")
          }
          data-testid="field-image-executor"
        />
      </Form.Group>
      <p className="muted catalogue-note">{t("images.unlimitedHint")}</p>
      <Form.Group widths="equal">
        <Field
          name="memoryMb"
          label={t("images.memoryMb")}
          value={form.memoryMb}
          onChange={set("memoryMb", true)}
          message={errors.memoryMb}
          placeholder={t("unlimited")}
        />
        <Field
          name="virtualMemoryMb"
          label={t("images.virtualMemoryMb")}
          value={form.virtualMemoryMb}
          onChange={set("virtualMemoryMb", true)}
          message={errors.virtualMemoryMb}
          placeholder={t("unlimited")}
        />
      </Form.Group>
    </FormDialog>
  );
}
