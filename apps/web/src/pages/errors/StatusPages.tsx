import { useSearchParams } from 'react-router';
import { StatusScreen } from './StatusScreen.tsx';

/** /403, with the refusal's reason when one came along (/403?reason=dont_have_invitation). */
export function ForbiddenPage() {
  const [params] = useSearchParams();
  return <StatusScreen kind="forbidden" reason={params.get('reason')} />;
}
export const NotFoundPage = () => <StatusScreen kind="notFound" />;
export const ServerErrorPage = () => <StatusScreen kind="serverError" />;
export const ErrorPage = () => <StatusScreen kind="error" />;
