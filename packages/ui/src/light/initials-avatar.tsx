import { initialsFromName } from '../user-avatar/initials';

/** A round avatar with the initials of `name`, named for assistive technology. */
export function InitialsAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <span role="img" aria-label={name} className="portal-avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}>
      {initialsFromName(name)}
    </span>
  );
}
