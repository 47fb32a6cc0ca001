import { Box } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import type { PortalAuthProvider } from '../../dataProvider/types';
import { PortalLayout } from './PortalLayout';
import { PublicRoute } from '../layout/PublicRoute';
import { IframePage } from '../pages/iframe/IframePage';

/** /myiframe/* is public (SPEC §2): bare for a visitor, inside the layout once logged in. */
export function IframeRoute() {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  if (authProvider?.isLoggedIn()) {
    return (
      <PortalLayout>
        <IframePage />
      </PortalLayout>
    );
  }
  return (
    <PublicRoute>
      <Box sx={{ p: 3 }}>
        <IframePage />
      </Box>
    </PublicRoute>
  );
}
