import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { portalTheme } from '../theme/portal-theme';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { PasswordField } from './password-field';
import { PublicPage, PublicPageForm } from './public-page';

describe('light components', () => {
  test('a field is labelled, and its error marks it invalid and describes it', () => {
    const { rerender } = render(<Field id="email" label="E-mail" required helperText="Your work address." />);
    const input = screen.getByLabelText(/^E-mail/);
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Your work address.');

    rerender(<Field id="email" label="E-mail" required error="Enter your e-mail address." helperText="Your work address." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your e-mail address.');
  });

  test('a password field shows and hides what was typed', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="password" label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a loading button keeps its name and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('an alert is announced unless told otherwise', () => {
    render(
      <>
        <Alert severity="error">Wrong password.</Alert>
        <Alert severity="success" role="status">
          Sent.
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password.');
    expect(screen.getByRole('status')).toHaveTextContent('Sent.');
  });

  test('a public page is a section named by its heading, with its lead and content', () => {
    render(
      <PublicPage headingId="done-heading" title="Password changed" lead="All set.">
        <p>Log in with it.</p>
      </PublicPage>,
    );
    const page = screen.getByRole('region', { name: 'Password changed' });
    expect(page).toHaveTextContent('All set.');
    expect(page).toHaveTextContent('Log in with it.');
  });

  test('a public form is named by its heading: its error, fields, submit button and what follows, which submits once', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <PublicPageForm
        headingId="form-heading"
        title="Log in"
        formError="Wrong password."
        submitLabel="Log in"
        submitting={false}
        onSubmit={onSubmit}
        after={<p>New here?</p>}
      >
        <Field id="email" label="E-mail" />
      </PublicPageForm>,
    );
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password.');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(form).toHaveTextContent('New here?');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <PublicPageForm headingId="form-heading" title="Log in" submitLabel="Log in" submitting onSubmit={onSubmit}>
        <Field id="email" label="E-mail" />
      </PublicPageForm>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});

test('the light stylesheet uses the colours of the MUI theme', () => {
  const css = readFileSync(new URL('./light.css', import.meta.url), 'utf8').toLowerCase();
  const { palette, shape } = portalTheme;
  const expected: Record<string, string> = {
    primary: palette.primary.main,
    'primary-dark': palette.primary.dark,
    'primary-contrast': palette.primary.contrastText,
    error: palette.error.main,
    warning: palette.warning.main,
    success: palette.success.main,
    background: palette.background.default,
    paper: palette.background.paper,
    text: palette.text.primary,
    'text-secondary': palette.text.secondary,
    'text-disabled': palette.text.disabled,
    divider: palette.divider,
  };
  for (const [name, colour] of Object.entries(expected)) {
    expect(css).toContain(`--portal-${name}: ${colour.toLowerCase()};`);
  }
  expect(css).toContain(`--portal-radius: ${shape.borderRadius}px;`);
});

test('on phones the auth layout shows the marketing panel (slogan and quote) below the form', () => {
  // jsdom applies no media rule: what it computes is the layout at the narrowest width.
  const style = document.createElement('style');
  style.textContent = readFileSync(new URL('./light.css', import.meta.url), 'utf8');
  document.head.append(style);
  const { container } = render(
    <div className="portal-auth-layout">
      <div className="portal-auth-layout__form-side">form</div>
      <div className="portal-auth-layout__panel">
        <aside className="portal-marketing" aria-label="Why teams hire here">
          <p className="portal-marketing__slogan">Slogan</p>
          <figure className="portal-marketing__figure">
            <blockquote className="portal-marketing__quote">Quote</blockquote>
          </figure>
        </aside>
      </div>
    </div>,
  );
  try {
    const hidden = (element: Element | null): boolean =>
      element !== null && element !== container && (getComputedStyle(element).display === 'none' || hidden(element.parentElement));
    expect(hidden(screen.getByText('Slogan'))).toBe(false);
    expect(hidden(screen.getByText('Quote'))).toBe(false);
  } finally {
    style.remove();
  }
});
