import { Box, Card, CardContent, Slider, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { computeTax, fenToYuan, parseYuan, typedAmount } from '../../../src/domain/money';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';

const TaxChart = lazy(() => import('./TaxChart'));

const STEPS = ['total', 'deduction', 'taxable', 'rate', 'quickDeduction', 'tax', 'net'] as const;

/** /order/settlement/tax: the month's tax step by step, the same rule the server withholds. */
export function TaxCalculatorTab() {
  const translate = useTranslate();
  const { money, percent } = useFormatters();
  const currency = useSettlementCurrency();
  const [text, setText] = useState('30000');
  const [whatIf, setWhatIf] = useState<number | undefined>(undefined);
  const typedFen = parseYuan(typedAmount(text));
  const amountFen = whatIf ?? typedFen ?? 0;
  const result = computeTax(amountFen);
  const figure = (step: (typeof STEPS)[number]) => {
    if (step === 'rate') return percent(result.ratePercent);
    const fen = {
      total: result.totalFen,
      deduction: result.deductionFen,
      taxable: result.taxableFen,
      quickDeduction: result.quickDeductionFen,
      tax: result.taxFen,
      net: result.netFen,
    }[step];
    return money(fenToYuan(fen), currency);
  };
  return (
    <Stack spacing={2} data-testid="tax-calculator">
      <TextField
        label={translate('app.money.tax.amount')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setWhatIf(undefined);
        }}
        error={typedFen === undefined}
        helperText={typedFen === undefined ? translate('app.money.validation.invalidAmount') : ' '}
        inputProps={{ inputMode: 'decimal', 'data-testid': 'tax-amount' }}
        sx={{ maxWidth: 320 }}
      />
      <Typography data-testid="tax-bracket">
        {translate('app.money.tax.bracket')}:{' '}
        {translate(`app.money.tax.brackets.${result.bracket}`)}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {STEPS.map((step) => (
              <Box key={step} sx={{ display: 'contents' }} data-testid={`tax-step-${step}`}>
                <Typography component="dt">{translate(`app.money.tax.steps.${step}`)}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {figure(step)}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Typography variant="body2" color="text.secondary">
        {translate('app.money.tax.explanation')}
      </Typography>
      <Box sx={{ maxWidth: 480 }}>
        <Typography gutterBottom>
          {translate('app.money.tax.whatIf')} {money(fenToYuan(amountFen), currency)}
        </Typography>
        <Slider
          value={fenToYuan(amountFen)}
          min={0}
          max={Math.max(10_000, fenToYuan(typedFen ?? 0) * 2)}
          step={100}
          onChange={(_event, value) => setWhatIf(Math.round((value as number) * 100))}
          aria-label={translate('app.money.tax.whatIf')}
        />
      </Box>
      <Suspense fallback={null}>
        <TaxChart centreFen={amountFen} />
      </Suspense>
    </Stack>
  );
}
