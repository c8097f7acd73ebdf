// A modal with the Player for one video, loading the props that rendered it.
import { Suspense, useEffect, useRef, useState } from 'react';
import type { RecapProps } from '../../../src/props';
import { Loading } from '../layout/Loading';
import { LazyRecapPlayer } from '../video/LazyPlayer';
import { loadRecap } from '../video/loadRecap';

export function PlayerDialog({ title, propsUrl, onClose }: { title: string; propsUrl: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [recap, setRecap] = useState<RecapProps | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.showModal();
    let cancelled = false;
    loadRecap(propsUrl)
      .then((r) => !cancelled && setRecap(r))
      .catch((err: unknown) => {
        console.error('Failed to load video', err);
        if (!cancelled) setError('Unable to load this video. Please try again.');
      });
    return () => {
      cancelled = true;
    };
  }, [propsUrl]);
  return (
    <dialog ref={ref} className="player-dialog" aria-label={title} onClose={onClose} onClick={(e) => e.target === ref.current && ref.current?.close()}>
      <div className="player-dialog-inner">
        <div className="player-dialog-head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close player" onClick={() => ref.current?.close()}>
            ✕
          </button>
        </div>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : recap ? (
          <Suspense fallback={<Loading label="Loading player..." />}>
            <div className="player-frame" data-testid="recap-player">
              <LazyRecapPlayer recap={recap} autoPlay />
            </div>
          </Suspense>
        ) : (
          <Loading label="Loading video..." />
        )}
      </div>
    </dialog>
  );
}
