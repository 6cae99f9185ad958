import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  COMPANY_LIMITS,
  type CompanyBusiness,
  type CompanyBusinessInput,
  companyBusinessInputSchema,
  type CompanyDetails,
  EMAIL_MAX_LENGTH,
  INVOICE_REFERENCE_MAX_LENGTH,
  PREFERRED_CURRENCIES,
} from '@portal/api-schema';
import { currencySymbol } from '@portal/ui';
import { Controller, type Path, useFieldArray, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useUpdateCompanyBusinessMutation } from '../company/company-api';
import { CompanyFormCard } from '../company/company-form-card';
import { CompanyFormTab, useCompanyForm } from '../company/company-form-tab';
import { AddressFields, addressLine, SelectController, TextController } from '../company/company-fields';
import { COMPANY_PATHS } from '../company/company-paths';
import { countryName } from '../company/country-names';
import { InvoiceAddressee } from './invoice-addressee';

export const BUSINESS_SAVED_MESSAGE = 'Business details saved.';

const STATIC_FIELDS: readonly Path<CompanyBusinessInput>[] = [
  'tax_id',
  'billing_address_same',
  'billing_address.line1',
  'billing_address.line2',
  'billing_address.city',
  'billing_address.region',
  'billing_address.postal_code',
  'billing_address.country',
];

/** The form's fields in the order they appear, the contacts' rows included. */
function fieldsOf(contacts: number): Path<CompanyBusinessInput>[] {
  const rows = Array.from(
    { length: contacts },
    (_, index) => [`billing_contacts.${index}.name`, `billing_contacts.${index}.email`] as const,
  ).flat();
  return [
    ...STATIC_FIELDS,
    'billing_contacts',
    ...(rows as Path<CompanyBusinessInput>[]),
    'default_po_number',
    'default_cost_centre',
    'preferred_currency',
  ];
}

function currencyLabel(currency: (typeof PREFERRED_CURRENCIES)[number]): string {
  const symbol = currencySymbol(currency);
  return symbol ? `${currency} (${symbol})` : currency;
}

function CompanyBusinessForm({ details }: { details: CompanyDetails }) {
  const [update] = useUpdateCompanyBusinessMutation();
  const {
    form: {
      control,
      formState: { errors },
    },
    card,
  } = useCompanyForm<CompanyBusinessInput, CompanyBusiness>({
    form: { defaultValues: details.business, resolver: zodResolver(companyBusinessInputSchema) },
    send: (values) => update(values).unwrap(),
    savedValues: (updated) => updated.business,
    savedMessage: BUSINESS_SAVED_MESSAGE,
    fieldsOf: (values) => fieldsOf(values.billing_contacts.length),
  });
  const contacts = useFieldArray({ control, name: 'billing_contacts' });
  const sameAddress = useWatch({ control, name: 'billing_address_same' });
  const contactsError = errors.billing_contacts?.root?.message ?? errors.billing_contacts?.message;
  const companyAddress = addressLine(details.information.address, countryName);

  return (
    <CompanyFormCard title="Business details" description="What vendors put on your invoices, and who receives them." {...card}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextController
          control={control}
          name="tax_id"
          label="Tax ID / VAT ID"
          hint="E.g. DE123456789 or 12-3456789"
          slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.taxIdMaxLength } }}
        />
        <TextController
          control={control}
          name="default_po_number"
          label="Default PO number"
          hint="Put on invoices unless an invoice names its own"
          slotProps={{ htmlInput: { maxLength: INVOICE_REFERENCE_MAX_LENGTH } }}
        />
        <TextController
          control={control}
          name="default_cost_centre"
          label="Default cost centre"
          hint="The cost centre invoices are booked to unless an invoice names its own"
          slotProps={{ htmlInput: { maxLength: INVOICE_REFERENCE_MAX_LENGTH } }}
        />
        <SelectController
          control={control}
          name="preferred_currency"
          label="Preferred currency"
          options={PREFERRED_CURRENCIES}
          optionLabel={currencyLabel}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Controller
          control={control}
          name="billing_address_same"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  id="field-billing_address_same"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label="The billing address is the company address"
            />
          )}
        />
        {sameAddress ? (
          <Typography color="text.secondary" sx={{ pl: 4 }}>
            {companyAddress ? (
              companyAddress
            ) : (
              <>
                No company address yet: add it under{' '}
                <Link component={RouterLink} to={COMPANY_PATHS.information}>
                  Information
                </Link>
                .
              </>
            )}
          </Typography>
        ) : (
          <AddressFields control={control} prefix="billing_address" legend="Billing address" required />
        )}
      </Box>

      <Box
        component="fieldset"
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}
        aria-describedby="billing-contacts-hint"
      >
        <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
          Billing contacts
        </Typography>
        <Typography id="billing-contacts-hint" color="text.secondary" variant="body2">
          They receive invoice e-mails and payment receipts, besides the person who pays. Up to {COMPANY_LIMITS.billingContactsMax}.
        </Typography>
        {contacts.fields.length === 0 && <Typography color="text.secondary">No billing contacts yet.</Typography>}
        {contacts.fields.map((contact, index) => (
          <Box
            key={contact.id}
            role="group"
            aria-label={`Billing contact ${index + 1}`}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, alignItems: 'start' }}
          >
            <TextController
              control={control}
              name={`billing_contacts.${index}.name`}
              label={`Name (contact ${index + 1})`}
              required
              slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.contactNameMaxLength } }}
            />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
              <TextController
                control={control}
                name={`billing_contacts.${index}.email`}
                label={`E-mail (contact ${index + 1})`}
                type="email"
                required
                autoComplete="email"
                slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
              />
            </Box>
            <IconButton aria-label={`Remove billing contact ${index + 1}`} onClick={() => contacts.remove(index)} sx={{ mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {contactsError && <FormHelperText error>{contactsError}</FormHelperText>}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => contacts.append({ name: '', email: '' }, { shouldFocus: true })}
            disabled={contacts.fields.length >= COMPANY_LIMITS.billingContactsMax}
          >
            Add billing contact
          </Button>
        </Box>
      </Box>
    </CompanyFormCard>
  );
}

/** /company/business: tax id, billing address, billing contacts, default PO number and cost centre, preferred currency. */
export function CompanyBusinessTab() {
  return <CompanyFormTab section={InvoiceAddressee} form={CompanyBusinessForm} />;
}
