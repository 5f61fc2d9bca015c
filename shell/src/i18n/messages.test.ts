import { catalogueProblems, commonMessages } from '@shop/shared';
import { shellMessages } from './messages';

describe('the shell catalogue', () => {
  it('is complete in Italian and English', () => {
    expect(catalogueProblems(shellMessages)).toEqual([]);
  });

  it('does not redefine the UI kit texts', () => {
    const shared = Object.keys(commonMessages.ita);
    expect(Object.keys(shellMessages.ita).filter((key) => shared.includes(key))).toEqual([]);
  });
});
