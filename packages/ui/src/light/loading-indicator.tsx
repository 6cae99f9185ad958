/** A spinner in the place of content that is still loading. */
export function LoadingIndicator({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="portal-loading">
      <span className="portal-spinner" role="progressbar" aria-label={label} />
    </div>
  );
}
