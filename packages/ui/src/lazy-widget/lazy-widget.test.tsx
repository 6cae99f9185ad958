import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { lazyWidget, useWidgetCodeLoading } from './lazy-widget';

function Card() {
  return <p>Invoices card</p>;
}

test('the widget code loads on first render, shows nothing until then, and loads once', async () => {
  let arrive: (component: typeof Card) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Card>((resolve) => (arrive = resolve)));
  const Widget = lazyWidget(load);
  expect(load).not.toHaveBeenCalled();

  const { container, rerender } = render(
    <>
      <p>Other card</p>
      <Widget />
    </>,
  );
  expect(screen.getByText('Other card')).toBeInTheDocument();
  expect(container).not.toHaveTextContent('Invoices card');
  expect(load).toHaveBeenCalledTimes(1);

  arrive(Card);
  expect(await screen.findByText('Invoices card')).toBeInTheDocument();

  rerender(<Widget />);
  expect(screen.getByText('Invoices card')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('useWidgetCodeLoading is true while a shown widget waits for its code, false once it is in', async () => {
  let arrive: (component: typeof Card) => void = () => undefined;
  const Widget = lazyWidget(() => new Promise<typeof Card>((resolve) => (arrive = resolve)));
  function Watcher() {
    return <p>{useWidgetCodeLoading() ? 'code loading' : 'code in'}</p>;
  }

  render(
    <>
      <Watcher />
      <Widget />
    </>,
  );
  expect(await screen.findByText('code loading')).toBeInTheDocument();

  arrive(Card);
  expect(await screen.findByText('Invoices card')).toBeInTheDocument();
  expect(await screen.findByText('code in')).toBeInTheDocument();
});
