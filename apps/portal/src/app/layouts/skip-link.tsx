import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of Tab: hidden until focused, it moves the focus past the header to the page. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}
