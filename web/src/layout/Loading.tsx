export function Loading({ label, detail }: { label: string; detail?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="loading-label">{label}</p>
      {detail ? <p className="muted">{detail}</p> : null}
    </div>
  );
}
