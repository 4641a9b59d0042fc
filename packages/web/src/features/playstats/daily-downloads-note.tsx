import type { PlayProvenance } from '@nepse/contract';
import { classNames } from '../../components/class-names';

export interface DailyDownloadsNoteProps {
  /** Where the shown answer came from: the demo catalogue's series are its own, said so. */
  provenance?: PlayProvenance;
  className?: string;
}

/** How the pages' daily downloads are made, said where they show (issue 21). */
export function DailyDownloadsNote({ provenance, className }: DailyDownloadsNoteProps) {
  return (
    <p className={classNames('text-slate-600 text-xs dark:text-slate-400', className)}>
      Daily downloads are the differences between consecutive daily snapshots of an app's install counter,
      which this server takes once a day for every app opened here. A gap of several days is one interval,
      spread over its days, never invented days; a counter that went down or did not move shows as such.
      Google Play shows only a rounded floor ("1M+") for some apps: their figures then follow that floor.
      {provenance === 'demo' &&
        " This app's figures come from the demo catalogue: made up, and never stored."}
    </p>
  );
}
