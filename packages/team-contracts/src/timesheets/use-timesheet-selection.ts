import type { TimesheetSummary } from '@portal/api-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** A timesheet selected for approval: the revision the list showed, which approving names. */
export type SelectedTimesheet = Pick<TimesheetSummary, 'id' | 'revision' | 'talent' | 'contract' | 'week_start' | 'week_end'>;

/** Waiting for review: what approving can approve (queried ones wait for the vendor, approved ones are final). */
export const canApprove = (timesheet: Pick<TimesheetSummary, 'status'>) => timesheet.status === 'submitted';

export interface TimesheetSelection {
  /** The selected timesheets, in the order they were selected. */
  selected: readonly SelectedTimesheet[];
  isSelected(id: string): boolean;
  toggle(timesheet: TimesheetSummary): void;
  /** Selects (or, with false, unselects) every timesheet of the page that can be approved. */
  setAll(timesheets: readonly TimesheetSummary[], checked: boolean): void;
  clear(): void;
}

function pick({ id, revision, talent, contract, week_start, week_end }: TimesheetSummary): SelectedTimesheet {
  return { id, revision, talent, contract, week_start, week_end };
}

/**
 * The timesheets selected for approval, kept by the list screen across pages and filters. A page
 * that shows a selected timesheet no longer waiting for review, or revised since it was selected
 * (the list refreshes when the vendor sends a revision), drops it: approving names the revision seen.
 */
export function useTimesheetSelection(page: readonly TimesheetSummary[] | undefined): TimesheetSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedTimesheet>>(() => new Map());

  useEffect(() => {
    if (!page) return;
    setSelected((current) => {
      const gone = page.filter((timesheet) => {
        const chosen = current.get(timesheet.id);
        return chosen !== undefined && (!canApprove(timesheet) || chosen.revision !== timesheet.revision);
      });
      if (gone.length === 0) return current;
      const next = new Map(current);
      for (const timesheet of gone) next.delete(timesheet.id);
      return next;
    });
  }, [page]);

  const toggle = useCallback((timesheet: TimesheetSummary) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(timesheet.id)) next.delete(timesheet.id);
      else if (canApprove(timesheet)) next.set(timesheet.id, pick(timesheet));
      return next;
    });
  }, []);

  const setAll = useCallback((timesheets: readonly TimesheetSummary[], checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const timesheet of timesheets.filter(canApprove)) {
        if (checked) next.set(timesheet.id, pick(timesheet));
        else next.delete(timesheet.id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({ selected: [...selected.values()], isSelected: (id: string) => selected.has(id), toggle, setAll, clear }),
    [selected, toggle, setAll, clear],
  );
}
