import { describe, expect, it, jest } from '@jest/globals';
import type { PaymentMethod } from '@portal/api-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoosePaymentMethodModal, type ChoosePaymentMethodModalProps } from './choose-payment-method-modal';

const METHODS: PaymentMethod[] = [
  {
    slug: 'marketplace-wire',
    label: 'Wire transfer',
    tip: 'Takes 2-3 days',
    icon: 'wire.svg',
    redirectUrl: null,
    needCreatePayment: false,
  },
  { slug: 'stripe-card', label: 'Credit card', tip: 'Instant', icon: 'card.svg', redirectUrl: null, needCreatePayment: true },
];

function renderModal(props: Partial<ChoosePaymentMethodModalProps> = {}) {
  const onCancel = jest.fn();
  const onContinue = jest.fn();
  render(
    <ChoosePaymentMethodModal
      open
      amount="$1,234.50"
      vendorName="Acme Devs"
      methods={METHODS}
      busy={false}
      onCancel={onCancel}
      onContinue={onContinue}
      {...props}
    />,
  );
  return { onCancel, onContinue, user: userEvent.setup() };
}

describe('ChoosePaymentMethodModal', () => {
  it('shows the total, the vendor, the prompt and a tile per method', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: '$1,234.50' })).toBeInTheDocument();
    expect(screen.getByText('Acme Devs')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'I would like to pay via:' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Wire transfer/ })).toBeInTheDocument();
    expect(screen.getByText('Takes 2-3 days')).toBeInTheDocument();
    const icons = document.querySelectorAll('img');
    expect([...icons].map((icon) => icon.getAttribute('src'))).toEqual(['/payment-icons/wire.svg', '/payment-icons/card.svg']);
  });

  it('enables Continue only once a method is chosen and continues with it', async () => {
    const { user, onContinue } = renderModal();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Credit card/ }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(onContinue).toHaveBeenCalledWith(METHODS[1]);
  });

  it('is chosen with the keyboard like a radio group', async () => {
    const { user, onContinue } = renderModal();
    await user.tab();
    expect(screen.getByRole('radio', { name: /Wire transfer/ })).toHaveFocus();
    await user.keyboard('[ArrowDown]');
    expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.keyboard('[Enter]');
    expect(onContinue).toHaveBeenCalledWith(METHODS[1]);
  });

  it('keeps Continue disabled while the payment is created', async () => {
    const { user } = renderModal({ busy: true });
    await user.click(screen.getByRole('radio', { name: /Credit card/ }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('cancels', async () => {
    const { user, onCancel } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says so when there is no method, with Close and no Continue', async () => {
    const { user, onCancel } = renderModal({ methods: [] });
    expect(screen.getByText('No payment method found. Please contact the site administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
