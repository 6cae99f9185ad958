import { usePageTitleOverride } from '@portal/ui/light';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const PRODUCT_NAME = 'Client Portal';

function documentTitleFor(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The document title follows the route's handle, or the title the page gave itself (`usePageTitle`). */
export function useDocumentTitle(routeTitle: string | undefined): void {
  const pageTitle = usePageTitleOverride() ?? routeTitle;
  useEffect(() => {
    document.title = documentTitleFor(pageTitle);
  }, [pageTitle]);
}

/** Every navigation to another page starts at the top, as a page load would. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
