import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/layouts';
import { ErrorPage } from '../pages/error/ErrorPage';
import { useShell } from '../app/shell';
import { isServerError } from './serverError';
import { openViteErrorOverlay } from './viteErrorOverlay';

interface ErrorData {
  message?: string;
}

/**
 * spec §2, §8: every error renders the error page in the error layout; details only with ?error
 * or outside production. A server render's exception carries its details only outside
 * production (serverError.ts), so `?error` shows a browser's error, never a server's.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { search } = useLocation();
  const { publicConfig } = useShell();
  const showDetails = !publicConfig.production || new URLSearchParams(search).has('error');
  useEffect(() => {
    // import.meta.env.DEV is false in a build, which drops this and Vite's overlay with it.
    if (import.meta.env.DEV && isServerError(error) && error.stack)
      void openViteErrorOverlay(error);
  }, [error]);

  if (isRouteErrorResponse(error)) {
    const message = (error.data as ErrorData | undefined)?.message ?? error.statusText;
    return (
      <ErrorLayout>
        <ErrorPage status={error.status} message={message} showDetails={showDetails} />
      </ErrorLayout>
    );
  }
  if (isServerError(error)) {
    return (
      <ErrorLayout>
        <ErrorPage status={500} message={error.message} stack={error.stack} showDetails />
      </ErrorLayout>
    );
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  return (
    <ErrorLayout>
      <ErrorPage
        status={500}
        message={failure.message}
        stack={failure.stack}
        showDetails={showDetails}
      />
    </ErrorLayout>
  );
}
