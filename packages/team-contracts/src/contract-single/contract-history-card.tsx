import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractEvent } from '@portal/api-schema';
import { formatDate, formatDateTime } from '@portal/ui';
import { SectionCard } from './section-card';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DETAIL_LABELS: Readonly<Record<string, string>> = {
  ends_on: 'Ends on',
  requested_end_on: 'Requested end',
  previous_ends_on: 'Previous end',
  starts_on: 'Starts on',
  terms_version: 'Terms version',
  notice_short: 'Shorter than the notice period',
};

function detailLabel(key: string): string {
  const known = DETAIL_LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event's facts as lines of text: dates formatted, yes/no for flags. Plain text: never markup. */
export function eventDetailLines(details: ContractEvent['details']): string[] {
  return Object.entries(details).flatMap(([key, value]) => {
    if (value === null || value === '') return [];
    if (typeof value === 'boolean') {
      if (key === 'notice_short') return value ? [detailLabel(key)] : [];
      return [`${detailLabel(key)}: ${value ? 'Yes' : 'No'}`];
    }
    const text = typeof value === 'string' && ISO_DATE.test(value) ? formatDate(value) : String(value);
    return [`${detailLabel(key)}: ${text}`];
  });
}

/** The contract's history, oldest first, as a timeline: what happened, who did it and when. */
export function ContractHistoryCard({ history }: { history: readonly ContractEvent[] }) {
  return (
    <SectionCard title="History">
      {history.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened to this contract yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Contract history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.map((event, index) => (
            <Box
              component="li"
              key={event.id}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === history.length - 1 ? 0 : 2,
                // The timeline: a dot per event on a line that joins them.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 4,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                },
                '&::after':
                  index === history.length - 1
                    ? undefined
                    : { content: '""', position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{event.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {event.actor_label} · <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
              </Typography>
              {eventDetailLines(event.details).map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
