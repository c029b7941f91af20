import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorLayout } from '../layouts/layouts';
import { ErrorPage } from '../pages/error/ErrorPage';
import { useShell } from '../app/shell';

interface ErrorData {
  message?: string;
}

/**
 * spec §2, §8: every error renders the error page in the error layout; details only with ?error
 * or outside production.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { search } = useLocation();
  const { publicConfig } = useShell();
  const showDetails = !publicConfig.production || new URLSearchParams(search).has('error');

  if (isRouteErrorResponse(error)) {
    const message = (error.data as ErrorData | undefined)?.message ?? error.statusText;
    return (
      <ErrorLayout>
        <ErrorPage status={error.status} message={message} showDetails={showDetails} />
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
