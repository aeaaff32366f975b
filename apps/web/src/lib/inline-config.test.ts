import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID, readInlinePublicConfig } from './inline-config';

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('readInlinePublicConfig (issue 23)', () => {
  afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

  it('reads the configuration the server wrote into index.html', () => {
    writeBlock('{"frontSiteUrl":null,"playerHost":"players.example","note":"\\u003c/script>"}');
    expect(readInlinePublicConfig()).toMatchObject({
      frontSiteUrl: null,
      playerHost: 'players.example',
      note: '</script>',
    });
  });

  it('is null without the block or with an unreadable one (the app then asks the API)', () => {
    expect(readInlinePublicConfig()).toBeNull();
    writeBlock('{not json');
    expect(readInlinePublicConfig()).toBeNull();
  });
});
