import { isApiError } from '@portal/api-client';
import { EmptyState, ErrorState, LoadingState, PageScaffold } from '@portal/ui';
import type { ReactNode } from 'react';

/** 404 for an unknown record or another company's; 422 for an address that names no record at all. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

export interface PageStatesProps {
  /** The page's title while there is no record to name it. */
  title: string;
  /** The page's query, once it has not given its record. */
  query: { error?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  notFound: { title: string; description: string; action: ReactNode };
  errorTitle: string;
  loadingLabel: string;
}

/** What a page of one contract or developer shows instead of it: not found, a failure to retry, or loading. */
export function PageStates({ title, query, notFound, errorTitle, loadingLabel }: PageStatesProps) {
  if (query.isError && !query.isFetching) {
    return (
      <PageScaffold title={title}>
        {isNotFound(query.error) ? (
          <EmptyState title={notFound.title} description={notFound.description} action={notFound.action} />
        ) : (
          <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />
        )}
      </PageScaffold>
    );
  }
  return (
    <PageScaffold title={title}>
      <LoadingState label={loadingLabel} />
    </PageScaffold>
  );
}
