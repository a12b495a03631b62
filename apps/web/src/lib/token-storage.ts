/**
 * The login token under `lltoken` in local storage, with an in-memory fallback when storage is
 * unavailable (doc 1 §9).
 */
import { TOKEN_STORAGE_KEY } from '@udlejning/shared/accounts/user';

let memory: string | null = null;

export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return memory;
    }
  },
  set(token: string) {
    memory = token;
    try {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* private mode: the in-memory copy is used */
    }
  },
  clear() {
    memory = null;
    try {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* ignore */
    }
  },
};
