import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface ChoiceCardsProps<T extends string> {
  name: string;
  /** The id of the heading that asks the question. */
  labelledBy: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Every question of the wizard must be answered: said to assistive technology as well. */
  required?: boolean;
}

/** One answer out of a few, each a card-sized radio button. */
export function ChoiceCards<T extends string>({
  name,
  labelledBy,
  options,
  value,
  onChange,
  error,
  required = false,
}: ChoiceCardsProps<T>) {
  const errorId = `${name}-error`;
  return (
    <FormControl error={Boolean(error)} required={required} fullWidth>
      <RadioGroup
        name={name}
        aria-labelledby={labelledBy}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {options.map((option) => (
          <Box
            key={option.value}
            sx={{
              border: 1,
              borderColor: value === option.value ? 'primary.main' : 'divider',
              borderRadius: 2,
              px: 1.5,
              py: 1,
              bgcolor: value === option.value ? 'action.selected' : 'transparent',
            }}
          >
            <FormControlLabel value={option.value} control={<Radio />} label={option.label} sx={{ width: '100%', m: 0 }} />
          </Box>
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
