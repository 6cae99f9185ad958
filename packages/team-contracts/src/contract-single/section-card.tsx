import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One card of the contract page: a titled region (h2), so that each is a landmark a screen reader can jump to. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The columns of a card's `DetailList`: two from `sm` up, each as narrow as needed so long values wrap. */
export const DETAILS_COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } as const;
