import { describe, expect, it } from "vitest";
import {
  applyingArgs,
  applyingValues,
  bindingIssues,
  defaultMethodName,
  findMethod,
  moduleMethods,
  type BindableArg,
} from "./args.js";

const mode: BindableArg = {
  name: "mode",
  format: "choice",
  default: "box",
  choices: [
    { value: "box", label: "Box" },
    { value: "sphere", label: "Sphere" },
  ],
};
const radius: BindableArg = {
  name: "radius",
  format: "float",
  bindings: [{ arg: "mode", values: ["sphere"] }],
};
const smooth: BindableArg = {
  name: "smooth",
  format: "bool",
  default: false,
};
const passes: BindableArg = {
  name: "passes",
  format: "int",
  bindings: [
    { arg: "radius", values: [1, 2] },
    { arg: "smooth", values: [true] },
  ],
};
const args = [mode, radius, smooth, passes];

describe("args/applyingArgs", () => {
  it("applies an argument only when its bound argument has one of the values (defaults count)", () => {
    expect([...applyingArgs(args, {})].sort()).toEqual(["mode", "smooth"]);
    expect(applyingArgs(args, { mode: "sphere" }).has("radius")).toBe(true);
    expect(applyingArgs(args, { mode: "box", radius: 2 }).has("radius")).toBe(false);
  });

  it("needs every binding, and the bound argument must apply itself", () => {
    expect(applyingArgs(args, { mode: "sphere", radius: 2, smooth: true }).has("passes")).toBe(true);
    expect(applyingArgs(args, { mode: "sphere", radius: 3, smooth: true }).has("passes")).toBe(false);
    expect(applyingArgs(args, { mode: "sphere", radius: 2, smooth: false }).has("passes")).toBe(false);
    // radius does not apply in box mode, so passes (bound to radius) does not either.
    expect(applyingArgs(args, { mode: "box", radius: 2, smooth: true }).has("passes")).toBe(false);
  });

  it("treats a multiple-choice value as met when one of its items is among the values", () => {
    const list: BindableArg[] = [
      { name: "kinds", format: "multiple_choice", choices: ["a", "b", "c"] },
      { name: "extra", format: "string", bindings: [{ arg: "kinds", values: ["c"] }] },
    ];
    expect(applyingArgs(list, { kinds: ["a", "c"] }).has("extra")).toBe(true);
    expect(applyingArgs(list, { kinds: ["a"] }).has("extra")).toBe(false);
    expect(applyingArgs(list, { kinds: [] }).has("extra")).toBe(false);
  });

  it("never applies a binding to an unknown argument or a loop", () => {
    const broken: BindableArg[] = [
      { name: "a", format: "string", bindings: [{ arg: "b", values: ["x"] }] },
      { name: "b", format: "string", bindings: [{ arg: "a", values: ["x"] }] },
      { name: "c", format: "string", bindings: [{ arg: "zz", values: ["x"] }] },
    ];
    expect([...applyingArgs(broken, { a: "x", b: "x", c: "x" })]).toEqual([]);
  });

  it("drops the values of arguments that do not apply", () => {
    expect(applyingValues(args, { mode: "box", radius: 2, smooth: true, other: 1 })).toEqual({
      mode: "box",
      smooth: true,
    });
  });
});

describe("args/bindingIssues", () => {
  it("accepts bindings that fit", () => {
    expect(bindingIssues(args)).toEqual([]);
  });

  it("names an unknown argument, the argument itself, a file and an empty list", () => {
    const issues = bindingIssues([
      { name: "f", format: "file" },
      { name: "a", format: "string", bindings: [{ arg: "nope", values: ["x"] }] },
      { name: "b", format: "string", bindings: [{ arg: "b", values: ["x"] }] },
      { name: "c", format: "string", bindings: [{ arg: "f", values: ["x"] }] },
      { name: "d", format: "string", bindings: [{ arg: "a", values: [] }] },
    ]);
    expect(issues).toEqual([
      "a: bound to nope, which is not an argument",
      "b: a binding cannot name the argument itself",
      "c: cannot be bound to the file f",
      "d: the binding to a has no values",
    ]);
  });

  it("checks values against the bound argument's choices and format", () => {
    expect(
      bindingIssues([mode, { name: "r", format: "int", bindings: [{ arg: "mode", values: ["cube"] }] }]),
    ).toEqual(['r: "cube" is not a choice of mode']);
    expect(
      bindingIssues([smooth, { name: "r", format: "int", bindings: [{ arg: "smooth", values: ["yes"] }] }]),
    ).toEqual(['r: "yes" does not fit smooth (bool)']);
    expect(
      bindingIssues([
        { name: "n", format: "int" },
        { name: "r", format: "int", bindings: [{ arg: "n", values: [1.5] }] },
      ]),
    ).toEqual(["r: 1.5 does not fit n (int)"]);
  });

  it("finds loops", () => {
    const issues = bindingIssues([
      { name: "a", format: "bool", bindings: [{ arg: "c", values: [true] }] },
      { name: "b", format: "bool", bindings: [{ arg: "a", values: [true] }] },
      { name: "c", format: "bool", bindings: [{ arg: "b", values: [true] }] },
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/loop \(a -> c -> b -> a\)/);
  });
});

describe("args/methods", () => {
  it("gives a module without methods one implicit method of its args and outputs", () => {
    const methods = moduleMethods({ methods: [], args: [mode], outputs: [{ name: "out.txt" }] });
    expect(methods).toEqual([
      { name: defaultMethodName, label: "Default", args: [mode], outputs: [{ name: "out.txt" }] },
    ]);
    expect(findMethod(methods, null)?.name).toBe("default");
    expect(findMethod(methods, "default")?.name).toBe("default");
    expect(findMethod(methods, "other")).toBeNull();
  });

  it("uses the module's own methods, the first one when none is named", () => {
    const methods = moduleMethods({
      methods: [
        { name: "morgan", label: "Morgan", args: [radius], outputs: [] },
        { name: "maccs", label: "MACCS", args: [], outputs: [] },
      ],
      args: [],
      outputs: [],
    });
    expect(methods.map((m) => m.name)).toEqual(["morgan", "maccs"]);
    expect(findMethod(methods, undefined)?.name).toBe("morgan");
    expect(findMethod(methods, "maccs")?.name).toBe("maccs");
    expect(findMethod(methods, "default")).toBeNull();
  });
});
