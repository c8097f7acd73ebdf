// The dashboard's "Invite a Friend" action: the invite form and list in a modal.
import { useEffect, useRef, useState } from 'react';
import { InviteFriends } from './InviteFriends';

function InviteDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="invite-dialog"
      aria-labelledby="invite-dialog-title"
      onClose={onClose}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
    >
      <div className="player-dialog-inner">
        <div className="player-dialog-head">
          <h2 id="invite-dialog-title">Invite a friend</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => ref.current?.close()}>
            ✕
          </button>
        </div>
        <InviteFriends autoFocus />
      </div>
    </dialog>
  );
}

/** The button and, while open, its dialog. */
export function InviteFriendButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-ghost" onClick={() => setOpen(true)}>
        Invite a Friend
      </button>
      {open ? <InviteDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
