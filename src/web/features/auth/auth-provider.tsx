import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { CurrentUser } from "#shared/schemas/accounts.ts";
import { api, apiRequest, TOKEN_KEY } from "../../lib/api-client.ts";
import { type IdentityClient, startIdentityClient } from "./identity-client.ts";

type AuthState = {
  user: CurrentUser | null;
  loading: boolean;
  login: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Signs in with a token the server already issued (after registering). */
  signInWithToken: (token: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);
const ME_DELAY_MS = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);
  const identity = useRef<IdentityClient | null>(null);

  const leaving = useRef(false);

  useEffect(() => {
    const onLeave = () => {
      leaving.current = true;
    };
    window.addEventListener("pagehide", onLeave);
    window.addEventListener("beforeunload", onLeave);
    return () => {
      window.removeEventListener("pagehide", onLeave);
      window.removeEventListener("beforeunload", onLeave);
    };
  }, []);

  // A child's effect (a sign-in form post handing over its session) may need the client before
  // this provider's own effect has run: whoever comes first starts it.
  const identityClient = useCallback(() => {
    identity.current ??= startIdentityClient();
    return identity.current;
  }, []);

  useEffect(() => {
    const client = identityClient();
    if (!client) {
      console.error("Authentication could not start: check the frontend environment settings.");
      setLoading(false);
      return;
    }
    return client.onAuthStateChanged(async (signedIn) => {
      if (signedIn) {
        try {
          const token = await client.getIdToken();
          if (token) localStorage.setItem(TOKEN_KEY, token);
          await wait(ME_DELAY_MS);
          setUser(await api.get<CurrentUser>("/auth/me"));
        } catch (error) {
          // A page being left aborts the call; that says nothing about the session.
          if (leaving.current) return;
          console.error("Authentication error", error);
          await client.signOut();
          setUser(null);
          localStorage.removeItem(TOKEN_KEY);
        }
      } else {
        setUser(null);
        localStorage.removeItem(TOKEN_KEY);
      }
      setLoading(false);
    });
  }, [identityClient]);

  const signInWithToken = useCallback(
    async (token: string) => {
      const client = identityClient();
      if (!client) throw new Error("Authentication is not available");
      setLoading(true);
      await client.signInWithToken(token);
    },
    [identityClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      if (!identity.current) throw new Error("Authentication is not available");
      try {
        const { token } = await apiRequest<{ token: string }>("/auth/login", {
          method: "POST",
          body: { email, password },
          anonymous: true,
        });
        await signInWithToken(token);
      } catch (error) {
        setLoading(false);
        // The message API clients have always shown; the server's reason (wrong password, too many tries) rides along.
        throw new Error("Login failed", { cause: error });
      }
    },
    [signInWithToken],
  );

  const logout = useCallback(async () => {
    try {
      await api.post("/auth/logout");
    } catch {
      // The stored token goes whatever the server said.
    } finally {
      localStorage.removeItem(TOKEN_KEY);
      if (identity.current) await identity.current.signOut();
      setUser(null);
    }
  }, []);

  const value = useMemo(
    () => ({ user, loading, login, logout, signInWithToken }),
    [user, loading, login, logout, signInWithToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
