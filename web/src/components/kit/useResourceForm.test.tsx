// @vitest-environment jsdom
/**
 * The form hook over the shared rules of @crucible/schema: the first issue of each field in the
 * active language (switching language rewords it), trimmed output to onSubmit, server-side failures.
 */
import { moduleTagRule, userCreateRule, type RuleMessageCode } from "@crucible/schema";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../features/catalogue/i18n";
import { Field } from "../Field";
import { renderKit } from "./testSupport";
import { useResourceForm, type FormSchema } from "./useResourceForm";

afterEach(cleanup);

type UserOutput = ReturnType<typeof userCreateRule.parse>;

function UserForm({ onSubmit }: { onSubmit: (data: UserOutput) => void }) {
  const form = useResourceForm({
    initial: { account: "", password: "", name: "", email: "", phone: "", companyName: "", realName: "" },
    schema: userCreateRule,
    onSubmit,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Field {...form.field("account")} label="Account" />
      <Field {...form.field("password")} label="Password" />
      <Field {...form.field("name")} label="Name" />
      <Field {...form.field("email")} label="E-mail" />
      <Field {...form.field("phone")} label="Phone" />
      <Field {...form.field("companyName")} label="Company" />
      <button type="submit" data-testid="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

function TagForm({ taken }: { taken: boolean }) {
  const form = useResourceForm({
    initial: { name: "", nameZh: "" },
    schema: moduleTagRule,
    onSubmit: () => {
      if (taken) form.fail("name", (t) => t("taken", { ns: "catalogue" }));
    },
  });
  return (
    <>
      <Field {...form.field("name")} label="Tag" />
      <button type="button" data-testid="submit" onClick={() => void form.submit()}>
        Save
      </button>
    </>
  );
}

/** A rule over a list: each empty entry is an issue of its own path (`["items", 1]`). */
const listRule: FormSchema<{ items: string[] }> = {
  safeParse: (value) => {
    const { items } = value as { items: string[] };
    const issues = items.flatMap((item, index) =>
      item.trim() === "" ? [{ path: ["items", index], message: "empty entry", code: "custom" }] : [],
    );
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: { items } };
  },
};

function ListForm() {
  const form = useResourceForm({
    initial: { items: ["", "kept", ""] },
    schema: listRule,
    onSubmit: vi.fn(),
    word: (issue) => (issue.message === "empty entry" ? `Entry ${String(issue.path[1])} is empty` : null),
  });
  return (
    <>
      {form.values.items.map((_item, index) => (
        <span key={index} data-testid={`item-${index}`}>
          {form.errorAt(["items", index]) ?? "ok"}
        </span>
      ))}
      <span data-testid="items">{form.error("items") ?? "ok"}</span>
      <button type="button" data-testid="submit" onClick={() => void form.submit()}>
        Save
      </button>
    </>
  );
}

/** The message shown under the field `field-<name>` (Semantic's pointing label), or null. */
function messageOf(name: string): string | null {
  const input = screen.getByTestId(`field-${name}`);
  const field = input.closest(".field");
  return field?.querySelector(".ui.pointing.label, .ui.prompt.label")?.textContent ?? null;
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
}

describe("useResourceForm", () => {
  it("shows the first issue of each field in English, and in Chinese once the language switches", async () => {
    const onSubmit = vi.fn();
    const { i18n } = await renderKit(<UserForm onSubmit={onSubmit} />);
    type("account", "1abc");
    type("email", "not-an-address");
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() =>
      expect(messageOf("account")).toBe("4 to 20 letters or digits, starting with a letter"),
    );
    expect(messageOf("password")).toBe("This field is required");
    expect(messageOf("name")).toBe("This field is required");
    expect(messageOf("email")).toBe("Enter a valid e-mail address");
    expect(messageOf("phone")).toBeNull();
    expect(messageOf("companyName")).toBe("Company name is required");
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    expect(messageOf("password")).toBe(i18n.t("validation.required"));
    expect(messageOf("password")).not.toBe("This field is required");
    expect(messageOf("email")).toBe(i18n.t("validation.email"));
  });

  it("hands the trimmed values to onSubmit once every field passes, and clears the messages", async () => {
    const onSubmit = vi.fn();
    await renderKit(<UserForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(messageOf("name")).not.toBeNull());
    type("account", " alice2026 ");
    type("password", "Passw0rd!");
    type("name", " Alice ");
    type("email", " alice@example.org ");
    type("companyName", " Crucible Labs ");
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      account: "alice2026",
      password: "Passw0rd!",
      name: "Alice",
      email: "alice@example.org",
      phone: "",
      companyName: "Crucible Labs",
      realName: "",
    });
    expect(messageOf("name")).toBeNull();
  });

  it("refuses a name with white space as the gateway does (spec §5)", async () => {
    await renderKit(<UserForm onSubmit={vi.fn()} />);
    type("name", "Alice Smith");
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(messageOf("name")).toBe("The name must not contain spaces"));
  });

  it.each([
    ["en-US", "At most 40 characters", "Remove the invisible direction or zero-width characters"],
    ["zh-CN", "最多 40 个字符", "请删除不可见的方向控制字符或零宽字符"],
  ] as const)("words the kit's own rule messages in %s", async (language, tooLong, invisible) => {
    await renderKit(<TagForm taken={false} />, { language });
    type("name", "x".repeat(41));
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(messageOf("name")).toBe(tooLong));
    type("name", "evil\u202etxt");
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(messageOf("name")).toBe(invisible));
  });

  it("shows what the server refused under its field", async () => {
    const { i18n } = await renderKit(<TagForm taken />);
    type("name", "docking");
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(messageOf("name")).toBe("Already taken: choose another"));
    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    expect(messageOf("name")).toBe("已被使用，请换一个");
  });

  it("words each nested issue under its own path, with the screen's words first", async () => {
    await renderKit(<ListForm />);
    fireEvent.click(screen.getByTestId("submit"));
    await waitFor(() => expect(screen.getByTestId("item-0").textContent).toBe("Entry 0 is empty"));
    expect(screen.getByTestId("item-1").textContent).toBe("ok");
    expect(screen.getByTestId("item-2").textContent).toBe("Entry 2 is empty");
    expect(screen.getByTestId("items").textContent).toBe("Entry 0 is empty");
  });

  it("has a message in both languages for every rule code", async () => {
    const codes: readonly RuleMessageCode[] = [
      "required",
      "account",
      "password",
      "email",
      "phone",
      "name",
      "companyName",
      "tooLong",
      "invisible",
    ];
    const { ruleMessage } = await import("./messages");
    const { testI18n } = await import("./testSupport");
    for (const language of ["en-US", "zh-CN"] as const) {
      const i18n = await testI18n(language);
      for (const code of codes) {
        const text = ruleMessage(i18n.t, language, code, 40);
        expect(text).not.toBe("");
        expect(text).not.toContain("validation.");
      }
    }
  });
});
