import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { useFormatters } from '../../../src/format/useFormatters';
import { usePermission } from '../../../src/session/usePermission';
import { serverDateTimeOf } from '../../../src/domain/format';
import { useDesignerProfile } from './useDesignerProfile';
import { useSharedDesignerProfile, type DesignerProfile } from './sharedDesignerProfile';
import { useTaskAction } from './useTaskAction';
import { focusPageHeading } from '../../../src/page/focusHeading';

const HOUR_MS = 3_600_000;

/**
 * Grabs a pool order once the designer confirmed what they take on (type, units, deadline);
 * disabled (with the reason for the order's type) when the user may not. In a list, with the
 * profile the list shares; alone (the task detail), with its own read of it.
 */
export function GrabButton({ task }: { task: DesignTask }) {
  const shared = useSharedDesignerProfile();
  return shared ? <GrabFor task={task} profile={shared} /> : <GrabWithOwnProfile task={task} />;
}

function GrabWithOwnProfile({ task }: { task: DesignTask }) {
  return <GrabFor task={task} profile={useDesignerProfile()} />;
}

function GrabFor({ task, profile }: { task: DesignTask; profile: DesignerProfile }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const blocker = profile.blockerFor(task.dentureType);
  const permitted = usePermission('workbench_grab');
  if (!permitted) return null;
  // The reason a disabled grab gives stands apart from it (issue 39: it touched the button).
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      <ConfirmButton
        variant="contained"
        size="small"
        disabled={pending || profile.isPending || blocker !== undefined || profile.isSubAccount}
        title="app.orders.confirm_step.grab"
        titleOptions={{ orderNo: task.orderNo }}
        content={<GrabFacts task={task} />}
        pending={pending}
        onConfirm={() =>
          void run((api) => api.grabTask(task.id), 'app.orders.done.grab').then(
            (granted) => granted && focusPageHeading(),
          )
        }
      >
        {translate('app.orders.actions.grab')}
      </ConfirmButton>
      {blocker === 'type_not_certified' && (
        <Typography variant="caption" color="warning" data-testid="grab-type-blocked">
          {translate('app.orders.grab_blocked.type_not_certified')}
        </Typography>
      )}
    </Stack>
  );
}

/** What a grab commits to: the order's type and units, and when the design would be due. */
function GrabFacts({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const valueLabel = useTaskValueLabels();
  const { serverDateTime } = useFormatters();
  const field = (name: 'dentureType' | 'unit' | 'productName') =>
    translate('app.orders.labelled', { label: translate(`resources.tasks.fields.${name}`) }) +
    valueLabel(name, String(task[name]));
  // The dialog's content mounts when it opens: "now" is when the designer is asked.
  const [openedAt] = useState(() => Date.now());
  // On the server's clock, zone named, as the order's deadline reads once grabbed (issue 39).
  const due = serverDateTime(serverDateTimeOf(openedAt + task.designCycle * HOUR_MS));
  return (
    <div data-testid="grab-facts">
      <Typography variant="body2">{field('productName')}</Typography>
      <Typography variant="body2">{field('dentureType')}</Typography>
      <Typography variant="body2">{field('unit')}</Typography>
      <Typography variant="body2" data-testid="grab-deadline">
        {translate('app.orders.confirm_step.grab_deadline', {
          time: due,
          hours: task.designCycle,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.orders.confirm_step.grab_note')}
      </Typography>
    </div>
  );
}
