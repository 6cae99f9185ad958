import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@portal/api-client';
import { isSandbox, useGetCurrentUserQuery, useSession } from '@portal/auth';
import {
  COMPANY_SIZES,
  HIRING_LIMITS,
  HIRING_NEED_LABELS,
  HIRING_NEEDS,
  HIRING_TIMELINE_LABELS,
  HIRING_TIMELINES,
  SENIORITIES,
  SENIORITY_LABELS,
} from '@portal/api-schema';
import {
  DetailItem,
  DetailList,
  FormErrorAlert,
  formatMinorUnits,
  LoadingState,
  NumberField,
  placeServerErrors,
  textLimitProps,
} from '@portal/ui';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCompleteOnboardingMutation, useGetWizardDraftQuery } from '../hiring-api';
import { BudgetCurrencyField } from '../hiring/budget-currency-field';
import { SkillsField } from '../talent-request/skills-field';
import { ChoiceCards } from './choice-cards';
import {
  INITIAL_WIZARD_STATE,
  LAST_STEP,
  stepOfField,
  toMinorUnits,
  toOnboardingInput,
  WIZARD_STEPS,
  wizardReducer,
  type BudgetCurrency,
  type WizardAnswers,
  type WizardErrors,
  type WizardStep,
} from './wizard-state';
import { DRAFT_TEXTS, newerDraft, useDraftSaving, type DraftStatus } from './wizard-draft';
import { useBrowserCopy } from './wizard-storage';

const STEP_HEADINGS: Record<WizardStep, string> = {
  company: 'Tell us about your company',
  need: 'What do you need?',
  skills: 'Which skills are you looking for?',
  seniority: 'How senior should they be?',
  timeline: 'When do you want to start?',
  budget: 'What is your hourly budget?',
  review: 'Review your answers',
};

const HEADING_ID = 'wizard-step-heading';

/** The steps whose heading is the label of their one (required) question. */
const HEADING_IS_QUESTION: ReadonlySet<WizardStep> = new Set(['need', 'seniority', 'timeline']);

/** The asterisk MUI puts on a required field's label, for a heading that labels a question. */
function RequiredMark() {
  return (
    <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
      &thinsp;*
    </Box>
  );
}

const needOptions = HIRING_NEEDS.map((value) => ({ value, label: HIRING_NEED_LABELS[value] }));
const seniorityOptions = SENIORITIES.map((value) => ({ value, label: SENIORITY_LABELS[value] }));
const timelineOptions = HIRING_TIMELINES.map((value) => ({ value, label: HIRING_TIMELINE_LABELS[value] }));
const sizeOptions = COMPANY_SIZES.map((value) => ({ value, label: `${value} employees` }));

/**
 * The Wizard: a new customer (a SandboxUser) sets up the company and the first request, then
 * books the onboarding call on /hubspot. Someone whose company is set up has nothing to do here.
 */
export function WizardScreen() {
  const { user } = useSession();
  if (!user) return <LoadingState />;
  if (user.company) return <Navigate to={isSandbox(user) ? '/hubspot' : '/dashboard'} replace />;
  return <WizardWithDraft userId={user.id} />;
}

/**
 * Opens the wizard where the user left it: in this browser or in another one (the server's draft),
 * whichever was saved last. Without the server this browser's copy is continued.
 */
function WizardWithDraft({ userId }: { userId: string }) {
  const serverDraft = useGetWizardDraftQuery(undefined, { refetchOnMountOrArgChange: true });
  const browserCopy = useBrowserCopy(userId);
  const [opened, setOpened] = useState<{ saved: unknown } | null>(null);
  const settled = serverDraft.isError || (serverDraft.isSuccess && !serverDraft.isFetching);

  useEffect(() => {
    if (opened || !settled) return;
    setOpened({ saved: newerDraft(browserCopy.load(), serverDraft.isError ? null : serverDraft.data) });
  }, [opened, settled, serverDraft.isError, serverDraft.data, browserCopy]);

  if (!opened) return <LoadingState label="Loading your answers" />;
  return <Wizard userId={userId} saved={opened.saved} />;
}

function Wizard({ userId, saved }: { userId: string; saved: unknown }) {
  const [state, dispatch] = useReducer(wizardReducer, saved, (restored) =>
    wizardReducer(INITIAL_WIZARD_STATE, { type: 'restore', saved: restored }),
  );
  const [completeOnboarding, { isLoading }] = useCompleteOnboardingMutation();
  const currentUser = useGetCurrentUserQuery();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const { step, answers, errors } = state;
  const stepName = WIZARD_STEPS[step] ?? 'review';

  const draft = useDraftSaving(userId, step, answers);
  const browserCopy = useBrowserCopy(userId);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const change = (next: Partial<WizardAnswers>) => dispatch({ type: 'change', answers: next });

  const submit = async () => {
    setFormError(null);
    const built = toOnboardingInput(answers);
    if ('errors' in built) {
      dispatch({ type: 'serverErrors', errors: built.errors });
      return;
    }
    const answer = await completeOnboarding(built.input);
    // 409: the company was set up already (another tab, a double submit); go on as after success.
    if ('error' in answer && !(isApiError(answer.error) && answer.error.status === 409)) {
      // The answers live in the wizard's state, not in a form: each error shows on its step.
      const { byField, formError } = placeServerErrors(answer.error, (property) => (stepOfField(property) === null ? null : property));
      if (byField.size > 0) dispatch({ type: 'serverErrors', errors: Object.fromEntries(byField) });
      setFormError(formError);
      return;
    }
    // The server forgot its draft with the submission; this browser forgets its own.
    draft.stop();
    browserCopy.clear();
    // The user now has a company: read it again, or /hubspot would send them back here.
    await currentUser.refetch();
    void navigate('/hubspot', { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST_STEP) void submit();
    else dispatch({ type: 'next' });
  };

  return (
    <Box component="main" sx={{ px: 2, py: { xs: 3, sm: 6 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Set up your account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A few questions about your company and who you are looking for. Your answers are kept if you leave and come back.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="body2" color="text.secondary">
          Step {step + 1} of {WIZARD_STEPS.length}
        </Typography>
        <LinearProgress variant="determinate" value={((step + 1) / WIZARD_STEPS.length) * 100} aria-label="Progress" sx={{ my: 1.5 }} />
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          <Typography id={HEADING_ID} ref={heading} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
            {STEP_HEADINGS[stepName]}
            {HEADING_IS_QUESTION.has(stepName) && <RequiredMark />}
          </Typography>
          <FormErrorAlert text={formError} />
          <StepFields
            step={stepName}
            answers={answers}
            errors={errors}
            onChange={change}
            onEdit={(target) => dispatch({ type: 'goTo', step: target })}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 1 }}>
            <Button onClick={() => dispatch({ type: 'back' })} disabled={step === 0 || isLoading}>
              Back
            </Button>
            <DraftStatusText status={draft.status} />
            <Button type="submit" variant="contained" loading={isLoading}>
              {step === LAST_STEP ? 'Submit' : 'Next'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

/** A quiet line that says where the answers are kept; read out politely, never in the way. */
function DraftStatusText({ status }: { status: DraftStatus }) {
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ flex: 1, textAlign: 'center' }}>
      {status === 'idle' ? '' : DRAFT_TEXTS[status]}
    </Typography>
  );
}

/**
 * Past its limit the name says by how many characters, as it is typed, in place of the step's own
 * word for the same thing.
 */
function companyNameProps(name: string, error: string | undefined) {
  const trimmed = name.trim();
  const max = HIRING_LIMITS.companyNameMaxLength;
  return textLimitProps(trimmed, max, trimmed.length > max ? undefined : error);
}

function StepFields({
  step,
  answers,
  errors,
  onChange,
  onEdit,
}: {
  step: WizardStep;
  answers: WizardAnswers;
  errors: WizardErrors;
  onChange: (answers: Partial<WizardAnswers>) => void;
  onEdit: (step: number) => void;
}) {
  switch (step) {
    case 'company':
      return (
        <>
          <TextField
            id="field-company-name"
            label="Company name"
            value={answers.company.name}
            onChange={(event) => onChange({ company: { ...answers.company, name: event.target.value } })}
            {...companyNameProps(answers.company.name, errors['company.name'])}
            autoComplete="organization"
            required
            fullWidth
          />
          <FormLabel id="wizard-company-size" required sx={{ fontWeight: 600, color: 'text.primary' }}>
            Company size
          </FormLabel>
          <ChoiceCards
            name="company-size"
            required
            labelledBy="wizard-company-size"
            options={sizeOptions}
            value={answers.company.size}
            onChange={(size) => onChange({ company: { ...answers.company, size } })}
            error={errors['company.size']}
          />
        </>
      );
    case 'need':
      return (
        <ChoiceCards
          name="need"
          required
          labelledBy={HEADING_ID}
          options={needOptions}
          value={answers.need}
          onChange={(need) => onChange({ need })}
          error={errors.need}
        />
      );
    case 'skills':
      return <SkillsField value={answers.skills} onChange={(skills) => onChange({ skills })} error={skillsError(errors)} />;
    case 'seniority':
      return (
        <ChoiceCards
          name="seniority"
          required
          labelledBy={HEADING_ID}
          options={seniorityOptions}
          value={answers.seniority}
          onChange={(seniority) => onChange({ seniority })}
          error={errors.seniority}
        />
      );
    case 'timeline':
      return (
        <ChoiceCards
          name="timeline"
          required
          labelledBy={HEADING_ID}
          options={timelineOptions}
          value={answers.timeline}
          onChange={(timeline) => onChange({ timeline })}
          error={errors.timeline}
        />
      );
    case 'budget':
      return <BudgetFields answers={answers} errors={errors} onChange={onChange} />;
    case 'review':
      return <Review answers={answers} onEdit={onEdit} />;
  }
}

function skillsError(errors: WizardErrors): string | undefined {
  return Object.entries(errors).find(([key]) => key === 'skills' || key.startsWith('skills.'))?.[1];
}

function BudgetFields({
  answers,
  errors,
  onChange,
}: {
  answers: WizardAnswers;
  errors: WizardErrors;
  onChange: (answers: Partial<WizardAnswers>) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
      <NumberField
        id="field-hourly-budget"
        label="Hourly budget"
        value={answers.budget.amount}
        onChange={(amount) => onChange({ budget: { ...answers.budget, amount } })}
        min={HIRING_LIMITS.hourlyBudgetMinMinor / 100}
        max={HIRING_LIMITS.hourlyBudgetMaxMinor / 100}
        error={Boolean(errors['hourly_budget.added_value'])}
        helperText={errors['hourly_budget.added_value'] ?? 'Per hour, from 10.00 to 500.00.'}
        required
      />
      <BudgetCurrencyField
        id="field-budget-currency"
        value={answers.budget.currency}
        onChange={(event) => onChange({ budget: { ...answers.budget, currency: event.target.value as BudgetCurrency } })}
        error={Boolean(errors['hourly_budget.currency'])}
        helperText={errors['hourly_budget.currency']}
      />
    </Box>
  );
}

function Review({ answers, onEdit }: { answers: WizardAnswers; onEdit: (step: number) => void }) {
  const rows: { step: WizardStep; label: string; value: string }[] = [
    { step: 'company', label: 'Company', value: `${answers.company.name} (${answers.company.size} employees)` },
    { step: 'need', label: 'What you need', value: answers.need ? HIRING_NEED_LABELS[answers.need] : '' },
    { step: 'skills', label: 'Skills', value: answers.skills.join(', ') },
    { step: 'seniority', label: 'Seniority', value: answers.seniority ? SENIORITY_LABELS[answers.seniority] : '' },
    { step: 'timeline', label: 'Start', value: answers.timeline ? HIRING_TIMELINE_LABELS[answers.timeline] : '' },
    {
      step: 'budget',
      label: 'Hourly budget',
      value: answers.budget.amount === '' ? '' : formatMinorUnits(toMinorUnits(answers.budget.amount), answers.budget.currency),
    },
  ];
  return (
    <DetailList gap={1.5}>
      {rows.map((row) => (
        <Box key={row.step} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <DetailItem term={row.label} sx={{ minWidth: 0 }} valueSx={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </DetailItem>
          <Button size="small" onClick={() => onEdit(WIZARD_STEPS.indexOf(row.step))} aria-label={`Edit ${row.label.toLowerCase()}`}>
            Edit
          </Button>
        </Box>
      ))}
    </DetailList>
  );
}
