import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanyDetails } from '@portal/api-schema';
import { addressLine } from '../company/company-fields';
import { countryName } from '../company/country-names';

/** How vendors address the company's invoices with what is saved now, and who gets them by e-mail. */
export function InvoiceAddressee({ details }: { details: CompanyDetails }) {
  const { information, business } = details;
  const address = addressLine(business.billing_address_same ? information.address : business.billing_address, countryName);
  const contacts = business.billing_contacts.map((contact) => contact.name);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invoice-addressee-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, bgcolor: 'action.hover' }}
    >
      <Typography id="invoice-addressee-heading" variant="h3" component="h2" gutterBottom>
        Your invoices are addressed to
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{information.legal_name || information.name}</Typography>
        <Typography color={address ? 'text.primary' : 'text.secondary'}>{address || 'No billing address yet'}</Typography>
        {business.tax_id && <Typography>Tax ID: {business.tax_id}</Typography>}
        {business.default_po_number && <Typography>PO number: {business.default_po_number}</Typography>}
        {business.default_cost_centre && <Typography>Cost centre: {business.default_cost_centre}</Typography>}
        <Typography color="text.secondary">
          {contacts.length > 0 ? `E-mailed to the payer and to ${contacts.join(', ')}` : 'E-mailed to the person who pays'}
        </Typography>
      </Box>
    </Paper>
  );
}
