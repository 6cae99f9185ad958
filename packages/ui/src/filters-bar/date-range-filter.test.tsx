import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DateRangeFilter } from './date-range-filter';

describe('DateRangeFilter', () => {
  test('shows both days, each bounding the other', () => {
    renderWithTheme(
      <DateRangeFilter
        fromLabel="Issued from"
        toLabel="Issued to"
        width={180}
        value={{ from: '2026-01-01', to: '2026-06-30' }}
        onChange={jest.fn()}
      />,
    );
    const from = screen.getByLabelText('Issued from');
    const to = screen.getByLabelText('Issued to');
    expect(from).toHaveValue('2026-01-01');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('max', '2026-06-30');
    expect(from).not.toHaveAttribute('min');
    expect(to).toHaveValue('2026-06-30');
    expect(to).toHaveAttribute('min', '2026-01-01');
    expect(to).not.toHaveAttribute('max');
  });

  test('an open end leaves the other field unbounded and empty', () => {
    renderWithTheme(<DateRangeFilter fromLabel="From" toLabel="To" width={170} value={{ from: null, to: null }} onChange={jest.fn()} />);
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('max');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('min');
  });

  test('reports the changed end with the other kept; a cleared day is null', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DateRangeFilter fromLabel="From" toLabel="To" width={170} value={{ from: '2026-11-01', to: '2026-11-30' }} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '2026-11-30' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: null });
  });
});
