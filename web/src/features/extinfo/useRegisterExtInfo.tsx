/** The extended fields of the registration form (when the Sys.User.ExtInfo switch is on). */
import { type ExtValues, extInfoFeature, isFeatureEnabled } from "@crucible/schema";
import { useState, type ReactNode } from "react";
import { Header } from "semantic-ui-react";
import { usePublicSettingsQuery } from "../../graphql/__generated__/documents/app";
import { useUserExtFieldsQuery } from "../../graphql/__generated__/documents/extinfo";
import { checkExtForm, ExtInfoInputs, toExtForm, type ExtErrors, type ExtForm } from "./ExtInfoInputs";
import { useNs } from "../../i18n";
import { extInfoNs } from "./i18n";

export interface RegisterExtInfo {
  /** The inputs to show (null when there is nothing to fill). */
  readonly inputs: ReactNode;
  /** The values to send, null when there are none to send, false (errors shown) when some are wrong. */
  readonly check: () => ExtValues | null | false;
}

export function useRegisterExtInfo(): RegisterExtInfo {
  const { t: text } = useNs(extInfoNs);
  const settings = usePublicSettingsQuery();
  const on = isFeatureEnabled(settings.data?.publicSettings.features, extInfoFeature);
  const query = useUserExtFieldsQuery({ skip: !on });
  const fields = on ? (query.data?.userExtFields ?? []) : [];
  const [edited, setEdited] = useState<ExtForm>({});
  const [errors, setErrors] = useState<ExtErrors>({});
  const form: ExtForm = { ...toExtForm(fields, {}), ...edited };
  if (fields.length === 0) return { inputs: null, check: () => null };
  return {
    inputs: (
      <div data-testid="register-ext-info">
        <Header as="h4" dividing content={text("registerTitle")} />
        <ExtInfoInputs
          fields={fields}
          form={form}
          errors={errors}
          onChange={(id, value) => setEdited((current) => ({ ...current, [id]: value }))}
        />
      </div>
    ),
    check: () => {
      const checked = checkExtForm(fields, form);
      setErrors(checked.errors ?? {});
      return checked.values ?? false;
    },
  };
}
