import { ACTIVITY_CATEGORY_LABELS, type ActivityEntry } from '@portal/api-schema';
import { formatDateTime, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';

// What happened and to what wrap within their widths; the table keeps its other cells on one line.
const WRAPPING = { minWidth: 240, maxWidth: 420 };
const COLUMNS = ['When', 'Who', { label: 'What', wrap: WRAPPING }, { label: 'Subject', wrap: WRAPPING }, 'Address'];
const TABLE = { label: 'Activity', columns: COLUMNS, minWidth: 920 };
const SKELETON_ROWS = 8;

/** How an entry's subject reads: its name, else its type and the start of its id. */
function subjectText(subject: ActivityEntry['subject']): string {
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
        <ScrollTableRow key={entry.id}>
          <ScrollTableCell>
            <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
          </ScrollTableCell>
          <ScrollTableCell>
            {entry.actor.kind === 'user' ? (
              <strong>{entry.actor.name}</strong>
            ) : (
              <span className={scrollTableClasses.secondary}>{entry.actor.name}</span>
            )}
            {entry.actor.email && <span className={scrollTableClasses.secondary}>{entry.actor.email}</span>}
          </ScrollTableCell>
          <ScrollTableCell>
            <strong>{entry.action_label}</strong>
            {entry.category && (
              <span className={scrollTableClasses.secondaryInline}>
                {' · '}
                {ACTIVITY_CATEGORY_LABELS[entry.category]}
              </span>
            )}
            {entry.summary && <span className={scrollTableClasses.secondary}>{entry.summary}</span>}
          </ScrollTableCell>
          <ScrollTableCell>{subjectText(entry.subject)}</ScrollTableCell>
          <ScrollTableCell>{entry.ip ?? '—'}</ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
