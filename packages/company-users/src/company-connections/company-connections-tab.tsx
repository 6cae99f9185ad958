import { type Connection, CONNECTION_STATUSES } from '@portal/api-schema';
import { CONNECTION_STATUS_LABELS } from '@portal/api-schema/constants';
import { ConfirmDialog, FiltersBar, FilterStatusSelect, KeysetListView, notify, useCursorStack, useUrlFilters } from '@portal/ui';
import { useState } from 'react';
import { useEndConnectionMutation, useGetConnectionsQuery } from '../company/company-api';
import { connectionFiltersSchema, connectionListQueryOf } from './connection-filters';
import { ConnectionsTable, ConnectionsTableSkeleton } from './connections-table';

export const NO_CONNECTIONS = 'No vendor connections yet';
export const NO_MATCHES = 'No connections match these filters';

export function endConnectionTitle(vendor: string): string {
  return `End the connection with ${vendor}?`;
}

export function connectionEndedMessage(vendor: string): string {
  return `The connection with ${vendor} has ended.`;
}

/** /company/connections: the vendors the company works with, and ending a connection. */
export function CompanyConnectionsTab() {
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(connectionFiltersSchema);
  const paging = useCursorStack(key);
  const list = useGetConnectionsQuery(connectionListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });
  // The connection stays named while the dialog closes; `open` says whether it is asking.
  const [ending, setEnding] = useState<Connection | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (connection: Connection) => {
    setEnding(connection);
    setOpen(true);
  };
  const [endConnection, endState] = useEndConnectionMutation();

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      const ended = await endConnection(ending.id).unwrap();
      notify(connectionEndedMessage(ended.vendor.name), 'success');
    } catch {
      // The API's reason (contracts still in force) is shown as a toast by the API client.
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <FiltersBar label="Connection filters" active={active} onClear={clearFilters}>
        <FilterStatusSelect options={CONNECTION_STATUSES} optionLabels={CONNECTION_STATUS_LABELS} filters={filters} onChange={setFilters} />
      </FiltersBar>
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The connections could not be loaded."
        skeleton={<ConnectionsTableSkeleton />}
        empty={{ title: NO_CONNECTIONS, description: 'Vendors appear here once your company works with them.' }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="Connection pages"
        countText={(page) => `${page.total} ${page.total === 1 ? 'connection' : 'connections'}`}
      >
        {(page) => <ConnectionsTable connections={page.items} onEnd={ask} />}
      </KeysetListView>
      <ConfirmDialog
        open={open}
        title={endConnectionTitle(ending?.vendor.name ?? '')}
        confirmLabel="End connection"
        destructive
        busy={endState.isLoading}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setOpen(false)}
      >
        {`${ending?.vendor.name ?? 'The vendor'} will no longer be connected to your company. Invoices already issued stay payable, and the connection stays listed as ended.`}
      </ConfirmDialog>
    </>
  );
}
