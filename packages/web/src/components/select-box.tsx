import { type SelectHTMLAttributes, useId } from 'react';
import { classNames } from './class-names';
import { controlClassName, describedBy, FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectBoxProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label?: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
}

/** A labelled drop-down of options. */
export function SelectBox({
  label,
  options,
  value,
  onChange,
  error,
  helperText,
  required,
  id,
  className,
  ...rest
}: SelectBoxProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame id={selectId} label={label} required={required} error={error} helperText={helperText}>
      <select
        id={selectId}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, helperText)}
        className={classNames(controlClassName(Boolean(error)), className)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
