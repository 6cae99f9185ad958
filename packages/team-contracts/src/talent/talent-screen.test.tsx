import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath, type TalentProfile } from '@portal/api-schema';
import { screen, within } from '@testing-library/react';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { HANNAH_ID, talentProfile } from '../testing/team-fixtures';
import { TALENT_NOT_FOUND } from './talent-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/talent/${HANNAH_ID}`;

function talentApi(answer: TalentProfile | (() => ReturnType<typeof failure>)) {
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url === apiPath(API_PATHS.talent, { id: HANNAH_ID }))
      return typeof answer === 'function' ? answer() : ok(answer);
    return failure(404, { message: 'Not found.' });
  });
}

describe('a talent’s profile', () => {
  test('summary, skills with years, experience as a timeline, location, time zone and English level', async () => {
    talentApi(talentProfile());
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeInTheDocument();
    // The content renders one pass after the heading.
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(profile).getByText(/^Europe\/Berlin \(local time \d{1,2}:\d{2} (AM|PM)\)$/)).toBeInTheDocument();
    expect(within(profile).getByText('Advanced (C1)')).toBeInTheDocument();
    expect(within(profile).getByText('On your team')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Builds payment systems. Runs them too.');
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Go · 7 years', 'Kafka · 1 year']);
    const experience = screen.getByRole('region', { name: 'Experience' });
    const jobs = within(experience).getAllByRole('listitem');
    expect(within(jobs[0]!).getByRole('heading', { name: 'Staff engineer, Ledgerly' })).toBeInTheDocument();
    expect(within(jobs[0]!).getByText('Mar 2022 – Present')).toBeInTheDocument();
    expect(within(jobs[1]!).getByText('Jan 2018 – Feb 2022')).toBeInTheDocument();
    expect(within(jobs[1]!).getByText('Payments API.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contracts and hours' })).toHaveAttribute('href', `/my-team/candidate/${HANNAH_ID}`);
  });

  test('text from the profile is shown as text, never as markup', async () => {
    talentApi(talentProfile({ summary: '<img src=x onerror="alert(1)">', first_name: '<b>Eve</b>' }));
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Eve</b> Becker' })).toBeInTheDocument();
    expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  test('a talent off the team, without skills or experience listed', async () => {
    talentApi(talentProfile({ on_team: false, skills: [], experience: [] }));
    renderTeamContracts(PAGE);
    expect(await screen.findByText('No skills listed.')).toBeInTheDocument();
    expect(screen.getByText('No experience listed.')).toBeInTheDocument();
    expect(screen.queryByText('On your team')).not.toBeInTheDocument();
  });

  test('a talent the company has no contract with is not found', async () => {
    talentApi(() => failure(404, { message: 'Not found.' }));
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText(TALENT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My team' })).toHaveAttribute('href', '/my-team');
  });

  test('a failed load offers Try again', async () => {
    let fail = true;
    talentApi(() => (fail ? failure(503, { message: 'Unavailable.' }) : ok(talentProfile())));
    const view = renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { name: 'The profile could not be loaded.' })).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeInTheDocument();
  });
});
