import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SOCIAL_PLATFORMS, useSite } from '../site';

const LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  tiktok: 'TikTok',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
};

export function Footer() {
  const { socials, discordUrl } = useSite();
  const configured = SOCIAL_PLATFORMS.filter((p) => socials[p]);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div>
          <p className="footer-brand">{PRODUCT_NAME}</p>
          <p className="muted">We repost user videos when you tag us</p>
          {configured.length ? (
            <ul className="socials" aria-label="Social media">
              {configured.map((p) => (
                <li key={p}>
                  <a href={socials[p]} target="_blank" rel="noreferrer">
                    {LABELS[p]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav className="footer-links" aria-label="Footer">
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <a href={discordUrl} target="_blank" rel="noreferrer">
            Community chat
          </a>
        </nav>
      </div>
      <p className="disclaimer">
        {PRODUCT_NAME} is not affiliated with, endorsed by or sponsored by the NFL. {PRODUCT_NAME} is not a gambling operator.
      </p>
    </footer>
  );
}
