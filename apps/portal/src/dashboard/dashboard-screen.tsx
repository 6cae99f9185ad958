import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isClientUser, isSandbox, meetsAccess, useSession } from '@portal/auth';
import type { CurrentUser } from '@portal/api-schema';
import { NearViewportHold, PageScaffold, WidgetSkeleton, type DashboardWidget, type NavItem } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PortalFeature } from '../features';
import { useFeatures } from '../app/routes/features-context';
import { useHeaderNav } from '../header/use-header-nav';
import { greetingFor } from './greeting';
import { NeedsAction } from './needs-action/needs-action';
import { useFirstDataSettled } from './reveal/use-first-data-settled';

/** The features' widgets that `user` may see, in dashboard order. */
function widgetsFor(features: readonly PortalFeature[], user: CurrentUser): DashboardWidget[] {
  if (!isClientUser(user)) return [];
  return features
    .flatMap((feature) => feature.widgets)
    .filter((widget) => meetsAccess(user, widget))
    .sort((a, b) => a.order - b.order);
}

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function SectionCards({ sections }: { sections: NavItem[] }) {
  return (
    <Box component="ul" aria-label="Your sections" sx={{ ...cardGrid, listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((section) => (
        <Card component="li" key={section.to} variant="outlined">
          <CardActionArea component={RouterLink} to={section.to} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {section.label}
                <ArrowForwardIcon fontSize="small" aria-hidden />
              </Typography>
              {section.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {section.description}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

function AccountSetupCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Your account is being set up
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We are preparing your company account. Meanwhile, tell us which developers you need: the setup wizard takes a few minutes, and our
          team contacts you as soon as your account is ready.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/wizard">
          Continue the setup
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The cards load their first data out of sight, under one placeholder, and appear together once it
 * is in: each card's height is known only then, and the cards appearing one by one would push the
 * ones below them down while the viewer reads or clicks.
 */
function RevealWhenSettled({ children }: { children: ReactNode }) {
  const settled = useFirstDataSettled();
  return (
    <Box sx={{ position: 'relative', minHeight: settled ? undefined : 320 }}>
      {!settled && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <WidgetSkeleton label="Loading your dashboard" lineWidths={['40%', '85%', '70%', '60%', '85%', '50%']} />
        </Box>
      )}
      {/* Hidden, not absent: the cards ask for their data meanwhile, and a hidden card cannot be focused or read.
          Content that waits for the viewport waits for the final places too. */}
      <Box sx={settled ? undefined : { visibility: 'hidden' }}>
        <NearViewportHold held={!settled}>{children}</NearViewportHold>
      </Box>
    </Box>
  );
}

export function DashboardScreen() {
  const { user } = useSession();
  const { items } = useHeaderNav();
  const features = useFeatures();
  if (!user) return null;

  const greeting = `${greetingFor(new Date())}, ${user.first_name}`;
  const widgets = widgetsFor(features, user);
  const sections = items.filter((item) => item.to !== '/dashboard');

  return (
    <PageScaffold title={greeting} subtitle={user.company?.name}>
      {isSandbox(user) ? (
        <AccountSetupCard />
      ) : (
        <RevealWhenSettled>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {isClientUser(user) && <NeedsAction />}
            {widgets.length > 0 ? (
              <Box sx={{ ...cardGrid, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
                {widgets.map(({ id, wide, Component }) => (
                  <Box key={id} sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
                    <Component />
                  </Box>
                ))}
              </Box>
            ) : (
              <SectionCards sections={sections} />
            )}
          </Box>
        </RevealWhenSettled>
      )}
    </PageScaffold>
  );
}
