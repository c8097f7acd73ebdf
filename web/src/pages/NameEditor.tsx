// Settings → USER → Name: e-mail sign-ups arrive without a name (Google gives one), so the member
// can set it here. The page checks it with the server's own schema before sending.
import { useState, type FormEvent } from 'react';
import { NameBody } from '../../../src/api/name';
import { useAuth } from '../auth/AuthProvider';
import { saveUserName } from '../lib/api';
import { failureMessage } from '../lib/http';
import { useSavedResource } from '../lib/useSavedResource';

export const NAME_SAVE_FAILED = 'Your name could not be saved. Please try again.';

export function NameEditor() {
  const { user, refresh } = useAuth();
  const current = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const [editing, setEditing] = useState(false);
  // The name comes with the session (nothing to read): the form starts from it each time it opens.
  const name = useSavedResource({ key: null, initial: { first: '', last: '' } });
  const { first, last } = name.value;
  const error = name.error;
  const busy = name.saving !== null;

  const open = () => {
    name.setValue({ first: user?.first_name ?? '', last: user?.last_name ?? '' });
    name.setError(null);
    setEditing(true);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const checked = NameBody.safeParse({ first_name: first, last_name: last });
    if (!checked.success) {
      name.setError(checked.error.issues[0]?.message ?? NAME_SAVE_FAILED);
      return;
    }
    await name.save(
      'save',
      async () => {
        await saveUserName(checked.data.first_name, checked.data.last_name);
        await refresh();
        setEditing(false);
      },
      { failure: (err) => failureMessage(err, NAME_SAVE_FAILED) },
    );
  };

  if (!editing) {
    return (
      <div className="row">
        <dt>Name</dt>
        <dd>
          {current || <span className="muted">Not set</span>}{' '}
          <button type="button" className="button button-ghost button-small" onClick={open}>
            {current ? 'Edit name' : 'Add your name'}
          </button>
        </dd>
      </div>
    );
  }
  return (
    <div className="row">
      <dt>Name</dt>
      <dd>
        <form className="name-form" onSubmit={(e) => void save(e)} noValidate>
          <label className="field-label" htmlFor="first-name">
            First name
          </label>
          <input
            id="first-name"
            value={first}
            autoComplete="given-name"
            maxLength={60}
            onChange={(e) => name.setValue({ first: e.target.value, last })}
            autoFocus
          />
          <label className="field-label" htmlFor="last-name">
            Last name (optional)
          </label>
          <input id="last-name" value={last} autoComplete="family-name" maxLength={60} onChange={(e) => name.setValue({ first, last: e.target.value })} />
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <div className="name-form-actions">
            <button type="submit" className="button button-primary button-small" disabled={busy}>
              {busy ? 'Saving...' : 'Save name'}
            </button>
            <button type="button" className="button button-ghost button-small" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      </dd>
    </div>
  );
}
