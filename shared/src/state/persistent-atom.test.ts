import { createStore } from 'jotai';
import { z } from 'zod';
import { persistentAtom } from './persistent-atom';

const listSchema = z.array(z.string());

beforeEach(() => localStorage.clear());

describe('persistentAtom', () => {
  it('starts from the stored value', () => {
    localStorage.setItem('test-list', JSON.stringify(['A1', 'B2']));
    expect(createStore().get(persistentAtom('test-list', listSchema, []))).toEqual(['A1', 'B2']);
  });

  it('survives bad JSON and values of the wrong shape', () => {
    localStorage.setItem('test-bad-json', '{"unterminated');
    localStorage.setItem('test-wrong-shape', JSON.stringify({ not: 'a list' }));
    const store = createStore();
    expect(store.get(persistentAtom('test-bad-json', listSchema, ['fallback']))).toEqual(['fallback']);
    expect(store.get(persistentAtom('test-wrong-shape', listSchema, []))).toEqual([]);
  });

  it('reads a plain text left by an older version as a string', () => {
    localStorage.setItem('test-plain', 'eng');
    expect(createStore().get(persistentAtom('test-plain', z.enum(['ita', 'eng']), 'ita'))).toBe('eng');
  });

  it('writes every change as JSON and removes the key when set to null', () => {
    const store = createStore();
    const token = persistentAtom<string | null>('test-token', z.string().nullable(), null);
    store.set(token, 'abc');
    expect(localStorage.getItem('test-token')).toBe('"abc"');
    store.set(token, (previous) => `${previous}d`);
    expect(store.get(token)).toBe('abcd');
    store.set(token, null);
    expect(localStorage.getItem('test-token')).toBeNull();
  });

  it('follows changes made in another tab while mounted', () => {
    const store = createStore();
    const list = persistentAtom('test-tabs', listSchema, []);
    const off = store.sub(list, () => undefined);

    localStorage.setItem('test-tabs', JSON.stringify(['X']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-tabs', newValue: JSON.stringify(['X']) }));
    expect(store.get(list)).toEqual(['X']);

    window.dispatchEvent(new StorageEvent('storage', { key: 'test-tabs', newValue: 'garbage{' }));
    expect(store.get(list)).toEqual(['X']);

    window.dispatchEvent(new StorageEvent('storage', { key: 'test-tabs', newValue: null }));
    expect(store.get(list)).toEqual([]);

    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-tabs', newValue: JSON.stringify(['Y']) }));
    expect(store.get(list)).toEqual([]);
  });
});
