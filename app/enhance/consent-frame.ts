const REMEMBERED = "granted";

function readConsent(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) === REMEMBERED;
  } catch {
    return false;
  }
}

function writeConsent(key: string | undefined, granted: boolean) {
  if (!key) return;
  try {
    if (granted) window.sessionStorage.setItem(key, REMEMBERED);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage can be blocked; consent then simply is not remembered.
  }
}

/**
 * The two clicks of a consent frame's markup (app/components/consent/ConsentFrame.tsx): the
 * frame is created only when the visitor presses the button, or at once when they asked the
 * browser to remember their consent for this session; another button removes it again.
 */
export function enhanceConsentFrame(root: HTMLElement) {
  const placeholder = root.querySelector<HTMLElement>("[data-consent-placeholder]");
  const loaded = root.querySelector<HTMLElement>("[data-consent-loaded]");
  const loadButton = root.querySelector<HTMLButtonElement>("[data-consent-load]");
  const unloadButton = root.querySelector<HTMLButtonElement>("[data-consent-unload]");
  const remember = root.querySelector<HTMLInputElement>("[data-consent-remember]");
  const { src, title, height, sandbox, storageKey, frameClass } = root.dataset;
  if (!placeholder || !loaded || !loadButton || !unloadButton || !src) return;

  const show = (focus: boolean) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = title ?? "";
    if (height) frame.height = height;
    if (sandbox) frame.setAttribute("sandbox", sandbox);
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = frameClass ?? "";
    loaded.prepend(frame);
    placeholder.hidden = true;
    loaded.hidden = false;
    if (focus) frame.focus();
  };

  loadButton.addEventListener("click", () => {
    writeConsent(storageKey, remember?.checked ?? false);
    show(true);
  });
  unloadButton.addEventListener("click", () => {
    writeConsent(storageKey, false);
    loaded.querySelector("iframe")?.remove();
    loaded.hidden = true;
    placeholder.hidden = false;
    if (remember) remember.checked = false;
    loadButton.focus();
  });
  if (readConsent(storageKey)) show(false);
}
