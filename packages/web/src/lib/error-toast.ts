import { lazy } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * The toast library loads on the first toast, off the path to a page's first paint: a toast shown before the
 * container has loaded waits in the library's queue until it mounts.
 */
const toastLibrary = () => import('react-toastify/unstyled');

/** Red, bottom right, 5 s, closable by click, pausable on hover, draggable. */
export const ERROR_TOAST_OPTIONS: ToastOptions = {
  position: 'bottom-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
  theme: 'colored',
};

/** Shows the product's red error toast. */
export function showErrorToast(message: string): void {
  void toastLibrary().then(({ toast }) => toast.error(message, ERROR_TOAST_OPTIONS));
}

/** The product's info toast (e.g. a search without results): placed and timed as the error toast. */
export function showInfoToast(message: string): void {
  void toastLibrary().then(({ toast }) => toast.info(message, ERROR_TOAST_OPTIONS));
}

/** The container the toasts show in, loaded with the library after the page's first paint. */
export const ToastContainer = lazy(() =>
  toastLibrary().then((library) => ({ default: library.ToastContainer })),
);
