import { Link } from 'react-router';

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 21.5 14 10h4l5 11.5h-3.6l-1-2.5h-4.8l-1 2.5zm5.6-5.4h2.8L16 12.6z" fill="#fff" />
    </svg>
  );
}

/** The product's mark and name; a link to `to` when given. Light: also shown before MUI loads. */
export function PortalLogo({ to }: { to?: string }) {
  const content = (
    <>
      <span className="portal-logo__mark">
        <LogoMark />
      </span>
      <span className="portal-logo__name">Client Portal</span>
    </>
  );
  if (!to) return <span className="portal-logo">{content}</span>;
  return (
    <Link to={to} aria-label="Client Portal, go to the dashboard" className="portal-logo">
      {content}
    </Link>
  );
}
