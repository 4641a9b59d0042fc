import { useEffect, useRef } from 'react';

/** Whether a key press is typing: into a text field, a select or editable text, where a key is its letter. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(target.type);
}

/**
 * Calls `onKey` when `key` is pressed anywhere on the page, except while typing (see `isTyping`) or with Ctrl,
 * Alt or Meta held (the browser's and the system's own shortcuts).
 */
export function usePageKey(key: string, onKey: () => void): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target))
        return;
      event.preventDefault();
      handler.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [key]);
}
