import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACTIVITY_CATEGORY_LABELS, type ActivityEntry } from '@portal/api-schema';
import { formatDateTime, ScrollTable, ScrollTableSkeleton } from '@portal/ui';

const TABLE = { label: 'Activity', columns: ['When', 'Who', 'What', 'Subject', 'Address'], minWidth: 920 };
const SKELETON_ROWS = 8;

/** Lets a cell's text wrap: the table keeps its other cells on one line. */
const wrapping = { '&&': { whiteSpace: 'normal', minWidth: 240, maxWidth: 420 } } as const;

/** How an entry's subject reads: its name, else its type and the start of its id. */
export function subjectText(subject: ActivityEntry['subject']): string {
  if (!subject) return '—';
  if (subject.label) return subject.label;
  const type = subject.type.replaceAll('_', ' ');
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} ${subject.id.slice(0, 8)}`;
}

export function ActivityTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={SKELETON_ROWS} />;
}

/** The entries of one page; every text is the API's plain text, shown as text. */
export function ActivityTable({ entries, timeZone }: { entries: readonly ActivityEntry[]; timeZone: string | undefined }) {
  return (
    <ScrollTable {...TABLE}>
      {entries.map((entry) => (
        <TableRow key={entry.id}>
          <TableCell>
            <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
          </TableCell>
          <TableCell>
            <Typography variant="body2" sx={entry.actor.kind === 'user' ? { fontWeight: 600 } : { color: 'text.secondary' }}>
              {entry.actor.name}
            </Typography>
            {entry.actor.email && (
              <Typography variant="body2" color="text.secondary">
                {entry.actor.email}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={wrapping}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {entry.action_label}
            </Box>
            {entry.category && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' · '}
                {ACTIVITY_CATEGORY_LABELS[entry.category]}
              </Typography>
            )}
            {entry.summary && (
              <Typography variant="body2" color="text.secondary">
                {entry.summary}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={wrapping}>{subjectText(entry.subject)}</TableCell>
          <TableCell>{entry.ip ?? '—'}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
