import { useRef, type FocusEvent, type FormEvent } from "react";
import { useBlurAfterClick } from "./useBlurAfterClick";

const nameOf = (target: EventTarget) => (target as HTMLInputElement).name;

/**
 * A field the visitor changed is checked when it loses focus: new errors appear only then or on
 * submit, never while typing. `markChanged` adds fields changed before the handlers ran (typed
 * while the page hydrated).
 */
export function useCheckOnBlur(check: (field: string) => void) {
  const changed = useRef(new Set<string>());
  const checkLater = useBlurAfterClick(check);
  return {
    onInput: (event: FormEvent<HTMLFormElement>) => changed.current.add(nameOf(event.target)),
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (changed.current.has(name)) checkLater(name);
    },
    markChanged: (fields: readonly string[]) => {
      for (const field of fields) changed.current.add(field);
    },
    forget: () => changed.current.clear(),
  };
}
