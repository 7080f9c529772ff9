import { Navigate } from 'react-router';
import { MESSAGE_CENTER } from '../components/message-format.ts';

/** /message-center and /message-center/message-center-new open the conversations. */
export function MessageCenterRedirect() {
  return <Navigate to={`${MESSAGE_CENTER}/conversations`} replace />;
}
