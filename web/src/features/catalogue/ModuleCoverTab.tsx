/** The cover tab of the module dialog: the current cover, an upload, the templates and a reset. */
import { constants, restCalls, sizeUnits, sysConfigSchema } from "@crucible/schema";
import { useMemo } from "react";
import { Button, Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ImageUploader } from "../../components/ImageUploader";
import { toast } from "../../components/toast";
import type { AdminModuleFieldsFragment } from "../../graphql";
import {
  useAdminCoverChoicesQuery,
  useAdminSetModuleCoverMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { useSysConfigQuery } from "../../graphql/__generated__/documents/config";
import { coverSrc } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

function useCoverLimit(): { maxBytes: number; quality: number } {
  const session = useSession();
  const query = useSysConfigQuery({ skip: !session.can("Sys.Config.Read") });
  return useMemo(() => {
    const parsed = sysConfigSchema.safeParse(query.data?.sysConfig);
    if (!parsed.success) return { maxBytes: constants.defaultImageMaxBytes, quality: 0 };
    const limit = parsed.data.Upload.CoverImageSize;
    return { maxBytes: Math.round(limit.Max * sizeUnits[limit.Unit]), quality: limit.CompressionQuality };
  }, [query.data]);
}

export function ModuleCoverTab({
  module,
  onChanged,
}: {
  module: AdminModuleFieldsFragment;
  onChanged: () => void;
}) {
  const { t } = useNs(catalogueNs);
  const choices = useAdminCoverChoicesQuery({ fetchPolicy: "cache-and-network" });
  const [setCover, setState] = useAdminSetModuleCoverMutation();
  const limit = useCoverLimit();
  const src = coverSrc(module);
  const choose = async (templateId: string | null) => {
    const result = await setCover({ variables: { id: module.id, templateId } });
    if (!result.error) toast.success(templateId ? t("modules.coverSet") : t("modules.coverReset"));
  };
  return (
    <div className="cover-tab" data-testid="module-cover-tab">
      <div className="cover-current">
        <div className="cover-frame">
          {src ? (
            <img src={src} alt="" data-testid="module-cover-image" />
          ) : (
            <div className="cover-placeholder" data-testid="module-cover-default">
              <Icon name="cubes" size="huge" />
              <div className="muted">{t("modules.defaultCover")}</div>
            </div>
          )}
        </div>
        <Button
          type="button"
          basic
          icon="undo"
          content={t("modules.resetCover")}
          disabled={!module.coverUrl || setState.loading}
          onClick={() => void choose(null)}
          data-testid="module-cover-reset"
        />
      </div>
      <ImageUploader
        call={restCalls.moduleCoverUpload(module.id)}
        maxBytes={limit.maxBytes}
        quality={limit.quality}
        label={t("modules.uploadCover")}
        onUploaded={() => {
          toast.success(t("modules.coverSet"));
          onChanged();
        }}
        testId="module-cover-upload"
      />
      <h4 className="cover-templates-title">{t("modules.coverTemplates")}</h4>
      {(choices.data?.moduleCoverChoices ?? []).length === 0 ? (
        <p className="muted">{t("modules.noCoverTemplates")}</p>
      ) : (
        <div className="cover-templates">
          {(choices.data?.moduleCoverChoices ?? []).map((choice) => (
            <button
              key={choice.id}
              type="button"
              className="thumb-button cover-choice"
              title={t("modules.useTemplate")}
              onClick={() => void choose(choice.id)}
              data-testid={`cover-choice-${choice.id}`}
            >
              <img src={choice.url} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
