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

  it('turns true when the page grows or scrolls with the element already on screen, even if the observer stays silent', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = ObserverDouble;
    render(<Probe />);
    const element = screen.getByText('far');
    // Laid out below the first screen: still far.
    element.getBoundingClientRect = () => ({ top: 2000, bottom: 2100, width: 300, height: 100 }) as DOMRect;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByText('far')).toBeInTheDocument();
    // On screen, the observer never told: the next scroll or resize finds it.
    element.getBoundingClientRect = () => ({ top: 400, bottom: 500, width: 300, height: 100 }) as DOMRect;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
