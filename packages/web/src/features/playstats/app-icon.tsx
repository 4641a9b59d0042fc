import { useState } from 'react';
import { classNames } from '../../components/class-names';

export interface AppIconProps {
  url: string | null;
  name: string;
  className: string;
  /** Draws the name's first letter where there is no icon, or it fails to load; without it nothing is drawn. */
  placeholder?: boolean;
}

/** An app's icon from the store; one that fails to load is hidden, or replaced by the placeholder. */
export function AppIcon({ url, name, className, placeholder = false }: AppIconProps) {
  const [failed, setFailed] = useState(false);
  if (url === null || url === '' || failed) {
    if (!placeholder) return null;
    return (
      <div
        data-testid="app-icon-placeholder"
        aria-hidden="true"
        className={classNames(
          'flex shrink-0 items-center justify-center rounded-2xl bg-primary-soft font-bold text-primary-ink',
          className,
        )}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      data-testid="app-icon"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={classNames('shrink-0 rounded-2xl object-cover', className)}
    />
  );
}
