// The order draft kept in localStorage (the storefront's state is persisted locally, spec §9) and
// shared by every checkout screen through a tiny subscribe/get store.
import { draftReducer, EMPTY_DRAFT, parseDraft, type DraftAction, type OrderDraft } from './orderDraft';

export const DRAFT_STORAGE_KEY = 'order-draft';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: OrderDraft | null = null;

function load(): OrderDraft {
  try {
    return parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return EMPTY_DRAFT;
  }
}

function save(draft: OrderDraft): void {
  try {
    if (draft === EMPTY_DRAFT) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    else window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the draft then lives as long as the page.
  }
}

export const draftStore = {
  get(): OrderDraft {
    current ??= load();
    return current;
  },

  dispatch(action: DraftAction): void {
    const next = draftReducer(draftStore.get(), action);
    if (next === current) return;
    current = next;
    save(next);
    listeners.forEach((l) => l());
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
  reload(): void {
    current = null;
    listeners.forEach((l) => l());
  },
};
