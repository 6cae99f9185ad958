import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTRACT_IN_FORCE_STATUSES, type ContractStatus, type MemberContract, type TeamMember } from '@portal/api-schema';
import { hasRole, useSession } from '@portal/auth';
import { DetailItem, fullName, PageBreadcrumbs, PageScaffold, ProfileSection, RecordPage, SkillChips, TalentProfileCard } from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { ContractRequestsPanel } from '../contract-requests/contract-requests-panel';
import { requestsPanelContract } from '../contract-requests/requests-panel-contract';
import { useGetTeamMemberQuery } from '../team-api';
import { talentPath, TEAM_PATHS } from '../team/team-paths';
import { RecentTimesheets } from '../timesheets/recent-timesheets';
import { ApprovedHours } from './approved-hours';
import { MemberContractsTable } from './member-contracts-table';
import { MemberInvoicesTable } from './member-invoices-table';

const isInForce = (contract: MemberContract) => (CONTRACT_IN_FORCE_STATUSES as readonly ContractStatus[]).includes(contract.status);

export const MEMBER_NOT_FOUND = 'This developer has no contract with your company.';

function TeamMemberView({ member }: { member: TeamMember }) {
  const { talent } = member;
  const name = fullName(talent);
  const { user } = useSession();
  const shownInvoices = member.invoices.length;

  return (
    <>
      <PageBreadcrumbs crumbs={[{ label: 'My team', to: TEAM_PATHS.team }, { label: name }]} />
      <PageScaffold
        title={name}
        subtitle={talent.title}
        actions={
          <Button variant="outlined" startIcon={<PersonOutlinedIcon />} component={RouterLink} to={talentPath(talent.id)}>
            View full profile
          </Button>
        }
      >
        <TalentProfileCard
          talent={talent}
          facts={<DetailItem term="On your team">{member.on_team ? 'Yes, working for you now' : 'Not at the moment'}</DetailItem>}
        >
          {talent.skills.length > 0 && <SkillChips skills={talent.skills} aria-label="Skills" sx={{ mt: 3 }} />}
        </TalentProfileCard>

        <ProfileSection id="member-contracts" title="Contracts with your company">
          <MemberContractsTable contracts={member.contracts} />
          {/* The end and extension requests of each contract in force: the ones a request can be made on. */}
          {member.contracts.filter(isInForce).map((contract) => (
            <Box key={contract.id} sx={{ mt: 3 }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {`${contract.number} · ${contract.role_title}`}
              </Typography>
              <ContractRequestsPanel contract={requestsPanelContract(contract)} />
            </Box>
          ))}
        </ProfileSection>

        <ProfileSection id="member-hours" title="Hours approved">
          <ApprovedHours hours={member.hours} />
        </ProfileSection>

        <ProfileSection id="member-timesheets" title="Timesheets">
          <RecentTimesheets of={{ talent: talent.id }} />
        </ProfileSection>

        <ProfileSection id="member-invoices" title="Invoices">
          {shownInvoices === 0 ? (
            <Typography color="text.secondary">No invoices have been billed under these contracts yet.</Typography>
          ) : (
            <>
              <MemberInvoicesTable invoices={member.invoices} linkInvoices={hasRole(user, 'invoices')} />
              {member.invoices_total > shownInvoices && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {`The ${shownInvoices} newest of ${member.invoices_total} invoices.`}
                </Typography>
              )}
            </>
          )}
        </ProfileSection>
      </PageScaffold>
    </>
  );
}

/** /my-team/candidate/:id: a developer the company has a contract with: profile, contracts, hours and invoices. */
export function TeamCandidateScreen() {
  const { id = '' } = useParams();
  const query = useGetTeamMemberQuery(id, { refetchOnMountOrArgChange: true });

  return (
    <RecordPage
      title="Team member"
      query={query}
      notFound={{
        title: 'Team member not found',
        description: MEMBER_NOT_FOUND,
        back: { label: 'Back to My team', to: TEAM_PATHS.team },
      }}
      errorTitle="The team member could not be loaded."
      loadingLabel="Loading the team member"
    >
      {(member) => <TeamMemberView member={member} />}
    </RecordPage>
  );
}
