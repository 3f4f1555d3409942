import { Label, type SemanticCOLORS } from "semantic-ui-react";
import type { AdminImageFieldsFragment, ContainerImageBuildState } from "../../graphql";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

const buildColors: Record<ContainerImageBuildState, SemanticCOLORS | undefined> = {
  none: undefined,
  building: "blue",
  ready: "green",
  failed: "red",
};

/** The image's build state, with its source as a tooltip. */
export function BuildStateLabel({ image }: { image: AdminImageFieldsFragment }) {
  const { t } = useNs(catalogueNs);
  return (
    <Label
      size="small"
      basic={image.buildState === "none"}
      color={buildColors[image.buildState]}
      title={image.buildSource ? t(`images.buildSources.${image.buildSource}`) : undefined}
      data-testid={`image-build-state-${image.id}`}
    >
      {t(`images.buildStates.${image.buildState}`)}
    </Label>
  );
}
