import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../lib/api-client';
import { NEEDS_PLAYER, reportErrorText } from './report-messages';

describe('report page messages', () => {
  it("says what the API said of a refused or unknown report, and the page's words for a missing parameter", () => {
    const refused = new ApiClientError('FORBIDDEN', 403, 'This player has not made this page public');
    expect(reportErrorText(refused)).toBe('This player has not made this page public');
    expect(reportErrorText(new Error(NEEDS_PLAYER))).toBe(NEEDS_PLAYER);
  });
  it('does not show a server failure as it came', () => {
    expect(reportErrorText(new ApiClientError('INTERNAL', 500, 'Internal Server Error'))).toBe(
      'This report could not be loaded. The link may have expired.',
    );
  });
});
