import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SymbolPicker } from '../../components/symbol-picker';
import { stockLinkFor } from '../../lib/stock-link';
import { usePageKey } from '../../lib/use-page-key';

/** The key that reaches the symbol search from any screen, as on the sites that taught it. */
export const SYMBOL_SEARCH_KEY = '/';

/**
 * `/` (when not typing) focuses the screen's own symbol search; a screen without one gets a "Go to a stock" box
 * in a dialog, whose pick opens that stock's page.
 */
export function SymbolSearchKey() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  usePageKey(SYMBOL_SEARCH_KEY, () => {
    const own = document.querySelector<HTMLInputElement>('main [data-symbol-search]');
    if (own) {
      own.focus();
      own.select();
      return;
    }
    setOpen(true);
  });
  // Opened once its box is drawn, so that the dialog's focus lands in the box.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <dialog
      ref={dialog}
      aria-label="Go to a stock"
      onClose={() => setOpen(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-xl bg-white p-4 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900"
    >
      {open && (
        <SymbolPicker
          value=""
          label="Go to a stock"
          placeholder="Type a symbol and press Enter..."
          onPick={(symbol) => {
            close();
            void navigate(stockLinkFor(symbol));
          }}
        />
      )}
    </dialog>
  );
}
