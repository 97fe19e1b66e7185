"use strict";
(function () {
  const data = JSON.parse(document.getElementById("game-data").textContent);
  const frames = data.frames;
  const board = document.getElementById("board");
  const slider = document.getElementById("slider");
  const where = document.getElementById("where");
  const decision = document.getElementById("decision");
  const events = document.getElementById("events");
  const problem = document.getElementById("problem");
  const problemLink = document.getElementById("problem-link");
  let current = -1;

  function boardHTML(i) {
    return frames[i].board.map(function (n) { return data.lines[n]; }).join("\n");
  }

  // keyed maps the data-k attribute of each element of html to the
  // element's HTML.
  function keyed(html) {
    const t = document.createElement("template");
    t.innerHTML = html;
    const out = new Map();
    t.content.querySelectorAll("[data-k]").forEach(function (el) {
      out.set(el.getAttribute("data-k"), el.outerHTML);
    });
    return out;
  }

  // position returns the hash of frame i: "step=S" for the first decision
  // of step S, "step=S.k" for its k-th.
  function position(i) {
    const s = frames[i].step;
    let k = 1;
    while (i - k >= 0 && frames[i - k].step === s) k++;
    return k === 1 ? "step=" + s : "step=" + s + "." + k;
  }

  function frameOf(hash) {
    const m = /step=(\d+)(?:\.(\d+))?/.exec(hash);
    if (!m) return 0;
    const s = Number(m[1]);
    const k = m[2] ? Number(m[2]) : 1;
    for (let i = 0; i < frames.length; i++) {
      if (frames[i].step === s) return Math.min(i + k - 1, frames.length - 1);
      if (frames[i].step > s) return i;
    }
    return frames.length - 1;
  }

  function text(tag, s, cls) {
    const el = document.createElement(tag);
    el.textContent = s;
    if (cls) el.className = cls;
    return el;
  }

  function show(i) {
    i = Math.max(0, Math.min(frames.length - 1, i));
    if (i === current) return;
    current = i;
    const f = frames[i];
    board.innerHTML = boardHTML(i);
    if (i > 0) {
      const before = keyed(boardHTML(i - 1));
      board.querySelectorAll("[data-k]").forEach(function (el) {
        const old = before.get(el.getAttribute("data-k"));
        if (old !== undefined && old !== el.outerHTML) el.classList.add("changed");
      });
    }
    where.textContent = i === 0 ? "start" : "step " + f.step + " · decision " + i + " of " + (frames.length - 1);
    decision.textContent = "";
    if (i === 0) {
      decision.textContent = "the start position";
    } else {
      decision.appendChild(text("strong", f.player));
      decision.appendChild(document.createTextNode(" " + f.kind + ": "));
      decision.appendChild(text("span", f.label, "label"));
    }
    events.textContent = "";
    (f.events || []).forEach(function (e) {
      const li = text("li", e.t);
      if (e.c) li.appendChild(text("span", e.c, "clause"));
      if (e.e) li.appendChild(text("span", e.e, "effect"));
      events.appendChild(li);
    });
    problem.hidden = !f.problem;
    problem.textContent = f.problem || "";
    slider.value = String(i);
    const hash = "#" + position(i);
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  slider.max = String(frames.length - 1);
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("prev").addEventListener("click", function () { show(current - 1); });
  document.getElementById("next").addEventListener("click", function () { show(current + 1); });
  document.getElementById("last").addEventListener("click", function () { show(frames.length - 1); });
  const broken = frames.findIndex(function (f) { return f.problem; });
  if (broken >= 0) {
    problemLink.hidden = false;
    problemLink.addEventListener("click", function () { show(broken); });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.target instanceof HTMLInputElement && ev.target.type !== "range") return;
    const moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: frames.length - 1 };
    if (ev.key in moves) {
      ev.preventDefault();
      show(moves[ev.key]);
    }
  });
  window.addEventListener("hashchange", function () { show(frameOf(location.hash)); });
  show(location.hash ? frameOf(location.hash) : 0);
})();
