import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface WidgetCardProps {
  title: string;
  /** The link under the summary to the feature's page, e.g. "View invoices"; none when its items link on their own. */
  link?: { to: string; text: string };
  children: ReactNode;
}

/** A dashboard widget: a section named by its heading, a summary and, usually, a link to the full page. */
export function WidgetCard({ title, link, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      {link && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={link.to} endIcon={<ArrowForwardIcon />}>
            {link.text}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export interface WidgetSkeletonProps {
  /** What is loading, e.g. "Loading invoices". */
  label: string;
  /** One placeholder line of text per width. */
  lineWidths: readonly string[];
}

export function WidgetSkeleton({ label, lineWidths }: WidgetSkeletonProps) {
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label}>
      {lineWidths.map((width, line) => (
        <Skeleton key={line} variant="text" width={width} />
      ))}
    </Box>
  );
}

export interface WidgetRetryProps {
  /** E.g. "The invoice summary could not be loaded." */
  message: string;
  /** While true the retry button is disabled. */
  retrying: boolean;
  onRetry(): void;
}

/** A widget's summary that failed to load, with a way to try again. */
export function WidgetRetry({ message, retrying, onRetry }: WidgetRetryProps) {
  return (
    <Box role="alert">
      <Typography color="text.secondary" gutterBottom>
        {message}
      </Typography>
      <Button size="small" variant="outlined" disabled={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

/** A widget's figures as a description list of `WidgetFact`s. */
export function WidgetFacts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0 } }}>
      {children}
    </Box>
  );
}

export interface WidgetFactProps {
  term: string;
  /** The value(s), each a `dd` element. */
  children: ReactNode;
}

export function WidgetFact({ term, children }: WidgetFactProps) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      {children}
    </div>
  );
}
