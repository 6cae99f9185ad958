import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names';

type ButtonVariant = 'contained' | 'outlined' | 'text';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

/** The class names of a button in the look of the portal's MUI buttons. */
export function buttonClassName({ variant = 'contained', size = 'medium', fullWidth = false }: ButtonLook = {}): string {
  return classNames(
    'portal-button',
    `portal-button--${variant}`,
    size === 'large' && 'portal-button--large',
    fullWidth && 'portal-button--full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Disables the button and shows progress in place of the label, which stays its name. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, loading = false, disabled, className, children, ...button }: ButtonProps) {
  return (
    <button
      type="button"
      {...button}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(buttonClassName({ variant, size, fullWidth }), className)}
    >
      <span className="portal-button__label">{children}</span>
      {loading && <span className="portal-spinner portal-button__spinner" aria-hidden="true" />}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...link }: ButtonLinkProps) {
  return <Link {...link} className={classNames(buttonClassName({ variant, size, fullWidth }), className)} />;
}

/** A router link in the portal's link look. */
export function TextLink({ className, ...link }: LinkProps) {
  return <Link {...link} className={classNames('portal-link', className)} />;
}
