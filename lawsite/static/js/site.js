/* Every page: the law book is kept on the device for reading offline by the service worker (sw.js),
   with a line in the footer saying so. Loaded with <script src
   defer>: no inline script anywhere (Content-Security-Policy script-src 'self'). */
(() => {
  "use strict";
  const script = document.currentScript;
  const language = document.documentElement.lang;

  const line = document.getElementById("offline-status");
  const formatDate = (iso) => {
    try {
      return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
    } catch (error) {
      return iso.slice(0, 10);
    }
  };
  let lastStatus = null;
  const show = (status) => {
    if (!line || !status) return;
    lastStatus = status;
    const date = status.updated ? formatDate(status.updated) : "";
    let text = "";
    if (status.state === "ready") {
      text = (navigator.onLine ? line.dataset.ready : line.dataset.offline).replace("%(date)s", date);
    } else if (status.state === "saving") {
      text = line.dataset.saving;
    } else if (status.state === "failed") {
      text = line.dataset.failed;
    }
    line.textContent = text;
    line.hidden = !text;
    line.dataset.state = status.state;
  };
  window.addEventListener("online", () => show(lastStatus));
  window.addEventListener("offline", () => show(lastStatus));

  if (!script || !script.dataset.sw || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data && event.data.type === "book-status" && event.data.language === language) show(event.data);
  });
  const ask = (registration) => {
    const worker = registration.active || navigator.serviceWorker.controller;
    if (worker) worker.postMessage({ type: "keep-book", language, book: script.dataset.book });
  };
  navigator.serviceWorker
    .register(script.dataset.sw, { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then(ask)
    .catch(() => show({ state: "failed" }));
})();
