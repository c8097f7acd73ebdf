const CATEGORIES = [
  { title: 'Getting Started', text: 'Connect your Sleeper league and get your first recap.' },
  { title: 'League Context Tips', text: 'What to write so the recap sounds like your league.' },
  { title: 'Sharing Your Recap', text: 'Post to TikTok, Instagram, YouTube or the group chat.' },
  { title: 'Billing & Subscription', text: 'Plans, renewals and the customer portal.' },
  { title: 'Roast Levels', text: 'Participation Trophy, Sunburn and what is coming next.' },
  { title: 'FAQ', text: 'Answers to the questions we hear most.' },
];

export function Resources() {
  return (
    <section className="page">
      <h1>Resources</h1>
      <p className="muted">Guides and tips are on their way.</p>
      <div className="card-grid">
        {CATEGORIES.map((c) => (
          <article key={c.title} className="card feature-card">
            <h2>{c.title}</h2>
            <p className="muted">{c.text}</p>
            <span className="badge">Coming soon</span>
          </article>
        ))}
      </div>
    </section>
  );
}
