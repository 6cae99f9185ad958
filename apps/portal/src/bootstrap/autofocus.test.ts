import { afterEach, describe, expect, test } from '@jest/globals';
import { focusArrivingAutofocusFields } from './autofocus';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let observer: MutationObserver | null = null;

afterEach(() => {
  observer?.disconnect();
  observer = null;
  document.body.replaceChildren();
});

describe('focusArrivingAutofocusFields', () => {
  test('a field marked autofocus that appears later gets the focus, once', async () => {
    observer = focusArrivingAutofocusFields(document.body);
    const form = document.createElement('form');
    form.innerHTML = '<input aria-label="Other"><input aria-label="Code" autofocus>';
    document.body.append(form);
    await settle();
    const code = document.querySelector<HTMLInputElement>('[aria-label="Code"]');
    expect(document.activeElement).toBe(code);

    const other = document.querySelector<HTMLInputElement>('[aria-label="Other"]');
    other?.focus();
    form.append(document.createElement('p'));
    await settle();
    expect(document.activeElement).toBe(other);
  });

  test('an element without the mark takes nothing', async () => {
    observer = focusArrivingAutofocusFields(document.body);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const input = document.createElement('input');
    document.body.append(input);
    await settle();
    expect(document.activeElement).toBe(button);
  });
});
