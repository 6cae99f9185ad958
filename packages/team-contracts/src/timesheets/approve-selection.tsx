import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ApproveTimesheetsResult, TimesheetSummary } from '@portal/api-schema';
import { countText, notify, SelectionBar, SelectPageCheckbox as SharedSelectPageCheckbox } from '@portal/ui';
import { useRef } from 'react';
import { useApproveTimesheetsMutation } from '../timesheets-api';
import { timesheetName } from './timesheet-format';
import { canApprove, type SelectedTimesheet, type TimesheetSelection } from './use-timesheet-selection';

export const SELECT_PAGE_LABEL = 'Select all timesheets to approve on this page';

/** Above the table: ticks or unticks every timesheet of the page that waits for review; absent when none does. */
export function SelectPageCheckbox({ timesheets, selection }: { timesheets: readonly TimesheetSummary[]; selection: TimesheetSelection }) {
  return (
    <SharedSelectPageCheckbox<TimesheetSummary>
      items={timesheets}
      canSelect={canApprove}
      isSelected={(timesheet) => selection.isSelected(timesheet.id)}
      onChange={selection.setAll}
      label={SELECT_PAGE_LABEL}
    />
  );
}

/** 'Approve 3 timesheets', 'Approve 1 timesheet'. */
const approveButtonText = (count: number) => `Approve ${countText(count, 'timesheet')}`;

/** A timesheet the API did not approve, with why. */
export interface SkippedTimesheet {
  id: string;
  name: string;
  message: string;
}

/** The toast of a bulk approval: how many were approved, and how many were not. */
function approvalOutcomeText(result: ApproveTimesheetsResult): { text: string; variant: 'success' | 'warning' } {
  const approved = result.timesheets.filter((item) => item.outcome !== 'skipped').length;
  const skipped = result.timesheets.length - approved;
  const approvedText = `${countText(approved, 'timesheet')} approved`;
  if (skipped === 0) return { text: approvedText, variant: 'success' };
  return { text: `${approvedText}, ${skipped} not approved`, variant: 'warning' };
}

export interface ApproveSelectionBarProps {
  selection: TimesheetSelection;
  /** The API answered: the ones it did not approve, with why (empty when every one was approved). */
  onSkipped(skipped: SkippedTimesheet[]): void;
}

/**
 * At the bottom of the viewport while timesheets are selected, over the list: how many, Clear, and
 * Approve, which sends them in one request (each with the revision the list showed), once however
 * often it is hit. The answer says what became of each: a toast, and the ones not approved with why.
 */
export function ApproveSelectionBar({ selection, onSkipped }: ApproveSelectionBarProps) {
  const [approve, { isLoading }] = useApproveTimesheetsMutation();
  // State updates land after a render; a second click in the same frame must see the first one.
  const sending = useRef(false);
  const { selected } = selection;
  if (selected.length === 0) return null;

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    const sent: readonly SelectedTimesheet[] = selected;
    try {
      const result = await approve({ timesheets: sent.map(({ id, revision }) => ({ id, revision })) }).unwrap();
      const { text, variant } = approvalOutcomeText(result);
      notify(text, variant);
      const byId = new Map(sent.map((timesheet) => [timesheet.id, timesheet]));
      onSkipped(
        result.timesheets
          .filter((item) => item.outcome === 'skipped')
          .map((item) => {
            const timesheet = byId.get(item.id);
            return {
              id: item.id,
              name: timesheet ? timesheetName(timesheet) : 'A timesheet',
              message: item.message ?? 'It was not approved.',
            };
          }),
      );
      selection.clear();
    } catch {
      // The API client has told the user why in a toast; the selection stays for another try.
    } finally {
      sending.current = false;
    }
  };

  return (
    <SelectionBar
      label="Selected timesheets"
      status={`${selected.length} selected`}
      onClear={selection.clear}
      busy={isLoading}
      action={
        <Button variant="contained" loading={isLoading} onClick={() => void send()}>
          {approveButtonText(selected.length)}
        </Button>
      }
    />
  );
}

/** The timesheets the last bulk approval did not approve, each with the API's reason; dismissed by the reader. */
export function SkippedTimesheetsAlert({ skipped, onClose }: { skipped: readonly SkippedTimesheet[]; onClose(): void }) {
  if (skipped.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{`${countText(skipped.length, 'timesheet')} not approved`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {skipped.map((item) => (
          <li key={item.id}>{`${item.name}: ${item.message}`}</li>
        ))}
      </Box>
    </Alert>
  );
}
