// Applies the remembered colour scheme before the first paint, so a dark-mode reload does not flash white.
// Same storage key and attribute as Mantine's localStorageColorSchemeManager. A file rather than an inline
// script, so the Content-Security-Policy can forbid inline scripts.
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
