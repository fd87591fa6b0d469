// A permalink (/laws/55B1/) shows the whole law: bring the clause it names into view.
// The template names the clause in data-scroll-to, so no script is written into the page itself.
(function () {
  "use strict";
  var text = document.querySelector("[data-scroll-to]");
  var clause = text && document.getElementById(text.getAttribute("data-scroll-to"));
  if (clause) { clause.scrollIntoView(); }
}());
