import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailItemProps {
  term: string;
  /** The value, shown as the term's description. */
  children: ReactNode;
}

/** One term and its value in a description list (`dl`) of details, e.g. an invoice's. */
export function DetailItem({ term, children }: DetailItemProps) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}
