import { describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalStack } from './modal-stack-context';
import { ModalStackProvider } from './modal-stack-provider';
import { useModalStack } from './use-modal-stack';

function StackHandle({ onReady }: { onReady: (stack: ModalStack) => void }) {
  onReady(useModalStack());
  return null;
}

function renderStack() {
  let stack: ModalStack | undefined;
  render(
    <ModalStackProvider>
      <StackHandle onReady={(value) => (stack = value)} />
    </ModalStackProvider>,
  );
  if (!stack) throw new Error('The modal stack was not provided.');
  return stack;
}

const modal = (name: string) => (close: () => void) => (
  <section aria-label={name} data-testid="modal">
    <button type="button" onClick={close}>
      Close {name}
    </button>
  </section>
);

const openModals = () => screen.queryAllByTestId('modal').map((element) => element.getAttribute('aria-label'));

describe('modal stack', () => {
  test('renders the open modals in the order they were opened', () => {
    const stack = renderStack();
    act(() => {
      stack.open(modal('Choose payment method'));
      stack.open(modal('Pay by card'));
    });
    expect(openModals()).toEqual(['Choose payment method', 'Pay by card']);
  });

  test('closes the top modal without an id, or the given one', () => {
    const stack = renderStack();
    let firstId = '';
    act(() => {
      firstId = stack.open(modal('first'));
      stack.open(modal('second'));
      stack.open(modal('third'));
    });
    act(() => stack.close());
    expect(openModals()).toEqual(['first', 'second']);
    act(() => stack.close(firstId));
    expect(openModals()).toEqual(['second']);
  });

  test('lets a modal close itself', async () => {
    const stack = renderStack();
    act(() => {
      stack.open(modal('first'));
      stack.open(modal('second'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close first' }));
    expect(openModals()).toEqual(['second']);
  });

  test('closes everything at once', () => {
    const stack = renderStack();
    act(() => {
      stack.open(modal('first'));
      stack.open(modal('second'));
    });
    act(() => stack.closeAll());
    expect(openModals()).toEqual([]);
  });

  test('gives each modal its own id', () => {
    const stack = renderStack();
    let ids: string[] = [];
    act(() => {
      ids = [stack.open(modal('a')), stack.open(modal('b'))];
    });
    expect(new Set(ids).size).toBe(2);
  });

  test('needs its provider', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<StackHandle onReady={() => {}} />)).toThrow(/ModalStackProvider/);
    } finally {
      console.error = consoleError;
    }
  });
});
