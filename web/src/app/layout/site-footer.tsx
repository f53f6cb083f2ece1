import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon';
import { useFormatters } from '../../lib/i18n/formatters';
import { Brand } from './brand';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useLingui();
  const year = useFormatters().year();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Brand className="brand brand--light" />
          <p>{t`Sabil helps believers who cannot afford it make the journey of a lifetime, funded by donors who want to share the reward.`}</p>
        </div>
        <nav aria-label={t`Footer`}>
          <h2 className="site-footer__heading">{t`Quick links`}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/">{t`Home`}</Link>
            </li>
            <li>
              <Link to="/community">{t`Stories`}</Link>
            </li>
            <li>
              <Link to="/learn-more">{t`How it works`}</Link>
            </li>
            <li>
              <Link to="/donor/login">{t`Donate`}</Link>
            </li>
            <li>
              <Link to="/seeker/login">{t`Apply for support`}</Link>
            </li>
            <li>
              <Link to="/contact">{t`Contact`}</Link>
            </li>
          </ul>
        </nav>
        <SocialPlaceholders />
      </div>
      <div className="container site-footer__bottom">
        <p>{t`© ${year} Sabil. All rights reserved.`}</p>
      </div>
    </footer>
  );
}

/**
 * SPEC §2: the social media links are placeholders. Sabil has no pages yet, so they are plain text
 * marked "coming soon" rather than links that go nowhere.
 */
// TODO(social accounts): make these links once the real addresses exist.
function SocialPlaceholders() {
  const { t } = useLingui();
  const networks = [
    { name: t`Facebook`, icon: 'facebook' },
    { name: t`Instagram`, icon: 'instagram' },
    { name: t`YouTube`, icon: 'youtube' },
  ] as const;
  return (
    <div>
      <h2 className="site-footer__heading">{t`Follow us`}</h2>
      <p className="site-footer__soon">{t`Our social media pages are coming soon.`}</p>
      <ul className="site-footer__social">
        {networks.map((network) => (
          <li key={network.icon}>
            <Icon name={network.icon} size={18} />
            <span>{network.name}</span>
            <span className="visually-hidden">{t`(coming soon)`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
