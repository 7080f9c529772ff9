import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '../pages/errors/StatusScreen.tsx';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';

/** The router's error element: chunk failures reload, unknown paths show not found, the rest the error page. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusScreen kind="notFound" standalone />;
  return <StatusScreen kind="error" standalone />;
}
