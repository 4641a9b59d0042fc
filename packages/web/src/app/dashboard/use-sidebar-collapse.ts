import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/** The sidebar collapses below 768 px. */
export const NARROW_QUERY = '(max-width: 767px)';

/**
 * Whether the sidebar is collapsed: it starts expanded (collapsed on a narrow window), collapses whenever the
 * window becomes narrower than 768 px and expands when it becomes wider again; the toggle button overrides it
 * in between.
 */
export function useSidebarCollapse(): [boolean, () => void] {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(narrow);
  useEffect(() => setCollapsed(narrow), [narrow]);
  return [collapsed, () => setCollapsed((c) => !c)];
}
