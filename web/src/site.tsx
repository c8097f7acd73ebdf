// Site-wide settings: what the server says is configured, with the product's defaults.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getSiteConfig, probeGoogleAuth } from './lib/api';
import type { SiteConfig } from './lib/schemas';

export const PRODUCT_NAME = 'Recap League';
export const PRICE_PER_LEAGUE = 10;
export const DEFAULT_DISCORD_URL = 'https://discord.gg/recapleague';
export const DEFAULT_SUPPORT_EMAIL = 'support@recapleague.app';
export const SOCIAL_PLATFORMS = ['tiktok', 'facebook', 'instagram', 'youtube', 'twitter', 'linkedin', 'reddit'] as const;

export interface Site {
  googleAuth: boolean;
  /** Sign-up is open to everyone (the server's OPEN_SIGNUP); else invite-only. */
  openSignup: boolean;
  videoHero: boolean;
  discordUrl: string;
  supportEmail: string;
  socials: Partial<Record<(typeof SOCIAL_PLATFORMS)[number], string>>;
  /** 'pending' until GET /api/get/site-config answered; 'missing' when the server has none. */
  status: 'pending' | 'ok' | 'missing';
}

export function siteFrom(config: SiteConfig | null): Site {
  const socials: Site['socials'] = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const url = config?.socials[platform];
    if (url) socials[platform] = url;
  }
  return {
    googleAuth: config?.googleAuth ?? false,
    openSignup: config?.openSignup ?? false,
    videoHero: config?.videoHero ?? true,
    discordUrl: config?.discordUrl || DEFAULT_DISCORD_URL,
    supportEmail: config?.supportEmail || DEFAULT_SUPPORT_EMAIL,
    socials,
    status: config ? 'ok' : 'missing',
  };
}

const SiteContext = createContext<Site>(siteFrom(null));

export function SiteProvider({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<Site>(() => ({ ...siteFrom(null), status: 'pending' }));
  useEffect(() => {
    void getSiteConfig().then((config) => setSite(siteFrom(config)));
  }, []);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);

/** Google sign-in availability: the site config when the server has one, else a probe. */
export function useGoogleAuth(): boolean {
  const { googleAuth, status } = useSite();
  const [probed, setProbed] = useState(false);
  useEffect(() => {
    if (status !== 'missing') return;
    let cancelled = false;
    void probeGoogleAuth().then((ok) => !cancelled && setProbed(ok));
    return () => {
      cancelled = true;
    };
  }, [status]);
  return googleAuth || probed;
}
