import Avatar from '@mui/material/Avatar';
import { initialsFromName, initialsOf } from './initials';

export interface UserAvatarProps {
  firstName?: string;
  lastName?: string;
  /** A full name, used when first and last name are not given. */
  name?: string;
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
}

/** The user's photo when given (and loadable), else up to two initials. */
export function UserAvatar({ firstName, lastName, name, src, size = 40 }: UserAvatarProps) {
  const hasSplitName = Boolean(firstName?.trim() || lastName?.trim());
  const fullName = hasSplitName ? [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ') : (name?.trim() ?? '');
  const initials = hasSplitName ? initialsOf(firstName, lastName) : initialsFromName(name);
  const image = src || undefined;

  return (
    <Avatar
      src={image}
      alt={image ? fullName : undefined}
      role={image ? undefined : 'img'}
      aria-label={image ? undefined : fullName || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials || undefined}
    </Avatar>
  );
}
