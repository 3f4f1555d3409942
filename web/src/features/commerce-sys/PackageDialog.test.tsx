// @vitest-environment jsdom
/**
 * The package form over the shared packageInput: the unit price typed in yuan and sent in fen (and
 * shown back in yuan), quantity discounts with their "% off" and their rules (above 0, no repeated
 * quantity), the time-limited discount of token packages, what a storage package also grants
 * (workflow storage, running jobs), messages in both languages.
 */
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderKit } from "../../components/kit/testSupport";
import type { PackageInput, SysPackageFieldsFragment } from "../../graphql";
import {
  CreatePackageDocument,
  UpdatePackageDocument,
} from "../../graphql/__generated__/documents/commerce-sys";
import { PackageDialog } from "./PackageDialog";

afterEach(cleanup);

function saved(id: string, input: PackageInput): SysPackageFieldsFragment {
  return {
    __typename: "Package",
    id,
    kind: input.kind,
    name: input.name,
    nameZh: input.nameZh ?? "",
    description: input.description ?? "",
    grants: input.grants,
    workflowStorageGb: input.workflowStorageGb ?? 0,
    runningJobs: input.runningJobs ?? 0,
    unitPrice: input.unitPrice,
    expiryMonths: input.expiryMonths,
    discounts: (input.discounts ?? []).map((d) => ({ __typename: "QuantityDiscount", ...d })),
    limitedDiscount: input.limitedDiscount
      ? { __typename: "LimitedDiscount", ...input.limitedDiscount, from: input.limitedDiscount.from ?? null }
      : null,
    discountNow: 1,
    status: "ENABLED",
    sortOrder: 0,
    createdAt: "2026-05-01T08:00:00.000Z",
    deletedAt: null,
  };
}

/** The message under a field or an input (Semantic's pointing label), or null. */
function messageOf(testId: string): string | null {
  const field = screen.getByTestId(testId).closest(".field");
  return field?.querySelector(".ui.pointing.label, .ui.prompt.label")?.textContent ?? null;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByTestId("dialog-submit"));
}

describe("the package form", () => {
  it("refuses what packageInput refuses, under each field, in English and in Chinese", async () => {
    const { i18n } = await renderKit(<PackageDialog row={null} onClose={vi.fn()} />);
    submit();
    await waitFor(() => expect(messageOf("field-Name")).toBe("Required"));
    expect(messageOf("field-Grants")).toBe("Required");
    expect(messageOf("field-UnitPrice")).toBe("Required");
    expect(messageOf("field-ExpiryMonths")).toBeNull();

    type("field-UnitPrice", "12.345");
    type("field-Grants", "0");
    type("field-ExpiryMonths", "121");
    submit();
    await waitFor(() =>
      expect(messageOf("field-UnitPrice")).toBe("Enter an amount in yuan with at most 2 decimals"),
    );
    expect(messageOf("field-Grants")).toBe("Must be above 0");
    expect(messageOf("field-ExpiryMonths")).toBe("At most 120");

    type("field-UnitPrice", "0.001");
    submit();
    await waitFor(() =>
      expect(messageOf("field-UnitPrice")).toBe("Enter an amount in yuan with at most 2 decimals"),
    );
    type("field-UnitPrice", "0");
    submit();
    // The rule's bound is 1 fen, shown in yuan.
    await waitFor(() => expect(messageOf("field-UnitPrice")).toBe("At least 0.01"));

    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    expect(messageOf("field-Name")).toBe("必填");
    expect(messageOf("field-UnitPrice")).toBe("不能小于 0.01");
    expect(messageOf("field-Grants")).toBe("必须大于 0");
    expect(messageOf("field-ExpiryMonths")).toBe("不能大于 120");
  });

  it("opens a new package on the kind its create button named", async () => {
    await renderKit(<PackageDialog row={null} kind="token" onClose={vi.fn()} />);
    const kind = () => screen.getByTestId("field-Kind").querySelector(".divider.text")?.textContent;
    expect(kind()).toBe("Tokens");
    expect(screen.getByTestId("limited-enabled")).toBeTruthy();
    expect(screen.queryByTestId("field-WorkflowStorageGb")).toBeNull();
    cleanup();
    await renderKit(<PackageDialog row={null} kind="storage" onClose={vi.fn()} />);
    expect(kind()).toBe("Storage");
    expect(screen.getByTestId("field-WorkflowStorageGb")).toBeTruthy();
    expect(screen.queryByTestId("limited-enabled")).toBeNull();
  });

  it("shows each quantity discount as % off and checks the discounts' rules", async () => {
    const { i18n } = await renderKit(<PackageDialog row={null} onClose={vi.fn()} />);
    expect(screen.getByTestId("discounts-none")).toBeTruthy();
    fireEvent.click(screen.getByTestId("discount-add"));
    expect((screen.getByTestId("discount-quantity-0") as HTMLInputElement).value).toBe("10");
    type("discount-value-0", "0");
    expect(screen.queryByTestId("discount-off-0")).toBeNull();
    submit();
    await waitFor(() => expect(messageOf("discount-value-0")).toBe("Must be above 0"));

    type("discount-value-0", "1.2");
    submit();
    await waitFor(() => expect(messageOf("discount-value-0")).toBe("At most 1"));

    type("discount-value-0", "0.85");
    expect(screen.getByTestId("discount-off-0").textContent).toBe("15% off");
    type("discount-value-0", "1");
    expect(screen.getByTestId("discount-off-0").textContent).toBe("No discount");
    type("discount-value-0", "0.9");
    expect(screen.getByTestId("discount-off-0").textContent).toBe("10% off");

    fireEvent.click(screen.getByTestId("discount-add"));
    expect((screen.getByTestId("discount-quantity-1") as HTMLInputElement).value).toBe("20");
    type("discount-quantity-1", "10");
    type("discount-value-1", "0.8");
    type("discount-quantity-0", "1");
    submit();
    await waitFor(() => expect(messageOf("discount-value-0")).toBeNull());
    expect(messageOf("discount-quantity-0")).toBe("At least 2");
    expect(messageOf("discount-quantity-1")).toBeNull();

    // A repeated quantity is the rule's last check: it runs once every field reads.
    type("discount-quantity-0", "10");
    type("field-Name", "Archive");
    type("field-Grants", "100");
    type("field-UnitPrice", "9.90");
    submit();
    await waitFor(() =>
      expect(messageOf("discount-quantity-1")).toBe("This quantity already has a discount"),
    );
    expect(messageOf("discount-quantity-0")).toBeNull();
    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    expect(messageOf("discount-quantity-1")).toBe("该数量已有折扣");
    expect(screen.getByTestId("discount-off-0").textContent).toBe("优惠 10%");

    fireEvent.click(screen.getByTestId("discount-remove-1"));
    expect(screen.queryByTestId("discount-row-1")).toBeNull();
    expect((screen.getByTestId("discount-value-0") as HTMLInputElement).value).toBe("0.9");
  });

  it("sends the unit price in fen and the discounts as numbers", async () => {
    const input: PackageInput = {
      kind: "storage",
      name: "Archive 1 TB",
      nameZh: "归档 1 TB",
      description: "",
      grants: 1024,
      workflowStorageGb: 20,
      runningJobs: 2,
      unitPrice: 1250,
      expiryMonths: 12,
      discounts: [{ quantity: 10, discount: 0.9 }],
      limitedDiscount: null,
    };
    const onClose = vi.fn();
    await renderKit(<PackageDialog row={null} onClose={onClose} />, {
      mocks: [
        {
          request: { query: CreatePackageDocument, variables: { input } },
          result: { data: { createPackage: saved("5", input) } },
        },
      ],
    });
    type("field-Name", " Archive 1 TB ");
    type("field-NameZh", "归档 1 TB");
    type("field-Grants", "1024");
    type("field-WorkflowStorageGb", "20");
    type("field-RunningJobs", "2");
    type("field-UnitPrice", "12.5");
    fireEvent.click(screen.getByTestId("discount-add"));
    type("discount-value-0", "0.9");
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("The package was saved.")).toBeTruthy();
  });

  it("shows a package's price back in yuan, and its time-limited discount for a token package", async () => {
    const row = saved("7", {
      kind: "token",
      name: "Tokens 1M",
      nameZh: "",
      description: "A million tokens",
      grants: 1_000_000,
      workflowStorageGb: 0,
      runningJobs: 0,
      unitPrice: 1999,
      expiryMonths: 6,
      discounts: [{ quantity: 5, discount: 0.95 }],
      limitedDiscount: { enabled: true, discount: 0.8, days: 7, from: "2026-05-01T00:00:00.000Z" },
    });
    const input: PackageInput = {
      kind: "token",
      name: "Tokens 1M",
      nameZh: "",
      description: "A million tokens",
      grants: 1_000_000,
      workflowStorageGb: 0,
      runningJobs: 0,
      unitPrice: 2000,
      expiryMonths: 6,
      discounts: [{ quantity: 5, discount: 0.95 }],
      limitedDiscount: { enabled: true, discount: 0.8, days: 30, from: "2026-05-01T00:00:00.000Z" },
    };
    const onClose = vi.fn();
    await renderKit(<PackageDialog row={row} onClose={onClose} />, {
      mocks: [
        {
          request: { query: UpdatePackageDocument, variables: { id: "7", input } },
          result: { data: { updatePackage: saved("7", input) } },
        },
      ],
    });
    expect((screen.getByTestId("field-UnitPrice") as HTMLInputElement).value).toBe("19.99");
    expect(screen.getByTestId("discount-off-0").textContent).toBe("5% off");
    expect(screen.getByTestId("limited-off").textContent).toBe("20% off");
    expect((screen.getByTestId("limited-days") as HTMLInputElement).value).toBe("7");

    type("limited-days", "0");
    submit();
    await waitFor(() =>
      expect(messageOf("limited-days")).toBe("Must be above 0 while the discount is enabled"),
    );
    type("limited-days", "30");
    type("field-UnitPrice", "20");
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
