import { InitialsAvatar } from '@portal/ui/light';
import { expertFor } from './experts';

export const AUTH_SLOGAN = 'Hire vetted developers in days, not months.';

/** The marketing side of the auth layout: the slogan and a quote from an expert. */
export function AuthMarketingPanel({ routeName }: { routeName: string }) {
  const expert = expertFor(routeName);
  return (
    <aside aria-label="Why teams hire here" className="portal-marketing">
      <p className="portal-marketing__slogan">{AUTH_SLOGAN}</p>
      <figure className="portal-marketing__figure">
        <blockquote className="portal-marketing__quote">“{expert.quote}”</blockquote>
        <figcaption className="portal-marketing__caption">
          <InitialsAvatar name={expert.name} size={48} />
          <div>
            <p className="portal-marketing__name">{expert.name}</p>
            <p className="portal-marketing__role">{expert.role}</p>
          </div>
        </figcaption>
      </figure>
    </aside>
  );
}
