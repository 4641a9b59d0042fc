import { PRODUCT_NAME } from '../lib/page-meta';
import { AppLink } from './app-link';
import { classNames } from './class-names';

/** The product's mark: three candles over a rising line. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 9v14M16 6v16M23 11v12" stroke="white" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="7" y="12" width="4" height="7" rx="1" fill="white" />
      <rect x="14" y="9" width="4" height="9" rx="1" fill="white" />
      <rect x="21" y="14" width="4" height="6" rx="1" fill="white" opacity="0.75" />
    </svg>
  );
}

/** The mark and the product name, linking home. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <AppLink
      to="/"
      className={classNames('inline-flex items-center gap-2.5 font-bold text-lg tracking-tight', className)}
      aria-label={compact ? `${PRODUCT_NAME} home` : undefined}
    >
      <BrandMark className="size-8 shrink-0" />
      {!compact && <span>{PRODUCT_NAME}</span>}
    </AppLink>
  );
}
