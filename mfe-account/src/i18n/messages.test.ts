import { catalogueProblems } from '@shop/shared';
import { accountMessages } from './messages';

describe('the account remote messages', () => {
  it('are complete in Italian and English', () => {
    expect(catalogueProblems(accountMessages)).toEqual([]);
  });
});
