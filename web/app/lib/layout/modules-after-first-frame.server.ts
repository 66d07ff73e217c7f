// The app's JavaScript starts after the page's first frame, not while the page is still being read.
//
// React hoists React Router's `<link rel="modulepreload">`s into the head, so a browser fetches every
// module of the page (~125 KB gzipped: React, the router, the page's route) while it parses the head,
// and runs them as soon as they arrive, before it first paints whenever they arrive quickly. On a
// phone that is JavaScript downloaded and run before anything is shown; Lighthouse's simulation
// counts it so (its scores swung 96–100 with whether the modules came before Chrome's first paint).
// Here the preloads leave the head, and React Router's module script (its imports and the route
// manifest) is started, with the preloads, by a small inline script once the first frame is painted
// (`requestAnimationFrame`, then a task so the paint itself is not delayed). A page in a background
// tab paints no frames, so it starts at once, as does one hidden before its first frame. Until the app starts the page is the server's HTML:
// links and forms work without JavaScript (progressive enhancement), so nothing waits on it.
//
// The inline script carries the page's nonce; the scripts it adds are trusted through the policy's
// 'strict-dynamic' (an inline module script still needs the nonce, which it copies). Hydration does
// not mind: React matches the head's links by rel and href (it adds the preloads itself if they are
// not there yet), and an inline script is matched by its tag, not its text.

import { type Piece, splitAtLast } from "./document-pieces.server";

/** The start of React Router's module script, as it writes it (the nonce first). */
const MODULE_SCRIPT_OPENING = /<script nonce="([^"]*)" type="module" async="">$/;
const MODULE_SCRIPT_MARK = '" type="module" async="">';
const SCRIPT_CLOSING = "</script>";

/** `<link rel="modulepreload" href="…" nonce="…"/>` as React writes it. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/**
 * The starter: adds the preloads and the module script (with the nonce it was given) after the first
 * frame. `document.currentScript` is only set while the starter itself runs, hence read at once.
 */
function starter(preloads: string[], moduleCode: string): string {
  // `<` escaped keeps the JSON from ever closing the script or opening a comment.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `(function(p,c){var n=document.currentScript.nonce,d=0;function go(){if(d)return;d=1;var h=document.head;` +
    `p.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=n;h.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;h.appendChild(s)}` +
    `if(document.visibilityState!=="visible")go();else{requestAnimationFrame(function(){setTimeout(go,0)});` +
    `document.addEventListener("visibilitychange",go,{once:true})}})` +
    `(${json(preloads)},${json(moduleCode)})`
  );
}

/**
 * Starters already made, by their preloads and module code: a route's module script (its imports and
 * the part of the route manifest it needs, ~5 KB) is the same on every page of that route, and
 * escaping it as JSON was ~1 % of a store page's render. Bounded: emptied when it holds too many.
 */
const startersMade = new Map<string, string>();
const MOST_STARTERS_KEPT = 500;

function starterFor(preloads: string[], moduleCode: string): string {
  const key = `${preloads.join(" ")}\n${moduleCode}`;
  let made = startersMade.get(key);
  if (made === undefined) {
    made = starter(preloads, moduleCode);
    if (startersMade.size >= MOST_STARTERS_KEPT) startersMade.clear();
    startersMade.set(key, made);
  }
  return made;
}

/**
 * A page with its module script started after the first frame (see above): its head (the text
 * before `</head>`) without the modulepreloads, and the pieces after it with the starter where the
 * module script was. Undefined for a page without React Router's module script (a bare error page),
 * which stays as it is.
 */
export function startModulesAfterFirstFrame(head: string, rest: readonly Piece[]): { head: string; rest: Piece[] } | undefined {
  // From the end: the script is followed only by the route data (a few KB), and nothing before it
  // can hold the mark (the page's text and attributes have their quotes escaped).
  const atMark = splitAtLast(rest, MODULE_SCRIPT_MARK);
  const atOpening = atMark && splitAtLast(atMark.before, "<script");
  if (!atMark || !atOpening) return undefined;
  const script = atOpening.after + atMark.after;
  const codeStart = script.indexOf(MODULE_SCRIPT_MARK) + MODULE_SCRIPT_MARK.length;
  const codeEnd = script.indexOf(SCRIPT_CLOSING, codeStart);
  const opening = MODULE_SCRIPT_OPENING.exec(script.slice(0, codeStart));
  if (codeEnd < 0 || !opening) return undefined;

  const preloads: string[] = [];
  const headWithoutPreloads = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const started = `<script nonce="${opening[1]}">${starterFor(preloads, script.slice(codeStart, codeEnd))}${script.slice(codeEnd)}`;
  return { head: headWithoutPreloads, rest: [...atOpening.before, started] };
}
