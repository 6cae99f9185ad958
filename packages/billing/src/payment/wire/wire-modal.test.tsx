import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPayment } from '../testing/render-payment';
import { wireDetailParts } from './wire-detail-rows';
import { WIRE_NEXT_STEP, WireModal } from './wire-modal';

const DETAILS =
  '<table><tbody><tr><th>Account number</th><td>4017 8890 1234</td></tr><tr><th>IBAN</th><td>DE89 3704</td></tr><tr><th>Reference</th><td>INV-2026-0001</td></tr></tbody></table>';

describe('WireModal', () => {
  it('shows the title and billing details, says what happens next and ends with Done, Cancel or Close', async () => {
    const onDone = jest.fn();
    const onCancel = jest.fn();
    render(<WireModal metadata={{ title: 'Pay by <b>wire</b>', billing_details: DETAILS }} onDone={onDone} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Pay by wire' });
    expect(within(dialog).getByText('DE89 3704')).toBeInTheDocument();
    expect(within(dialog).getByText(WIRE_NEXT_STEP)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('copies each value with its own button and says so', async () => {
    const { user } = renderPayment(
      <WireModal metadata={{ title: 'Wire', billing_details: DETAILS }} onDone={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getAllByRole('button', { name: /^Copy / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy Account number',
      'Copy IBAN',
      'Copy Reference',
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('DE89 3704');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(await navigator.clipboard.readText()).toBe('INV-2026-0001');
  });

  it("keeps what follows the rows, a Payoneer payment's steps, below them", () => {
    render(
      <WireModal
        metadata={{
          title: 'Payoneer account',
          billing_details:
            '<table><tr><th>Recipient e-mail</th><td>pay@v.example</td></tr><tr><th>Reference</th><td>INV-1</td></tr></table><ol><li>Sign in to your Payoneer account.</li></ol>',
        }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Copy Recipient e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeInTheDocument();
    expect(screen.getByTestId('wire-billing-notes').innerHTML).toBe('<ol><li>Sign in to your Payoneer account.</li></ol>');
  });

  it('while Done is recorded, waits: no Cancel, no Escape; a refusal is shown in the dialog', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(
      <WireModal metadata={{ title: 'Wire', billing_details: DETAILS }} onDone={() => {}} onCancel={onCancel} busy />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).not.toHaveBeenCalled();
    rerender(
      <WireModal
        metadata={{ title: 'Wire', billing_details: DETAILS }}
        onDone={() => {}}
        onCancel={onCancel}
        error="This invoice cannot be paid now."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This invoice cannot be paid now.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows markup that is not a table of label and value as it came, without copy buttons', () => {
    render(
      <WireModal
        metadata={{ title: 'Wire', billing_details: '<p>Ask your account manager for the bank details.</p>' }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId('wire-billing-details').innerHTML).toBe('<p>Ask your account manager for the bank details.</p>');
    expect(screen.queryByRole('button', { name: /^Copy / })).not.toBeInTheDocument();
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

describe('wireDetailParts', () => {
  it('reads label and value rows, without a trailing colon', () => {
    expect(wireDetailParts('<table><tr><th>SWIFT:</th><td> FCBT US33 </td></tr></table>')).toEqual({
      rows: [{ label: 'SWIFT', value: 'FCBT US33' }],
      after: '',
    });
  });

  it('keeps the markup after the table', () => {
    expect(wireDetailParts(' <table><tr><td>a</td><td>b</td></tr></table><p>Reference: <strong>INV-1</strong></p>')).toEqual({
      rows: [{ label: 'a', value: 'b' }],
      after: '<p>Reference: <strong>INV-1</strong></p>',
    });
  });

  it('gives up on other shapes and on text before the table', () => {
    expect(wireDetailParts('<p>Text</p>')).toBeNull();
    expect(wireDetailParts('<table><tr><td>a</td><td>b</td><td>c</td></tr></table>')).toBeNull();
    expect(wireDetailParts('<table><tr><td>a</td><td></td></tr></table>')).toBeNull();
    expect(wireDetailParts('<p>Note</p><table><tr><td>a</td><td>b</td></tr></table>')).toBeNull();
  });
});
