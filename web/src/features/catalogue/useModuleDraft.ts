/**
 * The module dialog's draft: the text fields (ModuleForm) and the choices beside them (tags, group,
 * image, executor, visibility, the run-form and result-view packs), shared by its tabs and its save.
 */
import { useState } from "react";
import type { AdminModuleFieldsFragment, ModuleVisibility } from "../../graphql";
import { initialForm, noneValue, visibilities, type ModuleForm, type SetField } from "./moduleDraft";

export interface ModuleDraft {
  readonly form: ModuleForm;
  /** A text field's change, kept only when `rule` (if any) accepts the text. */
  readonly set: SetField;
  readonly moduleTags: string[];
  readonly setModuleTags: (value: string[]) => void;
  /** noneValue: no group. */
  readonly groupId: string;
  readonly setGroupId: (value: string) => void;
  /** noneValue: no image. */
  readonly imageId: string;
  readonly setImageId: (value: string) => void;
  /** Where its tasks run; noneValue follows the image's choice, then the platform's. */
  readonly executor: string;
  readonly setExecutor: (value: string) => void;
  /** UI packs as its run form and result view (docs/apps.md); noneValue: none. */
  readonly runFormPackId: string;
  readonly setRunFormPackId: (value: string) => void;
  readonly resultViewPackId: string;
  readonly setResultViewPackId: (value: string) => void;
  readonly visibility: ModuleVisibility;
  readonly setVisibility: (value: ModuleVisibility) => void;
}

/** The draft of `module`, or of a new module (null). */
export function useModuleDraft(module: AdminModuleFieldsFragment | null): ModuleDraft {
  const [form, setForm] = useState<ModuleForm>(() => initialForm(module));
  const [moduleTags, setModuleTags] = useState<string[]>(module?.tags ?? []);
  const [groupId, setGroupId] = useState<string>(module?.group?.id ?? noneValue);
  const [imageId, setImageId] = useState<string>(module?.image?.id ?? noneValue);
  const [executor, setExecutor] = useState<string>(module?.executor ?? noneValue);
  const [runFormPackId, setRunFormPackId] = useState<string>(module?.runFormPackId ?? noneValue);
  const [resultViewPackId, setResultViewPackId] = useState<string>(module?.resultViewPackId ?? noneValue);
  const [visibility, setVisibility] = useState<ModuleVisibility>(
    visibilities.find((v) => v === module?.visibility) ?? (module === null ? "none" : "all"),
  );

  const set: SetField = (key, rule) => (value) => {
    if (rule && !rule(value)) return;
    setForm((current) => ({ ...current, [key]: value }));
  };

  return {
    form,
    set,
    moduleTags,
    setModuleTags,
    groupId,
    setGroupId,
    imageId,
    setImageId,
    executor,
    setExecutor,
    runFormPackId,
    setRunFormPackId,
    resultViewPackId,
    setResultViewPackId,
    visibility,
    setVisibility,
  };
}
