import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithTheme } from '../testing/render-with-theme';
import { SelectField } from './select-field';

function Form({ onValue }: { onValue(value: string): void }) {
  const { control, watch } = useForm<{ reason: string }>({ defaultValues: { reason: 'late' } });
  onValue(watch('reason'));
  return (
    <SelectField
      control={control}
      name="reason"
      label="Reason"
      helperText="Why you dispute it"
      options={[
        { value: 'late', label: 'Delivered late' },
        { value: 'hours', label: 'Hours or rate' },
        { value: 'closed', label: 'No longer offered', disabled: true },
      ]}
    />
  );
}

describe('SelectField', () => {
  test("shows the form's value, offers the options (a disabled one cannot be chosen) and writes the choice to the form", async () => {
    const values: string[] = [];
    renderWithTheme(<Form onValue={(value) => values.push(value)} />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(select).toHaveTextContent('Delivered late');
    expect(select).toHaveAccessibleDescription('Why you dispute it');

    await userEvent.click(select);
    expect(screen.getByRole('option', { name: 'No longer offered' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Hours or rate' }));
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Hours or rate');
    expect(values.at(-1)).toBe('hours');
  });
});
