import Chip from '@mui/material/Chip';
import { formatDate, scrollTableClasses } from '@portal/ui';
import { endsInText } from './team-format';

export interface ContractEndProps {
  endsOn: string | null;
  daysLeft: number | null;
  endingSoon: boolean;
  noticeGiven: boolean;
}

/** In a table row (styled by the table): a contract's last day, highlighted while it is near ('Ends in 12 days'), and whether notice was given. */
export function ContractEnd({ endsOn, daysLeft, endingSoon, noticeGiven }: ContractEndProps) {
  return (
    <span className={scrollTableClasses.chips}>
      <span className={endsOn ? undefined : scrollTableClasses.secondaryInline}>{endsOn ? formatDate(endsOn) : 'Open-ended'}</span>
      {endingSoon && daysLeft !== null && <Chip size="small" color="warning" label={endsInText(daysLeft)} />}
      {noticeGiven && <Chip size="small" color="warning" label="Notice given" />}
    </span>
  );
}
