import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, apiPath } from '@portal/api-schema';
import { addDays, CHANGE_REQUEST_LIMITS, utcDay } from '@portal/api-schema/constants';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ME } from '../testing/render-team-contracts';
import { ChangeRequestDialog } from './change-request-dialog';
import type { RequestsPanelContract } from './requests-panel-contract';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const CONTRACT_ID = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';
const REQUESTS_URL = apiPath(API_PATHS.contractChangeRequests, { id: CONTRACT_ID });
const today = utcDay();

const CONTRACT: RequestsPanelContract = {
  id: CONTRACT_ID,
  status: 'active',
  starts_on: addDays(today, -100),
  ends_on: addDays(today, 120),
  notice_period_days: 30,
  vendor_name: 'Northwind Dev Studio',
};

function renderDialog() {
  server = fakeApi((request) => (request.method === 'POST' && request.url === REQUESTS_URL ? ok({}, 201) : failure(404, {})));
  const onSent = jest.fn();
  const view = renderFeatureRoutes(
    [{ path: '/dialog', element: <ChangeRequestDialog kind="extension" contract={CONTRACT} onClose={() => {}} onSent={onSent} /> }],
    '/dialog',
    { session: signedIn(ME) },
  );
  return { ...view, onSent };
}

const sent = () => (server?.requests ?? []).filter((request) => request.method === 'POST' && request.url === REQUESTS_URL);

describe('the reason of a change request', () => {
  test('is counted near its limit; pasted past it, it is kept whole, refused with a message, and nothing is sent', async () => {
    const max = CHANGE_REQUEST_LIMITS.reasonMaxLength;
    const view = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Request an extension' });
    fireEvent.change(within(dialog).getByLabelText(/^New end date/), { target: { value: addDays(today, 300) } });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });

    await view.user.click(reason);
    await view.user.paste('x'.repeat(max - 100));
    expect(within(dialog).getByText('900 / 1,000')).toBeInTheDocument();

    const long = 'The roadmap runs on. '.repeat(60);
    await view.user.clear(reason);
    await view.user.paste(long);
    expect(reason).toHaveValue(long);
    const message = `At most 1,000 characters: ${long.trim().length - max} too many.`;
    expect(within(dialog).getByText(message)).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveValue(long);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(sent()).toEqual([]);
    expect(view.onSent).not.toHaveBeenCalled();
  });
});
