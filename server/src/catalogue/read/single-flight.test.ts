import { SingleFlight } from './single-flight';

/** A piece of work that finishes when told to. */
function pending<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

describe('SingleFlight', () => {
  it('runs the work once for callers that ask while it is under way, and again after it settles', async () => {
    const flights = new SingleFlight<string>();
    const first = pending<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return first.promise;
    };
    const answers = [flights.run('a', work), flights.run('a', work), flights.run('a', work)];
    expect(flights.size).toBe(1);
    first.finish('answer');
    await expect(Promise.all(answers)).resolves.toEqual(['answer', 'answer', 'answer']);
    expect(runs).toBe(1);
    expect(flights.size).toBe(0);
    await expect(flights.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('keeps keys apart and shares a failure only with the callers who waited for it', async () => {
    const flights = new SingleFlight<string>();
    const failing = pending<string>();
    const one = flights.run('a', () => failing.promise);
    const same = flights.run('a', async () => 'never run');
    const other = flights.run('b', async () => 'b');
    failing.fail(new Error('database down'));
    await expect(one).rejects.toThrow('database down');
    await expect(same).rejects.toThrow('database down');
    await expect(other).resolves.toBe('b');
    await expect(flights.run('a', async () => 'recovered')).resolves.toBe('recovered');
  });

  it('keeps at most maxKeys keys under way; work beyond them runs unshared', async () => {
    const flights = new SingleFlight<string>(2);
    const held = [pending<string>(), pending<string>()];
    const shared = [flights.run('a', () => held[0]!.promise), flights.run('b', () => held[1]!.promise)];
    let runs = 0;
    const extra = () => {
      runs += 1;
      return Promise.resolve('c');
    };
    await expect(Promise.all([flights.run('c', extra), flights.run('c', extra)])).resolves.toEqual(['c', 'c']);
    expect(runs).toBe(2);
    expect(flights.size).toBe(2);
    held[0]!.finish('a');
    held[1]!.finish('b');
    await expect(Promise.all(shared)).resolves.toEqual(['a', 'b']);
    expect(flights.size).toBe(0);
  });
});
