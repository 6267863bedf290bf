import { TOKEN_KEY } from "../../lib/api-client.ts";

export type IdentityUser = { token: string };
type Listener = (user: IdentityUser | null) => void;

/**
 * A hosted identity provider, as an interface: the built-in implementation below keeps
 * the server's own session token; an OpenID Connect provider can implement the same four calls.
 */
export interface IdentityClient {
  onAuthStateChanged(listener: Listener): () => void;
  signInWithToken(token: string): Promise<void>;
  getIdToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

export function createSessionIdentityClient(storage: Storage): IdentityClient {
  const listeners = new Set<Listener>();
  let current: IdentityUser | null = null;
  const stored = storage.getItem(TOKEN_KEY);
  if (stored) current = { token: stored };
  const notify = () => {
    for (const listener of listeners) listener(current);
  };

  return {
    onAuthStateChanged(listener) {
      listeners.add(listener);
      // Like hosted providers, report the current state to each new listener.
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    async signInWithToken(token) {
      current = { token };
      notify();
    },
    async getIdToken() {
      return current?.token ?? null;
    },
    async signOut() {
      current = null;
      notify();
    },
  };
}

/** null when the client cannot start (no storage, e.g. blocked by the browser). */
export function startIdentityClient(): IdentityClient | null {
  try {
    const storage = window.localStorage;
    storage.getItem(TOKEN_KEY);
    return createSessionIdentityClient(storage);
  } catch {
    return null;
  }
}
