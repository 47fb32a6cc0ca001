import { Chip } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslate } from 'react-admin';
import { useThreadUnread } from '../../notifications';

/** The unread entries of an order's thread (workbench card, QC queue row); nothing when none. */
export function ThreadUnreadBadge({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const count = useThreadUnread(taskId);
  if (count === 0) return null;
  const label = translate('app.orders.thread.unread', { count });
  return (
    <Chip
      size="small"
      color="error"
      icon={<ForumOutlinedIcon />}
      label={count}
      title={label}
      // Announced when it changes: news arrived on the order.
      role="status"
      aria-label={label}
      data-testid="thread-unread"
      data-count={count}
    />
  );
}
