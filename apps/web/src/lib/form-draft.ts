/**
 * Form drafts (docs/architecture.md "Form drafts"): what a person typed in a form, kept in local
 * storage under `draft:<page>:<record id>` so a session that ends mid-form (a 401 sends to sign-in,
 * a seeker follows the mailed sign-in link) does not throw the work away. Saved DRAFT_SAVE_DELAY_MS
 * after the last change and when the form unmounts or the page is hidden; restored once when the form
 * mounts; dropped after DRAFT_TTL_MS, on a successful save (the hook's `clear`) and on signing out
 * on purpose (`clearAllDrafts`, session.tsx). Never give it a password field (`omit`). No
 * react-hook-form here: session.tsx (the first chunk) imports this file; the form hook is use-form-draft.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Local storage key prefix of every draft. */
export const DRAFT_PREFIX = 'draft:';
/** How long a draft is kept, ms (24 hours). */
export const DRAFT_TTL_MS = 24 * 3600 * 1000;
/** How long after the last change a draft is written, ms. */
export const DRAFT_SAVE_DELAY_MS = 400;

type Stored = { savedAt: number; value: unknown };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The draft under `key` (without the prefix), or null when there is none or it is older than DRAFT_TTL_MS (then removed). */
export function loadDraft<T>(key: string): T | null {
  const store = storage();
  const raw = store?.getItem(DRAFT_PREFIX + key);
  if (!store || !raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.savedAt === 'number' && Date.now() - stored.savedAt <= DRAFT_TTL_MS && stored.value !== undefined)
      return stored.value as T;
  } catch {
    /* unreadable: dropped below */
  }
  store.removeItem(DRAFT_PREFIX + key);
  return null;
}

/** Stores `value` as the draft `key`, stamped now; a full storage keeps the old draft. */
export function saveDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ savedAt: Date.now(), value } satisfies Stored));
  } catch {
    /* quota or private mode: no draft */
  }
}

/** Removes the draft `key`. */
export function clearDraft(key: string): void {
  storage()?.removeItem(DRAFT_PREFIX + key);
}

/** Removes every draft: the person signed out, and someone else may use this browser next. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}

/** A draft hook's answer: whether a draft was restored (for the notice), and `clear` for a successful save. */
export type FormDraft = { restored: boolean; clear: () => void; dismiss: () => void };

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Keeps a draft of `value` under `key` (null: none, e.g. while the record loads). On mount, a stored
 * draft that differs from `pristine` is handed to `restore` once. A value equal to `pristine` (the
 * form's saved state) removes the draft.
 */
export function useDraft<T>(key: string | null, value: T, pristine: T, restore: (draft: T) => void): FormDraft {
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ key: string; value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const pristineRef = useRef(pristine);
  pristineRef.current = pristine;
  const valueRef = useRef(value);
  valueRef.current = value;
  const readyKey = useRef<string | null>(null);
  // the values seen when (re)starting: the value before a restore and the restored draft are no
  // change of the person's, so they write nothing (React's StrictMode runs the effects twice)
  const settling = useRef<{ before: string; after: string } | null>(null);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (stableJson(next.value) === stableJson(pristineRef.current)) clearDraft(next.key);
    else saveDraft(next.key, next.value);
  }, []);

  // restore once per key, then write on every change (debounced), and when leaving
  useEffect(() => {
    if (!key) return;
    const before = stableJson(valueRef.current);
    const draft = loadDraft<T>(key);
    if (draft !== null && stableJson(draft) !== stableJson(pristineRef.current)) {
      restoreRef.current(draft);
      setRestored(true);
      settling.current = { before, after: stableJson(draft) };
    } else settling.current = { before, after: before };
    readyKey.current = key;
    window.addEventListener('pagehide', write);
    return () => {
      write();
      readyKey.current = null;
      window.removeEventListener('pagehide', write);
    };
  }, [key, write]);

  const serialized = stableJson(value);
  useEffect(() => {
    if (!key || readyKey.current !== key) return;
    const settle = settling.current;
    if (settle) {
      if (serialized === settle.after) settling.current = null;
      if (serialized === settle.before || serialized === settle.after) return;
      settling.current = null;
    }
    pending.current = { key, value: valueRef.current };
    clearTimeout(timer.current);
    timer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
  }, [key, serialized, write]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (key) clearDraft(key);
    setRestored(false);
  }, [key]);
  const dismiss = useCallback(() => setRestored(false), []);
  return { restored, clear, dismiss };
}
