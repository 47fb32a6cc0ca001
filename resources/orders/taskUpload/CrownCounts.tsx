import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { checkCrownCount } from '../../../src/domain/fileRules';
import { countReasonProblem, countsDifferFromChart } from '../../../src/domain/submitRules';
import { startingCounts, useCrownCounts } from '../shared/useCrownCounts';

const KINDS = [
  { name: 'full', taskField: 'fullCrownCount' },
  { name: 'inner', taskField: 'innerCrownCount' },
] as const;

/**
 * The tooth counts of the delivery, checked as they are typed (SPEC §5): whole numbers, at least
 * 0; a kind the task asks for (its own count above 0) must be above 0. They start from the tooth
 * chart (issue 24); counts that differ from it need a reason. They live on this page and are kept
 * until the submit for inspection sends them (useCrownCounts).
 */
export function CrownCounts({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { counts, reason, set } = useCrownCounts(task);
  const charted = Boolean(task.teeth && task.teeth.length > 0);
  const start = startingCounts(task);
  const reasonProblem = countReasonProblem(task, counts, reason);
  return (
    <Card variant="outlined" data-testid="crown-counts">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.upload.crowns.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {charted
            ? translate('app.orders.teeth.counts.from_chart', {
                full: start.fullCrownCount,
                inner: start.innerCrownCount,
              })
            : translate('app.upload.crowns.hint', {
                full: task.fullCrownCount,
                inner: task.innerCrownCount,
              })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          {KINDS.map((kind) => {
            const problem = checkCrownCount(counts[kind.taskField], task[kind.taskField] > 0);
            return (
              <TextField
                key={kind.name}
                id={`crown-${kind.name}`}
                size="small"
                label={translate(`app.upload.crowns.${kind.name}`)}
                value={counts[kind.taskField]}
                onChange={(event) => set(kind.taskField, event.target.value)}
                error={Boolean(problem)}
                helperText={problem ? translate(problem) : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { xs: '100%', sm: 220 } }}
              />
            );
          })}
        </Box>
        {countsDifferFromChart(task, counts) && (
          <TextField
            id="crown-count-reason"
            size="small"
            fullWidth
            multiline
            required
            label={translate('app.orders.teeth.counts.reason')}
            value={reason}
            onChange={(event) => set('countReason', event.target.value)}
            error={Boolean(reasonProblem)}
            helperText={reasonProblem ? translate(reasonProblem) : ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
