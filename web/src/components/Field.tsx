import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "semantic-ui-react";
import type { ValidationKey } from "./validation";

interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: ValidationKey | null | undefined;
  /** A ready message, when the check is not one of the shared validation keys. */
  readonly message?: string | null;
  readonly type?: "text" | "password" | "email" | "tel" | "number" | "url" | "time";
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly testId?: string;
  readonly width?: 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;
  readonly hint?: string;
  readonly maxLength?: number;
}

/** One labelled input with its validation message; the input carries `data-testid="field-<name>"`. */
export function Field(props: FieldProps) {
  const { t } = useTranslation();
  const error = props.message ?? (props.error ? t(`validation.${props.error}`) : undefined);
  return (
    <Form.Input
      id={`field-${props.name}`}
      label={props.label}
      value={props.value}
      type={props.type ?? "text"}
      required={props.required}
      disabled={props.disabled}
      placeholder={props.placeholder}
      width={props.width}
      error={error ? { content: error, pointing: "above" } : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
      input={{
        "data-testid": props.testId ?? `field-${props.name}`,
        autoComplete: props.autoComplete ?? "off",
        maxLength: props.maxLength,
        name: props.name,
      }}
    />
  );
}
