import { Slot, type Tooltip as TooltipPrimitive } from 'radix-ui';
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { createTooltipDelays, type TooltipDelays } from '#client/components/ui/tooltip-delays';
import { composeHandlers } from '#client/lib/compose-handlers';
import { onDemand, preload } from '#client/lib/on-demand';
import { setRef } from '#client/lib/set-ref';

// The screens' tooltips (decision 050). Radix's code (ui/radix-tooltip) is not part of the screen's
// first load: it is fetched once the screen has settled, or as the pointer or the focus first comes
// to a trigger. Until it is in, each trigger is a stand-in with the tooltip's text as its title.
// Then each becomes Radix's, which remounts it: only while that takes nothing from the person (see
// `swapWhenHarmless`), and a trigger under the pointer is told so again, to open on time.
const radix = onDemand(() => import('#client/components/ui/radix-tooltip'));
const SETTLED_AFTER_MS = 1500;

interface Stage {
  live: boolean;
  trigger: RefObject<HTMLElement | null>;
  /** The stand-in's title: the tooltip's text, when it is only text. */
  title: string | undefined;
}

const DelaysContext = createContext<TooltipDelays | null>(null);
const StageContext = createContext<Stage | null>(null);

/** Fetches Radix's code now rather than once the screen has settled. */
export const loadTooltips = radix.load;

/** The tooltips under it share their delays (docs/behaviour.md, Constants and limits). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [delays] = useState(createTooltipDelays);
  return <DelaysContext value={delays}>{children}</DelaysContext>;
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const delays = useContext(DelaysContext);
  if (!delays) throw new Error('`Tooltip` must be used within `TooltipProvider`');
  const loaded = useSyncExternalStore(radix.subscribe, radix.current);
  const [live, setLive] = useState(loaded !== undefined);
  const trigger = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!live) return swapWhenHarmless({ trigger, goLive: () => setLive(true) });
  }, [live]);

  const stage = { live: live && loaded !== undefined, trigger, title: textOf(props.children) };
  return (
    <StageContext value={stage}>
      {stage.live && loaded ? <loaded.Tooltip delays={delays} {...props} /> : props.children}
    </StageContext>
  );
}

export function TooltipTrigger({ ref, asChild, ...props }: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const stage = useContext(StageContext);
  if (!stage) throw new Error('`TooltipTrigger` must be used within `Tooltip`');
  const own = (element: HTMLButtonElement | null) => {
    stage.trigger.current = element;
    setRef(ref, element);
  };
  const loaded = radix.current();
  if (stage.live && loaded) return <loaded.TooltipTrigger asChild={asChild} {...props} ref={own} />;
  const Component = asChild ? Slot.Root : 'button';
  const warmUp = () => preload(radix);
  return (
    <Component
      data-state="closed"
      title={stage.title}
      {...props}
      ref={own}
      onPointerEnter={composeHandlers(props.onPointerEnter, warmUp)}
      onFocus={composeHandlers(props.onFocus, warmUp)}
    />
  );
}

export function TooltipContent(props: ComponentProps<typeof TooltipPrimitive.Content>) {
  const stage = useContext(StageContext);
  const loaded = radix.current();
  return stage?.live && loaded ? <loaded.TooltipContent {...props} /> : null;
}

/** The text of a tooltip's content, when that is all it holds. */
function textOf(children: ReactNode): string | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== TooltipContent) continue;
    return typeof child.props.children === 'string' ? child.props.children : undefined;
  }
  return undefined;
}

interface Waiting {
  trigger: RefObject<HTMLElement | null>;
  goLive(): void;
}

const waiting = new Set<Waiting>();
let pointerDown = false;
let watching = false;

// While one is open, its close may give the focus back to a stand-in that was the focus before.
const GIVES_FOCUS_BACK = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/**
 * Stand-ins become Radix's triggers once the code is in, and then only when remounting them takes
 * nothing from the person: none holds the focus, no pointer is pressed (a click would be lost
 * between its press and its release), and no dialog or menu is open that would give the focus back
 * to the element that opened it. Until then they wait for the focus to move or the pointer to lift.
 */
function swapWhenHarmless(stand: Waiting): () => void {
  watchOnce();
  waiting.add(stand);
  setTimeout(() => (radix.current() ? swapHarmless() : preload(radix)), radix.current() ? 0 : SETTLED_AFTER_MS);
  return () => waiting.delete(stand);
}

function watchOnce() {
  if (watching) return;
  watching = true;
  // Outside whatever React is doing as these come, and after a click has landed.
  const soon = () => setTimeout(swapHarmless, 0);
  radix.subscribe(soon);
  document.addEventListener('focusin', soon);
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  const lifted = () => {
    pointerDown = false;
    swapHarmless();
  };
  for (const type of ['pointerup', 'pointercancel']) {
    document.addEventListener(type, () => setTimeout(lifted, 0), true);
  }
}

function swapHarmless() {
  if (waiting.size === 0 || !radix.current() || pointerDown || document.querySelector(GIVES_FOCUS_BACK)) return;
  const ready = [...waiting].flatMap((stand) => {
    const element = stand.trigger.current;
    if (!element || element.contains(document.activeElement)) return [];
    return [{ stand, hovered: element.matches(':hover') }];
  });
  if (ready.length === 0) return;
  flushSync(() => {
    for (const { stand } of ready) stand.goLive();
  });
  for (const { stand, hovered } of ready) {
    if (hovered)
      stand.trigger.current?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }
}
