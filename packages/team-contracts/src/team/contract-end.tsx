import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/ui';
import { endsInText } from './team-format';

export interface ContractEndProps {
  endsOn: string | null;
  daysLeft: number | null;
  endingSoon: boolean;
  noticeGiven: boolean;
}

/** A contract's last day, highlighted while it is near ('Ends in 12 days'), and whether notice was given. */
export function ContractEnd({ endsOn, daysLeft, endingSoon, noticeGiven }: ContractEndProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" component="span" color={endsOn ? 'text.primary' : 'text.secondary'}>
        {endsOn ? formatDate(endsOn) : 'Open-ended'}
      </Typography>
      {endingSoon && daysLeft !== null && <Chip size="small" color="warning" label={endsInText(daysLeft)} />}
      {noticeGiven && <Chip size="small" color="warning" label="Notice given" />}
    </Box>
  );
}
