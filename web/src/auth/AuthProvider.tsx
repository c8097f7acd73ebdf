// Auth context: holds the reducer state and its actions (refresh the session, log out).
import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { getCurrentUser, logout as apiLogout } from '../lib/api';
import type { User } from '../lib/schemas';
import { clearOnboarding } from '../onboarding/storage';
import { authReducer, initialAuthState, type AuthState } from './authState';

interface AuthContextValue extends AuthState {
  /** Fetches the session user; resolves to it (null when signed out or on failure). */
  refresh: () => Promise<User | null>;
  /** Ends the session and clears local state, storage and readable cookies. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function rememberSession(user: User | null) {
  try {
    if (user) {
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('authData', JSON.stringify(user));
    } else {
      localStorage.setItem('isAuthenticated', 'false');
      localStorage.removeItem('authData');
    }
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Analytics: the user id goes to the data layer once per browser (flag fsUserIdSent). */
function announceUser(user: User) {
  try {
    if (localStorage.getItem('fsUserIdSent') === String(user.id)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'user_identified', user_id: user.id });
    localStorage.setItem('fsUserIdSent', String(user.id));
  } catch {
    // Analytics must never break the page.
  }
}

function clearBrowserState() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // ignore: nothing to clear
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  const refresh = useCallback(async () => {
    dispatch({ type: 'setLoading', loading: true });
    try {
      const user = await getCurrentUser();
      rememberSession(user);
      if (user) announceUser(user);
      if (user?.permission && user.permission.show_onboarding === false) clearOnboarding();
      dispatch({ type: 'fetchUser', user });
      return user;
    } catch (err) {
      console.error('Error fetching user', err);
      dispatch({ type: 'fetchUser', user: null });
      return null;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiLogout();
    } catch (err) {
      console.error('Logout failed', err);
    }
    clearBrowserState();
    dispatch({ type: 'clearAuth' });
  }, []);

  const value = useMemo(() => ({ ...state, refresh, logout }), [state, refresh, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
