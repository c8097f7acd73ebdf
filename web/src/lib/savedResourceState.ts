// State of a form that loads one stored thing and saves it back (a league's context, a week's
// context, the roast level, the member's name): a pure reducer, so its transitions are testable
// alone. useSavedResource drives it; pages read it.

export interface SavedResourceState<T> {
  /** What the form shows and edits. */
  value: T;
  /** The value as last read from or written to the server: `dirty` compares against it. */
  stored: T;
  /** waiting: what the read depends on (the league, the weeks) is not known yet; loading: the read is under way. */
  phase: 'waiting' | 'loading' | 'ready';
  /** The read failed; the form keeps what it had. */
  loadFailed: boolean;
  /** The tag of the save under way ('save', or 'next' / 'skip' in onboarding), else null. */
  saving: string | null;
  /** The last save went through and nothing was edited since. */
  saved: boolean;
  /** What the person is told (a check before saving, or a failed save), else null. */
  error: string | null;
}

export const initialSavedResource = <T>(value: T): SavedResourceState<T> => ({
  value,
  stored: value,
  phase: 'waiting',
  loadFailed: false,
  saving: null,
  saved: false,
  error: null,
});

export type SavedResourceAction<T> =
  | { type: 'wait' }
  | { type: 'load' }
  /** Nothing to read (no league): the form starts from what it has. */
  | { type: 'nothing' }
  /** The read answered; undefined means nothing is stored, so the form keeps what it has. */
  | { type: 'loaded'; value: T | undefined }
  | { type: 'loadFailed' }
  | { type: 'edit'; value: T }
  | { type: 'setError'; error: string | null }
  | { type: 'save'; tag: string }
  | { type: 'saved' }
  | { type: 'saveFailed'; error: string };

export function savedResourceReducer<T>(state: SavedResourceState<T>, action: SavedResourceAction<T>): SavedResourceState<T> {
  switch (action.type) {
    case 'wait':
      return { ...state, phase: 'waiting' };
    case 'load':
      return { ...state, phase: 'loading', loadFailed: false };
    case 'nothing':
      return { ...state, phase: 'ready' };
    case 'loaded': {
      const value = action.value === undefined ? state.value : action.value;
      return { ...state, phase: 'ready', value, stored: value, saved: false };
    }
    case 'loadFailed':
      return { ...state, phase: 'ready', loadFailed: true };
    case 'edit':
      return { ...state, value: action.value, saved: false };
    case 'setError':
      return { ...state, error: action.error };
    case 'save':
      return { ...state, saving: action.tag, saved: false, error: null };
    case 'saved':
      return { ...state, saving: null, saved: true, stored: state.value };
    case 'saveFailed':
      return { ...state, saving: null, error: action.error };
  }
}

/** Has the form changed since the last read or save? (Values are plain data: strings or small records.) */
export const isDirty = <T>(state: SavedResourceState<T>): boolean => JSON.stringify(state.value) !== JSON.stringify(state.stored);
