import Avatar from '@mui/material/Avatar';
import { fullName } from '../names/full-name';
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
  const shownName = hasSplitName ? fullName({ first_name: firstName ?? '', last_name: lastName ?? '' }) : (name?.trim() ?? '');
  const initials = hasSplitName ? initialsOf(firstName, lastName) : initialsFromName(name);
  const image = src || undefined;

  return (
    <Avatar
      src={image}
      alt={image ? shownName : undefined}
      role={image ? undefined : 'img'}
      aria-label={image ? undefined : shownName || undefined}
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
