import { catalogueProblems } from '@shop/shared';
import { backofficeMessages } from './messages';

describe('the back-office remote messages', () => {
  it('are complete in Italian and English', () => {
    expect(catalogueProblems(backofficeMessages)).toEqual([]);
  });
});
