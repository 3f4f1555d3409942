/**
 * The "Draw" button of a SMILES argument in a run form: opens weDraw in a dialog and puts the drawn
 * molecule's SMILES into the argument. The editor loads as its own chunk when the dialog opens.
 */
import { useState } from "react";
import { Button, Modal } from "semantic-ui-react";
import { toast } from "../../components/toast";
import { useNs } from "../../i18n";
import { drawNs } from "./i18n";
import { LazyDrawViewer } from "./lazy";

export interface DrawArgButtonProps {
  readonly onSmiles: (smiles: string) => void;
  readonly disabled?: boolean;
  readonly testId: string;
}

export function DrawArgButton(props: DrawArgButtonProps) {
  const { t: text } = useNs(drawNs);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pencil alternate"
        content={text("argument.button")}
        disabled={props.disabled}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
      />
      {open ? (
        <Modal
          open
          size="fullscreen"
          className="draw-arg-dialog"
          onClose={() => setOpen(false)}
          closeIcon
          data-testid="draw-arg-dialog"
        >
          <Modal.Header>{text("argument.title")}</Modal.Header>
          <Modal.Content>
            <p className="muted">{text("argument.hint")}</p>
            <LazyDrawViewer
              compact
              onUse={(molecule) => {
                props.onSmiles(molecule.smiles);
                setOpen(false);
                toast.success(text("argument.filled"));
              }}
            />
          </Modal.Content>
        </Modal>
      ) : null}
    </>
  );
}
