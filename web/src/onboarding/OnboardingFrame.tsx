import type { ReactNode } from 'react';

export function ProgressBar({ value }: { value: number }) {
  return (
    <div className="progress" role="progressbar" aria-label="Onboarding progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className="progress-fill" style={{ width: `${value}%` }} />
    </div>
  );
}

export function OnboardingFrame({ title, progress, children, subtitle }: { title: string; progress: number; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="onboarding">
      <ProgressBar value={progress} />
      <div className="card onboarding-card">
        <h1>{title}</h1>
        {subtitle ? <p className="muted subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
