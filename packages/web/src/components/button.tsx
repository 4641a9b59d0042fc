import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline';
export type ButtonSize = 'small' | 'medium' | 'large';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  secondary:
    'bg-slate-200 text-slate-900 hover:bg-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  outline:
    'border border-primary text-primary-ink hover:bg-primary-soft dark:hover:bg-primary-soft bg-transparent',
};

const SIZES: Record<ButtonSize, string> = {
  small: 'px-3 py-1.5 text-sm gap-1.5',
  medium: 'px-4 py-2 text-sm gap-2',
  large: 'px-6 py-3 text-base gap-2.5',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
}

/**
 * The product's button: variants primary, secondary, danger and outline; sizes small, medium and large; a
 * loading state.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      className={classNames(
        'inline-flex items-center justify-center rounded-lg font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
    >
      {loading && <Spinner size="small" label="" />}
      {children}
    </button>
  );
}
