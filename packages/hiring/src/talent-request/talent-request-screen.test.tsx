import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeScheduler, renderWithScheduler } from '../booking/testing-scheduler';
import { routes } from '../routes';
import './talent-request-screen';

let server: FakeServer | undefined;
beforeEach(() => window.sessionStorage.clear());
afterEach(() => server?.restore());

const ME = makeUser();
const REQUESTS_URL = '/api/client-cabinet/talent-requests';
const RFP_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function renderForm(reply: FakeReply | (() => Promise<FakeReply>) = ok({ id: RFP_ID, title: 'Senior React developer' }, 201)) {
  server = fakeApi((request) => {
    if (request.method === 'POST' && request.url === REQUESTS_URL) return typeof reply === 'function' ? reply() : reply;
    return failure(404, {});
  });
  return renderWithScheduler(null, {
    loader: fakeScheduler().loader,
    user: ME,
    path: '/talent-request',
    routes: routes.filter((route) => route.path === '/talent-request'),
  });
}

function sent() {
  return server?.requests.filter((request) => request.url === REQUESTS_URL).map((request) => JSON.parse(String(request.body))) ?? [];
}

function setDate(value: string) {
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value } });
}

async function fillForm(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Role title' }), 'Senior React developer');
  await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'React{Enter}GraphQL{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Seniority' }), 'senior');
  const hours = screen.getByRole('spinbutton', { name: 'Hours per week' });
  await user.clear(hours);
  await user.type(hours, '30');
  await user.type(screen.getByRole('spinbutton', { name: 'Hourly budget' }), '85.5');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
  setDate('2030-01-15');
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Fintech, CET hours');
}

describe('TalentRequestScreen', () => {
  it('marks every required field, Skills included, and only those', async () => {
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Role title' })).toBeRequired();
    for (const [role, name] of [
      ['combobox', 'Skills'],
      ['combobox', 'Seniority'],
      ['spinbutton', 'Hours per week'],
      ['spinbutton', 'Hourly budget'],
      ['combobox', 'Currency'],
    ] as const) {
      expect(screen.getByRole(role, { name })).toBeRequired();
    }
    expect(screen.getByLabelText(/Start date/)).toBeRequired();
    expect(document.querySelector('label[for="field-skills"]')).toHaveTextContent(/Skills.*\*/);
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
  });

  it('says next to each field what is missing, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Name the role')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one skill')).toBeInTheDocument();
    expect(screen.getByText('Choose a seniority')).toBeInTheDocument();
    expect(screen.getByText('Enter your hourly budget')).toBeInTheDocument();
    expect(screen.getByText('Choose a start date')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('refuses a start date in the past', async () => {
    const { user } = renderForm();
    await fillForm(user);
    setDate('2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The start date cannot be in the past')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('keeps a pasted title and notes past their limits whole, says so beside each, and sends nothing', async () => {
    const { user } = renderForm();
    await fillForm(user);
    const longTitle = `Senior React developer ${'for a fintech platform '.repeat(5)}`.trim();
    const longNotes = 'The team works in CET hours. '.repeat(70).trim();
    expect(longTitle.length).toBeGreaterThan(120);
    expect(longNotes.length).toBeGreaterThan(2000);
    const title = screen.getByRole('textbox', { name: 'Role title' });
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.clear(title);
    await user.click(title);
    await user.paste(longTitle);
    await user.clear(notes);
    await user.click(notes);
    await user.paste(longNotes);
    expect(title).toHaveValue(longTitle);
    expect(notes).toHaveValue(longNotes);
    expect(screen.getByText(`At most 120 characters: ${longTitle.length - 120} too many.`)).toBeInTheDocument();
    expect(
      screen.getByText(`At most 2,000 characters: ${(longNotes.length - 2000).toLocaleString('en-US')} too many.`),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue(longTitle);
    expect(screen.getByText(`At most 120 characters: ${longTitle.length - 120} too many.`)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('counts the title as it nears its limit', async () => {
    const { user } = renderForm();
    const title = await screen.findByRole('textbox', { name: 'Role title' });
    await user.click(title);
    await user.paste('x'.repeat(100));
    expect(screen.getByText('100 / 120')).toBeInTheDocument();
  });

  it('clamps the hours per week to their bounds', async () => {
    const { user } = renderForm();
    const hours = await screen.findByRole('spinbutton', { name: 'Hours per week' });
    await user.clear(hours);
    await user.type(hours, '90');
    await user.tab();
    expect(hours).toHaveValue('60');
  });

  it('sends the request once, the budget in minor units, and opens the success page', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const { user, router } = renderForm(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    await fillForm(user);
    const submit = screen.getByRole('button', { name: 'Send request' });
    // Clicked again before the page could even disable the button.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    fireEvent.click(submit);
    expect(sent()).toHaveLength(1);
    answer(ok({ id: RFP_ID, title: 'Senior React developer' }, 201));
    await waitFor(() => expect(currentPath(router)).toBe(`/request-success?request=${RFP_ID}`));
    expect(sent()).toEqual([
      {
        title: 'Senior React developer',
        skills: ['React', 'GraphQL'],
        seniority: 'senior',
        hours_per_week: 30,
        hourly_budget: { currency: 'GBP', added_value: 8550 },
        start_date: '2030-01-15',
        notes: 'Fintech, CET hours',
      },
    ]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it("puts the server's field errors next to the fields and the rest above the form", async () => {
    const { user, toasts } = renderForm(
      failure(422, {
        errors: [
          { message: 'Too many skills for one role', property: 'skills.1' },
          { message: 'The budget is below the market rate', property: 'hourly_budget.added_value' },
          { message: 'Requests are paused', property: 'company' },
        ],
      }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Too many skills for one role')).toBeInTheDocument();
    expect(screen.getByText('The budget is below the market rate')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Requests are paused - company');
    expect(toasts).toEqual([]);
  });

  it('shows another failure above the form, and the button works again', async () => {
    const { user } = renderForm(failure(500, { message: 'Database is down' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('sends the same Idempotency-Key when the same form is sent again, so a request is created once', async () => {
    const { user } = renderForm(failure(503, { message: 'The service is briefly unavailable.' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    const keys = server?.requests.filter((request) => request.url === REQUESTS_URL).map((request) => request.headers['idempotency-key']);
    expect(keys?.[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys?.[1]).toBe(keys?.[0]);
  });

  it('keeps the draft across a reload', async () => {
    const first = renderForm();
    await fillForm(first.user);
    first.unmount();
    server?.restore();
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Role title' })).toHaveValue('Senior React developer');
    expect(screen.getByRole('button', { name: 'GraphQL' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Seniority' })).toHaveValue('senior');
    expect(screen.getByRole('spinbutton', { name: 'Hourly budget' })).toHaveValue('85.5');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    expect(screen.getByLabelText(/Start date/)).toHaveValue('2030-01-15');
  });
});
