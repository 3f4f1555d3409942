/**
 * Saving the module dialog's draft: its checks (names, key, image, command, the JSON lists, the run
 * rules, tags), then create (a new container module) or update, with the server's refusals placed
 * next to their fields.
 */
import { useState } from "react";
import { toast } from "../../components/toast";
import type {
  AdminModuleFieldsFragment,
  ModuleArgSpecInput,
  ModuleMethodInput,
  ModuleOutputSpecInput,
} from "../../graphql";
import {
  useAdminCreateModuleMutation,
  useAdminUpdateModuleMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { cleanTags, duplicateField, invalidValue, parseDiscount, parseInteger } from "./forms";
import { methodsShapeOk, moduleKeyPattern, noneValue, parseJsonList, type ModuleErrors } from "./moduleDraft";
import type { ModuleDraft } from "./useModuleDraft";
import { useNs, type NsT } from "../../i18n";
import { catalogueNs } from "./i18n";

/** The draft's errors, and when there are none the fields and program to send. */
function checkModuleDraft(draft: ModuleDraft, creating: boolean, container: boolean, t: NsT<"catalogue">) {
  const { form, moduleTags, groupId, imageId, executor, visibility } = draft;
  const found: ModuleErrors = {};
  if (form.name.trim() === "") found.name = t("translation:validation.required");
  if (creating && !moduleKeyPattern.test(form.key.trim())) found.key = t("modules.keyRule");
  if (container && imageId === noneValue) found.image = t("modules.imageRequired");
  const command = form.command
    .split("\n")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (container && command.length === 0) found.command = t("modules.commandRequired");
  const args = parseJsonList(form.args);
  const outputs = parseJsonList(form.outputs);
  if (container && args === null) found.args = t("modules.jsonRule");
  if (container && outputs === null) found.outputs = t("modules.jsonRule");
  const methods = parseJsonList(form.methods);
  if (container && methods === null) found.methods = t("modules.jsonRule");
  else if (container && methods && !methodsShapeOk(methods)) found.methods = t("modules.methodItemRule");
  const timeout = parseInteger(form.timeoutSeconds, -1_000_000_000, 30 * 86400, "error");
  const exitCode = parseInteger(form.successExitCode, 0, 255, "error");
  const price = parseInteger(form.tokenPrice, 0, 1_000_000, "error");
  const discount = parseDiscount(form.discount);
  const integerMessage = (
    field: string,
    check: { ok: false; error: "integer" | "range" },
    min: number,
    max: number,
  ) =>
    check.error === "integer"
      ? t("translation:validation.integer", { field })
      : t("translation:validation.range", { field, min, max });
  if (!timeout.ok) found.timeoutSeconds = integerMessage(t("modules.timeout"), timeout, 0, 30 * 86400);
  if (!exitCode.ok) found.successExitCode = integerMessage(t("modules.exitCode"), exitCode, 0, 255);
  if (!price.ok) found.tokenPrice = integerMessage(t("modules.tokenPrice"), price, 0, 1_000_000);
  if (discount === null) found.discount = t("discountRule");
  const cleaned = cleanTags(moduleTags);
  if (cleaned.some((tag) => tag.length > 40) || cleaned.length > 20) found.tags = t("modules.tagsRule");
  if (Object.keys(found).length > 0 || !timeout.ok || !exitCode.ok || !price.ok || discount === null) {
    return { found, checked: null };
  }
  const fields = {
    name: form.name.trim(),
    nameZh: form.nameZh.trim(),
    summary: form.summary,
    summaryZh: form.summaryZh,
    docs: form.docs,
    docsZh: form.docsZh,
    tags: cleaned,
    groupId: groupId === noneValue ? null : groupId,
    imageId: imageId === noneValue ? null : imageId,
    executor: executor === noneValue ? null : executor,
    visibility,
    timeoutSeconds: timeout.value ?? 0,
    successExitCode: exitCode.value ?? 0,
    tokenPrice: price.value ?? 0,
    discount,
  };
  // The server checks every argument and output; the JSON only has to be a list here.
  const program = container
    ? {
        command,
        args: (args ?? []) as ModuleArgSpecInput[],
        outputs: (outputs ?? []) as ModuleOutputSpecInput[],
        methods: (methods ?? []) as ModuleMethodInput[],
      }
    : {};
  return { found, checked: { fields, program, command } };
}

export interface ModuleSave {
  readonly errors: ModuleErrors;
  readonly submit: () => Promise<void>;
  readonly submitting: boolean;
}

export function useModuleSave(options: {
  /** Null: create a new container module. */
  readonly module: AdminModuleFieldsFragment | null;
  readonly container: boolean;
  readonly draft: ModuleDraft;
  /** The checks found errors (shown on the basic tab unless they are the docs'). */
  readonly onInvalid: (found: ModuleErrors) => void;
  readonly onCreated?: (module: AdminModuleFieldsFragment) => void;
  readonly onClose: () => void;
}): ModuleSave {
  const { t } = useNs(catalogueNs);
  const { module, container, draft } = options;
  const [errors, setErrors] = useState<ModuleErrors>({});
  const [update, updateState] = useAdminUpdateModuleMutation();
  const [create, createState] = useAdminCreateModuleMutation();

  /** The server's refusal of an argument, output or method declaration, next to its text area. */
  const placeSpecError = (error: unknown) => {
    const value = invalidValue(error);
    const field = value?.startsWith("Methods")
      ? "methods"
      : value?.startsWith("Args")
        ? "args"
        : value?.startsWith("Outputs")
          ? "outputs"
          : null;
    if (field && value) setErrors((current) => ({ ...current, [field]: value }));
  };

  const submit = async () => {
    const { found, checked } = checkModuleDraft(draft, module === null, container, t);
    setErrors(found);
    if (checked === null) {
      options.onInvalid(found);
      return;
    }
    const { fields, program, command } = checked;
    if (module === null) {
      const key = draft.form.key.trim();
      const result = await create({ variables: { input: { ...fields, ...program, key, command } } });
      if (duplicateField(result.error) === "Key") setErrors({ key: t("taken") });
      placeSpecError(result.error);
      if (result.data?.createModule) {
        toast.success(t("modules.created", { key }));
        options.onCreated?.(result.data.createModule);
      }
      return;
    }
    const packs = {
      runFormPackId: draft.runFormPackId === noneValue ? null : draft.runFormPackId,
      resultViewPackId: draft.resultViewPackId === noneValue ? null : draft.resultViewPackId,
    };
    const result = await update({
      variables: { id: module.id, input: { ...fields, ...program, ...packs } },
    });
    placeSpecError(result.error);
    if (!result.error) {
      toast.success(t("translation:common.saved"));
      options.onClose();
    }
  };

  return { errors, submit, submitting: updateState.loading || createState.loading };
}
