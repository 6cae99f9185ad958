import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { makeInterviewPage, makeRfpPage, makeRfpSummary } from '../testing/hiring-fixtures';
import { renderHiring } from '../testing/render-hiring';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function answerLists() {
  server = fakeApi((request) => {
    const path = request.url.split('?')[0];
    if (path === API_PATHS.rfps) return ok(makeRfpPage([makeRfpSummary()]));
    if (path === API_PATHS.interviews) return ok(makeInterviewPage([]));
    return failure(404, {});
  });
}

describe('hiring page', () => {
  test('/hiring opens the requests tab', async () => {
    answerLists();
    const view = renderHiring('/hiring');

    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior React developer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs are links reachable with the keyboard', async () => {
    answerLists();
    const view = renderHiring('/hiring/rfp');
    const interviews = await screen.findByRole('tab', { name: 'Interviews' });
    expect(interviews).toHaveAttribute('href', '/hiring/interviews');

    await screen.findByRole('link', { name: 'Senior React developer' });
    act(() => screen.getByRole('tab', { name: 'Requests' }).focus());
    await view.user.keyboard('{ArrowRight}');
    expect(interviews).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/interviews'));
    expect(await screen.findByRole('heading', { name: 'No upcoming interviews' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Interviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Interviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'false');

    await view.user.click(screen.getByRole('tab', { name: 'Requests' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp'));
  });

  test('Request talent leads to the talent request', async () => {
    answerLists();
    const view = renderHiring('/hiring/rfp');

    await screen.findByRole('link', { name: 'Senior React developer' });
    await view.user.click(screen.getByRole('link', { name: 'Request talent' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/talent-request'));
  });
});
