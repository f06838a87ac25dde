import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver whose entries the test decides. */
const observeBy = () => {
  const observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options: () => observers[0]?.options,
    show: () =>
      act(() => observers.forEach(({ callback }) => callback([{ isIntersecting: true }]))),
  };
};

const image = () => document.querySelector('img');

describe('LazyImage', () => {
  it('reserves its box and loads only once in view (threshold 0.1)', () => {
    const observer = observeBy();
    render(<LazyImage src="/media/games/1.svg" alt="Lucky Slot" width={240} height={240} />);
    expect(image()).toBeNull();
    expect(observer.options()?.threshold).toBe(0.1);

    observer.show();
    expect(image()).toHaveAttribute('src', '/media/games/1.svg');
    expect(image()).toHaveAttribute('width', '240');
    expect(image()).toHaveAttribute('height', '240');
  });

  it('asks for a first-screen image at once and shows it as it draws (eager)', () => {
    observeBy();
    render(<LazyImage src="/media/games/3.svg" alt="" width={240} height={240} eager />);
    // No observer's turn and no fade after the load: the lobby's largest paint waits for neither.
    expect(image()).toHaveAttribute('src', '/media/games/3.svg');
    expect(image()?.className).toContain('shown');
  });

  it('tries three more times after an error, then shows a placeholder', () => {
    vi.useFakeTimers();
    const observer = observeBy();
    render(<LazyImage src="/media/games/2.svg" alt="Jade Tiger" width={240} height={240} />);
    observer.show();
    for (let retry = 1; retry <= 3; retry += 1) {
      const failed = image();
      if (!failed) throw new Error('no image');
      fireEvent.error(failed);
      expect(image()).toBeNull();
      act(() => {
        vi.advanceTimersByTime(200 * retry);
      });
      expect(image()).not.toBe(failed);
      expect(image()).toHaveAttribute('src', '/media/games/2.svg');
    }
    const last = image();
    if (!last) throw new Error('no image');
    fireEvent.error(last);
    expect(image()).toBeNull();
    expect(screen.getByRole('img', { name: 'Jade Tiger' })).toBeInTheDocument();
  });

  it('shows an image that loaded before at once when it mounts again', () => {
    const observer = observeBy();
    const { unmount } = render(
      <LazyImage src="/media/games/3.svg" alt="" width={240} height={240} />,
    );
    observer.show();
    const loaded = image();
    if (!loaded) throw new Error('no image');
    fireEvent.load(loaded);
    unmount();

    render(<LazyImage src="/media/games/3.svg" alt="" width={240} height={240} />);
    expect(image()).toHaveAttribute('src', '/media/games/3.svg');
  });
});
