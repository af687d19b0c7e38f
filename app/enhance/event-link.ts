/**
 * A link to one event (`/events#fs-austria`) opens that event's panel of the accordion, also when
 * the address changes on the page. The panels are `<details>`, which the browser does not open
 * for a fragment that names the `<details>` itself.
 */
function openLinkedPanel() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const panel = id ? document.getElementById(id) : null;
  if (!(panel instanceof HTMLDetailsElement)) return;
  panel.open = true;
  panel.scrollIntoView();
}

openLinkedPanel();
window.addEventListener("hashchange", openLinkedPanel);
