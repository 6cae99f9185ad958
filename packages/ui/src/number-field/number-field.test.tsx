import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { NumberField, type NumberFieldValue } from './number-field';

function Harness({
  initial = '',
  min,
  max,
  step,
  onValue,
}: {
  initial?: NumberFieldValue;
  min?: number;
  max?: number;
  step?: number;
  onValue: (value: NumberFieldValue) => void;
}) {
  const [value, setValue] = useState<NumberFieldValue>(initial);
  return (
    <>
      <NumberField
        label="Deposit amount 1"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('NumberField', () => {
  test('reports what is typed', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} min={0} max={100} />);
    await userEvent.type(screen.getByLabelText('Deposit amount 1'), '42.5');
    expect(onValue).toHaveBeenLastCalledWith(42.5);
    expect(screen.getByLabelText('Deposit amount 1')).toHaveValue('42.5');
  });

  test('clamps to max on blur', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} min={1} max={99} />);
    const input = screen.getByLabelText('Deposit amount 1');
    await userEvent.type(input, '250');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onValue).toHaveBeenLastCalledWith(99);
    expect(input).toHaveValue('99');
  });

  test('clamps to min on blur', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} min={1} max={99} />);
    const input = screen.getByLabelText('Deposit amount 1');
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(input).toHaveValue('1');
  });

  test('clamps when the value is committed with Enter', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} max={10} />);
    const input = screen.getByLabelText('Deposit amount 1');
    await userEvent.type(input, '12{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue('10');
  });

  test('ignores characters that cannot make a number and reports an emptied field as empty', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} initial={7} />);
    const input = screen.getByLabelText('Deposit amount 1');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('7');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  test('steps with the arrow keys within the bounds', async () => {
    const onValue = jest.fn<(value: NumberFieldValue) => void>();
    renderWithTheme(<Harness onValue={onValue} initial={9} max={10} />);
    const input = screen.getByLabelText('Deposit amount 1');
    await userEvent.type(input, '{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('10');
    await userEvent.type(input, '{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(9);
  });

  test('shows a new value from the parent', () => {
    const { rerender } = renderWithTheme(<NumberField label="Amount" value={3} onChange={() => {}} />);
    rerender(<NumberField label="Amount" value={8} onChange={() => {}} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('8');
  });
});
