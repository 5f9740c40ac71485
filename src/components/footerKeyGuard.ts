import { useMemo, useRef, type KeyboardEvent } from 'react';

/**
 * For a dialog footer's capture handlers (`onKeyDownCapture`, `onKeyUpCapture`): Blueprint's
 * buttons click on the keyup of Enter or Space, wherever its keydown was. The Enter that opened a
 * dialog is often still held when its Ok takes the focus (a person's key press lasts about 100 ms),
 * so its keyup would confirm before a word was read. A keyup reaches the buttons only when its
 * keydown happened inside the footer.
 */
export function useFooterKeyGuard(): { onKeyDownCapture: (event: KeyboardEvent) => void; onKeyUpCapture: (event: KeyboardEvent) => void } {
  const pressedHere = useRef(new Set<string>());
  return useMemo(
    () => ({
      onKeyDownCapture: (event: KeyboardEvent) => {
        pressedHere.current.add(event.key);
      },
      onKeyUpCapture: (event: KeyboardEvent) => {
        if (!pressedHere.current.delete(event.key)) event.stopPropagation();
      },
    }),
    [],
  );
}
