import { Box, Stack, Typography } from '@mui/material';
import { UserAvatar } from '@portal/ui';
import { expertFor } from './experts';

export const AUTH_SLOGAN = 'Hire vetted developers in days, not months.';

/** The marketing side of the auth layout: the slogan and a quote from an expert. */
export function AuthMarketingPanel({ routeName }: { routeName: string }) {
  const expert = expertFor(routeName);
  return (
    <Stack component="aside" aria-label="Why teams hire here" spacing={5} sx={{ maxWidth: 460 }}>
      <Typography component="p" sx={{ fontSize: { md: '2rem', lg: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}>
        {AUTH_SLOGAN}
      </Typography>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="blockquote" sx={{ m: 0, fontSize: '1.125rem', lineHeight: 1.6, fontStyle: 'italic' }}>
          “{expert.quote}”
        </Typography>
        <Stack component="figcaption" direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
          <UserAvatar name={expert.name} size={48} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{expert.name}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {expert.role}
            </Typography>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
