import { cleanPath } from './paths';

describe('cleanPath', () => {
  it('takes the trailing slashes off a path and keeps the root', () => {
    expect(cleanPath('/items/')).toBe('/items');
    expect(cleanPath('/contact//')).toBe('/contact');
    expect(cleanPath('/')).toBe('/');
    expect(cleanPath('//')).toBe('/');
    expect(cleanPath('/items/detail/3')).toBe('/items/detail/3');
  });
});
