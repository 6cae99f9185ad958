import { Navigate } from 'react-router';

export function UserSingleIndex() {
  return <Navigate to="info" replace />;
}
