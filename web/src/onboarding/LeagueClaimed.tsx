// The League Already Claimed conflict screen (spec sections 2 and 8).
import { Link } from 'react-router-dom';
import { useSite } from '../site';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { loadOnboarding, type OnboardingAnswers } from './storage';

export interface Conflict {
  error: string;
  message: string;
}

/** What support needs to find the claim: the Sleeper username and the league, as chosen in onboarding. */
export interface ClaimDetails {
  username: string;
  leagueName: string;
}

/** The username and league the visitor chose in steps 2-3 (blank when they are not known). */
export function claimDetails(answers: OnboardingAnswers): ClaimDetails {
  return {
    username: answers.leagues?.username ?? answers.username?.username ?? '',
    leagueName: answers.leagues?.selected_league.name ?? '',
  };
}

export function supportMailto(email: string, conflict: Conflict, details: ClaimDetails = { username: '', leagueName: '' }): string {
  const subject = 'League Already Claimed';
  const body = [
    `Error: ${conflict.error}`,
    `Message: ${conflict.message}`,
    '',
    `My Sleeper username: ${details.username}`,
    `League name: ${details.leagueName}`,
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function LeagueClaimed({ conflict }: { conflict: Conflict }) {
  const { supportEmail } = useSite();
  const details = claimDetails(loadOnboarding());
  return (
    <OnboardingFrame title="League Already Claimed" progress={PROGRESS.conflict}>
      <div className="alert alert-warning" role="alert">
        <p>
          <strong>{conflict.error}</strong>
        </p>
        <p>{conflict.message}</p>
      </div>
      <p>This can happen when:</p>
      <ul className="reasons">
        <li>Someone else in your league already claimed it</li>
        <li>You have multiple accounts</li>
        <li>An earlier registration was not completed</li>
      </ul>
      <p className="muted">When you contact support, include your Sleeper username and your league name.</p>
      <div className="actions">
        <Link to="/onboarding/username" className="button button-ghost">
          Try Different Username
        </Link>
        <a href={supportMailto(supportEmail, conflict, details)} className="button button-primary">
          Contact Support
        </a>
      </div>
    </OnboardingFrame>
  );
}

/** A claimed-league answer: HTTP 409, or an error naming the claim. */
export function conflictFrom(status: number, body: unknown): Conflict | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const error = typeof record.error === 'string' ? record.error : '';
  const message = typeof record.message === 'string' ? record.message : '';
  if (status === 409 || /claimed/i.test(error) || /claimed/i.test(message)) {
    return { error: error || 'League already claimed', message: message || 'This league is already connected to another account.' };
  }
  return null;
}
