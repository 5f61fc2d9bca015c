import { catalogueProblems } from '@shop/shared';
import { cartMessages } from './messages';

describe('the cart remote messages', () => {
  it('are complete in Italian and English', () => {
    expect(catalogueProblems(cartMessages)).toEqual([]);
  });
});
