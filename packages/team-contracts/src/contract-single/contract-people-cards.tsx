import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractDetail } from '@portal/api-schema';
import { DetailItem, DetailList, formatDate, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { talentPagePath, teamMemberPath } from '../contracts/contract-format';
import { SectionCard } from './section-card';

/** Who works under the contract, with their profile and, while they work for the company, their place on My team. */
export function ContractTalentCard({ contract }: { contract: ContractDetail }) {
  const { talent } = contract;
  return (
    <SectionCard title="Talent">
      {talent ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              <UserAvatar name={talent.name} src={talent.photo} size={56} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{talent.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {talent.title}
              </Typography>
            </Box>
          </Box>
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Link component={RouterLink} to={talentPagePath(talent.id)}>
              View profile
            </Link>
            {contract.talent_on_team && (
              <Link component={RouterLink} to={teamMemberPath(talent.id)}>
                View on My team
              </Link>
            )}
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">This contract names no developer.</Typography>
      )}
    </SectionCard>
  );
}

/** The vendor who sent the contract and bills the work. */
export function ContractVendorCard({ contract }: { contract: ContractDetail }) {
  return (
    <SectionCard title="Vendor">
      <DetailList>
        <DetailItem term="Name">{contract.vendor.name}</DetailItem>
        <DetailItem term="Sent">{formatDate(contract.created_at)}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
