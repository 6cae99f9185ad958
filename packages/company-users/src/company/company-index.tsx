import { Navigate } from 'react-router';

/** /company opens its first tab. */
export function CompanyIndex() {
  return <Navigate to="information" replace />;
}
