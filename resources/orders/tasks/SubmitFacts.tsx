import { List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import type { CrownCountsPayload } from '../../../src/domain/submitRules';

/** What a submit for QC hands in: the crown counts and every file, as the version it becomes. */
export function SubmitFacts(props: {
  counts: CrownCountsPayload;
  files: readonly TaskFile[];
  version: number;
  /** A design short of the order: the line that goes with it ("" when none). */
  justification?: string;
}) {
  const translate = useTranslate();
  return (
    <div data-testid="submit-facts">
      <Typography variant="body2" data-testid="submit-counts">
        {translate('app.orders.confirm_step.submit_counts', {
          full: props.counts.fullCrownCount,
          inner: props.counts.innerCrownCount,
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.orders.confirm_step.submit_files')}
      </Typography>
      <List dense disablePadding>
        {props.files.map((file) => (
          <ListItem key={file.id} disableGutters data-testid="submit-file">
            {`${translate(`app.upload.slots.${file.fileType}`)}: ${file.originalName}`}
          </ListItem>
        ))}
      </List>
      {props.justification && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="submit-justification">
          {`${translate('app.design_check.panel.justification_given')}: ${props.justification}`}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.orders.confirm_step.submit_note', { version: props.version })}
      </Typography>
    </div>
  );
}
