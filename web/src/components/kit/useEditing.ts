import { useState } from "react";

/** Which row a screen's dialog edits: none (closed), a new one, or a row of the table. */
export interface Editing<T> {
  readonly open: boolean;
  /** The row being edited; null while creating or closed. */
  readonly row: T | null;
  readonly create: () => void;
  readonly edit: (row: T) => void;
  readonly close: () => void;
}

export function useEditing<T>(): Editing<T> {
  const [state, setState] = useState<{ readonly row: T | null } | null>(null);
  return {
    open: state !== null,
    row: state?.row ?? null,
    create: () => setState({ row: null }),
    edit: (row) => setState({ row }),
    close: () => setState(null),
  };
}
