import { type InputHTMLAttributes, useId } from 'react';
import { classNames } from './class-names';
import { controlClassName, describedBy, FieldFrame } from './field-frame';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: string;
  /** Shown in red under the input; marks the input invalid. */
  error?: string;
  helperText?: string;
}

/** A text input with label, required asterisk, error text and helper text. */
export function TextInput({ label, error, helperText, required, id, className, ...rest }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} required={required} error={error} helperText={helperText}>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, helperText)}
        className={classNames(controlClassName(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
}
