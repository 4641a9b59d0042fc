import type { JSX } from 'react';

/** The product's line icons: 24-unit outlines drawn in the current text colour, hidden from screen readers. */
export interface IconProps {
  className?: string;
}

export type Icon = (props: IconProps) => JSX.Element;

function OutlineIcon({ d, className = 'size-5' }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const BacktestIcon: Icon = (props) => (
  <OutlineIcon d={'M3 3v18h18M7 15l4-4 3 3 6-7M16 7h4v4'} {...props} />
);
export const SparkIcon: Icon = (props) => <OutlineIcon d={'M13 2 4 14h7l-1 8 9-12h-7z'} {...props} />;
export const TrendIcon: Icon = (props) => <OutlineIcon d={'M3 17l6-6 4 4 8-8M14 7h7v7'} {...props} />;
export const FlameIcon: Icon = (props) => (
  <OutlineIcon
    d={
      'M12 3c1.5 3.5 6 5.5 6 11a6 6 0 0 1-12 0c0-2.6 1.4-4.4 3-5.6 0 2.4.9 3.6 2.2 3.6C11 8.5 11.6 5.7 12 3z'
    }
    {...props}
  />
);
export const LevelsIcon: Icon = (props) => <OutlineIcon d={'M3 6h18M3 18h18M5 14l4-4 4 3 6-5'} {...props} />;
export const BreakoutIcon: Icon = (props) => <OutlineIcon d={'M3 12h18M12 21V4M7 9l5-5 5 5'} {...props} />;
export const SqueezeIcon: Icon = (props) => (
  <OutlineIcon d={'M3 12h5M16 12h5M5 8l4 4-4 4M19 8l-4 4 4 4'} {...props} />
);
export const GaugeIcon: Icon = (props) => (
  <OutlineIcon d={'M4 18a8 8 0 1 1 16 0M12 18l4-5M4 18h16'} {...props} />
);
export const CandlesIcon: Icon = (props) => (
  <OutlineIcon d={'M7 3v4M7 15v6M17 4v4M17 16v4M5 7h4v8H5zM15 8h4v8h-4z'} {...props} />
);
export const VolumeIcon: Icon = (props) => <OutlineIcon d={'M4 20v-6M9 20V10M14 20V4M19 20v-9'} {...props} />;
export const YearRangeIcon: Icon = (props) => (
  <OutlineIcon d={'M3 4h18M3 20h18M4 16l4-5 4 3 5-8M18 20v-3'} {...props} />
);
export const PulseIcon: Icon = (props) => <OutlineIcon d={'M3 12h4l2-5 4 10 2-5h6'} {...props} />;
export const FibonacciIcon: Icon = (props) => (
  <OutlineIcon d={'M3 4h18M3 9h18M3 12.5h18M3 15.5h18M3 20h18M6 20 18 4'} {...props} />
);
/** A magnifier over a list's lines: the Scanner. */
export const ScannerIcon: Icon = (props) => (
  <OutlineIcon d={'M3 5h10M3 10h6M3 15h5M14 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 16l4 4'} {...props} />
);
/** A five-pointed star: the Watchlist, and a row's watch toggle (filled by its class when watched). */
export const StarIcon: Icon = (props) => (
  <OutlineIcon d={'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z'} {...props} />
);
export const SearchIcon: Icon = (props) => (
  <OutlineIcon d={'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4'} {...props} />
);
export const CollapseIcon: Icon = (props) => <OutlineIcon d={'M15 6l-6 6 6 6M20 4v16'} {...props} />;
export const ExpandIcon: Icon = (props) => <OutlineIcon d={'M9 6l6 6-6 6M4 4v16'} {...props} />;
export const CheckIcon: Icon = (props) => <OutlineIcon d={'M5 12.5l4.5 4.5L19 7'} {...props} />;
export const PlayIcon: Icon = (props) => (
  <OutlineIcon d={'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z'} {...props} />
);
export const CloseIcon: Icon = (props) => <OutlineIcon d={'M6 6l12 12M18 6 6 18'} {...props} />;
export const ArrowRightIcon: Icon = (props) => <OutlineIcon d={'M4 12h16M14 6l6 6-6 6'} {...props} />;
export const MarketIcon: Icon = (props) => (
  <OutlineIcon d={'M4 20h16M6 16V9M10 16V5M14 16v-5M18 16V8'} {...props} />
);
export const ShieldIcon: Icon = (props) => (
  <OutlineIcon d={'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z'} {...props} />
);
export const ChevronDownIcon: Icon = (props) => <OutlineIcon d={'M6 9l6 6 6-6'} {...props} />;
export const PlusIcon: Icon = (props) => <OutlineIcon d={'M12 5v14M5 12h14'} {...props} />;
export const CalendarIcon: Icon = (props) => (
  <OutlineIcon
    d={'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z'}
    {...props}
  />
);
export const ArrowLeftIcon: Icon = (props) => <OutlineIcon d={'M20 12H4M10 6l-6 6 6 6'} {...props} />;
export const CameraIcon: Icon = (props) => (
  <OutlineIcon d={'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'} {...props} />
);
export const LocationIcon: Icon = (props) => (
  <OutlineIcon
    d={'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'}
    {...props}
  />
);
export const StorageIcon: Icon = (props) => (
  <OutlineIcon
    d={
      'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3'
    }
    {...props}
  />
);
export const KeyIcon: Icon = (props) => (
  <OutlineIcon
    d={'M14.5 14a5 5 0 1 0-4.6-3.1L3 17.8V21h3.2v-2h2v-2h2l1.7-1.7a5 5 0 0 0 2.6.7zM16.5 7.5h.01'}
    {...props}
  />
);
export const AppStoreIcon: Icon = (props) => (
  <OutlineIcon d={'M5 3.5v17l15-8.5zM5 3.5 14 12l-9 8.5M9.5 8 14 12l-4.5 4'} {...props} />
);
