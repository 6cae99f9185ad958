import { PageScaffold } from '@portal/ui';
import { UsersSecurityTab } from './users-security-tab';

/** /users/security on its own, until it is a tab of the Users page. */
export function UsersSecurityScreen() {
  return (
    <PageScaffold title="Users" subtitle="Security">
      <UsersSecurityTab />
    </PageScaffold>
  );
}
