import {
  defaultFeatureSwitches,
  featureSwitchesSchema,
  type FeatureSwitches as Switches,
} from "@crucible/schema";
import { useEffect, useState } from "react";
import { Button, Checkbox, Form, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { toast } from "../../components/toast";
import {
  useFeatureSwitchesQuery,
  useSaveFeatureSwitchesMutation,
} from "../../graphql/__generated__/documents/config";
import { useNs } from "../../i18n";
import { readSwitch, switchRows, writeSwitch } from "./featureSwitchRows";
import { configNs } from "./i18n";

export function FeatureSwitches() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Sys.Config.Update");
  const query = useFeatureSwitchesQuery({ fetchPolicy: "network-only" });
  const [save, saveState] = useSaveFeatureSwitchesMutation();
  const [switches, setSwitches] = useState<Switches>(defaultFeatureSwitches);

  useEffect(() => {
    const parsed = featureSwitchesSchema.safeParse(query.data?.featureSwitches);
    if (parsed.success) setSwitches(parsed.data);
  }, [query.data]);

  const submit = async () => {
    const result = await save({ variables: { switches } });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  return (
    <Form
      onSubmit={() => void submit()}
      loading={query.loading || saveState.loading}
      data-testid="feature-switches-form"
    >
      <p className="muted">{t("config.features.intro")}</p>
      <Segment>
        {switchRows.map((row) => (
          <Form.Field key={row.path}>
            <Checkbox
              toggle
              label={t(`config.features.${row.label}`)}
              checked={readSwitch(switches, row.path)}
              disabled={!canUpdate}
              onChange={(_event, data) =>
                setSwitches((current) => writeSwitch(current, row.path, Boolean(data.checked)))
              }
              data-testid={`switch-${row.path}`}
            />
          </Form.Field>
        ))}
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="switches-save">
          {t("translation:common.save")}
        </Button>
      ) : null}
    </Form>
  );
}
