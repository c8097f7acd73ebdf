// Auth state of spec sections 3 and 4: a pure reducer, so its transitions are testable alone.
import type { User } from '../lib/schemas';

export interface AuthState {
  user: User | null;
  loading: boolean;
  hydrated: boolean;
}

export const initialAuthState: AuthState = { user: null, loading: false, hydrated: false };

export type AuthAction =
  | { type: 'hydrate'; user: User | null }
  | { type: 'setLoading'; loading: boolean }
  | { type: 'fetchUser'; user: User | null }
  | { type: 'clearAuth' };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'hydrate':
      return { user: action.user, hydrated: true, loading: false };
    case 'setLoading':
      return { ...state, loading: action.loading };
    case 'fetchUser':
      return { user: action.user ?? null, loading: false, hydrated: true };
    case 'clearAuth':
      return { ...initialAuthState, hydrated: true };
  }
}
