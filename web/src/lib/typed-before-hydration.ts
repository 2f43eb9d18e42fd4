const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/**
 * Text typed into a server-rendered field before React took the page over stays on
 * screen, but React's state still holds what the server rendered, so the page's next
 * render would wipe it. Hydration leaves `defaultValue` at the rendered value: a field
 * whose value differs was typed into. Its text goes to the field's `onChange` as if
 * typed now: the value is first reset through React's value tracker, then set again
 * around it, so React sees a change.
 */
export function replayTextTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
