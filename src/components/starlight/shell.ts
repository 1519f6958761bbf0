// The page's shell, in one inline script in <head> (ThemeProvider.astro minifies it), in place of
// Starlight's seven scripts for the same things (the theme provider and the theme select's module,
// the sidebar's restore, scroll and persister scripts, the mobile menu's pane):
// - the theme (auto, dark or light, kept in localStorage under Starlight's key) is set on <html>
//   before the body is parsed, so the first paint has it; "auto" follows the system as it changes;
//   each theme select shows the choice (with its icon) as soon as it is parsed (<sgs-theme-sync>
//   after it, in ThemeSelect.astro) and applies a new one;
// - on desktop (≥ 50em) the sidebar's groups open and closed and its scroll are kept across pages
//   (sessionStorage, for a sidebar with the same hash: Sidebar.astro), restored as the sidebar is
//   parsed (<sl-sidebar-restore> in each group; the scroll by a call after the last, sgsSidebarEnd),
//   and the current page's link is scrolled into view if it is not;
// - the sidebar is a popover (the mobile menu) below 50em only, and while it is open the page
//   behind it is inert. The popover itself opens, closes on Escape and gives focus back to its button;
// - the search button's shortcut is ⌘K on Apple's devices (in place of Search.astro's inline script).
// Custom elements defined here upgrade as the parser inserts them, before their later siblings.
type Theme = 'auto' | 'dark' | 'light';
type SidebarState = { hash: string; open: (boolean | null)[]; scroll: number };

const THEME_KEY = 'starlight-theme';
const SIDEBAR_KEY = 'sl-sidebar-state';
const root = document.documentElement;
const light = matchMedia('(prefers-color-scheme: light)');
const desktop = matchMedia('(min-width: 50em)');
const $ = (sel: string, within: ParentNode = document) => within.querySelector(sel);

const stored = (): Theme => {
  const t = localStorage.getItem(THEME_KEY);
  return t === 'dark' || t === 'light' ? t : 'auto';
};

function applyTheme(t: Theme): void {
  root.dataset.theme = t === 'auto' ? (light.matches ? 'light' : 'dark') : t;
  document.querySelectorAll('starlight-theme-select').forEach((picker) => {
    const select = $('select', picker) as HTMLSelectElement | null;
    const icon = $('#theme-icons') as HTMLTemplateElement | null;
    const next = icon?.content.querySelector('.' + t);
    if (select) select.value = t;
    if (next) $('svg.label-icon', picker)?.replaceChildren(...next.cloneNode(true).childNodes);
  });
}

const define = (tag: string, connected: (el: HTMLElement) => void) =>
  customElements.define(tag, class extends HTMLElement {
    connectedCallback() {
      try {
        connected(this);
      } catch {
        // a progressive enhancement: the page works without it
      }
    }
  });

function sidebarState(): SidebarState {
  const scroller = $('#starlight__sidebar');
  const hash = ($('sl-sidebar-state-persist') as HTMLElement | null)?.dataset.hash ?? '';
  let saved: Partial<SidebarState> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(SIDEBAR_KEY) || '{}') as Partial<SidebarState>;
  } catch {
    // unreadable: start afresh
  }
  return { hash, open: saved.hash === hash && Array.isArray(saved.open) ? saved.open : [], scroll: scroller?.scrollTop ?? 0 };
}

const saveSidebar = (s: SidebarState) => {
  try {
    sessionStorage.setItem(SIDEBAR_KEY, JSON.stringify(s));
  } catch {
    // storage full or refused: nothing kept
  }
};

// What was saved for this sidebar, read once as the page starts (desktop only).
let restore: SidebarState | null = null;
try {
  applyTheme(stored());
  const s = JSON.parse(sessionStorage.getItem(SIDEBAR_KEY) || '0') as SidebarState | 0;
  if (desktop.matches && s) restore = s;
} catch {
  root.dataset.theme ||= light.matches ? 'light' : 'dark';
}

light.addEventListener('change', () => {
  if (stored() === 'auto') applyTheme('auto');
});
document.addEventListener('change', (e) => {
  const select = e.target as HTMLSelectElement;
  if (!select.closest('starlight-theme-select')) return;
  const t = select.value === 'dark' || select.value === 'light' ? select.value : 'auto';
  localStorage.setItem(THEME_KEY, t === 'auto' ? '' : t);
  applyTheme(t);
});
define('sgs-theme-sync', () => applyTheme(stored()));

const sameSidebar = (el: HTMLElement) => restore?.hash === (el.closest('sl-sidebar-state-persist') as HTMLElement | null)?.dataset.hash;
define('sl-sidebar-restore', (el) => {
  const open = restore?.open[Number(el.dataset.index)];
  const details = el.closest('details');
  if (sameSidebar(el) && details && typeof open === 'boolean') details.open = open;
});
// Called by an inline script after the sidebar (Sidebar.astro): unlike a custom element's callback,
// an inline script waits for the page's stylesheets, without which the sidebar does not scroll.
(window as Window & { sgsSidebarEnd?: () => void }).sgsSidebarEnd = () => {
  const scroller = $('#starlight__sidebar');
  const persist = $('sl-sidebar-state-persist') as HTMLElement | null;
  const current = $('[aria-current="page"]', persist ?? document);
  if (!scroller || !persist || !desktop.matches) return;
  if (sameSidebar(persist) && restore) scroller.scrollTop = restore.scroll;
  if (!current) return;
  const box = current.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  if (box.top < view.top || box.bottom > view.bottom) scroller.scrollTop += box.top - view.top - view.height / 2;
};
document.addEventListener('click', (e) => {
  const details = (e.target as Element).closest?.('sl-sidebar-state-persist summary')?.parentElement;
  const index = Number(($('sl-sidebar-restore', details ?? document) as HTMLElement | null)?.dataset.index);
  if (!(details instanceof HTMLDetailsElement) || isNaN(index)) return;
  const s = sidebarState();
  s.open[index] = !details.open;
  saveSidebar(s);
});
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') saveSidebar(sidebarState());
});

// The search button's shortcut is ⌘K on Apple's devices (navigator.platform: their user agent changes
// while the developer tools are open). Its keycaps are hidden (src/styles/site.css), so only
// aria-keyshortcuts says it.
addEventListener('DOMContentLoaded', () => {
  if (/Mac|iPhone|iPod|iPad/i.test(navigator.platform)) $('button[data-open-modal]')?.setAttribute('aria-keyshortcuts', 'Meta+K');
});

define('sl-sidebar-pane', (pane) => {
  const popover = () => (pane.popover = desktop.matches ? null : 'auto');
  popover();
  desktop.addEventListener('change', popover);
  pane.addEventListener('toggle', (e) => {
    const open = (e as ToggleEvent).newState === 'open';
    document.querySelectorAll('.main-frame, .sl-skip-link').forEach((el) => el.toggleAttribute('inert', open));
  });
});
export {};
