import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { pendingEventLink } from './event-link.ts';
import { clearCookie, EVENT_COOKIE, readCookie } from './cookies.ts';
import { afterLoginTarget } from './redirects.ts';
import { signIn } from './session-api.ts';

interface SignInError {
  key: string;
  userId?: number;
}

/** Signs in and goes where spec-1 section 4 says: first-login, own profile, redirectTo, event link or dashboard. */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<SignInError | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(input: { email: string; password: string; rememberMe: boolean }) {
    setPending(true);
    setError(null);
    try {
      const user = await signIn(input);
      const eventLink = pendingEventLink(readCookie(EVENT_COOKIE));
      clearCookie(EVENT_COOKIE);
      const target = afterLoginTarget(user, params.get('redirectTo'));
      navigate(target === '/dashboard' && eventLink ? eventLink : target, { replace: true });
    } catch (e) {
      if (isApiError(e) && !e.handled) {
        const userId = typeof e.params?.userId === 'number' ? e.params.userId : undefined;
        setError({ key: e.messageKey, userId });
      } else if (!isApiError(e)) setError({ key: 'network_error' });
    } finally {
      setPending(false);
    }
  }

  return { submit, error, pending };
}
