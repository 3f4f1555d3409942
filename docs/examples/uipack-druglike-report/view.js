/* global window, document, ResizeObserver */
/*
 * An example result-view UI pack (docs/apps.md) for the drug-likeness filter: the page sends `init`
 * {lang, outputs}, each output {name, size, format, text} (text: the contents of small text outputs).
 * This view reads report.csv (RFC 4180) and draws how many molecules passed and a table of them, then
 * lists the other outputs; it sends `resize` with its height. It never calls the API.
 */
(function () {
  "use strict";
  var root = document.getElementById("view");
  var lang = "en-US";
  var texts = {
    "en-US": {
      title: "Drug-likeness report",
      passed: "Passed",
      failed: "Failed",
      total: "Molecules",
      yes: "pass",
      no: "fail",
      noReport: "This task has no report.csv to show.",
      files: "Outputs: ",
    },
    "zh-CN": {
      title: "类药性报告",
      passed: "通过",
      failed: "未通过",
      total: "分子数",
      yes: "通过",
      no: "未通过",
      noReport: "该任务没有可显示的 report.csv。",
      files: "输出：",
    },
  };
  function text(key) {
    return (texts[lang] || texts["en-US"])[key];
  }
  function el(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }
  var lastHeight = -1;
  function resize() {
    // The body, not the document: a document is never shorter than its frame, so it could not shrink.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: "resize", height: height }, "*");
  }

  /** RFC 4180: quoted fields, doubled quotes, CRLF or LF line ends. */
  function parseCsv(source) {
    var rows = [];
    var row = [];
    var field = "";
    var quoted = false;
    for (var i = 0; i < source.length; i++) {
      var c = source[i];
      if (quoted) {
        if (c === '"' && source[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        row.push(field);
        field = "";
      } else if (c === "\n" || c === "\r") {
        if (c === "\r" && source[i + 1] === "\n") i++;
        row.push(field);
        rows.push(row);
        row = [];
        field = "";
      } else field += c;
    }
    if (field !== "" || row.length > 0) {
      row.push(field);
      rows.push(row);
    }
    return rows;
  }

  function size(bytes) {
    if (bytes < 1024) return bytes + " B";
    if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(1) + " KiB";
    return (bytes / 1024 / 1024).toFixed(1) + " MiB";
  }

  var shown = ["Name", "MolWt", "LogP", "HBD", "HBA", "RotatableBonds", "TPSA", "Violations", "Passed"];

  function draw(outputs) {
    root.textContent = "";
    root.appendChild(el("h2", "", text("title")));
    var report = outputs.filter(function (o) {
      return o.name === "report.csv" && typeof o.text === "string";
    })[0];
    if (!report) {
      root.appendChild(el("p", "", text("noReport")));
    } else {
      var rows = parseCsv(report.text);
      var head = rows.shift() || [];
      var passedAt = head.indexOf("Passed");
      var passed = rows.filter(function (r) {
        return r[passedAt] === "true";
      }).length;
      var summary = el("div", "summary");
      [
        ["", text("total"), rows.length],
        ["pass", text("passed"), passed],
        ["fail", text("failed"), rows.length - passed],
      ].forEach(function (item) {
        var stat = el("div", "stat " + item[0]);
        stat.setAttribute("data-testid", "stat-" + (item[0] || "total"));
        stat.appendChild(el("b", "", String(item[2])));
        stat.appendChild(el("span", "", item[1]));
        summary.appendChild(stat);
      });
      root.appendChild(summary);
      var bar = el("div", "bar");
      var fill = el("span");
      fill.style.width = rows.length ? (100 * passed) / rows.length + "%" : "0";
      bar.appendChild(fill);
      root.appendChild(bar);
      var columns = shown
        .map(function (name) {
          return { name: name, at: head.indexOf(name) };
        })
        .filter(function (c) {
          return c.at !== -1;
        });
      var table = el("table");
      table.setAttribute("data-testid", "report-table");
      var tr = el("tr");
      columns.forEach(function (c) {
        tr.appendChild(el("th", "", c.name));
      });
      table.appendChild(el("thead")).appendChild(tr);
      var body = el("tbody");
      rows.forEach(function (r) {
        var line = el("tr", r[passedAt] === "true" ? "" : "failed");
        columns.forEach(function (c) {
          var value = r[c.at] === undefined ? "" : r[c.at];
          if (c.name === "Passed") {
            var cell = el("td");
            cell.appendChild(
              el("span", "tag " + (value === "true" ? "yes" : "no"), text(value === "true" ? "yes" : "no")),
            );
            line.appendChild(cell);
          } else line.appendChild(el("td", c.name === "Name" ? "" : "num", value));
        });
        body.appendChild(line);
      });
      table.appendChild(body);
      var scroll = el("div", "scroll");
      scroll.appendChild(table);
      root.appendChild(scroll);
    }
    var files = el("ul", "files");
    files.appendChild(
      el(
        "li",
        "",
        text("files") +
          outputs
            .map(function (o) {
              return o.name + " (" + (o.format || "?") + ", " + size(o.size) + ")";
            })
            .join(" · "),
      ),
    );
    root.appendChild(files);
    resize();
  }

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.type !== "init") return;
    lang = message.lang === "zh-CN" ? "zh-CN" : "en-US";
    document.documentElement.lang = lang;
    draw(Array.isArray(message.outputs) ? message.outputs : []);
  });
  // Any reflow (a wider or narrower frame, fonts arriving) sends the new height.
  new ResizeObserver(resize).observe(document.body);
  window.parent.postMessage({ type: "ready" }, "*");
})();
