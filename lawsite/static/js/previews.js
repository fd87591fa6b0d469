/* A reference without leaving the page: hovering (mouse), tapping (touch) or focusing (keyboard) a
   cross-reference shows the cited clause's text, its title and a link to go there; a defined term
   shows the term in the three languages and where it is defined. The data comes from
   /api/laws/<n>.json (the edition in force, kept offline by sw.js), /api/<edition>/laws/<n>.json
   (a link into another edition, on a point-in-time page) and /api/glossary.json. Without JavaScript
   the links are plain links. Escape or the close button closes the preview and gives focus back to the link. */
(() => {
  "use strict";
  const strings = document.getElementById("site-strings");
  if (!strings || !window.fetch) return;
  const say = strings.dataset;
  const ui = document.documentElement.lang;
  const names = (list) => Object.fromEntries(list.split("|").map((pair) => pair.split(":")));
  const languageNames = names(say.languages); // each language in itself, beside its forms of a term
  const uiNames = names(say.uiLanguages); // in the reader's language, in "Shown in …"
  const LANGUAGES = ["en", "el", "pl"];
  const SELECTOR = "a.ref, a.term";
  const HOVER_DELAY_MS = 250;
  const LEAVE_DELAY_MS = 300;
  const fill = (template, values) => template.replace(/%\((\w+)\)s/g, (_, key) => values[key] ?? "");
  const laws = new Map();
  let glossary = null;
  let current = null; // { link, box, title }
  let pointer = "mouse";
  let hoverTimer = 0;
  let leaveTimer = 0;
  let refocusing = null; // the link focus goes back to on close: no new preview for that

  const getJson = (url) =>
    fetch(url, { credentials: "same-origin" }).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    });
  // the content revision the page was made from: a preview never shows text older than its page (a browser
  // or proxy may keep /api/laws/<n>.json for minutes; an address per revision is never stale)
  const revision = document.body.dataset.revision;
  const law = (number, edition) => {
    const path = edition ? `/api/${edition}/laws/${number}.json` : `/api/laws/${number}.json`;
    const url = revision ? `${path}?v=${encodeURIComponent(revision)}` : path;
    if (!laws.has(url)) {
      laws.set(url, getJson(url).catch((error) => { laws.delete(url); throw error; }));
    }
    return laws.get(url);
  };
  const terms = () => {
    if (!glossary) glossary = getJson("/api/glossary.json").catch((error) => { glossary = null; throw error; });
    return glossary;
  };

  const clauseOf = (link) => {
    if (link.dataset.target) return link.dataset.target;
    const match = /\/laws\/([^/]+)\/$/.exec(new URL(link.href, location.href).pathname);
    return match ? decodeURIComponent(match[1]) : null;
  };
  // the edition a link names (/el/2007/laws/55B/), or "" for the edition in force (/el/laws/55B/)
  const editionOf = (link) => {
    const match = /^\/[a-z]{2}\/(\d{4})\/laws\//.exec(new URL(link.href, location.href).pathname);
    return match ? match[1] : "";
  };
  const columnLanguage = (link) => {
    const cell = link.closest("[lang]");
    return cell ? cell.getAttribute("lang") : ui;
  };
  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const paragraphWith = (node) => {
    const paragraph = element("p", "ref-preview-links");
    paragraph.append(node);
    return paragraph;
  };
  const localise = (html, edition) => html.replace(/href="\/laws\//g, edition ? `href="/${ui}/${edition}/laws/` : `href="/${ui}/laws/`);

  function frame(link, label) {
    const box = element("div", "ref-preview");
    box.id = "ref-preview";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "false");
    box.setAttribute("aria-labelledby", "ref-preview-title");
    const head = element("div", "ref-preview-head");
    const title = element("p", "ref-preview-title");
    title.id = "ref-preview-title";
    title.append(label);
    const close = element("button", "ref-preview-close", "×");
    close.type = "button";
    close.setAttribute("aria-label", say.close);
    close.addEventListener("click", () => hide(true));
    head.append(title, close);
    const body = element("div", "ref-preview-body");
    body.id = "ref-preview-body";
    box.append(head, body);
    box.addEventListener("mouseenter", () => clearTimeout(leaveTimer));
    box.addEventListener("mouseleave", () => { if (pointer === "mouse") leaveSoon(); });
    return { box, title, body };
  }

  async function clauseContent(link, parts) {
    const id = clauseOf(link);
    parts.title.textContent = fill(say.law, { id });
    const edition = editionOf(link);
    const data = await law(parseInt(id, 10), edition);
    const titleLanguage = data.titles[ui] ? ui : "en";
    if (data.titles[titleLanguage]) {
      const lawTitle = element("span", "ref-preview-law", ` · ${data.titles[titleLanguage]}`);
      lawTitle.lang = titleLanguage;
      parts.title.append(lawTitle);
      if (titleLanguage !== ui) {
        parts.title.append(" ", element("small", "ref-preview-title-language", say.titleEnglish)); // no title in the reader's language
      }
    }
    const clause = data.clauses[id];
    const order = [...new Set([ui, columnLanguage(link), ...LANGUAGES])];
    const language = clause && order.find((code) => clause.texts[code]);
    if (!language) {
      parts.body.append(element("p", "missing", say.stub));
    } else {
      let heading = "";
      for (let at = id; at && !heading; at = data.clauses[at] && data.clauses[at].parent) {
        const text = data.clauses[at] && data.clauses[at].texts[language];
        heading = text ? text.heading : "";
      }
      if (heading) {
        const h = element("p", "ref-preview-heading", heading);
        h.lang = language;
        parts.body.append(h);
      }
      const text = element("div", "ref-preview-text");
      text.lang = language;
      const shown = clause.texts[language];
      if (shown.edition) parts.body.append(element("p", "ref-preview-edition", fill(say.older, { edition: shown.edition })));
      text.innerHTML = localise(shown.html, shown.edition || edition); // sanitised by the server (nh3)
      if (!text.textContent.trim()) text.append(element("p", "missing", say.stub));
      parts.body.append(text);
      if (language !== ui) {
        parts.body.append(element("p", "ref-preview-language", fill(say.shownIn, { language: uiNames[language] })));
      }
    }
    const go = element("a", "ref-preview-go", fill(say.go, { id }));
    go.setAttribute("href", link.getAttribute("href"));
    parts.body.append(paragraphWith(go));
  }

  async function termContent(link, parts) {
    parts.title.textContent = say.termPreview;
    const data = await terms();
    const term = data.terms[link.dataset.term];
    if (!term) throw new Error(`no term ${link.dataset.term}`);
    const list = element("dl", "ref-preview-forms");
    for (const code of LANGUAGES) {
      const name = element("dt", "", languageNames[code]);
      name.lang = code;
      const forms = element("dd", term.forms[code] ? "" : "missing", (term.forms[code] || []).join(", ") || say.missing);
      forms.lang = term.forms[code] ? code : ui;
      list.append(name, forms);
    }
    parts.body.append(list);
    const where = /^\d/.test(term.defined_in) ? fill(say.law, { id: term.defined_in }) : say.definitions;
    if (term.defined_in) parts.body.append(element("p", "ref-preview-where", fill(say.definedIn, { where })));
    const go = element("a", "ref-preview-go", /^\d/.test(term.defined_in) ? say.seeDefinition : say.seeGlossary);
    go.setAttribute("href", /^\d/.test(term.defined_in) ? link.getAttribute("href") : `/${ui}/glossary/#term-${link.dataset.term}`);
    parts.body.append(paragraphWith(go));
  }

  function place(link, box) {
    const spot = link.getBoundingClientRect();
    const parent = (box.offsetParent || document.body).getBoundingClientRect();
    const width = box.offsetWidth;
    const viewport = document.documentElement.clientWidth;
    const left = Math.max(8, Math.min(spot.left, viewport - width - 8));
    box.style.left = `${left - parent.left}px`;
    box.style.top = `${spot.bottom - parent.top + 4}px`;
  }

  function show(link) {
    clearTimeout(leaveTimer);
    if (current && current.link === link) return;
    hide(false);
    const parts = frame(link, "");
    const state = { link, box: parts.box, title: link.getAttribute("title") };
    current = state;
    if (state.title !== null) link.removeAttribute("title"); // the preview says more than the tooltip
    link.setAttribute("aria-expanded", "true");
    link.setAttribute("aria-controls", parts.box.id);
    link.setAttribute("aria-describedby", parts.body.id);
    link.after(parts.box);
    const content = link.classList.contains("term") ? termContent(link, parts) : clauseContent(link, parts);
    content
      .catch(() => {
        if (current === state) parts.body.replaceChildren(element("p", "missing", say.unavailable));
      })
      .finally(() => {
        if (current === state) place(link, parts.box);
      });
    place(link, parts.box);
  }

  function hide(returnFocus) {
    clearTimeout(hoverTimer);
    clearTimeout(leaveTimer);
    if (!current) return;
    const { link, box, title } = current;
    current = null;
    const hadFocus = box.contains(document.activeElement);
    box.remove();
    if (title !== null) link.setAttribute("title", title);
    link.setAttribute("aria-expanded", "false");
    link.removeAttribute("aria-describedby");
    if (returnFocus || hadFocus) {
      refocusing = link;
      link.focus({ preventScroll: true });
      refocusing = null;
    }
  }

  const leaveSoon = () => {
    clearTimeout(leaveTimer);
    leaveTimer = setTimeout(() => hide(false), LEAVE_DELAY_MS);
  };
  const within = (node) => current && (current.link.contains(node) || current.box.contains(node));
  const linkAt = (node) => {
    const link = node && node.closest && node.closest(SELECTOR);
    return link && !link.closest(".ref-preview") ? link : null;
  };

  document.addEventListener("pointerdown", (event) => {
    pointer = event.pointerType || "mouse";
    if (current && !within(event.target)) hide(false);
  }, true);
  document.addEventListener("mouseover", (event) => {
    const link = linkAt(event.target);
    if (!link || pointer === "touch") return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => show(link), HOVER_DELAY_MS);
  });
  document.addEventListener("mouseout", (event) => {
    const link = linkAt(event.target);
    if (!link || within(event.relatedTarget)) return;
    clearTimeout(hoverTimer);
    if (current && current.link === link) leaveSoon();
  });
  document.addEventListener("focusin", (event) => {
    const link = linkAt(event.target);
    if (link && link === refocusing) return;
    if (link && pointer !== "touch") show(link);
    else if (current && !within(event.target)) hide(false);
  });
  document.addEventListener("click", (event) => {
    const link = linkAt(event.target);
    if (!link || pointer !== "touch" || event.ctrlKey || event.metaKey) return;
    if (!current || current.link !== link) {
      event.preventDefault(); // a first tap previews, a second one (or the link inside) goes there
      show(link);
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && current) {
      event.preventDefault();
      hide(true);
    } else if (event.key === "Tab" || event.key.length === 1) {
      pointer = "keyboard";
    }
  });
})();
