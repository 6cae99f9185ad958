import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DetailItem } from '../detail-item/detail-item';
import { ExperienceList, ProfileSection, SkillChips, TalentLocationFacts, TalentProfileCard, TalentSummary } from './talent-profile';

describe('talent profile pieces', () => {
  test('a section is a region named by its heading', () => {
    renderWithTheme(
      <ProfileSection id="talent-summary" title="Summary">
        <TalentSummary summary={'Builds things.\nShips them.'} />
      </ProfileSection>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Builds things. Ships them.');
  });

  test('skills are a list of chips with their years, or a note when there are none and one is given', () => {
    const { rerender } = renderWithTheme(
      <SkillChips
        skills={[
          { name: 'React', years: 6 },
          { name: 'Go', years: 1 },
        ]}
        aria-label="Skills"
      />,
    );
    const list = screen.getByRole('list', { name: 'Skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React · 6 years', 'Go · 1 year']);
    rerender(<SkillChips skills={[]} emptyText="No skills listed." />);
    expect(screen.getByText('No skills listed.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('experience is an ordered list of positions with their months', () => {
    renderWithTheme(
      <ExperienceList
        experience={[{ company: 'Acme', role: 'Lead engineer', start_date: '2022-03-01', end_date: null, description: 'Payments.' }]}
      />,
    );
    const entry = within(screen.getByRole('list')).getByRole('listitem');
    expect(within(entry).getByRole('heading', { level: 3, name: 'Lead engineer, Acme' })).toBeInTheDocument();
    expect(entry).toHaveTextContent('Mar 2022 – Present');
    expect(entry).toHaveTextContent('Payments.');
  });

  test('no experience reads as the given note', () => {
    renderWithTheme(<ExperienceList experience={[]} emptyText="No experience listed." />);
    expect(screen.getByText('No experience listed.')).toBeInTheDocument();
  });

  test('location and time zone are terms with their values', () => {
    renderWithTheme(
      <dl>
        <TalentLocationFacts talent={{ city: 'Warsaw', country: 'Poland', time_zone: 'Mars/Olympus_Mons' }} />
      </dl>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Location', 'Time zone']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Warsaw, Poland', 'Mars/Olympus Mons']);
  });

  test('the profile card is a region with the photo, where the talent lives and works, the given facts and what is under them', () => {
    renderWithTheme(
      <TalentProfileCard
        talent={{
          first_name: 'Ada',
          last_name: 'Lovelace',
          photo: null,
          city: 'Warsaw',
          country: 'Poland',
          time_zone: 'Mars/Olympus_Mons',
        }}
        status={<span>Proposed</span>}
        facts={<DetailItem term="English level">Fluent</DetailItem>}
      >
        <p>More below</p>
      </TalentProfileCard>,
    );
    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Location', 'Time zone', 'English level']);
    expect(card).toHaveTextContent('Proposed');
    expect(card).toHaveTextContent('More below');
  });
});
