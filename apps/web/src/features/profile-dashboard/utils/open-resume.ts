import { paths } from '../../../config/paths';

/**
 * The View Resume button's action (spec 1 §2.8, §4.5). The resume preview overlay is built by the resume
 * issue; until it lands the button opens the resume print page (spec 2 §2 report route `resume`, query
 * accountId: the player's default resume) in a new tab. The one place to switch to the overlay.
 */
export function openResume(accountId: number): void {
  window.open(paths.report('resume', { accountId: String(accountId) }), '_blank', 'noopener');
}
