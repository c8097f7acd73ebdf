export const FAQ = [
  {
    q: 'What is Recap League?',
    a: 'A short, funny, AI-generated recap video of your fantasy football league, made every week. It covers every matchup, hands out awards, and roasts every manager equally.',
  },
  {
    q: 'How does it work?',
    a: 'Enter your Sleeper username, pick your league, choose a roast level and tell us a bit about your league. We read your league\u2019s results each week and turn them into a vertical video you can watch and download.',
  },
  {
    q: 'When do I get my video?',
    a: 'One video every Tuesday by 1pm ET, 4 or 5 a month. A new video takes about 10-15 minutes to make.',
  },
  {
    q: 'How long are the videos?',
    a: 'About 2 minutes (2-3 minutes for big leagues): made to be watched on a phone and shared.',
  },
  {
    q: 'How much does it cost?',
    a: 'Plans start at $9.99/month per league: less than $1 per person in a 10-team league. Early users get a $10 credit: message the founder in our Discord after you pay.',
  },
  {
    q: 'Which fantasy platforms do you support?',
    a: 'Sleeper today. ESPN and Yahoo are coming soon.',
  },
  {
    q: 'How harsh is the roast?',
    a: 'You choose: Participation Trophy is lighthearted, Sunburn has a sting. Everyone gets roasted equally, and the jokes stay clean. A Red Band level is coming soon.',
  },
  {
    q: 'Can I personalise my recap?',
    a: 'Yes. Add league context (nicknames, rivalries, running jokes) and weekly context (trash talk, bets, storylines) and the recap will use them.',
  },
  {
    q: 'Can I share the videos?',
    a: 'Absolutely: download the MP4 and post it to TikTok, Instagram, YouTube or your group chat. Tag us and we may repost it.',
  },
  {
    q: 'How do I cancel?',
    a: 'Any time, in the Stripe customer portal from your Settings page. Your plan stays active until the end of the billing period.',
  },
] as const;
