// The three headers of spec section 2: public (signed out), signed-in, and brand-only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { hasActiveSubscription } from '../auth/guards';
import { useSite } from '../site';
import { goToFaq } from './faqScroll';
import { ChatIcon, MenuIcon, PersonIcon } from './icons';
import { Logo } from './Logo';
import { useDismiss } from '../lib/useDismiss';

const BRAND_ONLY = ['/onboarding', '/check-your-email', '/login', '/logout', '/no-access', '/waitlist', '/waitlist-no-access', '/select-account'];

export function isBrandOnlyPath(pathname: string): boolean {
  return BRAND_ONLY.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

function ChatLink({ className = 'icon-button' }: { className?: string }) {
  const { discordUrl } = useSite();
  return (
    <a href={discordUrl} target="_blank" rel="noreferrer" className={className} aria-label="Join our community chat (opens in a new tab)">
      <ChatIcon />
    </a>
  );
}

function PublicHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const faq = () => {
    setOpen(false);
    goToFaq(pathname, navigate);
  };
  return (
    <>
      <div className="header-desktop">
        <Logo />
        <nav className="header-nav" aria-label="Main">
          <button type="button" className="link-button" onClick={faq}>
            FAQ
          </button>
          <ChatLink />
          <Link to="/login" className="button button-ghost">
            Login
          </Link>
          <Link to="/onboarding/platform" className="button button-primary">
            Get Started
          </Link>
        </nav>
      </div>
      <div className="header-mobile">
        <Logo />
        <div className="header-mobile-actions">
          <Link to="/onboarding/platform" className="button button-primary button-small">
            Get Started
          </Link>
          <button type="button" className="icon-button" aria-label="Menu" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((o) => !o)}>
            <MenuIcon />
          </button>
        </div>
        {open ? (
          <nav id="mobile-menu" className="mobile-menu" aria-label="Main">
            <button type="button" className="link-button" onClick={faq}>
              FAQ
            </button>
            <Link to="/login" onClick={() => setOpen(false)}>
              Login
            </Link>
            <ChatLink className="menu-link" />
          </nav>
        ) : null}
      </div>
    </>
  );
}

function AvatarMenu() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(ref, open, closeMenu);
  const initial = user?.first_name?.trim().charAt(0).toUpperCase();
  const showUpgrade = !hasActiveSubscription(user?.permission, Date.now());
  return (
    <div className="avatar-menu" ref={ref}>
      <button type="button" className="avatar" aria-label="Account menu" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {initial ? <span aria-hidden="true">{initial}</span> : <PersonIcon />}
      </button>
      {open ? (
        <ul className="menu" role="menu">
          {showUpgrade ? (
            <li role="none">
              <Link role="menuitem" to="/onboarding/plan">
                Upgrade
              </Link>
            </li>
          ) : null}
          <li role="none">
            <Link role="menuitem" to="/dashboard">
              Dashboard
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/settings">
              Settings
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/contact">
              Contact
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/logout">
              Logout
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function SignedInHeader() {
  return (
    <div className="header-row">
      <Logo />
      <nav className="header-nav" aria-label="Account">
        <ChatLink />
        <AvatarMenu />
      </nav>
    </div>
  );
}

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const content = isBrandOnlyPath(pathname) ? (
    <div className="header-row">
      <Logo />
    </div>
  ) : user ? (
    <SignedInHeader />
  ) : (
    <PublicHeader />
  );
  return <header className="site-header">{content}</header>;
}
