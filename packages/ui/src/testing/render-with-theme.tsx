import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalThemeProvider } from '../theme/portal-theme-provider';

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: PortalThemeProvider, ...options });
}
