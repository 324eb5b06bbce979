import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { socialSignInStart, useSocialSignInProviders } from './api/social-sign-in';
import { safeRedirect } from './customer-session';

const names = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * 'Continue with Google / Facebook' on the sign-in and registration pages: links
 * to the server, which sends the browser on to the provider. Nothing shows
 * until the shop's providers are known (none on the server-rendered page).
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const providers = useSocialSignInProviders();
  if (!providers.data?.length) return null;
  const redirect = safeRedirect(searchParams.get('redirect'));
  return (
    <div className="social-sign-in d-grid gap-2 mb-4">
      {providers.data.map((provider) => (
        <a
          key={provider}
          className="btn btn-outline-dark"
          href={socialSignInStart(provider, redirect)}
          rel="nofollow"
          // A page load, not an in-app route: the server answers with a redirect to the provider.
          onClick={(event) => {
            event.preventDefault();
            window.location.assign(event.currentTarget.href);
          }}
        >
          {t('accounts.social.continue_with', { provider: names[provider] })}
        </a>
      ))}
      <p className="text-center text-body-secondary small mb-0">{t('accounts.social.or')}</p>
    </div>
  );
}
