/** The extended fields in a user's profile (shown when the Sys.User.ExtInfo switch is on and fields exist). */
import { extInfoFeature } from "@crucible/schema";
import { useState } from "react";
import { Button, Form, Header, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { toast } from "../../components/toast";
import { useMyExtInfoQuery, useUpdateMyExtInfoMutation } from "../../graphql/__generated__/documents/extinfo";
import { checkExtForm, ExtInfoInputs, toExtForm, type ExtErrors, type ExtField } from "./ExtInfoInputs";
import { useNs } from "../../i18n";
import { extInfoNs } from "./i18n";

function MyExtInfoForm({ fields, values }: { fields: readonly ExtField[]; values: unknown }) {
  const { t: text } = useNs(extInfoNs);
  const [form, setForm] = useState(() => toExtForm(fields, values));
  const [errors, setErrors] = useState<ExtErrors>({});
  const [save, { loading }] = useUpdateMyExtInfoMutation();
  const submit = async () => {
    const checked = checkExtForm(fields, form);
    setErrors(checked.errors ?? {});
    if (!checked.values) return;
    const result = await save({ variables: { values: checked.values } });
    if (result.data) toast.success(text("saved"));
  };
  return (
    <Form onSubmit={() => void submit()} loading={loading} noValidate>
      <ExtInfoInputs
        fields={fields}
        form={form}
        errors={errors}
        onChange={(id, value) => setForm((current) => ({ ...current, [id]: value }))}
      />
      <Button type="submit" primary data-testid="ext-info-submit">
        {text("save")}
      </Button>
    </Form>
  );
}

export function MyExtInfo() {
  const session = useSession();
  const on = session.feature(extInfoFeature);
  const { t: text } = useNs(extInfoNs);
  const query = useMyExtInfoQuery({ skip: !on, fetchPolicy: "cache-and-network" });
  const info = query.data?.myExtInfo;
  if (!on || !info || info.fields.length === 0) return null;
  return (
    <Segment data-testid="ext-info-profile">
      <Header as="h3" content={text("profileTitle")} subheader={text("profileIntro")} />
      <MyExtInfoForm key={info.fields.map((f) => f.id).join(",")} fields={info.fields} values={info.values} />
    </Segment>
  );
}
