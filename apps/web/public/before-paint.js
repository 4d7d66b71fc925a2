// Runs before the first paint (a file rather than an inline script, so the Content-Security-Policy can
// forbid inline scripts).
//
// The remembered colour scheme, so a dark-mode reload does not flash white. Same storage key and
// attribute as Mantine's localStorageColorSchemeManager.
try {
  var stored = window.localStorage.getItem('mantine-color-scheme-value');
  var scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // Storage blocked (private mode): Mantine applies its default scheme when it starts.
}

// An announcement this reader has closed: a page drawn on the server shows the banner (it cannot know),
// and global.css hides it there when this is set, so the page does not move up when the app starts. Same
// keys and rule as announcement-read.ts: the text closed is remembered, and "show again" shows it.
// (Inside a function: a global `var closed` would be window.closed, which cannot be assigned.)
(function () {
  try {
    var meta = document.querySelector('meta[name="site-announcement"]');
    var text = meta ? meta.getAttribute('content').trim() : '';
    var readText = window.localStorage.getItem('announcement-read-text');
    var showAgain = window.localStorage.getItem('announcement-show') === 'true';
    if (text && readText === text && !showAgain) {
      document.documentElement.setAttribute('data-announcement-closed', '');
    }
  } catch {
    // Storage blocked: nothing was remembered, the banner shows.
  }
})();
