import { beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});

const { hasStoredToken, useSession } = await import('./session-store');
const user = { _id: 'u1', name: 'Priya Sharma', email: 'priya@starline.example', role: 'admin' as const };

beforeEach(() => useSession.getState().signOut());

describe('session record (SPEC §3, §4)', () => {
  it('keeps the user and the token under their SPEC keys on sign-in', () => {
    useSession.getState().signIn('tok', user);
    expect(storage.get('token')).toBe('tok');
    expect(JSON.parse(storage.get('app-storage') ?? '{}')).toEqual({
      state: { user, isAuthenticated: true },
      version: 0,
    });
    expect(hasStoredToken()).toBe(true);
  });

  it('is signed in exactly when a user is set', () => {
    useSession.getState().setUser(user);
    expect(useSession.getState().isAuthenticated).toBe(true);
    useSession.getState().setUser(null);
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    // An empty user object is no user.
    useSession.getState().setUser({} as typeof user);
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('forgets the token and the user on sign-out', () => {
    useSession.getState().signIn('tok', user);
    useSession.getState().signOut();
    expect(storage.has('token')).toBe(false);
    expect(hasStoredToken()).toBe(false);
    expect(JSON.parse(storage.get('app-storage') ?? '{}').state).toEqual({ user: null, isAuthenticated: false });
  });
});
