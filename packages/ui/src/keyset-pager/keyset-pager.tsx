import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface KeysetPagerProps {
  /** The navigation landmark's name, e.g. "Invoice pages". */
  label: string;
  /** E.g. "12 invoices"; nothing is shown while it is unknown. */
  countText?: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Previous and Next under a list that pages by cursor, with the list's count beside them. */
export function KeysetPager({ label, countText, hasPrevious, hasNext, onPrevious, onNext }: KeysetPagerProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2 }}>
      {countText !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {countText}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button disabled={!hasNext} onClick={onNext}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
