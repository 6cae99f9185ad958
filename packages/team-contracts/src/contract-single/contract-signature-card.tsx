import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ContractSignature } from '@portal/api-schema';
import { DetailItem, DetailList, formatDateTime } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { termsPagePath } from '../contracts/contract-format';
import { DETAILS_COLUMNS, SectionCard } from './section-card';
import { termsVersionName } from './contract-terms-card';

const HASH = { fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' } as const;

/** The evidence recorded when the contract was signed: who, when, from where, under which terms and what. */
export function ContractSignatureCard({ signature }: { signature: ContractSignature }) {
  return (
    <SectionCard title="Signature">
      <DetailList columns={DETAILS_COLUMNS}>
        <DetailItem term="Signed by">
          {signature.signer_name}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {signature.signer_email}
          </Box>
        </DetailItem>
        <DetailItem term="Signed at">
          <time dateTime={signature.signed_at}>{formatDateTime(signature.signed_at)}</time>
        </DetailItem>
        <DetailItem term="Client address">{signature.client_ip}</DetailItem>
        <DetailItem term="Terms version">
          <Link component={RouterLink} to={termsPagePath(signature.terms_version.version)}>
            {termsVersionName(signature.terms_version.version)}
          </Link>
        </DetailItem>
      </DetailList>
      <DetailList sx={{ mt: 2 }}>
        <DetailItem term="User agent">
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {signature.user_agent}
          </Box>
        </DetailItem>
        <DetailItem term="Document SHA-256">
          <Box component="code" sx={HASH}>
            {signature.document_sha256}
          </Box>
        </DetailItem>
        <DetailItem term="Signed PDF SHA-256">
          <Box component="code" sx={HASH}>
            {signature.signed_pdf_sha256}
          </Box>
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
