import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isInGroup, useSession } from '@portal/auth';
import type { InvoiceDetail, InvoiceReferenceValue } from '@portal/api-schema';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import { DetailItem, DetailList, WhenFirstOpened } from '@portal/ui';
import { lazy, useId, useState } from 'react';

// The dialog's code (its form and zod schema) loads when Edit is first pressed.
const EditReferencesDialog = lazy(() => import('./edit-references-dialog'));

function ReferenceValue({ reference }: { reference: InvoiceReferenceValue }) {
  if (!reference.value) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {BILLING_TEXTS.notSet}
      </Box>
    );
  }
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {reference.value}
      </Box>
      {reference.is_company_default && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
          {BILLING_TEXTS.companyDefault}
        </Box>
      )}
    </>
  );
}

/**
 * The PO number and cost centre the invoice is booked to, saying which come from the company's
 * defaults. Finance users (every role of the finance group, as the API asks) may change them.
 */
export function InvoiceReferences({ invoice }: { invoice: InvoiceDetail }) {
  const headingId = useId();
  const { user } = useSession();
  const canEdit = isInGroup(user, 'finance');
  const [editing, setEditing] = useState(false);
  const { po_number: poNumber, cost_centre: costCentre } = invoice.references;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mt: 3, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {BILLING_TEXTS.referencesHeading}
        </Typography>
        {canEdit && (
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)} aria-label={BILLING_TEXTS.editReferences}>
            Edit
          </Button>
        )}
      </Box>
      <DetailList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}>
        <DetailItem term={BILLING_TEXTS.poNumber}>
          <ReferenceValue reference={poNumber} />
        </DetailItem>
        <DetailItem term={BILLING_TEXTS.costCentre}>
          <ReferenceValue reference={costCentre} />
        </DetailItem>
      </DetailList>
      {canEdit && (
        <WhenFirstOpened open={editing}>
          <EditReferencesDialog open={editing} invoice={invoice} onClose={() => setEditing(false)} />
        </WhenFirstOpened>
      )}
    </Paper>
  );
}
