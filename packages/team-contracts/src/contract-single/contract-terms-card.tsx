import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ENGAGEMENT_LABELS, type ContractDetail } from '@portal/api-schema';
import { DetailItem, DetailList, formatDate } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { noticeText, rateText, termsPagePath } from '../contracts/contract-format';
import { ENDING_SOON, OPEN_ENDED } from '../contracts/contracts-table';
import { DETAILS_COLUMNS, SectionCard } from './section-card';

/** The name of the terms a contract is under, as its link reads: "Standard Service Contract Terms v2.0". */
export const termsVersionName = (version: string) => `Standard Service Contract Terms v${version}`;

/** Every term of the contract: role, engagement, hours, rate, dates, notice, the terms version and the scope of work. */
export function ContractTermsCard({ contract }: { contract: ContractDetail }) {
  return (
    <SectionCard title="Terms">
      <DetailList columns={DETAILS_COLUMNS}>
        <DetailItem term="Role">{contract.role_title}</DetailItem>
        <DetailItem term="Engagement">{ENGAGEMENT_LABELS[contract.engagement]}</DetailItem>
        <DetailItem term="Hours per week">{contract.hours_per_week}</DetailItem>
        <DetailItem term="Rate">{rateText(contract.rate)}</DetailItem>
        <DetailItem term="Start">{contract.starts_on ? formatDate(contract.starts_on) : 'Not set'}</DetailItem>
        <DetailItem term="End">
          {contract.ends_on ? (
            <Box component="span" sx={contract.ending_soon ? { color: 'warning.dark', fontWeight: 600 } : undefined}>
              {formatDate(contract.ends_on)}
            </Box>
          ) : (
            OPEN_ENDED
          )}
          {contract.ending_soon && <Chip size="small" color="warning" variant="outlined" label={ENDING_SOON} sx={{ ml: 1 }} />}
        </DetailItem>
        <DetailItem term="Notice period">{noticeText(contract.notice_period_days)}</DetailItem>
        <DetailItem term="Terms">
          {contract.terms_version ? (
            <>
              <Link component={RouterLink} to={termsPagePath(contract.terms_version.version)}>
                {termsVersionName(contract.terms_version.version)}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Published {formatDate(contract.terms_version.published_on)}
              </Typography>
            </>
          ) : (
            <Link component={RouterLink} to={termsPagePath()}>
              Standard Service Contract Terms
            </Link>
          )}
        </DetailItem>
      </DetailList>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        Scope of work
      </Typography>
      {/* The vendor's text: shown as plain text, its line breaks kept. */}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{contract.description || 'Not described.'}</Typography>
    </SectionCard>
  );
}
