import { catalogueProblems } from '@shop/shared';
import { cmsMessages } from './messages';

describe('the cms remote messages', () => {
  it('are complete in Italian and English', () => {
    expect(catalogueProblems(cmsMessages)).toEqual([]);
  });
});
