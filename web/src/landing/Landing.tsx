import { Link, useLocation, useNavigate } from 'react-router-dom';
import { goToFaq } from '../layout/faqScroll';
import { ChatIcon } from '../layout/icons';
import { useSite } from '../site';
import { FAQ } from './faq';
import { SampleVideo } from './HeroVideo';

const FEATURE_CARDS = [
  { icon: '🎬', title: 'A 2-minute recap, every week', text: 'Every matchup, every score, the awards and the standings, in a vertical video made for phones.' },
  { icon: '🔥', title: 'Everyone gets roasted', text: 'Clean jokes built on this week\u2019s real results, from the benched star to the lucky win.' },
  { icon: '📲', title: 'Made to share', text: 'Download the MP4 and drop it in the group chat, on TikTok, Instagram or YouTube.' },
];

const FEATURE_GRID = [
  { title: 'Performance Analytics', text: 'Top scorer, dud of the week, bench blunders and luck, straight from your league\u2019s data.' },
  { title: 'Winner Celebrations', text: 'Winners get stamped, blowouts get called out, nail-biters get the drama.' },
  { title: 'Downloadable Video', text: 'HD 1080×1920 MP4s, yours to keep and post anywhere.' },
  { title: 'Weekly Updates', text: 'A new recap every Tuesday by 1pm ET, all season long.' },
];

function Enterprise() {
  const { supportEmail } = useSite();
  return (
    <section className="section enterprise" aria-labelledby="enterprise-title">
      <div className="enterprise-inner">
        <p className="eyebrow">For teams</p>
        <h2 id="enterprise-title">AI video summaries of your company's data</h2>
        <p>
          The engine behind our recaps turns any data into short, narrated videos: weekly sales, KPIs, product metrics. Your numbers, explained in two minutes.
        </p>
        <a className="button button-light" href={`mailto:${supportEmail}?subject=${encodeURIComponent('Enterprise video summaries')}`}>
          Talk to us
        </a>
      </div>
    </section>
  );
}

export function Landing() {
  const { videoHero, discordUrl } = useSite();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="landing">
      <section className={videoHero ? 'hero hero-video' : 'hero'}>
        <div className="hero-copy">
          <p className="eyebrow">Fantasy football · Sleeper</p>
          <h1>
            Your league's week, roasted in a <span className="nowrap">2-minute</span> video
          </h1>
          <p className="lead">AI-generated recap videos of your fantasy football league, every Tuesday. Every matchup, every manager, roasted equally.</p>
          <div className="hero-actions">
            <Link to="/onboarding/platform" className="button button-primary button-large">
              Get Started
            </Link>
            <button type="button" className="link-button" onClick={() => goToFaq(pathname, navigate)}>
              Questions? Read the FAQ
            </button>
          </div>
          <p className="muted small">$10 per league per month · Cancel anytime</p>
        </div>
        {videoHero ? (
          <div className="hero-media">
            <SampleVideo />
          </div>
        ) : null}
      </section>
      {videoHero ? null : (
        <section className="section" aria-labelledby="sample-title">
          <h2 id="sample-title">See it in action</h2>
          <SampleVideo framed={false} />
        </section>
      )}
      <section className="section" aria-label="Features">
        <div className="card-grid">
          {FEATURE_CARDS.map((f) => (
            <article key={f.title} className="card feature-card">
              <span className="feature-icon" aria-hidden="true">
                {f.icon}
              </span>
              <h2>{f.title}</h2>
              <p className="muted">{f.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="grid-title">
        <h2 id="grid-title" className="section-title">
          Everything in every recap
        </h2>
        <div className="feature-grid">
          {FEATURE_GRID.map((f) => (
            <div key={f.title} className="feature-tile">
              <h3>{f.title}</h3>
              <p className="muted">{f.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="section cta">
        <h2>Ready to roast your league?</h2>
        <p className="muted">Set up takes two minutes. Your first recap is ready in about 10-15 minutes.</p>
        <Link to="/onboarding/platform" className="button button-primary button-large">
          Get Started
        </Link>
      </section>
      <section className="section" id="faq" aria-labelledby="faq-title">
        <h2 id="faq-title" className="section-title">
          Frequently Asked Questions
        </h2>
        <div className="faq">
          {FAQ.map((item) => (
            <details key={item.q} className="faq-item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </section>
      <section className="section community">
        <h2>Join the community</h2>
        <p className="muted">Share your recaps, suggest features, and talk trash with other leagues.</p>
        <a href={discordUrl} target="_blank" rel="noreferrer" className="button button-discord">
          <ChatIcon /> Join Our Discord
        </a>
      </section>
      {pathname === '/' ? <Enterprise /> : null}
    </div>
  );
}
