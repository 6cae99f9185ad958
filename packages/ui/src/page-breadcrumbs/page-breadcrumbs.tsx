import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageBreadcrumbsProps {
  /** From the outermost page to the current one, which comes last and without `to`. */
  crumbs: readonly Crumb[];
}

/**
 * The trail above a page's title, aligned with the PageScaffold under it. Links are of no use on
 * paper, so a printed page leaves it out.
 */
export function PageBreadcrumbs({ crumbs }: PageBreadcrumbsProps) {
  return (
    <Box
      sx={{ px: { xs: 2, sm: 3, md: 4 }, pt: { xs: 2, sm: 3 }, mb: { xs: -1, sm: -2 }, maxWidth: 1280, mx: 'auto', displayPrint: 'none' }}
    >
      <Breadcrumbs aria-label="Breadcrumb">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={crumb.label} color="text.primary" aria-current="page">
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
