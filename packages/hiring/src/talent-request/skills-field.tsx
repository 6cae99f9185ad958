import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { HIRING_LIMITS, SUGGESTED_SKILLS } from '@portal/api-schema';

export interface SkillsFieldProps {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  id?: string;
}

/** Trimmed, without blanks and without the same skill twice (whatever its case). */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const skill of skills) {
    const name = skill.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result;
}

/** Skills: the suggested ones, or any other typed and confirmed with Enter (or by leaving the field). */
export function SkillsField({ value, onChange, onBlur, error, id = 'field-skills' }: SkillsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      id={id}
      options={SUGGESTED_SKILLS as readonly string[]}
      value={value}
      onChange={(_event, skills) => onChange(normaliseSkills(skills))}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Skills"
          // At least one skill: the request cannot go without.
          required
          error={Boolean(error)}
          helperText={error ?? `Pick or type up to ${HIRING_LIMITS.skillsMax} skills; press Enter after each.`}
        />
      )}
    />
  );
}
