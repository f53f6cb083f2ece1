import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon';
import { useFormatters } from '../../lib/i18n/formatters';
import { CharityDetails } from '../../components/ui/charity-details';
import { useSiteDetails } from '../../lib/config/site-details';
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
              <Link to="/transparency">{t`Transparency`}</Link>
            </li>
            <li>
              <Link to="/zakat">{t`Zakat policy`}</Link>
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
        <SocialLinks />
      </div>
      <div className="container site-footer__bottom">
        <p>{t`© ${year} Sabil. All rights reserved.`}</p>
        <CharityDetails className="site-footer__charity" />
      </div>
    </footer>
  );
}

/** The charity's social pages, only those configured (SOCIAL_*_URL); nothing when there are none. */
function SocialLinks() {
  const { t } = useLingui();
  const { social } = useSiteDetails();
  if (!social.length) return null;
  const names = { facebook: t`Facebook`, instagram: t`Instagram`, youtube: t`YouTube` } as const;
  return (
    <div>
      <h2 className="site-footer__heading">{t`Follow us`}</h2>
      <ul className="site-footer__social">
        {social.map((page) => (
          <li key={page.network}>
            <a href={page.url} rel="noopener noreferrer">
              <Icon name={page.network} size={18} />
              <span>{names[page.network]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
