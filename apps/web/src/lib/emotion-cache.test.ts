import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A browser that, like Chromium, refuses Firefox's and old Edge's pseudos (jsdom has no CSS.supports).
beforeAll(() => {
  vi.stubGlobal('CSS', { supports: (query: string) => !/-(moz|ms)-/.test(query) });
});
afterAll(() => vi.unstubAllGlobals());

/** What emotion would insert for `styles`: each rule stylis writes, through the app cache's plugins. */
async function rulesFor(styles: string): Promise<string[]> {
  const { dropRefusedSelectors, isSelectorAccepted } = await import('./emotion-cache');
  expect(isSelectorAccepted('.x:focus-visible')).toBe(true);
  const rules: string[] = [];
  serialize(
    compile(styles),
    middleware([
      prefixer,
      dropRefusedSelectors,
      stringify,
      (element) => {
        if (!element.root && element.return) rules.push(element.return);
      },
    ]),
  );
  return rules;
}

describe('the app’s emotion cache (issue 23)', () => {
  it('does not offer rules whose selectors the browser refuses', async () => {
    const rules = await rulesFor(
      '.b{color:red;&::-moz-focus-inner{border-style:none;}&::placeholder{opacity:0.42;}}',
    );
    expect(rules).toContain('.b{color:red;}');
    expect(rules).toContain('.b::-webkit-input-placeholder{opacity:0.42;}');
    expect(rules).toContain('.b::placeholder{opacity:0.42;}');
    expect(rules.join('\n')).not.toMatch(/-moz-|-ms-input|^\{/m);
  });

  it('keeps the accepted selectors of a rule that lists several', async () => {
    const rules = await rulesFor('.a::-moz-focus-inner,.a:focus-visible{outline:0;}');
    expect(rules).toEqual(['.a:focus-visible{outline:0;}']);
  });
});
