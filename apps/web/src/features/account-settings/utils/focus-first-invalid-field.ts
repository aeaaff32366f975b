/**
 * Brings the first field of `form` named in `names` (in page order, not the order the rules ran) into view
 * and focuses it. On a phone only a few fields fit on screen: without this, Save with a problem elsewhere
 * looks like nothing happened. Centred, so the field's label and its message show too.
 */
export function focusFirstInvalidField(form: HTMLFormElement, names: Iterable<string>): void {
  const invalid = new Set(names);
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && invalid.has(element.getAttribute('name') ?? ''),
  );
  if (first === undefined) return;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}
