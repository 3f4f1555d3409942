import { navigatorLimits } from "@crucible/schema";
import { Button, Form, Label, Segment } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { emptyItem, moved, type DraftItem, type DraftProblem, type DraftSection } from "./board";
import { navigatorNs } from "./i18n";
import { ItemEditor, type BoardChoices } from "./ItemEditor";
import { MoveButtons } from "./MoveButtons";
import { ProblemText } from "./ProblemText";

export function SectionEditor(props: {
  section: DraftSection;
  index: number;
  count: number;
  choices: BoardChoices;
  readOnly: boolean;
  problems: readonly DraftProblem[];
  onChange: (section: DraftSection) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useNs(navigatorNs);
  const { section, index } = props;
  const testId = `navigator-editor-section-${index}`;
  const set = (change: Partial<DraftSection>) => props.onChange({ ...section, ...change });
  const setItems = (items: DraftItem[]) => set({ Items: items });
  const own = props.problems.filter((p) => p.item === null);
  const full = section.Items.length >= navigatorLimits.maxItems;
  return (
    <Segment className="navigator-editor-section" data-testid={testId}>
      <div className="navigator-editor-section-head">
        <Label color="blue" ribbon>
          {t("editor.section", { n: index + 1 })}
        </Label>
        <MoveButtons
          index={index}
          count={props.count}
          onMove={props.onMove}
          onRemove={props.onRemove}
          disabled={props.readOnly}
          testId={testId}
        />
      </div>
      <Form.Group widths="equal">
        <Form.Input
          label={t("editor.nameEn")}
          required
          value={section.NameEn}
          maxLength={navigatorLimits.maxName}
          disabled={props.readOnly}
          onChange={(e) => set({ NameEn: e.target.value })}
          input={{ "data-testid": `${testId}-name-en` }}
        />
        <Form.Input
          label={t("editor.nameZh")}
          required
          value={section.NameZh}
          maxLength={navigatorLimits.maxName}
          disabled={props.readOnly}
          onChange={(e) => set({ NameZh: e.target.value })}
          input={{ "data-testid": `${testId}-name-zh` }}
        />
      </Form.Group>
      <Form.Group widths="equal">
        <Form.Input
          label={t("editor.descEn")}
          value={section.DescEn}
          maxLength={navigatorLimits.maxDescription}
          disabled={props.readOnly}
          onChange={(e) => set({ DescEn: e.target.value })}
          input={{ "data-testid": `${testId}-desc-en` }}
        />
        <Form.Input
          label={t("editor.descZh")}
          value={section.DescZh}
          maxLength={navigatorLimits.maxDescription}
          disabled={props.readOnly}
          onChange={(e) => set({ DescZh: e.target.value })}
          input={{ "data-testid": `${testId}-desc-zh` }}
        />
      </Form.Group>
      <ProblemText problems={own} />
      {section.Items.length === 0 ? <p className="muted">{t("editor.noItems")}</p> : null}
      {section.Items.map((item, i) => (
        <ItemEditor
          key={item.id}
          item={item}
          testId={`${testId}-item-${i}`}
          choices={props.choices}
          readOnly={props.readOnly}
          problems={props.problems.filter((p) => p.item === i)}
          onChange={(next) => setItems(section.Items.map((x, n) => (n === i ? next : x)))}
          actions={
            <MoveButtons
              index={i}
              count={section.Items.length}
              onMove={(by) => setItems(moved(section.Items, i, by))}
              onRemove={() => setItems(section.Items.filter((_x, n) => n !== i))}
              disabled={props.readOnly}
              testId={`${testId}-item-${i}`}
            />
          }
        />
      ))}
      {props.readOnly ? null : (
        <Button
          basic
          size="small"
          type="button"
          icon="plus"
          content={t("editor.addItem")}
          disabled={full}
          onClick={() => setItems([...section.Items, emptyItem()])}
          data-testid={`${testId}-add-item`}
        />
      )}
    </Segment>
  );
}
