import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { InvitedUser } from '../../../dataProvider/profileWireTypes';

/** Shown in personal centre tab 4 (InvitedUserList), so no list route of its own. */
export default {
  icon: GroupAddIcon,
  recordRepresentation: (record: InvitedUser) => record.name,
};
