import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { idempotencyKey } from '@portal/api-client';
import { useSession } from '@portal/auth';
import { HIRING_LIMITS, SENIORITIES, SENIORITY_LABELS, type TalentRequestInput } from '@portal/api-schema';
import { applyServerErrors, fieldErrorProps, FormErrorAlert, LoadingState, NumberField, PageScaffold, textLimitProps } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateTalentRequestMutation } from '../hiring-api';
import { BudgetCurrencyField } from '../hiring/budget-currency-field';
import { SkillsField } from './skills-field';
import { useTalentRequestDraft } from './talent-request-draft';
import {
  formFieldOf,
  localToday,
  majorToMinor,
  readDraft,
  talentRequestErrorMessages,
  TALENT_REQUEST_FIELDS,
  talentRequestFormSchema,
  toTalentRequestInput,
  type TalentRequestForm,
} from './talent-request-form';

// The form holds empty values ('') the schema rejects with a message; its output is the request.
const resolver = zodResolver(talentRequestFormSchema, { error: talentRequestErrorMessages }) as unknown as Resolver<
  TalentRequestForm,
  unknown,
  TalentRequestInput
>;

/**
 * A text too long is told by the field's own live count (how many too many), so the schema's word
 * for the same thing gives way to it; any other error of the field shows as it is.
 */
function lengthLeftToCounter(error: FieldError | undefined): FieldError | undefined {
  return error?.type === 'too_big' ? undefined : error;
}

/** SaleRequest: a request for more talent; the team answers with proposals. */
export function TalentRequestScreen() {
  const { user } = useSession();
  return (
    <PageScaffold title="Request talent" subtitle="Tell us who you are looking for. We will match candidates and send you proposals.">
      {user ? <TalentRequestFormView userId={user.id} /> : <LoadingState />}
    </PageScaffold>
  );
}

function TalentRequestFormView({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [createTalentRequest] = useCreateTalentRequestMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);
  const submissionKey = useRef(idempotencyKey());
  const draft = useTalentRequestDraft(userId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TalentRequestForm, unknown, TalentRequestInput>({
    defaultValues: readDraft(draft.load()),
    resolver,
  });

  useEffect(() => {
    const subscription = watch((values) => draft.save(values));
    return () => subscription.unsubscribe();
  }, [watch, draft]);

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      const rfp = await createTalentRequest({ input: toTalentRequestInput(values), idempotencyKey: submissionKey.current }).unwrap();
      draft.clear();
      void navigate(`/request-success?request=${encodeURIComponent(rfp.id)}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, TALENT_REQUEST_FIELDS, formFieldOf));
    } finally {
      sending.current = false;
    }
  });

  const budgetError = errors.hourly_budget?.added_value?.message ?? errors.hourly_budget?.message;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Talent request" sx={{ display: 'grid', gap: 2.5 }}>
        <FormErrorAlert text={formError} />
        <TextField
          {...register('title')}
          id="field-title"
          label="Role title"
          placeholder="e.g. Senior React developer"
          required
          fullWidth
          {...textLimitProps(watch('title').trim(), HIRING_LIMITS.titleMaxLength, lengthLeftToCounter(errors.title))}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <SkillsField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            {...register('seniority')}
            select
            id="field-seniority"
            label="Seniority"
            required
            {...fieldErrorProps(errors.seniority)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose…</option>
            {SENIORITIES.map((seniority) => (
              <option key={seniority} value={seniority}>
                {SENIORITY_LABELS[seniority]}
              </option>
            ))}
          </TextField>
          <Controller
            control={control}
            name="hours_per_week"
            render={({ field, fieldState }) => (
              <NumberField
                id="field-hours_per_week"
                label="Hours per week"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                min={HIRING_LIMITS.hoursPerWeekMin}
                max={HIRING_LIMITS.hoursPerWeekMax}
                required
                {...fieldErrorProps(fieldState.error, `${HIRING_LIMITS.hoursPerWeekMin} to ${HIRING_LIMITS.hoursPerWeekMax}.`)}
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
          <Controller
            control={control}
            name="hourly_budget.added_value"
            render={({ field }) => (
              <NumberField
                id="field-hourly_budget"
                label="Hourly budget"
                value={field.value === '' ? '' : field.value / 100}
                onChange={(amount) => field.onChange(amount === '' ? '' : majorToMinor(amount))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                min={HIRING_LIMITS.hourlyBudgetMinMinor / 100}
                max={HIRING_LIMITS.hourlyBudgetMaxMinor / 100}
                step={1}
                required
                error={Boolean(budgetError)}
                helperText={budgetError ?? 'The most you want to pay per hour, 10.00 to 500.00.'}
              />
            )}
          />
          <BudgetCurrencyField
            {...register('hourly_budget.currency')}
            id="field-currency"
            {...fieldErrorProps(errors.hourly_budget?.currency)}
          />
        </Box>
        <TextField
          {...register('start_date')}
          type="date"
          id="field-start_date"
          label="Start date"
          required
          {...fieldErrorProps(errors.start_date)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }}
          sx={{ maxWidth: { sm: 280 } }}
        />
        <TextField
          {...register('notes')}
          id="field-notes"
          label="Notes"
          placeholder="Anything else we should know: the project, the team, the time zone…"
          multiline
          minRows={3}
          fullWidth
          {...textLimitProps(watch('notes').trim(), HIRING_LIMITS.notesMaxLength, lengthLeftToCounter(errors.notes))}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={isSubmitting}>
            Send request
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
