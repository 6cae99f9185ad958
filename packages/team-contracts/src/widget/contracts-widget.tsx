import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  CHANGE_REQUEST_KIND_LABELS,
  ENDING_SOON_DAYS,
  endsInText,
  type WidgetAwaitingContract,
  type WidgetEndingContract,
} from '@portal/api-schema';
import { formatDate, WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetContractsWidgetQuery } from '../team-contracts-api';

export const WIDGET_TITLE = 'Contracts';

/** Within this many days the end is shown as urgent rather than as a warning. */
const URGENT_DAYS = 7;

export const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/** The contracts list filtered as each part of the card, for "and N more". */
export const AWAITING_LIST_PATH = '/contracts?status=awaiting_signature';
export const ENDING_LIST_PATH = '/contracts?status=active&status=notice_given&sort=ends_on';

/** Who a contract is for: its talent, else its role, else its number. */
function contractName(contract: { talent: { name: string } | null; role_title: string; number: string }): string {
  return contract.talent?.name ?? (contract.role_title || contract.number);
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 } as const;

function AwaitingItem({ contract }: { contract: WidgetAwaitingContract }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <div>
        <Typography>
          {contractName(contract)}
          <Typography component="span" color="text.secondary">{`, ${contract.vendor.name}`}</Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {contract.number}
          {contract.starts_on ? `, starts ${formatDate(contract.starts_on)}` : ''}
        </Typography>
      </div>
      <Button
        component={RouterLink}
        to={contractPath(contract.id)}
        size="small"
        variant="contained"
        aria-label={`Review and sign ${contract.number}`}
      >
        Review and sign
      </Button>
    </Box>
  );
}

function EndingItem({ contract }: { contract: WidgetEndingContract }) {
  return (
    <Box component="li">
      <Typography>
        <Link component={RouterLink} to={contractPath(contract.id)}>
          {contractName(contract)}
        </Link>
        <Typography component="span" color="text.secondary">{`, ${contract.number}`}</Typography>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* One sentence, so it reads (and copies) with one space between the days left and the date. */}
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ color: contract.days_left <= URGENT_DAYS ? 'error.main' : 'warning.dark', fontWeight: 500 }}>
            {endsInText(contract.days_left)}
          </Box>
          {' on '}
          <time dateTime={contract.ends_on}>{formatDate(contract.ends_on)}</time>
        </Typography>
        {contract.notice_given && <Chip size="small" label="Notice given" />}
        {contract.pending_request_kind && (
          <Chip
            size="small"
            color="info"
            variant="outlined"
            label={`${CHANGE_REQUEST_KIND_LABELS[contract.pending_request_kind]} requested`}
          />
        )}
      </Box>
    </Box>
  );
}

function MoreLink({ shown, total, to, what }: { shown: number; total: number; to: string; what: string }) {
  if (total <= shown) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Link component={RouterLink} to={to}>{`and ${total - shown} more ${what}`}</Link>
    </Typography>
  );
}

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetContractsWidgetQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return <WidgetSkeleton label="Loading contracts" lineWidths={['50%', '80%', '40%', '70%']} />;
  }
  if (isError || !data) {
    return <WidgetRetry message="The contracts summary could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }

  if (data.counts.awaiting_signature === 0 && data.counts.ending_soon === 0) {
    return (
      <Typography>{`All clear: no contract is waiting for your signature and none ends in the next ${ENDING_SOON_DAYS} days.`}</Typography>
    );
  }

  return (
    <WidgetFacts>
      <WidgetFact term="Awaiting your signature">
        <Box component="dd">
          {data.awaiting_signature.length === 0 ? (
            <Typography>Nothing to sign</Typography>
          ) : (
            <Box component="ul" sx={listSx}>
              {data.awaiting_signature.map((contract) => (
                <AwaitingItem key={contract.id} contract={contract} />
              ))}
            </Box>
          )}
          <MoreLink
            shown={data.awaiting_signature.length}
            total={data.counts.awaiting_signature}
            to={AWAITING_LIST_PATH}
            what="awaiting your signature"
          />
        </Box>
      </WidgetFact>
      <WidgetFact term="Ending soon">
        <Box component="dd">
          {data.ending_soon.length === 0 ? (
            <Typography>{`None in the next ${ENDING_SOON_DAYS} days`}</Typography>
          ) : (
            <Box component="ul" sx={listSx}>
              {data.ending_soon.map((contract) => (
                <EndingItem key={contract.id} contract={contract} />
              ))}
            </Box>
          )}
          <MoreLink shown={data.ending_soon.length} total={data.counts.ending_soon} to={ENDING_LIST_PATH} what="ending soon" />
        </Box>
      </WidgetFact>
    </WidgetFacts>
  );
}

/** The dashboard's contracts summary: what waits for the company's signature and what ends soon. */
export function ContractsWidgetCard() {
  return (
    <WidgetCard title={WIDGET_TITLE} link={{ to: '/contracts', text: 'View contracts' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
