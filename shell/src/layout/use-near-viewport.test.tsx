import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** The browser's observer, driven by the test: `enter()` reports the element on screen. */
class ObserverDouble {
  static last: ObserverDouble | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverDouble.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  ObserverDouble.last = null;
});

describe('useNearViewport', () => {
  it('is true at once where the browser cannot observe', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('stays false until the element comes on screen, then stops observing', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = ObserverDouble;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const observer = ObserverDouble.last!;
    expect(observer.observed).toEqual([screen.getByText('far')]);
    act(() => observer.enter());
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });
});
