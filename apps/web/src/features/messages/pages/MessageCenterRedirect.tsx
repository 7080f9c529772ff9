import { conversationsPath } from '@portal/contracts/common/portal-links';
import { Navigate } from 'react-router';

/** /message-center and /message-center/message-center-new open the conversations. */
export function MessageCenterRedirect() {
  return <Navigate to={conversationsPath} replace />;
}
