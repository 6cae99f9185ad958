import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { RfpSummary } from '@portal/api-schema';
import { ENGAGEMENT_LABELS, SENIORITY_LABELS } from '@portal/api-schema/constants';
import { countText, formatDate, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
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
function proposalCountText(counts: RfpSummary['proposals']): string {
  if (counts.total === 0) return 'No proposals';
  const total = countText(counts.total, 'proposal');
  return counts.new > 0 ? `${total} · ${counts.new} new` : total;
}

function engagementText(rfp: Pick<RfpSummary, 'engagement' | 'hours_per_week'>): string {
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
        <ScrollTableRow key={rfp.id}>
          <ScrollTableCell title>
            <Link component={RouterLink} to={rfpPagePath(rfp.id)}>
              {rfp.title}
            </Link>
          </ScrollTableCell>
          <ScrollTableCell>
            <div className={scrollTableClasses.chips}>
              {rfp.skills.map((skill) => (
                <Chip key={skill} size="small" label={skill} />
              ))}
            </div>
          </ScrollTableCell>
          <ScrollTableCell>{SENIORITY_LABELS[rfp.seniority]}</ScrollTableCell>
          <ScrollTableCell>{engagementText(rfp)}</ScrollTableCell>
          <ScrollTableCell>
            <RfpStatusChip status={rfp.status} />
          </ScrollTableCell>
          <ScrollTableCell>{proposalCountText(rfp.proposals)}</ScrollTableCell>
          <ScrollTableCell>{formatDate(rfp.created_at)}</ScrollTableCell>
          <ScrollTableCell>{rfp.start_date ? formatDate(rfp.start_date) : 'Not set'}</ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
