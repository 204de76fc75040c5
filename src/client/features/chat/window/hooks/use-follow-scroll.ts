import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
  type WheelEvent,
} from 'react';

/** Closer than this to the bottom counts as at the bottom. */
export const FOLLOW_THRESHOLD_PX = 80;
const KEYS_UP = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Whether the chat follows its newest content. It stops when the person scrolls up (a wheel,
 * a finger, a key or the scroll bar: at once, since text arriving every frame would otherwise
 * pull a gentle scroll back down), or when the view is found more than the threshold up; it
 * follows again once they come back down to the bottom. The app's own scrolling down and
 * content shrinking under the view never stop it. `scrollToEnd` takes the view to the bottom (the
 * virtualized list knows where that is before its last rows are measured).
 */
export function useFollowScroll(
  containerRef: RefObject<HTMLElement | null>,
  scrollToEnd: (behavior: 'smooth' | 'instant') => void,
) {
  const [following, setFollowingState] = useState(true);
  const followingRef = useRef(true);
  const lastTop = useRef(0);
  const touchY = useRef(0);

  const setFollowing = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowingState(value);
  }, []);

  /** Back to the bottom, following again (the person sent, or asked to jump). */
  const resume = useCallback(() => {
    setFollowing(true);
    scrollToEnd('smooth');
  }, [scrollToEnd, setFollowing]);

  const handlers = useMemo(() => {
    const pause = () => {
      const element = containerRef.current;
      if (element && element.scrollHeight > element.clientHeight) setFollowing(false);
    };
    return {
      onScroll: () => {
        const element = containerRef.current;
        if (!element) return;
        const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
        const movedUp = element.scrollTop < lastTop.current;
        if (movedUp && distance > FOLLOW_THRESHOLD_PX) setFollowing(false);
        else if (!movedUp && distance <= FOLLOW_THRESHOLD_PX) setFollowing(true);
        lastTop.current = element.scrollTop;
      },
      onWheel: (event: WheelEvent) => {
        if (event.deltaY < 0) pause();
      },
      onTouchStart: (event: TouchEvent) => {
        touchY.current = event.touches[0]?.clientY ?? 0;
      },
      onTouchMove: (event: TouchEvent) => {
        if ((event.touches[0]?.clientY ?? 0) > touchY.current) pause();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (KEYS_UP.has(event.key)) pause();
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        // On the scroll bar itself, which lies past the element's client width.
        if (event.target === event.currentTarget && event.nativeEvent.offsetX >= event.currentTarget.clientWidth)
          pause();
      },
    };
  }, [containerRef, setFollowing]);

  return { following, followingRef, handlers, resume, setFollowing };
}
