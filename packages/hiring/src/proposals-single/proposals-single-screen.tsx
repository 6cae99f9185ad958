import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RfpDetail } from '@portal/api-schema';
import { COMPARE_LIMIT } from '@portal/api-schema/constants';
import { countText, EmptyState, PageBreadcrumbs, PageScaffold, RecordPage } from '@portal/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGetRfpQuery } from '../hiring-api';
import { HIRING_PATHS } from '../hiring/hiring-paths';
import { CompareDialog } from './compare-dialog';
import { compareSearchString, compareSelectionFromSearch, toggleCompare } from './compare-selection';
import { ProposalCard } from './proposal-card';
import { RfpOverview } from './rfp-overview';

export const RFP_NOT_FOUND = 'This request does not exist or is not yours.';
export const COMPARE_LIMIT_HINT = `You can compare up to ${COMPARE_LIMIT} candidates at a time.`;

function RfpView({ rfp }: { rfp: RfpDetail }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [comparing, setComparing] = useState(false);
  const proposals = rfp.proposals_list;
  const selection = compareSelectionFromSearch(
    searchParams,
    proposals.map((proposal) => proposal.id),
  );
  const limitReached = selection.length >= COMPARE_LIMIT;

  const select = (id: string) => {
    void navigate({ pathname, search: compareSearchString(searchParams, toggleCompare(selection, id)) }, { replace: true });
  };

  return (
    <>
      <PageBreadcrumbs crumbs={[{ label: 'Requests', to: HIRING_PATHS.requests }, { label: rfp.title }]} />
      <PageScaffold title={rfp.title}>
        <RfpOverview rfp={rfp} />
        <Box
          component="header"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
        >
          <Typography variant="h5" component="h2">
            Proposals{proposals.length > 0 ? ` (${proposals.length})` : ''}
          </Typography>
          {proposals.length > 1 && (
            <Button variant="outlined" startIcon={<CompareArrowsIcon />} disabled={selection.length < 2} onClick={() => setComparing(true)}>
              Compare ({selection.length})
            </Button>
          )}
        </Box>
        {proposals.length > 1 && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
            {limitReached ? COMPARE_LIMIT_HINT : 'Choose two or three candidates to compare them side by side.'}
          </Typography>
        )}
        {proposals.length === 0 ? (
          <EmptyState title="No proposals yet" description="We are matching candidates to this request; their proposals will show here." />
        ) : (
          <Box
            component="section"
            aria-label={countText(proposals.length, 'proposal')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
          >
            {proposals.map((proposal) => {
              const selected = selection.includes(proposal.id);
              return (
                <ProposalCard
                  key={proposal.id}
                  proposal={proposal}
                  selected={selected}
                  selectDisabled={!selected && limitReached}
                  onToggleSelected={() => select(proposal.id)}
                />
              );
            })}
          </Box>
        )}
        <CompareDialog
          open={comparing && selection.length > 1}
          proposals={selection.flatMap((id) => proposals.filter((proposal) => proposal.id === id))}
          onClose={() => setComparing(false)}
        />
      </PageScaffold>
    </>
  );
}

/** /hiring/rfp/:id: one request and the candidates proposed for it. */
export function ProposalsSingleScreen() {
  const { id = '' } = useParams();
  const query = useGetRfpQuery(id, { refetchOnMountOrArgChange: true });

  return (
    <RecordPage
      title="Request for proposals"
      query={query}
      notFound={{
        title: 'Request not found',
        description: RFP_NOT_FOUND,
        back: { label: 'Back to requests', to: HIRING_PATHS.requests },
      }}
      errorTitle="The request could not be loaded."
      loadingLabel="Loading the request"
    >
      {(rfp) => <RfpView rfp={rfp} />}
    </RecordPage>
  );
}
