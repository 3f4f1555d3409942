/* global window, document, ResizeObserver */
/*
 * An example run-form UI pack (docs/apps.md) for the drug-likeness filter, and for any module whose
 * arguments are choices, numbers, yes/no and text: the page sends `init` {lang, args, values}; this
 * form draws the arguments (choices as cards, a small integer range as a slider) and sends `values`
 * on every change and `resize` when its height changes. It never calls the API: the page submits.
 * File arguments are chosen on the page (this frame cannot reach the user's files).
 */
(function () {
  "use strict";
  var root = document.getElementById("form");
  var lang = "en-US";
  var args = [];
  var values = {};
  var texts = {
    "en-US": {
      title: "Drug-likeness filter",
      hint: "A custom form: the page checks these values and submits the job.",
      file: "Chosen below, on the page: ",
      ruleOfFive: "Allowed rule-of-five violations",
      notUsed: "Not used by the Veber rule.",
      on: "Yes",
    },
    "zh-CN": {
      title: "类药性过滤",
      hint: "自定义表单：页面检查这些取值并提交任务。",
      file: "在页面下方选择：",
      ruleOfFive: "允许的五规则违反数",
      notUsed: "Veber 规则不使用此参数。",
      on: "是",
    },
  };
  function text(key) {
    return (texts[lang] || texts["en-US"])[key];
  }
  function label(item) {
    return lang === "zh-CN" && item.labelZh ? item.labelZh : item.label || item.name || String(item.value);
  }
  function el(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }
  function send() {
    window.parent.postMessage({ type: "values", values: values }, "*");
  }
  var lastHeight = -1;
  function resize() {
    // The body, not the document: a document is never shorter than its frame, so it could not shrink.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: "resize", height: height }, "*");
  }
  function set(name, value) {
    if (value === undefined) delete values[name];
    else values[name] = value;
    send();
    draw();
  }

  function choiceField(arg) {
    var box = el("div", "cards");
    (arg.choices || []).forEach(function (choice) {
      var value = typeof choice === "object" && choice !== null ? choice.value : choice;
      var card = el("label", "card" + (values[arg.name] === value ? " on" : ""));
      card.setAttribute("data-testid", "choice-" + arg.name + "-" + value);
      var input = el("input");
      input.type = "radio";
      input.name = arg.name;
      input.checked = values[arg.name] === value;
      input.addEventListener("change", function () {
        set(arg.name, value);
      });
      card.appendChild(input);
      card.appendChild(
        el("span", "", typeof choice === "object" && choice !== null ? label(choice) : String(value)),
      );
      box.appendChild(card);
    });
    return box;
  }

  function intField(arg) {
    var wrap = el("div", "slider");
    var input = el("input");
    input.type = "range";
    input.min = "0";
    input.max = "4";
    input.step = "1";
    input.setAttribute("data-testid", "arg-" + arg.name);
    var current = typeof values[arg.name] === "number" ? values[arg.name] : 0;
    input.value = String(current);
    var out = el("output", "", String(current));
    input.addEventListener("input", function () {
      out.textContent = input.value;
    });
    input.addEventListener("change", function () {
      set(arg.name, Number(input.value));
    });
    wrap.appendChild(input);
    wrap.appendChild(out);
    return wrap;
  }

  function numberField(arg) {
    var input = el("input");
    input.type = arg.format === "int" ? "number" : "text";
    input.value = values[arg.name] === undefined ? "" : String(values[arg.name]);
    input.setAttribute("data-testid", "arg-" + arg.name);
    input.addEventListener("change", function () {
      var raw = input.value.trim();
      if (raw === "") return set(arg.name, undefined);
      var number = Number(raw);
      // A text that is no number goes to the page as typed: the page's checks name it.
      set(arg.name, arg.format === "string" || !isFinite(number) ? raw : number);
    });
    return input;
  }

  function boolField(arg) {
    var wrap = el("label", "card" + (values[arg.name] === true ? " on" : ""));
    var input = el("input");
    input.type = "checkbox";
    input.checked = values[arg.name] === true;
    input.setAttribute("data-testid", "arg-" + arg.name);
    input.addEventListener("change", function () {
      set(arg.name, input.checked);
    });
    wrap.appendChild(input);
    wrap.appendChild(el("span", "", text("on")));
    return wrap;
  }

  function draw() {
    root.textContent = "";
    root.appendChild(el("h2", "", text("title")));
    root.appendChild(el("p", "hint", text("hint")));
    args.forEach(function (arg) {
      var field = el("div", "field");
      field.setAttribute("data-testid", "field-" + arg.name);
      var veber = arg.name === "max_violations" && values.rule === "veber";
      if (veber) field.className += " off";
      field.appendChild(el("div", "label", arg.name === "max_violations" ? text("ruleOfFive") : label(arg)));
      if (arg.format === "file") field.appendChild(el("div", "file", text("file") + label(arg)));
      else if (arg.format === "choice") field.appendChild(choiceField(arg));
      else if (arg.format === "int" && arg.name === "max_violations") field.appendChild(intField(arg));
      else if (arg.format === "bool") field.appendChild(boolField(arg));
      else field.appendChild(numberField(arg));
      if (veber) field.appendChild(el("div", "help", text("notUsed")));
      root.appendChild(field);
    });
    resize();
  }

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.type !== "init") return;
    lang = message.lang === "zh-CN" ? "zh-CN" : "en-US";
    document.documentElement.lang = lang;
    args = Array.isArray(message.args) ? message.args : [];
    values = message.values && typeof message.values === "object" ? Object.assign({}, message.values) : {};
    draw();
  });
  // Any reflow (a wider or narrower frame, fonts arriving) sends the new height.
  new ResizeObserver(resize).observe(document.body);
  window.parent.postMessage({ type: "ready" }, "*");
})();
