import TextField from '@mui/material/TextField';
import { END_BEFORE_START, endsBeforeStart } from '@portal/api-schema/constants';

/** A list's period as the URL holds it: ISO days, null for an open end. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateRangeFilterProps {
  /** The two fields' labels, e.g. "Issued from" and "Issued to". */
  fromLabel: string;
  toLabel: string;
  value: DateRange;
  /** Each field's width in pixels. */
  width: number;
  /** Another refusal of the period, told beside To when the end is not before the start (say, a period too long). */
  toError?: string;
  onChange(range: DateRange): void;
}

/**
 * The from and to days of a list's filters. Each field bounds the other (`max` of from is to,
 * `min` of to is from), so the date picker refuses an end before the start; one typed in or
 * brought by a link is told beside To, where it is fixed (the list does not send it: `endsBeforeStart`).
 */
export function DateRangeFilter({ fromLabel, toLabel, value, width, toError: otherToError, onChange }: DateRangeFilterProps) {
  const toError = endsBeforeStart(value) ? END_BEFORE_START : otherToError;
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={fromLabel}
        fullWidth={false}
        sx={{ width }}
        value={value.from ?? ''}
        onChange={(event) => onChange({ ...value, from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to ?? undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label={toLabel}
        fullWidth={false}
        sx={{ width }}
        value={value.to ?? ''}
        onChange={(event) => onChange({ ...value, to: event.target.value || null })}
        error={toError !== undefined}
        helperText={toError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from ?? undefined } }}
      />
    </>
  );
}
