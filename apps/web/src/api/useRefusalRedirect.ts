import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { forbiddenPath, isApiError } from './api-error.ts';

/** Whether a load failed because the thing is not the caller's to see (403) or not there (404). */
export const isDeniedOrMissing = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * Leads a page whose load was refused to /403 (saying why: forbiddenPath) or, for a missing
 * thing or a route id that is none (`missing`), to /404, replacing the page in the history.
 */
export function useRefusalRedirect(error: unknown, missing = false) {
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
    else if (isApiError(error) && error.status === 403) navigate(forbiddenPath(error), { replace: true });
    else if (isApiError(error) && error.status === 404) navigate('/404', { replace: true });
  }, [missing, error, navigate]);
}
