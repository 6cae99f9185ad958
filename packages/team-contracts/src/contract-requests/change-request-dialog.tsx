import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ChangeRequestFormValues, changeRequestFormSchema, type ChangeRequestInput, type ChangeRequestKind } from '@portal/api-schema';
import {
  addDays,
  CHANGE_REQUEST_LIMITS,
  CONTRACT_REQUEST_TEXTS,
  earliestEndWithNotice,
  isNoticeShort,
  latestExtensionEnd,
  utcDay,
} from '@portal/api-schema/constants';
import { applyServerErrors, BusyDialog, fieldErrorProps, formatDate, FormErrorAlert, notify, textLimitProps } from '@portal/ui';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useRequestContractChangeMutation } from './contract-requests-api';
import type { RequestsPanelContract } from './requests-panel-contract';

const FIELDS = ['requested_end_on', 'reason'] as const;

const TITLES: Record<ChangeRequestKind, string> = {
  extension: 'Request an extension',
  end: 'Request the end of the contract',
};

export interface ChangeRequestDialogProps {
  /** Which request the dialog asks for; null: closed. */
  kind: ChangeRequestKind | null;
  contract: RequestsPanelContract;
  onClose: () => void;
  /** Called with the request once the API has it. */
  onSent: () => void;
}

/** Asks the vendor for a later end date, or to end the contract on a last working day. */
export function ChangeRequestDialog(props: ChangeRequestDialogProps) {
  if (props.kind === null) return null;
  return <OpenChangeRequestDialog {...props} kind={props.kind} />;
}

/**
 * The earliest and latest days the date field offers: an extension from the day after the end up to
 * two years later; an end from today (or the start of a contract not started) up to the end.
 */
export function dateBounds(kind: ChangeRequestKind, contract: RequestsPanelContract, today: string): { min?: string; max?: string } {
  const { starts_on: startsOn, ends_on: endsOn } = contract;
  if (kind === 'extension') return endsOn ? { min: addDays(endsOn, 1), max: latestExtensionEnd(endsOn) } : {};
  const min = startsOn && startsOn > today ? startsOn : today;
  return endsOn ? { min, max: endsOn } : { min };
}

function OpenChangeRequestDialog({ kind, contract, onClose, onSent }: ChangeRequestDialogProps & { kind: ChangeRequestKind }) {
  const titleId = useId();
  const today = useMemo(() => utcDay(), []);
  const [send] = useRequestContractChangeMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(
        changeRequestFormSchema(
          { status: contract.status, starts_on: contract.starts_on ?? null, ends_on: contract.ends_on },
          today,
          (iso) => formatDate(iso),
        ),
      ) as unknown as Resolver<ChangeRequestFormValues, unknown, ChangeRequestInput>,
    [contract, today],
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChangeRequestFormValues, unknown, ChangeRequestInput>({
    defaultValues: { kind, requested_end_on: '', reason: '' },
    resolver,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await send({ contractId: contract.id, input }).unwrap();
      notify(CONTRACT_REQUEST_TEXTS.sentTo(contract.vendor_name), 'success');
      onSent();
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const chosen = watch('requested_end_on') ?? '';
  // Counted trimmed, as the schema counts it.
  const reason = (watch('reason') ?? '').trim();
  const bounds = dateBounds(kind, contract, today);
  const earliest = earliestEndWithNotice(today, contract.notice_period_days);
  const short =
    kind === 'end' &&
    /^\d{4}-\d{2}-\d{2}$/.test(chosen) &&
    chosen >= today &&
    isNoticeShort({ today, noticePeriodDays: contract.notice_period_days, endsOn: contract.ends_on, requestedEndOn: chosen });

  return (
    <BusyDialog open busy={isSubmitting} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{TITLES[kind]}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>
            {kind === 'extension'
              ? `The contract ends on ${formatDate(contract.ends_on ?? '')}. Ask ${contract.vendor_name} to extend it to a later date, at most 2 years later.`
              : `Ask ${contract.vendor_name} to end the contract. With its ${contract.notice_period_days}-day notice period, the earliest last working day is ${formatDate(
                  contract.ends_on && contract.ends_on < earliest ? contract.ends_on : earliest,
                )}.`}
          </DialogContentText>
          <FormErrorAlert text={formError} />
          <TextField
            {...register('requested_end_on')}
            id="field-requested_end_on"
            type="date"
            label={kind === 'extension' ? 'New end date' : 'Last working day'}
            required
            fullWidth
            disabled={isSubmitting}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
            {...fieldErrorProps(errors.requested_end_on)}
          />
          {short && (
            <Alert severity="warning" role="status">
              {CONTRACT_REQUEST_TEXTS.noticeShortWarning(contract.notice_period_days)}
            </Alert>
          )}
          <TextField
            {...register('reason')}
            id="field-reason"
            label="Reason (optional)"
            multiline
            minRows={3}
            fullWidth
            disabled={isSubmitting}
            // Past the limit the live count says by how much, in place of the schema's word for it.
            {...textLimitProps(
              reason,
              CHANGE_REQUEST_LIMITS.reasonMaxLength,
              errors.reason?.type === 'too_big' ? undefined : errors.reason,
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Send request
          </Button>
        </DialogActions>
      </Box>
    </BusyDialog>
  );
}
