import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';

/**
 * issue 23 (Total Blocking Time): the style rules this browser would refuse are not offered to it.
 *
 * MUI's styles carry other engines' pseudo-classes and pseudo-elements (`::-moz-focus-inner` on every
 * ButtonBase, `::-moz-placeholder` and `:-ms-input-placeholder` from stylis' placeholder prefixing).
 * Emotion inserts each rule with `insertRule` and swallows the SyntaxError a refused selector throws;
 * in Chromium each thrown error cost ~1 ms. A dashboard load offered 28 such rules (My Rounds 19): they
 * took 20–60 ms of its 31–129 ms of insertion on an unthrottled CPU; without them insertion took 15–29 ms
 * (probe: `insertRule` timed per rule, 2026-11-30). The rules are dropped only where `CSS.supports` says
 * the browser refuses the selector, so Firefox keeps its `-moz-` rules and nothing this browser applies is
 * lost.
 */

/** Another engine's pseudo-class or pseudo-element in a selector: `::-moz-focus-inner`, `:-ms-input-placeholder`. */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[\w-]+/g;

const accepted = new Map<string, boolean>();

/** Whether this browser accepts a selector's vendor pseudo (asked once per pseudo). */
function isAccepted(pseudo: string): boolean {
  let answer = accepted.get(pseudo);
  if (answer === undefined) {
    // Without CSS.supports (old engines, jsdom) the rule is offered as before.
    answer =
      typeof CSS === 'undefined' ||
      typeof CSS.supports !== 'function' ||
      CSS.supports(`selector(*${pseudo})`);
    accepted.set(pseudo, answer);
  }
  return answer;
}

/** Whether a selector can be inserted: each vendor pseudo in it is one this browser knows. */
export function isSelectorAccepted(selector: string): boolean {
  return (selector.match(VENDOR_PSEUDO) ?? []).every(isAccepted);
}

/**
 * A stylis plugin (after the prefixer, so it also sees the prefixed copies): a rule keeps the selectors this
 * browser accepts, and a rule left with none loses its declarations too, so stylis writes nothing for it
 * (with an empty selector alone it would still write `{border-style:none;}`, a rule the browser refuses).
 */
export const dropRefusedSelectors: StylisPlugin = (element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  element.props = element.props.filter(isSelectorAccepted);
  if (element.props.length === 0) element.children = [];
};

/** Emotion's own default (key `css`, stylis' prefixer) plus `dropRefusedSelectors`. */
export function createAppEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixer, dropRefusedSelectors] });
}
