import { type ToastOptions, toast } from 'react-toastify/unstyled';

/** Spec sections 8 and 9: red, bottom right, 5 s, closable by click, pausable on hover, draggable. */
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
  toast.error(message, ERROR_TOAST_OPTIONS);
}

/** The product's info toast (spec section 8, e.g. a search without results): placed and timed as the error toast. */
export function showInfoToast(message: string): void {
  toast.info(message, ERROR_TOAST_OPTIONS);
}
