import { useEffect, useRef } from "react";

/**
 * Showing an error on blur moves the content below it. If the blur came from pressing a
 * pointer (e.g. on the submit button), `check` waits until the click is done, so it is not lost.
 */
export function useBlurAfterClick(check: (field: string) => void) {
  const checkRef = useRef(check);
  checkRef.current = check;
  const pointerPressed = useRef(false);
  const pendingBlur = useRef<string | null>(null);

  useEffect(() => {
    const press = () => {
      pointerPressed.current = true;
    };
    const release = () => {
      // After this task, i.e. after the click that belongs to this pointerup.
      window.setTimeout(() => {
        pointerPressed.current = false;
        const field = pendingBlur.current;
        pendingBlur.current = null;
        if (field !== null) checkRef.current(field);
      }, 0);
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, []);

  return (field: string) => {
    if (pointerPressed.current) pendingBlur.current = field;
    else checkRef.current(field);
  };
}
