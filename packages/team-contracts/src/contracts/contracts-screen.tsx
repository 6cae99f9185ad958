import { errorToastText, isApiError } from '@portal/api-client';
import { GoToHiringButton } from '@portal/auth';
import { countText, ErrorState, KeysetListView, PageScaffold, useCursorStack, useUrlFilters } from '@portal/ui';
import { useGetContractsQuery, useGetContractVendorsQuery } from '../team-contracts-api';
import { contractFiltersSchema, contractListQueryOf } from './contract-filters';
import { ContractsFiltersBar } from './contracts-filters-bar';
import { ContractsTable, ContractsTableSkeleton } from './contracts-table';

export const NO_CONTRACTS = 'No contracts yet';
export const NO_CONTRACTS_DESCRIPTION =
  'Contracts appear here when a vendor sends one, for example after you hire a candidate. You sign them here.';
export const NO_MATCHES = 'No contracts match these filters';

export const contractCountText = (count: number) => countText(count, 'contract');

/** /contracts: the company's contracts, awaiting signature first, filtered and sorted in the URL, a page at a time. */
export function ContractsScreen() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(contractFiltersSchema);
  // New filters start again at the first page.
  const paging = useCursorStack(key);
  const vendors = useGetContractVendorsQuery();
  // Contracts are sent, signed and ended elsewhere: a list opened again is fetched again.
  const list = useGetContractsQuery(contractListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });

  return (
    <PageScaffold title="Contracts" subtitle="The contracts with your vendors: sign new ones and keep track of the rest.">
      <ContractsFiltersBar filters={filters} active={active} vendors={vendors.data ?? []} onChange={setFilters} onClear={clearFilters} />
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The contracts could not be loaded."
        renderError={(error) =>
          // 422: filters the API refuses (e.g. a page link that no longer fits) are told as such.
          isApiError(error) && error.status === 422 ? (
            <ErrorState title="These filters cannot be applied." description={errorToastText(error)} />
          ) : undefined
        }
        skeleton={<ContractsTableSkeleton />}
        empty={{
          title: NO_CONTRACTS,
          description: NO_CONTRACTS_DESCRIPTION,
          action: <GoToHiringButton />,
        }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="Contract pages"
        countText={(page) => contractCountText(page.total)}
      >
        {(page) => <ContractsTable contracts={page.items} />}
      </KeysetListView>
    </PageScaffold>
  );
}
