import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { clampOffset, clampScale, offsetAround, pictureSize, swipeDirection, ZOOM_STEP, type Point, type Size } from './pan-zoom';

export interface View {
  scale: number;
  offset: Point;
}

const INITIAL: View = { scale: 1, offset: { x: 0, y: 0 } };
const DOUBLE_TAP_MS = 300;
const TAP_SLOP = 10;

interface Drag {
  start: Point;
  from: Point;
  last: Point;
  moved: boolean;
}

interface Pinch {
  distance: number;
  centre: Point;
  from: View;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pan and zoom of one picture on a stage: drag (finger or mouse) pans a picture larger than the stage,
 * a drag past its side edge is a swipe, a pinch or a double tap zooms. Touch events are handled
 * themselves (pointer events cover the mouse) so that a pinch sees both fingers.
 */
export function usePanZoom(stageRef: RefObject<HTMLElement | null>, onSwipe: (direction: 'next' | 'previous') => void) {
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>(INITIAL);
  const [dragging, setDragging] = useState(false);
  const current = useRef({ view: INITIAL, stage });

  const apply = useCallback((next: View) => {
    const clamped = {
      scale: next.scale,
      offset: clampOffset(next.offset, current.current.stage, pictureSize(current.current.stage, next.scale)),
    };
    current.current.view = clamped;
    setView(clamped);
  }, []);

  const zoomTo = useCallback(
    (scale: number, at: Point = { x: 0, y: 0 }) => {
      const from = current.current.view;
      const to = clampScale(scale);
      apply({ scale: to, offset: offsetAround(from.offset, at, from.scale, to) });
    },
    [apply],
  );
  const reset = useCallback(() => apply(INITIAL), [apply]);

  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      current.current.stage = { width: box.width, height: box.height };
      setStage(current.current.stage);
      apply(current.current.view);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stageRef, apply]);

  const swipe = useEffectEvent(onSwipe);

  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    let drag: Drag | null = null;
    let pinch: Pinch | null = null;
    let lastTap: { at: number; point: Point } | null = null;

    const point = (x: number, y: number): Point => {
      const box = element.getBoundingClientRect();
      return { x: x - box.left - box.width / 2, y: y - box.top - box.height / 2 };
    };
    const toggle = (at: Point) => (current.current.view.scale > 1 ? reset() : zoomTo(ZOOM_STEP, at));

    const start = (at: Point) => {
      drag = { start: at, from: current.current.view.offset, last: at, moved: false };
      setDragging(true);
    };
    const move = (at: Point) => {
      if (!drag) return;
      drag.last = at;
      if (distance(at, drag.start) > TAP_SLOP) drag.moved = true;
      apply({ scale: current.current.view.scale, offset: { x: drag.from.x + at.x - drag.start.x, y: drag.from.y + at.y - drag.start.y } });
    };
    const end = (at: Point | null, touch: boolean, time: number) => {
      if (!drag) return;
      const { start: from, from: offset, moved } = drag;
      const last = at ?? drag.last;
      drag = null;
      setDragging(false);
      const shift = { x: last.x - from.x, y: last.y - from.y };
      const wanted = { x: offset.x + shift.x, y: offset.y + shift.y };
      const { stage, view } = current.current;
      const direction = swipeDirection(wanted, clampOffset(wanted, stage, pictureSize(stage, view.scale)), shift);
      if (direction) {
        lastTap = null;
        swipe(direction);
      } else if (!moved && distance(last, from) <= TAP_SLOP && touch) {
        // Two taps close in time and place zoom in (or back out), as photo viewers do.
        if (lastTap && time - lastTap.at < DOUBLE_TAP_MS && distance(lastTap.point, last) < 3 * TAP_SLOP) {
          lastTap = null;
          toggle(last);
        } else lastTap = { at: time, point: last };
      }
    };

    const touchPoint = (touch: Touch) => point(touch.clientX, touch.clientY);
    const onTouchStart = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (a && b) {
        drag = null;
        const pa = touchPoint(a);
        const pb = touchPoint(b);
        pinch = {
          distance: Math.max(1, distance(pa, pb)),
          centre: { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 },
          from: current.current.view,
        };
      } else if (a) start(touchPoint(a));
    };
    const onTouchMove = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (pinch && a && b) {
        const to = clampScale((pinch.from.scale * distance(touchPoint(a), touchPoint(b))) / pinch.distance);
        apply({ scale: to, offset: offsetAround(pinch.from.offset, pinch.centre, pinch.from.scale, to) });
      } else if (a) move(touchPoint(a));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (pinch) {
        if (event.touches.length < 2) pinch = null;
        setDragging(false);
        return;
      }
      const lifted = event.changedTouches[0];
      end(lifted ? touchPoint(lifted) : null, true, event.timeStamp);
    };
    const onTouchCancel = () => {
      drag = null;
      pinch = null;
      setDragging(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      element.setPointerCapture?.(event.pointerId);
      start(point(event.clientX, event.clientY));
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') move(point(event.clientX, event.clientY));
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') end(point(event.clientX, event.clientY), false, event.timeStamp);
    };
    const onDoubleClick = (event: MouseEvent) => toggle(point(event.clientX, event.clientY));

    const listeners = [
      ['touchstart', onTouchStart],
      ['touchmove', onTouchMove],
      ['touchend', onTouchEnd],
      ['touchcancel', onTouchCancel],
      ['pointerdown', onPointerDown],
      ['pointermove', onPointerMove],
      ['pointerup', onPointerUp],
      ['pointercancel', onTouchCancel],
      ['dblclick', onDoubleClick],
    ] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, [stageRef, apply, reset, zoomTo]);

  return { stage, view, dragging, zoomTo, reset, picture: pictureSize(stage, view.scale) };
}
