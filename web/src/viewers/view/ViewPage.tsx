/**
 * The weView page (`view` under each stage's home, spec §2): the file its query names (`?file=` a
 * data set file id with `name` and an optional `record`, `?task=` and `output=` a task output, `?url=`
 * a read_file address), with an optional companion (`?with=` a data set file id with `withName`, or
 * `?withTask=` and `withOutput=`: a pose over its receptor), or a molecule file opened from this
 * computer.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Message } from "semantic-ui-react";
import { PageHeader } from "../../components/PageHeader";
import { inputFromQuery, type ViewInput } from "./sources";
import { WeView } from "./WeView";
import { useNs } from "../../i18n";
import { viewNs } from "./i18n";

const accepted =
  ".pdb,.ent,.pdbqt,.pqr,.cif,.mmcif,.mcif,.bcif,.mmtf,.gro,.sdf,.sd,.mol,.mol2,.cube,.cub,.dx,.ccp4,.mrc,.map,.xyz,.g3d";

export function ViewPage() {
  const { t } = useNs(viewNs);
  const [search] = useSearchParams();
  const query = search.toString();
  const fromQuery = useMemo(() => inputFromQuery(new URLSearchParams(query)), [query]);
  const [local, setLocal] = useState<ViewInput | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // A new address shows what it names, not the file opened before.
  useEffect(() => setLocal(null), [query]);
  const source = local ?? fromQuery;
  return (
    <div className="we-view-page" data-testid="view-page">
      <PageHeader title={t("title")} intro={t("intro")}>
        <Button
          icon="folder open outline"
          content={t("openLocal")}
          onClick={() => picker.current?.click()}
          data-testid="view-open-local"
        />
        <input
          ref={picker}
          type="file"
          hidden
          accept={accepted}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) setLocal({ kind: "local", file });
            event.target.value = "";
          }}
          data-testid="view-local-input"
        />
      </PageHeader>
      {source ? <WeView input={source} /> : <Message info content={t("noFile")} data-testid="view-empty" />}
    </div>
  );
}
