import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queryTimesheetBodySchema, type TimesheetDetail } from '@portal/api-schema';
import { TIMESHEET_QUERY_REASON_MAX_LENGTH } from '@portal/api-schema/constants';
import { applyServerErrors, BusyDialog, FormErrorAlert, notify, textLimitProps } from '@portal/ui';
import { useId, useState } from 'react';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { hoursText } from '../team/team-format';
import { useQueryTimesheetMutation } from '../timesheets-api';
import { dayLongText, weekText } from '../timesheets/timesheet-format';

/** The form: the body the API takes, a reason per day queried (in the week's order). */
interface QueryForm {
  revision: number;
  reason: string;
  days: { day: string; reason: string }[];
}

type DayField = `days.${number}.reason`;

const resolver = zodResolver(queryTimesheetBodySchema) as unknown as Resolver<QueryForm>;

export const QUERY_SENT = (vendorName: string) => `Query sent to ${vendorName}`;

export interface QueryTimesheetDialogProps {
  /** The timesheet as the page showed it when the dialog opened: its revision is the one queried. */
  timesheet: TimesheetDetail;
  onClose(): void;
}

/**
 * Queries a timesheet: what is wrong with the week, and per day where needed (a day's box reveals
 * its reason). The API's field errors land beside the fields; a refusal of the whole (a revision
 * since, approved meanwhile) is told above them, in the dialog.
 */
export function QueryTimesheetDialog({ timesheet, onClose }: QueryTimesheetDialogProps) {
  const titleId = useId();
  const [send] = useQueryTimesheetMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QueryForm>({ defaultValues: { revision: timesheet.revision, reason: '', days: [] }, resolver });
  const { fields, insert, remove } = useFieldArray({ control, name: 'days' });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const dayReasons = useWatch({ control, name: 'days' }) ?? [];

  const toggleDay = (day: string) => {
    const index = fields.findIndex((field) => field.day === day);
    if (index >= 0) remove(index);
    // In the week's order, as the reasons are read.
    else insert(fields.filter((field) => field.day < day).length, { day, reason: '' }, { shouldFocus: false });
  };

  // The reasons stay editable while the query is sent: a field the server refuses must take the focus.
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await send({ id: timesheet.id, body }).unwrap();
      notify(QUERY_SENT(timesheet.vendor.name), 'success');
      onClose();
    } catch (error) {
      const dayFields = fields.map((_, index): DayField => `days.${index}.reason`);
      setFormError(
        applyServerErrors<QueryForm>(error, setError, ['reason', ...dayFields], (property) => {
          if (property === 'reason') return 'reason';
          // A day's own error (`days.2.day`: not a day of this week) is told beside its reason.
          const index = /^days\.(\d+)\./.exec(property)?.[1];
          return index !== undefined && Number(index) < fields.length ? `days.${Number(index)}.reason` : null;
        }),
      );
    }
  });

  const daysError = errors.days?.message ?? errors.days?.root?.message;
  return (
    <BusyDialog open busy={isSubmitting} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Query this timesheet</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>
            {`${timesheet.vendor.name} is asked to revise the week of ${weekText(timesheet.week_start, timesheet.week_end)}. ` +
              'It is not approved automatically while the query is open.'}
          </DialogContentText>
          <FormErrorAlert text={formError} />
          <TextField
            {...register('reason')}
            id="field-reason"
            label="What is wrong with this week?"
            multiline
            minRows={2}
            fullWidth
            autoFocus
            {...textLimitProps(
              reason.trim(),
              TIMESHEET_QUERY_REASON_MAX_LENGTH,
              errors.reason?.type === 'too_big' ? undefined : errors.reason,
              'Optional when you query particular days below.',
            )}
          />
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              Days to query
            </Typography>
            {timesheet.entries.map((entry) => {
              const index = fields.findIndex((field) => field.day === entry.day);
              const dayError = index >= 0 ? errors.days?.[index]?.reason : undefined;
              const label = dayLongText(entry.day);
              return (
                <Box key={entry.day} sx={{ display: 'grid', gap: 1 }}>
                  <FormControlLabel
                    control={<Checkbox checked={index >= 0} onChange={() => toggleDay(entry.day)} disabled={isSubmitting} />}
                    label={`${label} · ${hoursText(entry.minutes)}`}
                  />
                  {index >= 0 && (
                    <TextField
                      {...register(`days.${index}.reason`)}
                      id={`field-days-${entry.day}`}
                      label={`Reason for ${label}`}
                      multiline
                      minRows={1}
                      fullWidth
                      required
                      sx={{ pl: { sm: 4 } }}
                      {...textLimitProps(
                        (dayReasons[index]?.reason ?? '').trim(),
                        TIMESHEET_QUERY_REASON_MAX_LENGTH,
                        dayError?.type === 'too_big' ? undefined : dayError,
                      )}
                    />
                  )}
                </Box>
              );
            })}
            {daysError && <FormHelperText error>{daysError}</FormHelperText>}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Send query
          </Button>
        </DialogActions>
      </Box>
    </BusyDialog>
  );
}
