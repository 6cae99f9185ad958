import type { InvoiceSummary } from '@portal/api-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isPayable, type SelectedInvoice } from './invoice-selection';

export interface InvoiceSelection {
  /** The selected invoices, in the order they were selected. */
  selected: readonly SelectedInvoice[];
  isSelected(id: string): boolean;
  toggle(invoice: InvoiceSummary): void;
  /** Selects (or, with false, unselects) every payable invoice of the page. */
  setAll(invoices: readonly InvoiceSummary[], checked: boolean): void;
  clear(): void;
}

function pick({ id, number, vendor, total }: InvoiceSummary): SelectedInvoice {
  return { id, number, vendor, total };
}

/**
 * The invoices selected for paying, kept by the list screen: paging and filtering keep them (the
 * selection bar still counts and totals them), so a selection can span pages. A page that shows a
 * selected invoice no longer payable (paid meanwhile, a payment on its way) drops it.
 */
export function useInvoiceSelection(page: readonly InvoiceSummary[] | undefined): InvoiceSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedInvoice>>(() => new Map());

  useEffect(() => {
    if (!page) return;
    setSelected((current) => {
      const gone = page.filter((invoice) => current.has(invoice.id) && !isPayable(invoice));
      if (gone.length === 0) return current;
      const next = new Map(current);
      for (const invoice of gone) next.delete(invoice.id);
      return next;
    });
  }, [page]);

  const toggle = useCallback((invoice: InvoiceSummary) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(invoice.id)) next.delete(invoice.id);
      else if (isPayable(invoice)) next.set(invoice.id, pick(invoice));
      return next;
    });
  }, []);

  const setAll = useCallback((invoices: readonly InvoiceSummary[], checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const invoice of invoices.filter(isPayable)) {
        if (checked) next.set(invoice.id, pick(invoice));
        else next.delete(invoice.id);
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
