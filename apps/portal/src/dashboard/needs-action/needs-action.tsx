import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActionGroup, ActionItem } from '@portal/api-schema';
import { formatDate, formatMinorUnits, WidgetCard, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetActionItemsQuery } from './dashboard-api';

export const NEEDS_ACTION_TITLE = 'Needs your action';
export const ALL_DONE_TEXT = 'All done: nothing needs your action right now.';

/** What the date of an item means for its kind. */
function dateText(kind: ActionGroup['kind'], item: ActionItem): string | null {
  if (!item.due_on) return null;
  const day = formatDate(item.due_on);
  if (kind === 'invitation_expiring') return `expires ${day}`;
  if (kind === 'contract_to_sign') return `starts ${day}`;
  return item.overdue ? `was due ${day}` : `due ${day}`;
}

function Item({ kind, item }: { kind: ActionGroup['kind']; item: ActionItem }) {
  const when = dateText(kind, item);
  const amount = item.amount ? formatMinorUnits(item.amount.added_value, item.amount.currency) : '';
  const overdue = item.overdue && kind === 'invoice_to_pay';
  // The title and its detail wrap within their share of the row; the amount and the chip keep to
  // the row's first line at its end, so a long detail never pushes "Overdue" onto a line of its own.
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', columnGap: 1 }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}>
        <Link component={RouterLink} to={item.href} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {item.title}
        </Link>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[item.detail, when].filter(Boolean).join(', ')}
        </Typography>
      </Box>
      {(amount || overdue) && (
        <Box sx={{ flex: 'none', display: 'flex', alignItems: 'baseline', columnGap: 1, whiteSpace: 'nowrap' }}>
          {amount && (
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {amount}
            </Typography>
          )}
          {overdue && <Chip size="small" color="error" label="Overdue" />}
        </Box>
      )}
    </Box>
  );
}

/** How many lines the group leaves out, for "and N more" (`count` counts things; a line may hold several). */
function linesLeftOut(group: Pick<ActionGroup, 'lines' | 'items'>): number {
  return Math.max(0, group.lines - group.items.length);
}

function Group({ group }: { group: ActionGroup }) {
  const headingId = useId();
  const more = linesLeftOut(group);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
        {group.label}
        <Chip size="small" label={group.count} />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.75 }}>
        {group.items.map((item) => (
          <Item key={item.id} kind={group.kind} item={item} />
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2" sx={{ mt: 0.75 }}>
          <Link component={RouterLink} to={group.list_href}>{`and ${more} more`}</Link>
        </Typography>
      )}
    </Box>
  );
}

function Body() {
  const { data, isLoading, isError, isFetching, refetch } = useGetActionItemsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <WidgetSkeleton label="Loading what needs your action" lineWidths={['50%', '80%', '70%']} />;
  if (isError || !data) {
    return <WidgetRetry message="What needs your action could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }
  if (data.groups.length === 0) {
    return (
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" aria-hidden />
        {ALL_DONE_TEXT}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {data.groups.map((group) => (
        <Group key={group.kind} group={group} />
      ))}
    </Box>
  );
}

/**
 * First on the dashboard: invoices to pay, deliveries to accept, contracts to sign, proposals to
 * review and invitations about to expire, as far as the viewer's roles reach (the API decides),
 * each a link to where it is done.
 */
export function NeedsAction() {
  return (
    <WidgetCard title={NEEDS_ACTION_TITLE}>
      <Body />
    </WidgetCard>
  );
}
