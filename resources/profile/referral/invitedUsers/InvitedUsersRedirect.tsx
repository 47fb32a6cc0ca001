import { Navigate } from 'react-router-dom';
import { personalCenterPath } from '../../../../src/routes/paths';

/** /invitedUsers: the promotion record lives in personal centre tab 4. */
export function InvitedUsersRedirect() {
  return <Navigate to={personalCenterPath('4')} replace />;
}
