import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { makeSandboxUser, makeUser, signedIn } from '@portal/auth/testing';
import { currentPath, renderRoutes } from '@portal/ui/testing';
import type { CurrentUser } from '@portal/api-schema';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '../routes';
import './wizard-screen';

let server: FakeServer | undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => server?.restore());

const SAM = makeSandboxUser();
const COMPANY = { id: '11111111-2222-4333-8444-555555555555', name: 'Globex' };
const STORAGE_KEY = `portal.wizard.${SAM.id}`;
const ONBOARDING_URL = '/api/client-cabinet/onboarding';
const DRAFT_URL = '/api/client-cabinet/onboarding/draft';

const ANSWERS = {
  company: { name: 'Globex', size: '11-50' },
  need: 'extend_team',
  skills: ['React'],
  seniority: 'senior',
  timeline: 'within_2_weeks',
  budget: { currency: 'EUR', amount: 65.5 },
};

function renderWizard({
  user = SAM,
  onboardingReply = ok({}),
  draftReply = ok(null),
  saveReply,
}: { user?: CurrentUser; onboardingReply?: FakeReply; draftReply?: FakeReply; saveReply?: FakeReply } = {}) {
  server = fakeApi((request) => {
    if (request.method === 'POST' && request.url === ONBOARDING_URL) return onboardingReply;
    if (request.method === 'GET' && request.url === DRAFT_URL) return draftReply;
    if (request.method === 'PUT' && request.url === DRAFT_URL) return saveReply ?? ok(JSON.parse(String(request.body)));
    if (request.method === 'GET' && request.url === '/api/client-cabinet/user') return ok({ ...user, company: COMPANY });
    return failure(404, {});
  });
  // Only this screen: where it leads is a plain page.
  return renderRoutes(
    routes.filter((route) => route.path === '/wizard'),
    { path: '/wizard', session: signedIn(user) },
  );
}

function draftSaves() {
  return (server?.requests ?? [])
    .filter((request) => request.method === 'PUT' && request.url === DRAFT_URL)
    .map((request) => JSON.parse(String(request.body)) as { step: number; answers: typeof ANSWERS; saved_at: string });
}

function onboardingRequests() {
  return server?.requests.filter((request) => request.url === ONBOARDING_URL) ?? [];
}

describe('WizardScreen', () => {
  it('keeps a pasted company name past its limit whole, says so, and stays on the step', async () => {
    const { user } = renderWizard();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    const long = `Globex ${'International Holdings '.repeat(6)}`.trim();
    expect(long.length).toBeGreaterThan(120);
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    const message = `At most 120 characters: ${long.length - 120} too many.`;
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '11-50 employees' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onboardingRequests()).toEqual([]);
  });

  it('walks through the steps, checking each, and sends the answers', async () => {
    const { user, router } = renderWizard();
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Choose the company size')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Globex');
    await user.click(screen.getByRole('radio', { name: '11-50 employees' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What do you need?' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Extend my existing team' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose at least one skill')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'React{Enter}Elixir{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('radio', { name: 'Senior' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Within 2 weeks' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 6 of 7')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Hourly budget' }), '1000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(screen.getByRole('spinbutton', { name: 'Hourly budget' })).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();
    expect(screen.getByText('Globex (11-50 employees)')).toBeInTheDocument();
    expect(screen.getByText('React, Elixir')).toBeInTheDocument();
    expect(screen.getByText('€500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit skills' }));
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
    for (let step = 3; step < 7; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath(router)).toBe('/hubspot'));
    expect(onboardingRequests().map((request) => JSON.parse(String(request.body)))).toEqual([
      {
        company: { name: 'Globex', size: '11-50' },
        need: 'extend_team',
        skills: ['React', 'Elixir'],
        seniority: 'senior',
        timeline: 'within_2_weeks',
        hourly_budget: { currency: 'EUR', added_value: 50000 },
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps the answers and the step across a reload', async () => {
    const first = renderWizard();
    await first.user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Initech');
    await first.user.click(screen.getByRole('radio', { name: '1-10 employees' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
      step: 1,
      answers: { company: { name: 'Initech', size: '1-10' } },
    });
    first.unmount();
    server?.restore();

    const second = renderWizard();
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Initech');
    expect(screen.getByRole('radio', { name: '1-10 employees' })).toBeChecked();
  });

  it("keeps each user's answers apart", async () => {
    window.localStorage.setItem('portal.wizard.someone-else', JSON.stringify({ step: 6, answers: ANSWERS }));
    renderWizard();
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('shows the errors of a 422 on the step they belong to', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ step: 6, answers: ANSWERS }));
    const { user, router } = renderWizard({
      onboardingReply: failure(422, { errors: [{ message: 'Unknown skill', property: 'skills.0' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unknown skill')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/wizard');
  });

  it('shows other failures above the step', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ step: 6, answers: ANSWERS }));
    const { user, toasts } = renderWizard({ onboardingReply: failure(500, { message: 'Database is down' }) });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(toasts).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({ step: 6 });
  });

  it('goes on to /hubspot when the company was already set up (409)', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ step: 6, answers: ANSWERS }));
    const { user, router } = renderWizard({ onboardingReply: failure(409, { message: 'Your account is already set up' }) });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath(router)).toBe('/hubspot'));
  });

  it('sends a sandbox user whose company is set up to /hubspot, and a client user to /dashboard', async () => {
    const sandbox = renderWizard({ user: makeSandboxUser({ company: COMPANY }) });
    await waitFor(() => expect(currentPath(sandbox.router)).toBe('/hubspot'));
    sandbox.unmount();
    const client = renderWizard({ user: makeUser() });
    await waitFor(() => expect(currentPath(client.router)).toBe('/dashboard'));
  });

  it('continues the draft kept on the server when this browser has none', async () => {
    renderWizard({ draftReply: ok({ step: 3, answers: ANSWERS, saved_at: '2026-11-24T10:00:00.000Z' }) });
    expect(await screen.findByText('Step 4 of 7')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Senior' })).toBeChecked();
  });

  it("continues this browser's copy when it is newer than the server's, and the server's when that is newer", async () => {
    const local = { step: 1, answers: ANSWERS, saved_at: '2026-11-24T10:05:00.000Z' };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(local));
    const first = renderWizard({ draftReply: ok({ step: 4, answers: ANSWERS, saved_at: '2026-11-24T10:00:00.000Z' }) });
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    first.unmount();
    server?.restore();

    renderWizard({ draftReply: ok({ step: 4, answers: ANSWERS, saved_at: '2026-11-24T10:10:00.000Z' }) });
    expect(await screen.findByText('Step 5 of 7')).toBeInTheDocument();
  });

  it("continues this browser's copy when the server's draft cannot be read", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ step: 2, answers: ANSWERS, saved_at: '2026-11-24T10:00:00.000Z' }));
    renderWizard({ draftReply: failure(500, { message: 'Database is down' }) });
    expect(await screen.findByText('Step 3 of 7')).toBeInTheDocument();
  });

  it('saves the draft on the server once typing pauses, and says so quietly', async () => {
    const { user } = renderWizard();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.type(name, 'Initech');
    expect(screen.getByRole('status')).toHaveTextContent('Saving draft…');
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    // One request for the whole word, not one a keystroke.
    expect(draftSaves()).toHaveLength(1);
    expect(draftSaves()[0]).toMatchObject({ step: 0, answers: { company: { name: 'Initech', size: '' } } });
    expect(Number.isNaN(Date.parse(draftSaves()[0]?.saved_at ?? ''))).toBe(false);

    await user.click(screen.getByRole('radio', { name: '1-10 employees' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(draftSaves().at(-1)).toMatchObject({ step: 1, answers: { company: { size: '1-10' } } }));
  });

  it('says the draft is kept on this device only when the server refuses it', async () => {
    const { user, toasts } = renderWizard({ saveReply: failure(500, { message: 'Database is down' }) });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Initech');
    expect(await screen.findByText('Draft saved on this device only')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({ answers: { company: { name: 'Initech' } } });
  });

  it('marks every question as required', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ step: 0, answers: ANSWERS }));
    const { user } = renderWizard();
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: 'Company size' })).toHaveAttribute('aria-required', 'true');
    expect(document.getElementById('wizard-company-size')).toHaveTextContent(/Company size.*\*/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: 'Skills' })).toBeRequired();
    expect(document.querySelector('label[for="field-skills"]')).toHaveTextContent(/Skills.*\*/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('spinbutton', { name: 'Hourly budget' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeRequired();
  });
});
