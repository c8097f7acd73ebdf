// The card's download button: a menu of "Full quality" and "Small (for group chats)" with their
// sizes (the small file is the chat rendition, made after each render; older recaps have none).
import { useCallback, useRef, useState } from 'react';
import { DownloadIcon } from '../layout/icons';
import { useDismiss } from '../lib/useDismiss';
import type { DownloadChoice } from './download';

export function DownloadMenu({
  title,
  choices,
  busy,
  onChoose,
}: {
  title: string;
  choices: DownloadChoice[];
  busy: boolean;
  onChoose: (choice: DownloadChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className="download-menu" ref={ref}>
      <button
        type="button"
        className="thumb-download"
        aria-label={`Download ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        <DownloadIcon />
      </button>
      {open ? (
        <ul className="menu download-choices" role="menu" aria-label={`Download ${title}`}>
          {choices.map((choice) => (
            <li role="none" key={choice.url}>
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  onChoose(choice);
                }}
              >
                <span>{choice.label}</span>
                {choice.size ? <span className="muted">{choice.size}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
