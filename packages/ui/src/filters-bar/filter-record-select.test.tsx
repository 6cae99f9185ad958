import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterRecordSelect } from './filter-record-select';

const PEOPLE = [
  { id: 'p1', name: 'Ada Lovelace' },
  { id: 'p2', name: 'Alan Turing' },
];

function renderPeople(value: string | null, onChange = jest.fn()) {
  return renderWithTheme(
    <FilterRecordSelect
      label="Person"
      allLabel="Everyone"
      selectedLabel="Selected person"
      value={value}
      records={PEOPLE}
      minWidth={200}
      onChange={onChange}
    />,
  );
}

describe('FilterRecordSelect', () => {
  test('offers all and each record; choosing gives its id, all gives null', async () => {
    const onChange = jest.fn();
    const { rerender } = renderPeople(null, onChange);
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ada Lovelace', 'Alan Turing']);
    await userEvent.click(screen.getByRole('option', { name: 'Alan Turing' }));
    expect(onChange).toHaveBeenLastCalledWith('p2');

    rerender(
      <FilterRecordSelect
        label="Person"
        allLabel="Everyone"
        selectedLabel="Selected person"
        value="p2"
        records={PEOPLE}
        minWidth={200}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Alan Turing');
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    await userEvent.click(screen.getByRole('option', { name: 'Everyone' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('keeps a record of a shared link chosen before the list has it', () => {
    renderPeople('p9');
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Selected person');
  });
});
