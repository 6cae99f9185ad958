import { downloadFile, errorToastText, isApiError, pageQuery } from '@portal/api-client';
import { endsBeforeStart } from '@portal/api-schema/constants';
import { GoToHiringButton } from '@portal/auth';
import {
  countText,
  DownloadButton,
  ErrorState,
  ExportCsvButton,
  KeysetListView,
  PageScaffold,
  useCursorStack,
  useUrlFilters,
  WhenFirstOpened,
} from '@portal/ui';
import { lazy, useState } from 'react';
import {
  invoiceFilterQuery,
  invoicePdfsZipUrl,
  invoicesCsvUrl,
  useGetInvoiceCountQuery,
  useGetInvoicesQuery,
  useGetInvoiceVendorsQuery,
} from '../billing-api';
import { BillingTabs } from '../billing-tabs/billing-tabs';
import { invoiceFiltersSchema } from './invoice-filters';
import { InvoicesFiltersBar } from './invoices-filters-bar';
import { InvoicesTable, InvoicesTableSkeleton } from './invoices-table';
import type { SelectedInvoice } from './invoice-selection';
import { SelectionBar, SelectPageCheckbox } from './selection-bar';
import { useInvoiceSelection } from './use-invoice-selection';

// Loaded on the first click on Pay selected: the list's first download holds no payment code.
const PaySelectedDialog = lazy(() => import('./pay-selected-dialog'));

export const NO_MATCHES = 'No invoices match these filters';
export const NO_INVOICES = 'No invoices yet';
export const NO_INVOICES_DESCRIPTION =
  'Your vendors bill the work of the developers you hire: their invoices appear here, ready to pay by wire, card or ACH.';

export function invoiceCountText(total: number): string {
  return countText(total, 'invoice');
}

export function InvoicesScreen() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(invoiceFiltersSchema);

  // New filters start again at the first page.
  const paging = useCursorStack(key);

  const vendors = useGetInvoiceVendorsQuery();
  // Filters told wrong beside their field are not sent: the API would refuse them a second time.
  const invalid = endsBeforeStart(filters);
  // Statuses change elsewhere (a payment, an accepted delivery): a list opened again is fetched again.
  const list = useGetInvoicesQuery(pageQuery(filters, paging.cursor), { refetchOnMountOrArgChange: true, skip: invalid });
  // Loaded beside the list, never before it: until it answers (or if it fails) no count is shown.
  const count = useGetInvoiceCountQuery(invoiceFilterQuery(pageQuery(filters)), { refetchOnMountOrArgChange: true, skip: invalid });
  const total = count.currentData?.total;

  const selection = useInvoiceSelection(list.currentData?.items);
  // The invoices the dialog pays, fixed when it opens; each opening is a new dialog (its key).
  const [paying, setPaying] = useState<{ key: number; invoices: readonly SelectedInvoice[] } | null>(null);
  const [payOpen, setPayOpen] = useState(false);

  return (
    <PageScaffold
      title="Invoices"
      actions={
        <>
          <ExportCsvButton disabled={invalid} onExport={() => downloadFile(invoicesCsvUrl(pageQuery(filters)), 'invoices.csv')} />
          {/* More than the API's cap is refused with a message asking for narrower filters, told as a toast. */}
          <DownloadButton
            label="Download PDFs"
            disabled={invalid || total === 0}
            onDownload={() => downloadFile(invoicePdfsZipUrl(pageQuery(filters)), 'invoices.zip')}
          />
        </>
      }
    >
      <BillingTabs />
      <InvoicesFiltersBar filters={filters} active={active} vendors={vendors.data ?? []} onChange={setFilters} onClear={clearFilters} />
      {!invalid && (
        <KeysetListView
          query={list}
          paging={paging}
          errorTitle="The invoices could not be loaded."
          renderError={(error) =>
            // 422: filters the API refuses (e.g. an end date before the start date) are told as such.
            isApiError(error) && error.status === 422 ? (
              <ErrorState title="These filters cannot be applied." description={errorToastText(error)} />
            ) : undefined
          }
          skeleton={<InvoicesTableSkeleton />}
          empty={{
            title: NO_INVOICES,
            description: NO_INVOICES_DESCRIPTION,
            action: <GoToHiringButton />,
          }}
          noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
          filtered={active}
          pagerLabel="Invoice pages"
          countText={() => (total === undefined ? undefined : invoiceCountText(total))}
        >
          {(page) => (
            <>
              <SelectPageCheckbox invoices={page.items} selection={selection} />
              <InvoicesTable invoices={page.items} selection={selection} />
            </>
          )}
        </KeysetListView>
      )}
      <SelectionBar
        selected={selection.selected}
        onClear={selection.clear}
        onPay={() => {
          setPaying((before) => ({ key: (before?.key ?? 0) + 1, invoices: selection.selected }));
          setPayOpen(true);
        }}
      />
      <WhenFirstOpened open={payOpen}>
        {paying && (
          <PaySelectedDialog
            key={paying.key}
            open={payOpen}
            invoices={paying.invoices}
            onClose={() => setPayOpen(false)}
            onPaid={selection.clear}
          />
        )}
      </WhenFirstOpened>
    </PageScaffold>
  );
}
