// The toolbar's emoji picker (spec section 9): 300×400, 'Search emojis...', recents kept by the
// picker itself (capped at 14 under its own storage key), skin tones with long press variations.
// Native emoji glyphs: the picker must not fetch emoji images from a CDN.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useDismiss } from '../lib/useDismiss';

const Picker = lazy(() => import('emoji-picker-react'));

export function EmojiButton({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, closeMenu);
  return (
    <div className="emoji-wrap" ref={ref}>
      <button
        type="button"
        className="tool-button"
        aria-label="Insert emoji"
        aria-expanded={open}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">😀</span>
      </button>
      {open ? (
        <div className="emoji-popover">
          <Suspense fallback={<div className="emoji-loading">Loading...</div>}>
            <Picker
              width={300}
              height={400}
              searchPlaceholder="Search emojis..."
              emojiStyle="native"
              colorScheme="dark"
              suggestedEmojisMode="recent"
              lazyLoadEmojis
              previewConfig={{ showPreview: false }}
              onEmojiClick={(data) => {
                onPick(data.emoji);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
