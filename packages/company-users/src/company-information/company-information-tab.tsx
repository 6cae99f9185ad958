import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  COMPANY_LIMITS,
  COMPANY_SIZES,
  type CompanyDetails,
  type CompanyInformation,
  type CompanyInformationInput,
  companyInformationInputSchema,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '@portal/api-schema';
import type { Path } from 'react-hook-form';
import { useUpdateCompanyInformationMutation } from '../company/company-api';
import { CompanyFormCard } from '../company/company-form-card';
import { CompanyFormTab, useCompanyForm } from '../company/company-form-tab';
import { AddressFields, completeWebsite, SelectController, TextController, TimeZoneController } from '../company/company-fields';
import { CompanyLogoSection } from './company-logo-section';

export const INFORMATION_SAVED_MESSAGE = 'Company information saved.';

/** The form's fields in the order they appear: the first with an error gets the focus. */
const FIELDS: readonly Path<CompanyInformationInput>[] = [
  'legal_name',
  'name',
  'website',
  'size',
  'industry',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'time_zone',
];

const SIZE_LABELS = (size: (typeof COMPANY_SIZES)[number]) => `${size} employees`;

function CompanyInformationForm({ details }: { details: CompanyDetails }) {
  const [update] = useUpdateCompanyInformationMutation();
  const {
    form: { control },
    card,
  } = useCompanyForm<CompanyInformationInput, CompanyInformation>({
    form: { defaultValues: details.information, resolver: zodResolver(companyInformationInputSchema) },
    send: (values) => update(values).unwrap(),
    savedValues: (updated) => updated.information,
    savedMessage: INFORMATION_SAVED_MESSAGE,
    fieldsOf: () => FIELDS,
  });

  return (
    <CompanyFormCard
      title="Company information"
      description="How your company is named and where it is, for vendors, contracts and invoices."
      {...card}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextController
          control={control}
          name="legal_name"
          label="Legal name"
          hint="As registered, e.g. for contracts and invoices"
          required
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.legalNameMaxLength } }}
        />
        <TextController
          control={control}
          name="name"
          label="Display name"
          hint="What everyone sees in the portal"
          required
          slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.displayNameMaxLength } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextController
            control={control}
            name="website"
            label="Website"
            hint="Your site's address, starting with https://"
            type="url"
            inputMode="url"
            autoComplete="url"
            completeOnBlur={completeWebsite}
            slotProps={{ htmlInput: { maxLength: COMPANY_LIMITS.websiteMaxLength } }}
          />
        </Box>
        <SelectController control={control} name="size" label="Company size" options={COMPANY_SIZES} optionLabel={SIZE_LABELS} />
        <SelectController
          control={control}
          name="industry"
          label="Industry"
          options={INDUSTRIES}
          optionLabel={(industry) => INDUSTRY_LABELS[industry]}
        />
      </Box>
      <AddressFields control={control} prefix="address" legend="Address" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TimeZoneController
          control={control}
          name="time_zone"
          label="Time zone"
          hint="Timesheet weeks and business days are counted in it"
          saved={details.information.time_zone}
        />
      </Box>
    </CompanyFormCard>
  );
}

/** /company/information: the logo, then the company's names, website, size, industry, address and time zone. */
export function CompanyInformationTab() {
  return <CompanyFormTab section={CompanyLogoSection} form={CompanyInformationForm} />;
}
