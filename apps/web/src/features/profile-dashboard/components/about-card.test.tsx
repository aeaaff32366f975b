import type { Account } from '@linksight/api-contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubChartSize } from '../../../test/fixed-size-observer';
import { AboutCard } from './about-card';

stubChartSize(300, 40);

const account = {
  accountId: 7,
  firstName: 'Wes',
  lastName: 'Haugen',
  username: 'wes.haugen',
  imgUrl: null,
  accountExtraInfo: [
    {
      about: 'Plays most of the year on desert courses; enjoys match play.',
      highSchool: 'Pine Valley High School',
      highSchoolEndDate: '2027-06-01',
      highSchoolGpa: null,
      college: null,
      collegeEndDate: null,
      collegeGpa: null,
      ncaaNumber: null,
    },
  ],
} as unknown as Account;

/** jsdom lays nothing out: the About text's box is given the heights a browser would measure. */
function textHeights(scrollHeight: number, clientHeight: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => scrollHeight,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => clientHeight,
  });
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('About card', () => {
  it('shows a short About whole, without a Read More that would only repeat it', () => {
    textHeights(40, 40);
    render(<AboutCard account={account} showResumeButton={false} onViewResume={() => {}} />);
    expect(screen.getByText(/enjoys match play/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it('offers Read More when its two lines cut the text, and the dialog holds it all', async () => {
    textHeights(80, 40);
    render(<AboutCard account={account} showResumeButton={false} onViewResume={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByRole('dialog', { name: 'About Wes Haugen' })).toBeTruthy();
  });
});
