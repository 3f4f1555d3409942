/**
 * weView's status line: the source's name (and the receptor's), atom counts, the pocket, why the
 * receptor failed, the measurement under way and the distances measured.
 */
import { Button, Icon, Label } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { ligandAtoms, pocketRadius, type Scene } from "./nglScene";
import { viewMaxBytes } from "./sources";
import type { ViewControls } from "./viewControls";
import type { Failed } from "./viewLoad";
import { useNs } from "../../i18n";
import { viewNs } from "./i18n";

/** Why a source could not be shown, in words. */
export function useFailureText(): (failed: Failed) => string {
  const { t } = useNs(viewNs);
  return (failed) => {
    const shownExt = failed.ext.toUpperCase() || "?";
    switch (failed.reason) {
      case "tooLarge":
        return t("tooLarge", { size: formatBytes(viewMaxBytes) });
      case "converted":
        return t("converted", { ext: shownExt });
      case "unsupported":
        return t("unsupported", { ext: shownExt });
      case "unreadable":
        return t("unreadable", { ext: shownExt, message: failed.detail });
      case "empty":
        return t("empty");
      default:
        return t("readFailed");
    }
  };
}

/** The measurement under way and the distances measured, with their clearing. */
function Measurements({ scene, controls }: { scene: Scene | null; controls: ViewControls }) {
  const { t } = useNs(viewNs);
  const { held, measurements } = controls;
  return (
    <>
      {controls.measuring ? (
        <span className="small" data-testid="view-held">
          {held ? t("held", { atom: held }) : t("measureHint")}
        </span>
      ) : null}
      {measurements.map((item, index) => (
        <Label key={index} size="tiny" color="green" data-testid="view-distance">
          {t("distance", { from: item.from, to: item.to, distance: item.distance.toFixed(2) })}
        </Label>
      ))}
      {measurements.length > 0 && scene ? (
        <Button
          basic
          compact
          size="mini"
          content={t("clearMeasurements")}
          onClick={() => controls.clearAll(scene)}
          data-testid="view-clear-measurements"
        />
      ) : null}
    </>
  );
}

export function WeViewStatus(props: {
  name: string;
  /** The companion's name; null without one. */
  companionName: string | null;
  scene: Scene | null;
  /** The ready scene is a structure. */
  structure: boolean;
  receptor: Scene | null;
  receptorFailed: Failed | null;
  controls: ViewControls;
}) {
  const { t } = useNs(viewNs);
  const failureText = useFailureText();
  const { name, companionName, scene, structure, receptor, receptorFailed } = props;
  const pocket = props.controls.pocket;
  const ligand = structure && scene && scene.polymer ? ligandAtoms(scene) : 0;
  return (
    <div className="we-view-status">
      <span className="muted small" title={name} data-testid="view-name">
        {companionName !== null ? <Icon name="cube" color="orange" /> : null}
        {name}
      </span>
      {companionName !== null ? (
        <span className="muted small" title={companionName} data-testid="view-receptor-name">
          <Icon name="cubes" color="blue" />
          {t("receptorName", { name: companionName })}
        </span>
      ) : null}
      {receptor ? (
        <Label size="tiny" basic color="blue" data-testid="view-receptor-atoms">
          {t("receptorAtoms", { count: receptor.atoms })}
        </Label>
      ) : null}
      {receptor && scene ? (
        <Label size="tiny" basic data-testid="view-pocket" data-pocket={pocket ? "found" : "none"}>
          {pocket ? t("pocket", { radius: pocketRadius }) : t("noPocket", { radius: pocketRadius })}
        </Label>
      ) : null}
      {receptorFailed ? (
        <Label
          size="tiny"
          color="yellow"
          data-testid="view-receptor-failed"
          data-reason={receptorFailed.reason}
        >
          <Icon name="warning sign" />
          {t("receptorFailed", { reason: failureText(receptorFailed) })}
        </Label>
      ) : null}
      {structure && scene ? (
        <Label size="tiny" basic data-testid="view-atoms">
          {t("atoms", { count: scene.atoms })}
        </Label>
      ) : null}
      {ligand > 0 ? (
        <Label size="tiny" basic color="orange" data-testid="view-ligand">
          {t("ligand", { count: ligand })}
        </Label>
      ) : null}
      <Measurements scene={scene} controls={props.controls} />
    </div>
  );
}
