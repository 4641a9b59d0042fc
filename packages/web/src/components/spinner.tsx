import { classNames } from './class-names';

const SIZES = { small: 'size-4 border-2', medium: 'size-8 border-[3px]', large: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Read by screen readers; the spinner is silent when empty. */
  label?: string;
  className?: string;
}

/** A turning ring in the current text colour. */
export function Spinner({ size = 'medium', label = 'Loading', className }: SpinnerProps) {
  const ring = classNames(
    'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent align-middle',
    SIZES[size],
    className,
  );
  if (label === '') return <span aria-hidden="true" className={ring} />;
  return <span role="status" aria-label={label} className={ring} />;
}
