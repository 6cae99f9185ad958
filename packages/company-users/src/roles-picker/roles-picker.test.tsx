import { describe, expect, jest, test } from '@jest/globals';
import type { Role } from '@portal/api-schema';
import { renderWithTheme } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RolesPicker, type RolesPickerProps } from './roles-picker';

function Picker({ initial, onChange, ...props }: Partial<RolesPickerProps> & { initial: Role[]; onChange?: (roles: Role[]) => void }) {
  const [roles, setRoles] = useState<Role[]>(initial);
  return (
    <RolesPicker
      {...props}
      value={roles}
      onChange={(next) => {
        setRoles(next);
        onChange?.(next);
      }}
    />
  );
}

function checked(): string[] {
  return screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent ?? '');
}

describe('RolesPicker', () => {
  test('a group preset ticks exactly its roles, and shows as chosen', async () => {
    const onChange = jest.fn<(roles: Role[]) => void>();
    renderWithTheme(<Picker initial={['account_editor']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Interview' }));
    expect(onChange).toHaveBeenLastCalledWith(['proposals', 'my_company']);
    expect(checked()).toEqual(['Hiring (proposals)', 'My Company']);
    expect(screen.getByRole('button', { name: 'Interview' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('finance and legal share their roles, so both show as chosen', async () => {
    renderWithTheme(<Picker initial={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Legal' }));
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a single checkbox adjusts the roles, in the order of the roles', async () => {
    const onChange = jest.fn<(roles: Role[]) => void>();
    renderWithTheme(<Picker initial={['my_company']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toHaveAccessibleDescription('See and pay invoices, accept deliveries.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Invoices' }));
    expect(onChange).toHaveBeenLastCalledWith(['invoices', 'my_company']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'My Company' }));
    expect(onChange).toHaveBeenLastCalledWith(['invoices']);
  });

  test('locked roles keep their state through presets and say why', async () => {
    const onChange = jest.fn<(roles: Role[]) => void>();
    renderWithTheme(
      <Picker
        initial={['account_editor']}
        lockedRoles={['account_editor', 'proposals']}
        lockedReason="You can grant only the roles you hold."
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Account editor' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Interview' }));
    expect(onChange).toHaveBeenLastCalledWith(['my_company', 'account_editor']);
    expect(screen.getByRole('group', { name: 'Access' })).toHaveAccessibleDescription('You can grant only the roles you hold.');
  });

  test('an error does not hide why some roles are locked', () => {
    renderWithTheme(
      <Picker
        initial={[]}
        lockedRoles={['invoices']}
        lockedReason="You can grant only the roles you hold."
        error="Choose at least one role."
      />,
    );
    const group = screen.getByRole('group', { name: 'Access' });
    expect(group).toHaveAccessibleDescription('Choose at least one role. You can grant only the roles you hold.');
    expect(screen.getByText('Choose at least one role.')).toBeInTheDocument();
    expect(screen.getByText('You can grant only the roles you hold.')).toBeInTheDocument();
  });

  test('shows an error from the server under the list', () => {
    renderWithTheme(<Picker initial={[]} error="Choose at least one role." />);
    expect(screen.getByText('Choose at least one role.')).toBeInTheDocument();
  });
});
