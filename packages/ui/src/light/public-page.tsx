import type { FormHTMLAttributes, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface PageHeading {
  /** The h1's id, which names the page's section or form. */
  headingId: string;
  title: ReactNode;
  /** Under the title, e.g. what the page is for. */
  lead?: ReactNode;
}

function PageTop({ headingId, title, lead }: PageHeading) {
  return (
    <>
      <h1 id={headingId} className="portal-h1">
        {title}
      </h1>
      {lead && <p className="portal-lead">{lead}</p>}
    </>
  );
}

export interface PublicPageProps extends PageHeading {
  /** Stacked under the title and lead. */
  children: ReactNode;
}

/** A page of the first download that is not a form (e.g. how a form or link turned out): a section named by its h1. */
export function PublicPage({ children, ...heading }: PublicPageProps) {
  return (
    <section aria-labelledby={heading.headingId}>
      <PageTop {...heading} />
      <div className="portal-stack">{children}</div>
    </section>
  );
}

export interface PublicPageFormProps extends PageHeading, Omit<FormHTMLAttributes<HTMLFormElement>, 'title' | 'children'> {
  /** What the server said that belongs to no field; shown above the fields. */
  formError?: string | null;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  /** The submit button shows progress and cannot be pressed again. */
  submitting: boolean;
  /** Under the submit button, e.g. the way to another page. */
  after?: ReactNode;
}

/**
 * A form page of the first download: a form named by its h1 (browser validation off, the fields
 * check themselves), the form's error, its fields and its submit button, stacked.
 */
export function PublicPageForm({
  headingId,
  title,
  lead,
  formError,
  children,
  submitLabel,
  submitting,
  after,
  ...form
}: PublicPageFormProps) {
  return (
    <form noValidate aria-labelledby={headingId} {...form}>
      <PageTop headingId={headingId} title={title} lead={lead} />
      <div className="portal-stack">
        {formError && <Alert severity="error">{formError}</Alert>}
        {children}
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {after}
      </div>
    </form>
  );
}
