import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RfpSummary } from '@portal/api-schema';
import { ENGAGEMENT_LABELS, SENIORITY_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { countText } from '../hiring/hiring-format';
import { rfpPagePath } from '../hiring/hiring-paths';
import { RfpStatusChip } from '../hiring/status-chips';

// Long titles, skill lists, engagements and proposal counts wrap, so that the table fits a laptop's
// width; the creation date is the one a narrower screen does without.
const COLUMNS = [
  { label: 'Request', wrap: { minWidth: 160, maxWidth: 240 } },
  { label: 'Skills', wrap: { minWidth: 160, maxWidth: 240 } },
  'Seniority',
  { label: 'Engagement', wrap: { minWidth: 110, maxWidth: 150 } },
  'Status',
  { label: 'Proposals', wrap: { minWidth: 100, maxWidth: 130 } },
  { label: 'Created', hideBelow: 'lg' },
  'Start',
] as const;
const SKELETON_ROWS = 5;

/** 'No proposals', '3 proposals · 2 new'. */
export function proposalCountText(counts: RfpSummary['proposals']): string {
  if (counts.total === 0) return 'No proposals';
  const total = countText(counts.total, 'proposal');
  return counts.new > 0 ? `${total} · ${counts.new} new` : total;
}

export function engagementText(rfp: Pick<RfpSummary, 'engagement' | 'hours_per_week'>): string {
  return `${ENGAGEMENT_LABELS[rfp.engagement]}, ${rfp.hours_per_week} h/week`;
}

const TABLE = { label: 'Requests', columns: COLUMNS, minWidth: 900 };

export function RfpsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={SKELETON_ROWS} />;
}

export function RfpsTable({ rfps }: { rfps: readonly RfpSummary[] }) {
  return (
    <ScrollTable {...TABLE}>
      {rfps.map((rfp) => (
        <TableRow key={rfp.id} hover>
          <TableCell>
            <Link component={RouterLink} to={rfpPagePath(rfp.id)} sx={{ fontWeight: 600 }}>
              {rfp.title}
            </Link>
          </TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {rfp.skills.map((skill) => (
                <Chip key={skill} size="small" label={skill} />
              ))}
            </Box>
          </TableCell>
          <TableCell>{SENIORITY_LABELS[rfp.seniority]}</TableCell>
          <TableCell>{engagementText(rfp)}</TableCell>
          <TableCell>
            <RfpStatusChip status={rfp.status} />
          </TableCell>
          <TableCell>{proposalCountText(rfp.proposals)}</TableCell>
          <TableCell>{formatDate(rfp.created_at)}</TableCell>
          <TableCell>{rfp.start_date ? formatDate(rfp.start_date) : 'Not set'}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
