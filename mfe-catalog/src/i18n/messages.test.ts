import { catalogueProblems } from '@shop/shared';
import { catalogMessages } from './messages';

describe('the catalogue remote messages', () => {
  it('are complete in Italian and English', () => {
    expect(catalogueProblems(catalogMessages)).toEqual([]);
  });
});
