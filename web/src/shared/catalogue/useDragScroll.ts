// Lets a mouse drag a horizontally scrolling strip (touch screens scroll it natively). A drag does
// not count as a click on the item under the pointer.
import { useCallback, useRef, type DragEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';

const DRAG_THRESHOLD_PX = 5;

export function useDragScroll(ref: RefObject<HTMLElement | null>) {
  const drag = useRef<{ x: number; left: number; moved: boolean; pointerId: number } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== 'mouse' || e.button !== 0 || !ref.current) return;
      drag.current = { x: e.clientX, left: ref.current.scrollLeft, moved: false, pointerId: e.pointerId };
      suppressClick.current = false;
    },
    [ref],
  );

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      const el = ref.current;
      if (!d || !el) return;
      const dx = e.clientX - d.x;
      if (!d.moved && Math.abs(dx) >= DRAG_THRESHOLD_PX) {
        d.moved = true;
        el.setPointerCapture?.(d.pointerId);
        el.classList.add('is-dragging');
      }
      if (d.moved) el.scrollLeft = d.left - dx;
    },
    [ref],
  );

  const end = useCallback(() => {
    const d = drag.current;
    if (!d) return;
    suppressClick.current = d.moved;
    ref.current?.classList.remove('is-dragging');
    if (d.moved) ref.current?.releasePointerCapture?.(d.pointerId);
    drag.current = null;
  }, [ref]);

  const onClickCapture = useCallback((e: MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  }, []);

  // Links and pictures would otherwise start the browser's own drag and drop.
  const onDragStart = useCallback((e: DragEvent<HTMLElement>) => e.preventDefault(), []);

  return { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end, onClickCapture, onDragStart };
}

/** Scrolls a strip so its child at `index` is in view, without moving the page. */
export function scrollChildIntoView(strip: HTMLElement | null, index: number): void {
  const child = strip?.children[index] as HTMLElement | undefined;
  if (!strip || !child) return;
  const left = child.offsetLeft - strip.offsetLeft;
  const right = left + child.offsetWidth;
  let target = strip.scrollLeft;
  if (left < strip.scrollLeft) target = left;
  else if (right > strip.scrollLeft + strip.clientWidth) target = right - strip.clientWidth;
  if (target === strip.scrollLeft) return;
  if (typeof strip.scrollTo === 'function') strip.scrollTo({ left: target, behavior: 'smooth' });
  else strip.scrollLeft = target;
}
