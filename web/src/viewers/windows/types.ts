/** What a viewer declares to open in a plugin window (see registry.ts). */
import type { ComponentType } from "react";
import type { SemanticICONS } from "semantic-ui-react";
import type { Stage } from "../../app/paths";

export interface ViewerWindowDef<Input> {
  /** The icon of the window's title bar and of its chip when minimised. */
  readonly icon: SemanticICONS;
  /** The window's title for an input (the file's name, usually). */
  readonly title: (input: Input) => string;
  /** The viewer, a lazily loaded chunk: it fills the window's body. */
  readonly Component: ComponentType<{ readonly input: Input }>;
  /**
   * The viewer's own page showing the same input (a hash route with its query), for "open in a new
   * browser window"; null when the input cannot be written in an address (a local file, a text).
   */
  readonly pageRoute: (input: Input, stage: Stage) => string | null;
}
