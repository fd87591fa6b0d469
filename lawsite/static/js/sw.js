/* The law book offline. After one visit this worker keeps, in the reader's interface languages, every
   law page and clause permalink of every published edition (the one in force and the older ones, such
   as the 2007 Polish Law 67), the glossary, the home and "no connection" pages, the data of the
   reference previews and the static files, in one cache named by the content revision
   (/api/offline.json): a new revision fills a new cache, then the old one is deleted.

   Pages come from the network first (a signed-in editor sees his own pages, a reader the newest
   text); without a connection, or when the network keeps a page waiting, from the book. A search
   for a law number is answered from the book's index of clause ids; other searches and the ruling
   assistant get the translated "no connection" page. */
"use strict";

const PREFIX = "lawsite-book-";
const LANGUAGES = ["en", "el", "pl"];
const NETWORK_PATIENCE_MS = 4000;
const PARALLEL_FETCHES = 6;
const INDEX = "/__book__/index";
const marker = (language) => `/__book__/${language}`;

let queue = Promise.resolve();
const serially = (job) => (queue = queue.then(job, job));

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep-book" || !LANGUAGES.includes(data.language) || typeof data.book !== "string") return;
  event.waitUntil(serially(() => keepBook(data.language, data.book)));
});

async function broadcast(status) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage({ type: "book-status", ...status });
  }
}

async function keptStatus(language) {
  const kept = await caches.match(marker(language));
  return kept ? { state: "ready", language, ...(await kept.json()) } : { state: "failed", language };
}

async function keepBook(language, bookUrl) {
  let book;
  try {
    const response = await fetch(bookUrl, { cache: "no-cache", credentials: "omit" });
    if (!response.ok) throw new Error(`${bookUrl}: ${response.status}`);
    book = await response.json();
  } catch (error) {
    return broadcast(await keptStatus(language)); // no connection: say what is kept
  }
  const name = PREFIX + book.revision;
  const cache = await caches.open(name);
  const older = (await caches.keys()).filter((key) => key.startsWith(PREFIX) && key !== name);
  const wanted = new Set([language]);
  for (const key of older) {
    const old = await caches.open(key);
    for (const code of LANGUAGES) if (await old.match(marker(code))) wanted.add(code);
  }
  try {
    for (const code of wanted) {
      if (await cache.match(marker(code))) continue;
      if (code === language) await broadcast({ state: "saving", language });
      await fill(cache, book, code);
    }
  } catch (error) {
    return broadcast(await keptStatus(language)); // the older book, if any, stays until a new one is whole
  }
  for (const key of older) await caches.delete(key);
  return broadcast({ state: "ready", language, revision: book.revision, updated: book.updated });
}

async function fill(cache, book, language) {
  const urls = [
    ...book.pages.map((path) => `/${language}${path}`),
    `/${language}/manifest.webmanifest`,
    ...book.data,
    ...book.assets,
  ];
  const missing = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++];
      // past the browser's HTTP cache: a page kept there for max-age may be of the revision before
      const response = await fetch(url, { credentials: "omit", cache: "no-cache" });
      if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  const index = { clauses: book.clauses, editions: book.editions || {}, greek: book.greek, max_law: book.max_law };
  await cache.put(INDEX, json(index));
  await cache.put(marker(language), json({ revision: book.revision, updated: book.updated, language }));
}

const json = (data) => new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith("/static/")) {
    event.respondWith(caches.match(request).then((kept) => kept || fetch(request)));
  } else if (/^\/api\/(\d{4}\/)?laws\//.test(url.pathname) || url.pathname === "/api/glossary.json") {
    event.respondWith(fetch(request).catch(() => kept(request)));
  }
});

async function kept(request) {
  const exact = await caches.match(request);
  if (exact) return exact;
  const page = await caches.match(request, { ignoreSearch: true }); // ?cols=… : the page in its default columns
  if (page) return page;
  throw new Error("not kept");
}

function languageOf(url) {
  const code = url.pathname.split("/")[1];
  return LANGUAGES.includes(code) ? code : "en";
}

async function noConnection(url) {
  return (await caches.match(`/${languageOf(url)}/offline/`)) || Response.error();
}

async function page(request, url) {
  const network = fetch(request);
  try {
    const slow = pause(NETWORK_PATIENCE_MS).then(() => kept(request).catch(() => network));
    return await Promise.race([network, slow]);
  } catch (error) {
    if (/^\/(en|el|pl)\/search\/$/.test(url.pathname)) return offlineSearch(url);
    return kept(request).catch(() => forgivingAddress(url)).catch(() => noConnection(url));
  }
}

/* A clause address typed as people type it (/en/laws/55b2/, /pl/2007/laws/L67B1a/): to its page in the
   book, with the clause's fragment, as the server redirects it. */
async function forgivingAddress(url) {
  const match = /^\/(en|el|pl)\/(?:(\d{4})\/)?laws\/([^/]+)\/$/.exec(url.pathname);
  const kept = match && (await caches.match(INDEX));
  if (!kept) throw new Error("not a clause address");
  const index = await kept.json();
  const [, language, edition, typed] = match;
  const clauses = edition ? (index.editions || {})[edition] : index.clauses;
  if (!clauses) throw new Error(`edition ${edition} not kept`);
  const found = jumpTarget(decodeURIComponent(typed), { ...index, clauses });
  if (!found) throw new Error("not a clause id");
  const path = `/${language}/${edition ? edition + "/" : ""}laws/${found}/`;
  if (path === url.pathname || !(await caches.match(path))) throw new Error("not kept");
  const anchor = /[A-Z]/.test(found) ? `#c-${found.replace(/[()]/g, "")}` : "";
  return Response.redirect(new URL(path + url.search + anchor, url).href, 301);
}

async function offlineSearch(url) {
  const kept = await caches.match(INDEX);
  if (kept) {
    const index = await kept.json();
    const found = jumpTarget(url.searchParams.get("q") || "", index);
    if (found) return Response.redirect(new URL(`/${languageOf(url)}/laws/${found}/`, url).href, 302);
  }
  return noConnection(url);
}

/* A law number as people type it (43b2b, law 64 a 2, L55, 55B(2), Νόμος 43Β2(β), przepis 64A2, 64), as the server's
   ClauseId.parse_loose reads it; then the nearest clause with a page (the law itself at least). */
function jumpTarget(query, index) {
  const text = query.trim();
  if (!/\d/.test(text) || text.length > 40) return null;
  const cleaned = text
    .replace(/©/g, "(c)")
    .replace(/^(?:laws?|l|n|ν|nomo[sui]?|νόμο[ςυι]?|νομο[ςυι]?|νόμους|przepis\S*|prz|p|art|§)\.?\s*(?=\d)/iu, "")
    .replace(/[\s.]+/g, "");
  const match = /^(\d{1,2})(ΣΤ|Στ|στ|Ϛ|[A-Ma-mΑ-Μα-μάέ])?(\d{1,2}|\(\d{1,2}\))?(\((?:στ|[a-zα-μάέ])\)|στ|[a-hα-μάέ])?(\([ivx]+\))?$/u.exec(cleaned);
  if (!match) return null;
  const [, law, section, bracketed, sub, subsub] = match;
  const item = bracketed && bracketed.replace(/[()]/g, ""); // 55B(2) is 55B2
  const number = parseInt(law, 10);
  if (number < 1 || number > index.max_law) return null;
  const latin = (letter) => {
    const plain = letter.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    if (index.greek[plain]) return index.greek[plain];
    return /^[A-Z]$/.test(plain) ? plain : null;
  };
  const chain = [String(number)];
  if (section) {
    const letter = latin(section);
    if (!letter) return null;
    chain.push(chain[0] + letter);
    if (item) {
      chain.push(chain[1] + parseInt(item, 10));
      if (sub) {
        const subLetter = latin(sub.replace(/[()]/g, ""));
        if (!subLetter) return null;
        chain.push(`${chain[2]}(${subLetter.toLowerCase()})`);
        if (subsub) chain.push(chain[3] + subsub);
      }
    } else if (sub) return null;
  } else if (item || sub) return null;
  const known = new Set(index.clauses);
  return chain.reverse().find((id) => known.has(id)) || chain[chain.length - 1];
}
