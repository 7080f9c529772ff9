import { StatusScreen } from './StatusScreen.tsx';

export const ForbiddenPage = () => <StatusScreen kind="forbidden" />;
export const NotFoundPage = () => <StatusScreen kind="notFound" />;
export const ServerErrorPage = () => <StatusScreen kind="serverError" />;
export const ErrorPage = () => <StatusScreen kind="error" />;
