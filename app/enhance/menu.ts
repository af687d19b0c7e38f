/**
 * The side navigation's behaviour on every page. Without this script the menu link targets the
 * `<dialog>` and the stylesheet shows it with every branch open (`:target`); with it, the link is
 * a toggle button: `show()` beside the content from 1200 px, `showModal()` over it below (backdrop,
 * focus kept inside), Escape and a tap outside close it and return focus, the branch buttons
 * open and close their branch. See docs/decisions/0051-side-navigation-dialog.md.
 */
import { keepFocusInside } from "~/components/dialog/keepFocusInside";
import { MENU_BUTTON, SIDENAV_ID } from "~/components/shell/sidenav-ids";

const SIDE_MODE = "(min-width: 1200px)";

function enhance(nav: HTMLDialogElement, button: HTMLElement) {
  const sideMode = window.matchMedia(SIDE_MODE);
  let pointerDownOnBackdrop = false;

  const setExpanded = (open: boolean) => button.setAttribute("aria-expanded", String(open));
  const open = () => {
    if (!nav.open) {
      if (sideMode.matches) nav.show();
      else nav.showModal();
    }
    setExpanded(true);
    nav.querySelector<HTMLElement>("a[data-nav-link]")?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!nav.open) return;
    nav.close();
    setExpanded(false);
    if (returnFocus) button.focus();
  };
  const toggle = () => (nav.open ? close(false) : open());

  button.setAttribute("role", "button");
  button.setAttribute("aria-controls", SIDENAV_ID);
  setExpanded(false);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    toggle();
  });
  button.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    event.preventDefault();
    toggle();
  });

  // Side mode has no native Escape; the modal's own Escape arrives here first as well. An Escape
  // that something else handled (an info dialog over the page) is left alone.
  document.addEventListener("keydown", (event) => {
    if (!nav.open || event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  });
  // A close request other than Escape (e.g. the back gesture on Android).
  nav.addEventListener("cancel", (event) => {
    event.preventDefault();
    close(true);
  });
  nav.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && nav.matches(":modal")) keepFocusInside(event);
  });
  nav.addEventListener("pointerdown", (event) => {
    pointerDownOnBackdrop = event.target === nav;
  });
  nav.addEventListener("click", (event) => {
    // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
    const onBackdrop = event.target === nav && pointerDownOnBackdrop;
    pointerDownOnBackdrop = false;
    if (onBackdrop) return close(true);
    const branch = (event.target as Element).closest<HTMLButtonElement>("button[aria-controls]");
    const children = branch && document.getElementById(branch.getAttribute("aria-controls")!);
    if (!branch || !children) return;
    const expanded = branch.getAttribute("aria-expanded") !== "true";
    branch.setAttribute("aria-expanded", String(expanded));
    children.hidden = !expanded;
  });
  // Turning a tablet or resizing the window across the breakpoint changes the mode: close.
  sideMode.addEventListener("change", () => close(false));
  // Back to this page from the browser's cache: the navigation a link in it was chosen from is closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) close(false);
  });

  // The menu link was followed before this script ran: open the navigation it asked for.
  if (window.location.hash === `#${SIDENAV_ID}`) {
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname + window.location.search,
    );
    open();
  }
}

const nav = document.getElementById(SIDENAV_ID);
const button = document.querySelector<HTMLElement>(`[${MENU_BUTTON}]`);
if (nav instanceof HTMLDialogElement && button) enhance(nav, button);
