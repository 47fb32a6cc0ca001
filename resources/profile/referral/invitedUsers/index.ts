import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { InvitedUser } from '../../../../dataProvider/profileWireTypes';
import { InvitedUsersRedirect } from './InvitedUsersRedirect';

/** Shown in personal centre tab 4 (InvitedUserList); its list route leads there. */
export default {
  list: InvitedUsersRedirect,
  icon: GroupAddIcon,
  recordRepresentation: (record: InvitedUser) => record.name,
};
