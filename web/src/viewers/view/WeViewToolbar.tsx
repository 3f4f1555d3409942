/**
 * weView's toolbar: representation and colour, stepping through models (SDF records, docking poses),
 * the receptor's toggle, distance measurement, a PNG screenshot, a reset of the view and full screen.
 */
import { Button, Dropdown, type SemanticICONS } from "semantic-ui-react";
import { colorChoices, styleChoices, type ColorChoice, type Scene, type StyleChoice } from "./nglScene";
import type { ViewControls } from "./viewControls";
import { useNs } from "../../i18n";
import { viewNs } from "./i18n";

/** What a model is called: a record of an SDF or MOL file, else a model. */
type StepLabel = "record" | "model";

/** An icon button of the toolbar, named by its label (tooltip and accessible name). */
function ToolButton(props: {
  icon: SemanticICONS;
  label: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Button
      basic
      compact
      size="small"
      icon={props.icon}
      title={props.label}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    />
  );
}

/** Previous and next model, between them which one of how many ("record" for SDF and MOL files). */
function ModelStepper({
  scene,
  controls,
  stepLabel,
}: {
  scene: Scene;
  controls: ViewControls;
  stepLabel: StepLabel;
}) {
  const { t } = useNs(viewNs);
  const { model } = controls;
  return (
    <span className="we-view-models">
      <ToolButton
        icon="chevron left"
        label={t("previous")}
        disabled={model === 0}
        onClick={() => controls.step(scene, -1)}
        testId="view-previous"
      />
      <span data-testid="view-model">{t(stepLabel, { index: model + 1, count: scene.models })}</span>
      <ToolButton
        icon="chevron right"
        label={t("next")}
        disabled={model >= scene.models - 1}
        onClick={() => controls.step(scene, 1)}
        testId="view-next"
      />
    </span>
  );
}

export function WeViewToolbar(props: {
  controls: ViewControls;
  /** The loaded scene once ready, else null. */
  ready: Scene | null;
  /** The ready scene is a structure (representations, colours, measurements apply). */
  structure: boolean;
  stepLabel: StepLabel;
  /** The view has a companion (a receptor), loaded or not. */
  companion: boolean;
  receptor: Scene | null;
  fullScreen: boolean;
  onScreenshot: () => void;
  onResetView: () => void;
  onFullScreen: () => void;
}) {
  const { t } = useNs(viewNs);
  const { controls, ready, structure, receptor } = props;
  const { receptorShown } = controls;
  return (
    <div className="we-view-toolbar">
      <Dropdown
        selection
        compact
        disabled={!structure}
        aria-label={t("style")}
        options={styleChoices.map((choice) => ({
          key: choice,
          value: choice,
          text: t(`styles.${choice}`),
        }))}
        value={controls.style}
        onChange={(_event, data) => controls.setStyle(data.value as StyleChoice)}
        data-testid="view-style"
      />
      <Dropdown
        selection
        compact
        disabled={!structure}
        aria-label={t("color")}
        options={colorChoices.map((choice) => ({
          key: choice,
          value: choice,
          text: t(`colors.${choice}`),
        }))}
        value={controls.color}
        onChange={(_event, data) => controls.setColor(data.value as ColorChoice)}
        data-testid="view-color"
      />
      {ready && ready.models > 1 ? (
        <ModelStepper scene={ready} controls={controls} stepLabel={props.stepLabel} />
      ) : null}
      {props.companion ? (
        <Button
          basic
          compact
          size="small"
          toggle
          active={receptor !== null && receptorShown}
          disabled={receptor === null}
          icon={receptorShown ? "eye" : "eye slash"}
          content={t("receptor")}
          title={receptorShown ? t("hideReceptor") : t("showReceptor")}
          aria-pressed={receptor !== null && receptorShown}
          onClick={controls.toggleReceptor}
          data-testid="view-receptor-toggle"
        />
      ) : null}
      <span className="we-view-actions">
        <Button
          basic
          compact
          size="small"
          toggle
          active={controls.measuring}
          disabled={!structure}
          icon="arrows alternate horizontal"
          content={t("measure")}
          title={t("measureHint")}
          onClick={controls.toggleMeasuring}
          data-testid="view-measure"
        />
        <ToolButton
          icon="camera"
          label={t("screenshot")}
          disabled={!ready}
          onClick={props.onScreenshot}
          testId="view-screenshot"
        />
        <ToolButton
          icon="crosshairs"
          label={t("resetView")}
          disabled={!ready}
          onClick={props.onResetView}
          testId="view-reset"
        />
        <ToolButton
          icon={props.fullScreen ? "compress" : "expand"}
          label={props.fullScreen ? t("exitFullScreen") : t("fullScreen")}
          onClick={props.onFullScreen}
          testId="view-fullscreen"
        />
      </span>
    </div>
  );
}
