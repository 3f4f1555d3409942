import {
  navigatorDataKinds,
  navigatorItemKinds,
  navigatorLimits,
  type NavigatorItemKind,
} from "@crucible/schema";
import type { ReactNode } from "react";
import { Form } from "semantic-ui-react";
import type { SysNavigatorBoardFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import type { DraftItem, DraftProblem } from "./board";
import { navigatorNs } from "./i18n";
import { ProblemText } from "./ProblemText";

/** The modules and templates an item may open. */
export type BoardChoices = Pick<SysNavigatorBoardFieldsFragment, "modules" | "templates">;
export function ItemEditor(props: {
  item: DraftItem;
  testId: string;
  choices: BoardChoices;
  readOnly: boolean;
  problems: readonly DraftProblem[];
  onChange: (item: DraftItem) => void;
  actions: ReactNode;
}) {
  const { t, i18n } = useNs(navigatorNs);
  const zh = i18n.language === "zh-CN";
  const { item } = props;
  const set = (change: Partial<DraftItem>) => props.onChange({ ...item, ...change });
  const hint = (status: string, visibility?: string) =>
    [
      status !== "ENABLED" ? t("editor.disabledHint") : "",
      visibility === "none" ? t("editor.hiddenHint") : "",
    ]
      .filter(Boolean)
      .join(", ");
  const moduleOptions = props.choices.modules.map((m) => {
    const note = hint(m.status, m.visibility);
    return {
      key: m.id,
      value: m.id,
      text: `${zh ? m.nameZh || m.name : m.name}${note ? ` (${note})` : ""}`,
      description: m.key,
    };
  });
  const templateOptions = props.choices.templates.map((tpl) => {
    const note = hint(tpl.status);
    return {
      key: tpl.id,
      value: tpl.id,
      text: `${zh ? tpl.nameZh || tpl.name : tpl.name}${note ? ` (${note})` : ""}`,
    };
  });
  return (
    <div className="navigator-editor-item" data-testid={props.testId}>
      <Form.Group>
        <Form.Select
          width={3}
          label={t("editor.kind")}
          value={item.Kind}
          disabled={props.readOnly}
          options={navigatorItemKinds.map((kind) => ({
            key: kind,
            value: kind,
            text: t(`kinds.${kind}`),
          }))}
          onChange={(_e, data) => set({ Kind: data.value as NavigatorItemKind })}
          data-testid={`${props.testId}-kind`}
        />
        {item.Kind === "module" ? (
          <Form.Dropdown
            width={7}
            label={t("editor.module")}
            placeholder={t("editor.pickModule")}
            selection
            search
            value={item.ModuleId}
            disabled={props.readOnly}
            options={moduleOptions}
            onChange={(_e, data) => set({ ModuleId: String(data.value) })}
            data-testid={`${props.testId}-module`}
          />
        ) : null}
        {item.Kind === "template" ? (
          <Form.Dropdown
            width={7}
            label={t("editor.template")}
            placeholder={t("editor.pickTemplate")}
            selection
            search
            value={item.TemplateId}
            disabled={props.readOnly}
            options={templateOptions}
            onChange={(_e, data) => set({ TemplateId: String(data.value) })}
            data-testid={`${props.testId}-template`}
          />
        ) : null}
        {item.Kind === "dataset" ? (
          <>
            <Form.Select
              width={4}
              label={t("editor.dataKind")}
              value={item.DataKind}
              disabled={props.readOnly}
              options={navigatorDataKinds.map((kind) => ({
                key: kind,
                value: kind,
                text: t(`dataKinds.${kind}`),
              }))}
              onChange={(_e, data) => set({ DataKind: data.value as DraftItem["DataKind"] })}
              data-testid={`${props.testId}-datakind`}
            />
            <Form.Input
              width={3}
              label={t("editor.folder")}
              value={item.Folder}
              maxLength={navigatorLimits.maxFolder}
              disabled={props.readOnly}
              onChange={(e) => set({ Folder: e.target.value })}
              data-testid={`${props.testId}-folder`}
            />
          </>
        ) : null}
        {item.Kind === "link" ? (
          <Form.Input
            width={7}
            label={t("editor.url")}
            value={item.Url}
            type="url"
            maxLength={navigatorLimits.maxUrl}
            disabled={props.readOnly}
            onChange={(e) => set({ Url: e.target.value })}
            input={{ "data-testid": `${props.testId}-url` }}
          />
        ) : null}
        <Form.Input
          width={3}
          label={t("editor.labelEn")}
          value={item.LabelEn}
          maxLength={navigatorLimits.maxLabel}
          disabled={props.readOnly}
          onChange={(e) => set({ LabelEn: e.target.value })}
          input={{ "data-testid": `${props.testId}-label-en` }}
        />
        <Form.Input
          width={3}
          label={t("editor.labelZh")}
          value={item.LabelZh}
          maxLength={navigatorLimits.maxLabel}
          disabled={props.readOnly}
          onChange={(e) => set({ LabelZh: e.target.value })}
          input={{ "data-testid": `${props.testId}-label-zh` }}
        />
        <div className="navigator-editor-item-actions">{props.actions}</div>
      </Form.Group>
      <ProblemText problems={props.problems} />
    </div>
  );
}
