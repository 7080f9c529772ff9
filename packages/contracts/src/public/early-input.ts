/**
 * What a visitor does on the server's markup of a public page before the web app has taken it
 * over (a phone's first seconds): clicks on its controls and text typed into its fields would be
 * lost, as React is not listening yet, and the app's own script may still be on its way. The
 * server writes EARLY_INPUT_SCRIPT right after the app's markup (its hash is in the page's
 * Content-Security-Policy), so the holding starts with the first paint; the web app replays what
 * it held once React has the page (apps/web/src/app/early-input.ts).
 */

/** The window property the script keeps what it held in: { clicks, typed, stop }. */
export const EARLY_INPUT_GLOBAL = '__portalEarlyInput';

/**
 * Clicks on controls (buttons, tabs, switches, check boxes; not links, which work without the
 * app, nor text fields, which take the focus and the typing) are stopped and kept; the fields
 * typed into are noted. Plain ES5 in one line: it runs before any of the app's code.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(){var r=document.getElementById("root");if(!r)return;' +
  'var c="button,[role=button],[role=switch],[role=tab],input,label,select",h={clicks:[],typed:[]};' +
  'function k(e){var t=e.target&&e.target.closest?e.target.closest(c):null;if(!t||!r.contains(t))return;' +
  'if(t.tagName==="INPUT"&&t.type!=="checkbox"&&t.type!=="radio")return;' +
  'e.preventDefault();e.stopPropagation();h.clicks.push(t)}' +
  'function i(e){var t=e.target;if(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA")&&h.typed.indexOf(t)<0)h.typed.push(t)}' +
  'r.addEventListener("click",k,true);r.addEventListener("input",i,true);' +
  'h.stop=function(){r.removeEventListener("click",k,true);r.removeEventListener("input",i,true)};' +
  `window.${EARLY_INPUT_GLOBAL}=h})();`;
