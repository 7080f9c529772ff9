import { eventFeedbackFormPath } from '@portal/contracts/common/portal-links';
import { Navigate, useSearchParams } from 'react-router';

/**
 * /answer-survey?eventId=: the survey mail's link. Its loader sends the visitor on (sign in first,
 * then the form: app/event-redirects.ts); should the page ever render, it opens the form itself.
 */
export function AnswerSurveyPage() {
  const [params] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  return <Navigate to={/^\d+$/.test(eventId) ? eventFeedbackFormPath(eventId) : '/dashboard'} replace />;
}
