import {
  type ComponentProps,
  createContext,
  createElement,
  type JSXElementConstructor,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type Opening,
  PopupStandIn,
  replayOn,
  type StandInProps,
  watchForOtherInput,
} from '#client/components/ui/popup-stand-in';
import { onDemand, preload } from '#client/lib/on-demand';
import { setRef } from '#client/lib/set-ref';

interface Replay {
  opening: Opening;
  /** The stand-in had the focus: its successor takes it before the popup opens. */
  focus: boolean;
}

interface Stage {
  /** The stand-in asks for the popup (null once it is Radix's). */
  request: ((opening: Opening, trigger: HTMLElement) => void) | null;
  /** The trigger drawn now: the stand-in, then Radix's. */
  trigger: RefObject<HTMLElement | null>;
}

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  children?: ReactNode;
}

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type AnyComponent = JSXElementConstructor<any>;
/** The names of a module's components, and their props. */
type PartName<M> = { [K in keyof M]: M[K] extends AnyComponent ? K : never }[keyof M];
type PropsOf<M, K extends keyof M> = M[K] extends AnyComponent ? ComponentProps<M[K]> : never;

interface PopupOptions<M, Root extends PartName<M>, Trigger extends PartName<M>> {
  /** The styled Radix parts (components/ui/radix-*.tsx). */
  load(): Promise<M>;
  root: Root;
  trigger: Trigger;
  haspopup: ComponentProps<typeof PopupStandIn>['haspopup'];
  opensOn: ComponentProps<typeof PopupStandIn>['opensOn'];
}

/**
 * A Radix popup (menu, popover) whose code loads as it is first opened (decision 050). Until then
 * its trigger is a plain stand-in that looks and is named the same, says that it opens a popup, and
 * answers the gestures Radix's trigger answers. Asked to open, it loads the popup, which mounts
 * with Radix's own trigger in its place; the gesture is replayed on that trigger, so that Radix
 * opens the popup and moves the focus into it as it always does, and gives it back to that trigger
 * on close. From then on it is Radix's: the stand-in is only ever swapped once. Parts inside the
 * popup (items, close buttons) are only drawn once it is Radix's.
 */
export function popupOnFirstOpen<M, Root extends PartName<M>, Trigger extends PartName<M>>(
  options: PopupOptions<M, Root, Trigger>,
) {
  const module = onDemand(options.load);
  const StageContext = createContext<Stage | null>(null);
  // Only asked for once the module is in.
  const component = (name: PartName<M>) => (module.current() as Record<PartName<M>, AnyComponent>)[name];

  function PopupRoot(props: PropsOf<M, Root>) {
    const loaded = useSyncExternalStore(module.subscribe, module.current);
    const [live, setLive] = useState(false);
    const trigger = useRef<HTMLElement>(null);
    const pending = useRef<Replay | null>(null);
    const waiting = useRef(false);

    const request = (opening: Opening, element: HTMLElement) => {
      if (waiting.current) return;
      const open = () => {
        pending.current = { opening, focus: element.contains(document.activeElement) };
        setLive(true);
      };
      if (module.current()) return open();
      waiting.current = true;
      const stillWanted = watchForOtherInput(element);
      module.load().then(
        () => {
          waiting.current = false;
          if (stillWanted()) open();
        },
        () => {
          waiting.current = false;
          stillWanted();
        },
      );
    };

    // Opened by its owner (open, defaultOpen) before its first use: it loads and mounts open.
    const { open: openProp, defaultOpen, children } = props as RootProps;
    const openedByOwner = Boolean(openProp || defaultOpen);
    useEffect(() => {
      if (!openedByOwner || live) return;
      module.load().then(
        () => setLive(true),
        () => undefined,
      );
    }, [openedByOwner, live]);

    // The stand-in is gone: its successor takes the focus it had before anything is painted.
    useLayoutEffect(() => {
      if (live && pending.current?.focus) trigger.current?.focus();
    }, [live]);
    // After Radix's own effects (this root is above them: its menu listens for the keyboard by then),
    // and once React is done committing, which Radix's handlers may need to flush their own updates.
    useEffect(() => {
      if (!live) return;
      const opening = pending.current?.opening;
      pending.current = null;
      if (!opening) return;
      queueMicrotask(() => {
        if (trigger.current) replayOn(trigger.current, opening);
      });
    }, [live]);

    const stage = { request: live ? null : request, trigger };
    return (
      <StageContext value={stage}>
        {live && loaded ? createElement(component(options.root), props) : children}
      </StageContext>
    );
  }

  function PopupTrigger(props: PropsOf<M, Trigger>) {
    const { ref, ...rest } = props as StandInProps & { ref?: Ref<HTMLElement> };
    const stage = useContext(StageContext);
    if (!stage) throw new Error('A popup trigger must be inside its popup');
    const own = (element: HTMLElement | null) => {
      stage.trigger.current = element;
      setRef(ref, element);
    };
    if (!stage.request) return createElement(component(options.trigger), { ...rest, ref: own });
    return (
      <PopupStandIn
        {...rest}
        ref={own}
        haspopup={options.haspopup}
        opensOn={options.opensOn}
        onWarmUp={() => preload(module)}
        request={stage.request}
      />
    );
  }

  /** A part drawn inside the popup (its content, items, close buttons): nothing until it is Radix's. */
  function part<K extends PartName<M>>(name: K) {
    return function PopupPart(props: PropsOf<M, K>) {
      const stage = useContext(StageContext);
      return stage && !stage.request ? createElement(component(name), props) : null;
    };
  }

  return { Root: PopupRoot, Trigger: PopupTrigger, part, load: module.load };
}
