import Chip from '@mui/material/Chip';

export function UserStatusChip({ enabled }: { enabled: boolean }) {
  return (
    <Chip
      label={enabled ? 'Active' : 'Disabled'}
      color={enabled ? 'success' : 'default'}
      size="small"
      variant={enabled ? 'filled' : 'outlined'}
    />
  );
}
