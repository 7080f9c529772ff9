import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { askQuestion } from '../../api/toasts.tsx';
import { signOut } from '../../session/session-api.ts';

/** Log out after the confirmation question; logout goes to / (spec-1 section 4). */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    if (!(await askQuestion(t('general:logout_question')))) return;
    await signOut();
    queryClient.clear();
    navigate('/', { replace: true });
  };
}
