import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COMPANY_LIMITS, COMPANY_MESSAGES, type CompanyDetails, LOGO_CONTENT_TYPES } from '@portal/api-schema';
import { ConfirmDialog, initialsFromName, notify, placeServerErrors } from '@portal/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useRemoveCompanyLogoMutation, useUploadCompanyLogoMutation } from '../company/company-api';
import { useLogoImage } from '../company/use-logo-image';

export const LOGO_UPLOADED_MESSAGE = 'The logo was uploaded.';
export const LOGO_REMOVED_MESSAGE = 'The logo was removed.';

const LOGO_SIZE = 96;

/**
 * What the browser can tell before sending: the declared type and the size. The API checks the
 * file's bytes, which is what counts; this only saves a pointless upload.
 */
function logoProblem(file: File): string | null {
  if (file.size === 0) return COMPANY_MESSAGES.logoEmpty;
  if (file.size > COMPANY_LIMITS.logoMaxBytes) return COMPANY_MESSAGES.logoTooLarge;
  if (file.type === 'image/svg+xml') return COMPANY_MESSAGES.logoSvg;
  if (file.type !== '' && !(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return COMPANY_MESSAGES.logoUnknownType;
  return null;
}

/** The API's reason for refusing the logo: its message on the logo field, or the failure's message. */
function refusal(error: unknown): string {
  const { byField, formError } = placeServerErrors(error, (property) => (property === 'logo' ? 'logo' : null));
  return byField.get('logo') ?? formError ?? COMPANY_MESSAGES.logoUnknownType;
}

function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The company's logo (or its initials), with upload and remove; each change applies at once. */
export function CompanyLogoSection({ details }: { details: CompanyDetails }) {
  const image = useLogoImage(details.logo?.url ?? null);
  const [upload, uploading] = useUploadCompanyLogoMutation();
  const [remove, removing] = useRemoveCompanyLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const problemId = useId();
  const name = details.information.name;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing nothing) still reports a change.
    event.target.value = '';
    if (!file) return;
    const local = logoProblem(file);
    setProblem(local);
    if (local) return;
    try {
      await upload(file).unwrap();
      notify(LOGO_UPLOADED_MESSAGE, 'success');
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      setProblem(null);
      notify(LOGO_REMOVED_MESSAGE, 'success');
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        Logo
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        {image.status === 'loading' ? (
          <Skeleton variant="rounded" width={LOGO_SIZE} height={LOGO_SIZE} aria-label="Loading the logo" />
        ) : (
          <Avatar
            variant="rounded"
            src={image.status === 'ready' ? image.src : undefined}
            alt={image.status === 'ready' ? `${name} logo` : undefined}
            aria-label={image.status === 'ready' ? undefined : `${name} (no logo)`}
            role={image.status === 'ready' ? undefined : 'img'}
            sx={{ width: LOGO_SIZE, height: LOGO_SIZE, fontSize: 32, bgcolor: 'primary.main' }}
          >
            {initialsFromName(name)}
          </Avatar>
        )}
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              loading={uploading.isLoading}
              onClick={() => input.current?.click()}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            >
              {details.logo ? 'Replace logo' : 'Upload logo'}
            </Button>
            {details.logo && (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} disabled={uploading.isLoading}>
                Remove
              </Button>
            )}
          </Box>
          <Typography id={hintId} variant="body2" color="text.secondary">
            PNG, JPEG or WebP, at most 1 MB. A square image looks best.
            {details.logo
              ? ` Current: ${details.logo.content_type.replace('image/', '').toUpperCase()}, ${formatKilobytes(details.logo.size_bytes)}.`
              : ''}
          </Typography>
          <input
            ref={input}
            type="file"
            accept={LOGO_CONTENT_TYPES.join(',')}
            hidden
            aria-label="Logo file"
            data-testid="logo-file"
            onChange={(event) => void onFile(event)}
          />
        </Box>
      </Box>
      {problem && (
        <Alert id={problemId} severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove the company logo?"
        confirmLabel="Remove"
        destructive
        busy={removing.isLoading}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      >
        Everyone in your company will see its initials instead.
      </ConfirmDialog>
    </Paper>
  );
}
