import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD, StatCounter } from './stat-counter';

/** jsdom has no layout, so no IntersectionObserver: this one lets the test say when the element shows. */
class TestObserver {
  static last: TestObserver | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show(ratio: number) {
    this.callback([{ isIntersecting: ratio >= (this.options.threshold as number), intersectionRatio: ratio } as IntersectionObserverEntry], this as never);
  }
}

const shown = () => screen.getByTestId('stat-value').textContent;

describe('StatCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    TestObserver.last = undefined;
  });

  it('counts from 0 to the target over 2000 ms once half visible', () => {
    render(<StatCounter target={2000} suffix="+" label="Projects completed" />);
    expect(shown()).toBe('0+');
    expect(TestObserver.last?.options.threshold).toBe(COUNTER_VISIBILITY_THRESHOLD);
    act(() => TestObserver.last!.show(0.2));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(shown()).toBe('0+');

    act(() => TestObserver.last!.show(0.6));
    act(() => {
      vi.advanceTimersByTime(COUNTER_DURATION_MS / 2);
    });
    const middle = Number(shown()!.replace('+', ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(2000);
    act(() => {
      vi.advanceTimersByTime(COUNTER_DURATION_MS / 2 + 50);
    });
    expect(shown()).toBe('2000+');
    // The accessible text is always the final figure.
    expect(screen.getByText('Projects completed').parentElement).toHaveTextContent('2000+');
  });

  it('shows the final figure at once when reduced motion is asked for', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    render(<StatCounter target={98} suffix="%" label="Customer satisfaction" />);
    expect(shown()).toBe('98%');
    expect(TestObserver.last).toBeUndefined();
  });
});
