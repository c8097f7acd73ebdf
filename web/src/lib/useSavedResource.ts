// One stored thing a page loads, lets the person edit and saves back: the league context and
// weekly context (dashboard pages and onboarding steps), the roast level step, the member's name.
// The read runs when `key` is known and again whenever it changes (a later answer for an older key
// is dropped); answers come through lib/api, validated with zod there. The transitions are the
// pure reducer of savedResourceState.ts.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialSavedResource, isDirty, savedResourceReducer, type SavedResourceState } from './savedResourceState';

export type SavedResourceOptions<T> = { initial: T } & (
  | {
      /** What the read depends on: undefined while that is still loading, null when there is nothing to read. */
      key: string | null | undefined;
      /** Reads the stored value for `key`; undefined when nothing is stored (the form keeps its value). */
      load: (key: string) => Promise<T | undefined>;
      /** Logged with the error when the read fails ('Error loading league context'). */
      loadLog: string;
    }
  /** A value that arrives with something else (the name with the session): nothing to read. */
  | { key: null; load?: undefined; loadLog?: undefined }
);

export interface SaveOptions {
  /** What the person is told when the save throws: a fixed text, or one read from the error. */
  failure: string | ((err: unknown) => string);
  /** Logged with the error when the save throws. */
  log?: string;
}

export interface SavedResource<T> extends SavedResourceState<T> {
  /** True until the read has answered (or there was nothing to read). */
  loading: boolean;
  dirty: boolean;
  setValue: (value: T) => void;
  setError: (error: string | null) => void;
  /** Runs `run` as the save tagged `tag` (shown by `saving`); resolves to whether it went through. */
  save: (tag: string, run: () => Promise<void>, options: SaveOptions) => Promise<boolean>;
}

export function useSavedResource<T>({ key, load, initial, loadLog }: SavedResourceOptions<T>): SavedResource<T> {
  const [state, dispatch] = useReducer(savedResourceReducer<T>, initial, initialSavedResource);
  // The latest loader (pages pass a new closure each render); the read itself follows `key`.
  const loader = useRef({ load, loadLog });
  useEffect(() => {
    loader.current = { load, loadLog };
  });

  useEffect(() => {
    if (key === undefined) {
      dispatch({ type: 'wait' });
      return;
    }
    const { load: read, loadLog: log } = loader.current;
    if (key === null || !read) {
      dispatch({ type: 'nothing' });
      return;
    }
    let cancelled = false;
    dispatch({ type: 'load' });
    read(key).then(
      (value) => !cancelled && dispatch({ type: 'loaded', value }),
      (err: unknown) => {
        console.error(log, err);
        if (!cancelled) dispatch({ type: 'loadFailed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  const setValue = useCallback((value: T) => dispatch({ type: 'edit', value }), []);
  const setError = useCallback((error: string | null) => dispatch({ type: 'setError', error }), []);
  const save = useCallback(async (tag: string, run: () => Promise<void>, options: SaveOptions) => {
    dispatch({ type: 'save', tag });
    try {
      await run();
    } catch (err) {
      if (options.log) console.error(options.log, err);
      dispatch({ type: 'saveFailed', error: typeof options.failure === 'string' ? options.failure : options.failure(err) });
      return false;
    }
    dispatch({ type: 'saved' });
    return true;
  }, []);

  return { ...state, loading: state.phase !== 'ready', dirty: isDirty(state), setValue, setError, save };
}
