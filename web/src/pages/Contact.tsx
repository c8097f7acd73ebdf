import { useSite } from '../site';

export function Contact() {
  const { discordUrl, supportEmail } = useSite();
  return (
    <section className="page-narrow card">
      <h1>Contact Us</h1>
      <p>Questions, ideas, or a recap that missed the mark? We'd love to hear from you.</p>
      <div className="actions actions-stack">
        <a href={discordUrl} target="_blank" rel="noreferrer" className="button button-primary">
          Join our Discord
        </a>
        <a href={`mailto:${supportEmail}`} className="button button-ghost">
          Email {supportEmail}
        </a>
      </div>
      <p className="muted">We respond within 24 hours during business days.</p>
    </section>
  );
}
