// The sample recap in a phone frame, muted by default with a mute toggle.
import type { PlayerRef } from '@remotion/player';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { RecapProps } from '../../../src/props';
import { SoundIcon } from '../layout/icons';
import { LazyRecapPlayer } from '../video/LazyPlayer';
import { DEMO_MEDIA_BASE, DEMO_PROPS_URL, loadRecap } from '../video/loadRecap';

function useSampleRecap(): RecapProps | null | 'error' {
  const [recap, setRecap] = useState<RecapProps | null | 'error'>(null);
  useEffect(() => {
    loadRecap(DEMO_PROPS_URL, DEMO_MEDIA_BASE)
      .then(setRecap)
      .catch((err: unknown) => {
        console.error('Sample recap unavailable', err);
        setRecap('error');
      });
  }, []);
  return recap;
}

export function PhoneFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="phone">
      <div className="phone-notch" aria-hidden="true" />
      <div className="phone-screen">{children}</div>
    </div>
  );
}

export function SampleVideo({ framed = true }: { framed?: boolean }) {
  const recap = useSampleRecap();
  const player = useRef<PlayerRef>(null);
  const [muted, setMuted] = useState(true);
  const toggle = () => {
    if (!player.current) return;
    if (muted) player.current.unmute();
    else player.current.mute();
    setMuted(!muted);
    if (player.current.isPlaying() === false) player.current.play();
  };
  const content =
    recap === 'error' ? (
      <div className="phone-fallback">Sample recap coming soon</div>
    ) : recap ? (
      <Suspense
        fallback={
          <div className="phone-fallback">
            <span className="spinner" />
          </div>
        }
      >
        <div data-testid="sample-player" className="sample-player">
          <LazyRecapPlayer ref={player} recap={recap} autoPlay loop initiallyMuted controls={false} />
        </div>
        <button type="button" className="mute-toggle" aria-pressed={!muted} aria-label={muted ? 'Unmute sample video' : 'Mute sample video'} onClick={toggle}>
          <SoundIcon muted={muted} />
        </button>
      </Suspense>
    ) : (
      <div className="phone-fallback">
        <span className="spinner" />
      </div>
    );
  return framed ? <PhoneFrame>{content}</PhoneFrame> : <div className="sample-plain">{content}</div>;
}
