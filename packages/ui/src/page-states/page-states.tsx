import Button from '@mui/material/Button';
import { isNotFound } from '@portal/api-client/light';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import { PageScaffold } from '../states/page-scaffold';

/** What a page says when its record is not there for the caller, and the way back. */
export interface PageNotFoundText {
  title: string;
  description: string;
  action?: ReactNode;
  /** Without an `action`: the way back, as an outlined button that links to `to`. */
  back?: { label: string; to: string };
}

/** The part of an RTK Query hook's result the states read. */
export interface PageStatesQuery {
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PageStatesProps {
  /** The page's title while there is no record to name it. */
  title: string;
  /** The page's query, once it has not given its record. */
  query: PageStatesQuery;
  notFound: PageNotFoundText;
  errorTitle: string;
  /** Read by screen readers, and shown under the spinner. */
  loadingLabel?: string;
}

function BackButton({ label, to }: { label: string; to: string }) {
  return (
    <Button variant="outlined" component={RouterLink} to={to}>
      {label}
    </Button>
  );
}

/** A page whose record is not there: its title and the not-found text with the way back. */
export function PageNotFound({ title, notFound }: { title: string; notFound: PageNotFoundText }) {
  return (
    <PageScaffold title={title}>
      <EmptyState
        title={notFound.title}
        description={notFound.description}
        action={notFound.action ?? (notFound.back && <BackButton {...notFound.back} />)}
      />
    </PageScaffold>
  );
}

/**
 * What a page of one record shows instead of it: not found (`isNotFound` of the API client), a
 * failure to retry, or loading while its query has not answered (or is asking again after a failure).
 */
export function PageStates({ title, query, notFound, errorTitle, loadingLabel }: PageStatesProps) {
  if (query.isError && !query.isFetching) {
    if (isNotFound(query.error)) return <PageNotFound title={title} notFound={notFound} />;
    return (
      <PageScaffold title={title}>
        <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />
      </PageScaffold>
    );
  }
  return (
    <PageScaffold title={title}>
      <LoadingState label={loadingLabel} />
    </PageScaffold>
  );
}

export interface RecordPageProps<T> extends Omit<PageStatesProps, 'query'> {
  query: PageStatesQuery & { currentData?: T };
  /** The page of the record. */
  children: (record: T) => ReactNode;
}

/**
 * A page of one record: the record's page once its query has it, else its `PageStates`. The record
 * is the query's `currentData`, never `data`, so a page opened for another id never shows the
 * last one's record while its own loads.
 */
export function RecordPage<T>({ query, children, ...states }: RecordPageProps<T>) {
  return query.currentData ? children(query.currentData) : <PageStates query={query} {...states} />;
}
