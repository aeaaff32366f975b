import { describe, expect, it } from 'vitest';
import { getStoreTarget } from './store-target';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('store redirect decision (spec 1 §2.6)', () => {
  it('sends Android to the Android listing', () => {
    expect(getStoreTarget(UA.android, false)).toBe('android');
  });

  it('sends iPhone and iPad to the iOS listing', () => {
    expect(getStoreTarget(UA.iphone, false)).toBe('ios');
    expect(getStoreTarget(UA.ipad, false)).toBe('ios');
  });

  it('does not treat a Microsoft stream browser claiming to be an iPhone as iOS', () => {
    expect(getStoreTarget(UA.windowsPhone, true)).toBe('badges');
  });

  it('shows the badges on a desktop', () => {
    expect(getStoreTarget(UA.desktop, false)).toBe('badges');
  });
});
