// Live preview for the editor: posts the text as it is typed and shows the rendered fragment.
// Without JavaScript the form's Preview button does the same by a full page request.
(function () {
  "use strict";
  var form = document.querySelector("form[data-preview-url]");
  var target = document.getElementById("preview");
  if (!form || !target || !window.fetch) { return; }
  var textarea = form.querySelector("textarea[name=text]");
  var token = form.querySelector("input[name=csrfmiddlewaretoken]");
  var timer = null;
  var sequence = 0;
  function refresh() {
    var mine = ++sequence;
    var body = new FormData();
    body.append("text", textarea.value);
    fetch(form.dataset.previewUrl, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "X-CSRFToken": token.value }
    }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      // The server renders and sanitises the fragment; only the latest answer is shown.
      if (html !== null && mine === sequence) { target.innerHTML = html; }
    }).catch(function () {});
  }
  textarea.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(refresh, 400);
  });
  refresh();
}());
