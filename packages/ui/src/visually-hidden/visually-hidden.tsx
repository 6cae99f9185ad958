import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/**
 * Text for screen readers only, inline. MUI's own style, because a hand-written `width: 1` in `sx`
 * means 100%, and such a span widened whole pages.
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
