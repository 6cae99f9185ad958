import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvoiceParty } from '@portal/api-schema';

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="body2" color="text.secondary" component="h3" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        {party.address_lines.map((line, index) => (
          <Typography key={index}>{line}</Typography>
        ))}
      </Box>
      {party.tax_id && <Typography color="text.secondary">Tax ID: {party.tax_id}</Typography>}
    </Box>
  );
}

/** Who issues the invoice and whom it bills, as the document names them. */
export function InvoiceParties({ issuer, billTo }: { issuer: InvoiceParty; billTo: InvoiceParty }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <Party heading="From" party={issuer} />
      <Party heading="Bill to" party={billTo} />
    </Box>
  );
}
