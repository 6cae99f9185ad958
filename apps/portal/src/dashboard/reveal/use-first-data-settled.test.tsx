import { expect, test } from '@jest/globals';
import { lazyWidget } from '@portal/ui/light';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../../app/core/store';
import { useFirstDataSettled } from './use-first-data-settled';

function Card() {
  return <p>Spend card</p>;
}

function Reveal() {
  return <p>{useFirstDataSettled() ? 'settled' : 'waiting'}</p>;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

test('the first data does not count as in while a widget still waits for its code', async () => {
  let arrive: (component: typeof Card) => void = () => undefined;
  const Widget = lazyWidget(() => new Promise<typeof Card>((resolve) => (arrive = resolve)));
  render(
    <Provider store={createPortalStore()}>
      <Reveal />
      <Widget />
    </Provider>,
  );

  // Far longer than the quiet moment that tells "all answered" when no query is pending.
  await pause(300);
  expect(screen.getByText('waiting')).toBeInTheDocument();

  await act(async () => arrive(Card));
  expect(await screen.findByText('Spend card')).toBeInTheDocument();
  expect(await screen.findByText('settled')).toBeInTheDocument();
});
