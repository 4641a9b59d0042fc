import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The text under the heading: "status statusText" of a thrown response, else the error's message. */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's error screen: "Unexpected Application Error!" and what went wrong. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center dark:bg-slate-950">
      <h2 className="font-bold text-2xl text-red-700 dark:text-red-400">Unexpected Application Error!</h2>
      <h3 className="max-w-2xl break-words font-mono text-slate-800 text-sm dark:text-slate-200">
        {routeErrorText(error)}
      </h3>
      <p className="text-slate-600 text-sm dark:text-slate-400">
        Reload the page, or{' '}
        <a href="/" className="font-medium text-primary-ink underline underline-offset-4">
          return to the home page
        </a>
        .
      </p>
    </div>
  );
}
