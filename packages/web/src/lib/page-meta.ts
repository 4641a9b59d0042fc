import { useEffect } from 'react';

export const PRODUCT_NAME = 'NEPSE Backtest';
/** The landing page's full title, also the document's title before any page mounts. */
export const LANDING_TITLE = 'NEPSE Backtest - Strategy Backtesting and Technical Analysis for NEPSE';

function headLink(rel: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (link === null) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

function setMetaProperty(property: string, content: string): void {
  document.head.querySelector(`meta[property="${property}"]`)?.setAttribute('content', content);
}

/**
 * Sets the document title (a page's own, followed by the product name) and the canonical address. The server does
 * not know its public address, so the canonical link and og:url are made from the page's origin at run time.
 */
export function usePageMeta(title: string): void {
  useEffect(() => {
    const fullTitle = title === LANDING_TITLE ? title : `${title} | ${PRODUCT_NAME}`;
    document.title = fullTitle;
    const canonical = `${window.location.origin}${window.location.pathname}`;
    headLink('canonical').href = canonical;
    setMetaProperty('og:url', canonical);
    setMetaProperty('og:title', fullTitle);
  }, [title]);
}
