import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term and its value in a description list of facts (a request's terms, a candidate's). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}
