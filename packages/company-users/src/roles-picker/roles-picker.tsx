import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { GROUP_LABELS, groupsMatching, ROLE_GROUP_NAMES, ROLE_LABELS, ROLES, rolesOfGroup, type Role } from '@portal/api-schema/constants';
import { useId } from 'react';

/** What each role lets a person do, shown under its checkbox. */
const ROLE_DESCRIPTIONS: Record<Role, string> = {
  invoices: 'See and pay invoices, accept deliveries.',
  contracts: 'See and sign contracts, see the team.',
  proposals: 'Request developers, review proposals, book interviews.',
  my_company: 'See and edit the company details and vendor connections.',
  account_editor: 'Invite users, change their access, disable them.',
};

export interface RolesPickerProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  label?: string;
  /** Roles that cannot be switched here (the editor does not hold them, say): shown, not changeable. */
  lockedRoles?: readonly Role[];
  /** Why some roles are locked, said once under the list (an error shows above it, not instead). */
  lockedReason?: string;
  disabled?: boolean;
  error?: string;
  onBlur?: () => void;
}

/** The five roles as checkboxes, with the four groups as presets that tick their roles. */
export function RolesPicker({
  value,
  onChange,
  label = 'Access',
  lockedRoles = [],
  lockedReason,
  disabled = false,
  error,
  onBlur,
}: RolesPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const reasonId = useId();
  const descriptionId = useId();
  const held = new Set(value);
  const matching = new Set(groupsMatching(value));
  const locked = new Set(lockedRoles);
  const ordered = (roles: Iterable<Role>) => ROLES.filter((role) => new Set(roles).has(role));

  const applyPreset = (group: (typeof ROLE_GROUP_NAMES)[number]) => {
    // Locked roles keep their state whatever the preset says.
    const wanted = new Set(rolesOfGroup(group));
    const next = ROLES.filter((role) => (locked.has(role) ? held.has(role) : wanted.has(role)));
    onChange(next);
  };

  const toggle = (role: Role, checked: boolean) => {
    const next = new Set(held);
    if (checked) next.add(role);
    else next.delete(role);
    onChange(ordered(next));
  };

  const describedBy = [error ? errorId : null, lockedReason ? reasonId : null].filter(Boolean).join(' ');
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} aria-describedby={describedBy || undefined}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Start from a group, then adjust the roles.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }} role="group" aria-label="Groups">
        {ROLE_GROUP_NAMES.map((group) => (
          <ToggleButton
            key={group}
            value={group}
            size="small"
            selected={matching.has(group)}
            disabled={disabled}
            onChange={() => applyPreset(group)}
            onBlur={onBlur}
          >
            {GROUP_LABELS[group]}
          </ToggleButton>
        ))}
      </Stack>
      <FormGroup aria-labelledby={labelId}>
        {ROLES.map((role) => (
          <div key={role}>
            <FormControlLabel
              sx={{ mt: 0.5 }}
              control={
                <Checkbox
                  checked={held.has(role)}
                  disabled={disabled || locked.has(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                  onBlur={onBlur}
                  slotProps={{ input: { 'aria-describedby': `${descriptionId}-${role}` } }}
                />
              }
              label={ROLE_LABELS[role]}
            />
            <Typography id={`${descriptionId}-${role}`} variant="body2" color="text.secondary" sx={{ pl: 4, mt: -0.75 }}>
              {ROLE_DESCRIPTIONS[role]}
            </Typography>
          </div>
        ))}
      </FormGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
      {lockedReason && (
        <FormHelperText id={reasonId} error={false}>
          {lockedReason}
        </FormHelperText>
      )}
    </FormControl>
  );
}
