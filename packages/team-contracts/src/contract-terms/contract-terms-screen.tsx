import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ServiceContractTerms } from '@portal/api-schema';
import { TERMS_VERSION_PATTERN } from '@portal/api-schema/constants';
import { formatDate, PageNotFound, PageScaffold, RecordPage, type PageNotFoundText } from '@portal/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useGetServiceContractTermsQuery } from '../team-api';

export const TERMS_TITLE = 'Standard Service Contract Terms';
export const VERSION_NOT_FOUND = 'There is no published version of the terms by this name.';

/** 'Version 2.0, published Jun 1, 2026'. */
export function versionLine(terms: Pick<ServiceContractTerms, 'version' | 'published_on'>): string {
  return `Version ${terms.version}, published ${formatDate(terms.published_on)}`;
}

/** The page's own address of a version; the current one is the page without a version. */
export function termsVersionHref(version: string | null): string {
  return version === null ? '/service-contract-terms' : `/service-contract-terms?version=${encodeURIComponent(version)}`;
}

// On paper the terms stand alone: the portal's header and the page's controls are left out.
const printStyles = <GlobalStyles styles={{ '@media print': { '.MuiAppBar-root': { display: 'none !important' } } }} />;

function VersionSwitcher({ terms }: { terms: ServiceContractTerms }) {
  return (
    <Box component="nav" aria-label="Versions of the terms" sx={{ mb: 3, displayPrint: 'none' }}>
      <Typography variant="body2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
        Versions
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {terms.versions.map((version) => {
          const shown = version.version === terms.version;
          const label = `${version.version}${version.current ? ' (current)' : ''} · ${formatDate(version.published_on)}`;
          return (
            <li key={version.version}>
              <Chip
                component={RouterLink}
                to={termsVersionHref(version.current ? null : version.version)}
                clickable
                aria-current={shown ? 'page' : undefined}
                color={shown ? 'primary' : 'default'}
                variant={shown ? 'filled' : 'outlined'}
                label={label}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function TermsView({ terms }: { terms: ServiceContractTerms }) {
  const current = terms.versions.find((version) => version.current);
  return (
    <PageScaffold
      title={terms.title}
      subtitle={versionLine(terms)}
      actions={
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          Print
        </Button>
      }
    >
      {printStyles}
      {terms.current && <Chip size="small" color="success" variant="outlined" label="Current version" sx={{ mb: 2 }} />}
      {!terms.current && current && (
        <Typography sx={{ mb: 2, displayPrint: 'none' }} role="note">
          {`This is an earlier version. New contracts are made under version ${current.version}, `}
          <Link component={RouterLink} to={termsVersionHref(null)}>
            the current terms
          </Link>
          .
        </Typography>
      )}
      <VersionSwitcher terms={terms} />
      <Box component="article" aria-label={`${terms.title}, version ${terms.version}`} sx={{ maxWidth: '75ch' }}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Unless agreed otherwise in writing, vendors provide their services to your company under these terms. Each contract names the
          version it is made under.
        </Typography>
        {terms.sections.map((section, index) => (
          <Box
            component="section"
            key={`${index}-${section.heading}`}
            aria-labelledby={`terms-section-${index}`}
            sx={{ mb: 3, breakInside: 'avoid' }}
          >
            <Typography variant="h5" component="h2" id={`terms-section-${index}`} gutterBottom>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <Typography key={paragraphIndex} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </PageScaffold>
  );
}

const NOT_FOUND_VERSION: PageNotFoundText = {
  title: 'Version not found',
  description: VERSION_NOT_FOUND,
  action: (
    <Button variant="outlined" component={RouterLink} to={termsVersionHref(null)}>
      Read the current terms
    </Button>
  ),
};

/**
 * /service-contract-terms: the Standard Service Contract Terms for any client user with a company,
 * the current version or the one `?version=` names (contracts link to the version they are under).
 */
export function ContractTermsScreen() {
  const [searchParams] = useSearchParams();
  const version = searchParams.get('version');
  const malformed = version !== null && !TERMS_VERSION_PATTERN.test(version);
  const query = useGetServiceContractTermsQuery(version, { skip: malformed });

  // A version that cannot be one is not asked for.
  if (malformed) return <PageNotFound title={TERMS_TITLE} notFound={NOT_FOUND_VERSION} />;
  return (
    <RecordPage
      title={TERMS_TITLE}
      query={query}
      notFound={NOT_FOUND_VERSION}
      errorTitle="The terms could not be loaded."
      loadingLabel="Loading the terms"
    >
      {(terms) => <TermsView terms={terms} />}
    </RecordPage>
  );
}
