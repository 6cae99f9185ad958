import Stack from '@mui/material/Stack';
import { BILLING_TEXTS } from '@portal/api-schema';
import { NumberField, type NumberFieldValue } from '@portal/ui';

const MIN_DEPOSIT_CENTS = 1;
const MAX_DEPOSIT_CENTS = 99;

export type DepositAmounts = [NumberFieldValue, NumberFieldValue];

/** Both amounts are given: what verifying needs. */
export function depositAmountsComplete(amounts: DepositAmounts): amounts is [number, number] {
  return amounts[0] !== '' && amounts[1] !== '';
}

/** The two micro-deposit amounts, in cents, as the ACH verify step and the payment methods page ask them. */
export function DepositAmountsFields({ amounts, onChange }: { amounts: DepositAmounts; onChange(amounts: DepositAmounts): void }) {
  const [first, second] = amounts;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <NumberField
        label={BILLING_TEXTS.achDeposit1}
        required
        value={first}
        min={MIN_DEPOSIT_CENTS}
        max={MAX_DEPOSIT_CENTS}
        onChange={(value) => onChange([value, second])}
      />
      <NumberField
        label={BILLING_TEXTS.achDeposit2}
        required
        value={second}
        min={MIN_DEPOSIT_CENTS}
        max={MAX_DEPOSIT_CENTS}
        onChange={(value) => onChange([first, value])}
      />
    </Stack>
  );
}
