import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { BUDGET_CURRENCIES } from '@portal/api-schema';

export type BudgetCurrencyFieldProps = Omit<TextFieldProps, 'select' | 'label' | 'slotProps' | 'children'>;

/** The currency of an hourly budget: a native select of the budget currencies. */
export function BudgetCurrencyField(props: BudgetCurrencyFieldProps) {
  return (
    <TextField {...props} select label="Currency" required slotProps={{ select: { native: true } }}>
      {BUDGET_CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {currency}
        </option>
      ))}
    </TextField>
  );
}
