import type { AriaRole, ReactNode } from 'react';
import { Icon } from './icons';

export interface AlertProps {
  severity: 'error' | 'warning' | 'success';
  /** `alert` unless given: the message is announced when it appears. */
  role?: AriaRole;
  children: ReactNode;
}

/** A message in the look of MUI's standard Alert; line breaks in the text are kept. */
export function Alert({ severity, role = 'alert', children }: AlertProps) {
  return (
    <div role={role} className={`portal-alert portal-alert--${severity}`}>
      <Icon name={severity} />
      <div className="portal-alert__message">{children}</div>
    </div>
  );
}
