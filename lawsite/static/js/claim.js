// The claim form at the table: the four hands tapped card by card and the statement built with buttons.
// Both only write the form's text fields (the hands as "AKQ2.K32.-.432", the statement as "SA, S top, ...")
// that work without this script; the buttons are in the page, hidden until this script shows them.
(function () {
  "use strict";
  var form = document.querySelector("form.claim-form");
  if (!form) { return; }
  var SUITS = "SHDC";
  var RANKS = "AKQJT98765432";
  var SEATS = "NESW";

  function field(name) { return form.elements.namedItem(name); }

  // "AKQ2.K32.-.432" -> ["SA", "SK", ...]; what cannot be read is left out, as the server would refuse it.
  function cardsOf(text) {
    var cards = [];
    text.toUpperCase().replace(/10/g, "T").split(".").slice(0, 4).forEach(function (ranks, index) {
      ranks.split("").forEach(function (rank) {
        if (RANKS.indexOf(rank) >= 0) { cards.push(SUITS[index] + rank); }
      });
    });
    return cards;
  }

  function handText(cards) {
    return SUITS.split("").map(function (suit) {
      var ranks = cards.filter(function (card) { return card[0] === suit; }).map(function (card) { return card[1]; });
      ranks.sort(function (a, b) { return RANKS.indexOf(a) - RANKS.indexOf(b); });
      return ranks.join("") || "-";
    }).join(".");
  }

  function setUpPicker(picker) {
    var current = "N";
    var seatButtons = picker.querySelectorAll(".picker-seat");
    var cardButtons = picker.querySelectorAll(".picker-card");

    function holders() {
      var held = {};
      SEATS.split("").forEach(function (seat) {
        cardsOf(field(seat.toLowerCase()).value).forEach(function (card) { held[card] = seat; });
      });
      var played = field("played");
      if (played) {
        played.value.toUpperCase().replace(/10/g, "T").split(/[\s,]+/).forEach(function (card) {
          if (card.length === 2 && !held[card]) { held[card] = "-"; }
        });
      }
      return held;
    }

    function show() {
      var held = holders();
      var counts = { N: 0, E: 0, S: 0, W: 0 };
      Object.keys(held).forEach(function (card) { if (counts[held[card]] !== undefined) { counts[held[card]] += 1; } });
      seatButtons.forEach(function (button) {
        var seat = button.getAttribute("data-seat");
        button.setAttribute("aria-pressed", String(seat === current));
        button.querySelector(".picker-count").textContent = counts[seat];
      });
      cardButtons.forEach(function (button) {
        var holder = held[button.getAttribute("data-card")];
        button.setAttribute("aria-pressed", String(holder === current));
        button.disabled = Boolean(holder) && holder !== current;
        var mark = button.querySelector(".picker-holder");
        mark.textContent = holder && holder !== current ? letterOf(holder) : "";
      });
    }

    function letterOf(seat) {
      var button = picker.querySelector('.picker-seat[data-seat="' + seat + '"] [aria-hidden]');
      return button ? button.textContent : "·";
    }

    seatButtons.forEach(function (button) {
      button.addEventListener("click", function () { current = button.getAttribute("data-seat"); show(); });
    });
    cardButtons.forEach(function (button) {
      button.addEventListener("click", function () {
        var input = field(current.toLowerCase());
        var card = button.getAttribute("data-card");
        var cards = cardsOf(input.value);
        var at = cards.indexOf(card);
        if (at >= 0) { cards.splice(at, 1); } else if (!holders()[card]) { cards.push(card); }
        input.value = handText(cards);
        show();
      });
    });
    SEATS.split("").forEach(function (seat) {
      field(seat.toLowerCase()).addEventListener("input", show);
      field(seat.toLowerCase()).addEventListener("focus", function () { current = seat; show(); });
    });
    if (field("played")) { field("played").addEventListener("input", show); }
    show();
    picker.hidden = false;
  }

  function setUpBuilder(builder) {
    var statement = field("statement");
    var suit = "";
    var seat = "";

    function steps() {
      return statement.value.split(",").map(function (step) { return step.trim(); }).filter(Boolean);
    }
    function add(step) { statement.value = steps().concat([step]).join(", "); }

    function show() {
      builder.querySelectorAll(".builder-suit").forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-suit") === suit));
      });
      builder.querySelectorAll(".builder-seat").forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-seat") === seat));
      });
      builder.querySelectorAll(".builder-rank").forEach(function (button) { button.disabled = !suit; });
      builder.querySelector('[data-step="top"]').disabled = !suit;
      builder.querySelector('[data-step="ruff"]').disabled = !(suit && seat);
      builder.querySelector('[data-step="lead"]').disabled = !seat;
    }

    builder.querySelectorAll(".builder-suit").forEach(function (button) {
      button.addEventListener("click", function () { suit = button.getAttribute("data-suit"); show(); });
    });
    builder.querySelectorAll(".builder-seat").forEach(function (button) {
      button.addEventListener("click", function () { seat = button.getAttribute("data-seat"); show(); });
    });
    builder.querySelectorAll(".builder-rank").forEach(function (button) {
      button.addEventListener("click", function () { add(suit + button.getAttribute("data-rank")); });
    });
    var actions = {
      top: function () { add(suit + " top"); },
      ruff: function () { add("ruff " + suit + " " + seat); },
      lead: function () { add("lead " + seat); },
      trumps: function () { add("trumps"); },
      rest: function () { add("rest"); },
      undo: function () { statement.value = steps().slice(0, -1).join(", "); }
    };
    builder.querySelectorAll("[data-step]").forEach(function (button) {
      button.addEventListener("click", actions[button.getAttribute("data-step")]);
    });
    show();
    builder.hidden = false;
  }

  var picker = form.querySelector("[data-card-picker]");
  if (picker) { setUpPicker(picker); }
  var builder = form.querySelector("[data-statement-builder]");
  if (builder && field("statement")) { setUpBuilder(builder); }
}());
