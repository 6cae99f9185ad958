import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WireModal } from './wire-modal';

describe('WireModal', () => {
  it('shows the title and billing details markup and ends with Done or Cancel', async () => {
    const onDone = jest.fn();
    const onCancel = jest.fn();
    render(
      <WireModal
        metadata={{ title: 'Pay by <b>wire</b>', billing_details: '<table><tbody><tr><td>IBAN</td><td>DE89 3704</td></tr></tbody></table>' }}
        onDone={onDone}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Pay by wire' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'DE89 3704' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('removes scripts, handlers and javascript: links from the server markup', () => {
    render(
      <WireModal
        metadata={{
          title: 'Wire<script>window.hacked = true</script>',
          billing_details: '<p>Bank</p><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a>',
        }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    const details = screen.getByTestId('wire-billing-details');
    expect(details.innerHTML).toBe('<p>Bank</p>click');
    expect(document.body.innerHTML).not.toMatch(/<script|onerror|javascript:/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
