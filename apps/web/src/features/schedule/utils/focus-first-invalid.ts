/**
 * After a refused Add or Save, moves the focus to the first field marked invalid in `container` (page
 * order), once React has drawn the marks: on a phone the name field is out of view when Add is pressed,
 * and a keyboard or screen-reader user was left on the button with no word of what is wrong.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}
