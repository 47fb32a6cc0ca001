import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QC_REASON_CATEGORIES, QC_SEVERITIES } from '../../../src/domain/qcReasons';
import type { QcReason } from '../../../src/domain/qcReasons';
import { useQcReasonLabels } from './useQcDictionary';
import { useTextCounter } from '../../../src/forms/textLimit';

interface QcReasonFieldsProps {
  reason: QcReason;
  picking: boolean;
  onChange(patch: Partial<QcReason>): void;
  onPick(): void;
  onRemove(): void;
}

/**
 * One reason of the inspection: category, severity, pin and remove on the first line, the
 * description (what the designer reads) multi-line over the full width below: usable from a
 * phone to a wide screen (issue 21: it was 24 px wide at 1440 px).
 */
export function QcReasonFields({
  reason,
  picking,
  onChange,
  onPick,
  onRemove,
}: QcReasonFieldsProps) {
  const translate = useTranslate();
  const labels = useQcReasonLabels();
  const counter = useTextCounter('reason', reason.text);
  return (
    <Box
      data-testid="qc-form-reason"
      sx={{
        display: 'grid',
        gap: 1,
        mb: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 2fr) minmax(140px, 1fr) auto auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        select
        size="small"
        label={translate('app.orders.qc.form.category')}
        value={reason.category}
        onChange={(event) => onChange({ category: event.target.value as QcReason['category'] })}
        data-testid="qc-category"
      >
        {QC_REASON_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {labels[category] ?? category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.orders.qc.form.severity')}
        value={reason.severity}
        onChange={(event) => onChange({ severity: event.target.value as QcReason['severity'] })}
        data-testid="qc-severity"
      >
        {QC_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={severity}>
            {translate(`app.orders.qc.severity.${severity}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onPick} variant={reason.pin ? 'contained' : 'outlined'} data-testid="qc-pin">
        {translate(picking ? 'app.orders.qc.form.picking' : 'app.orders.qc.form.pin')}
      </Button>
      <Button onClick={onRemove}>{translate('app.orders.qc.form.remove')}</Button>
      <TextField
        size="small"
        multiline
        minRows={2}
        fullWidth
        label={translate('app.orders.qc.form.text')}
        value={reason.text}
        onChange={(event) => onChange({ text: event.target.value })}
        {...counter}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { 'data-testid': 'qc-text' } }}
      />
    </Box>
  );
}
