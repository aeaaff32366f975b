/**
 * Session storage that may be closed (private mode, a sandboxed frame): a screen then keeps its state in
 * memory only, and still works. The schedule (spec 3 §4 Persistence) and Compare Stats keep their choices here.
 */
export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept across a reload.
  }
}
