// @vitest-environment jsdom
/**
 * The card batch dialog over the shared cardBatchInput: required fields and the batch limit (1000)
 * in both languages, the card expiry day sent as the end of that day, and the generated batch shown
 * with the CSV export of that batch.
 */
import { maxCardBatch } from "@crucible/schema";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderKit } from "../../components/kit/testSupport";
import { GenerateRechargeCardsDocument } from "../../graphql/__generated__/documents/commerce-sys";
import { CardBatchDialog } from "./CardBatchDialog";

afterEach(cleanup);

function messageOf(testId: string): string | null {
  const field = screen.getByTestId(testId).closest(".field");
  return field?.querySelector(".ui.pointing.label, .ui.prompt.label")?.textContent ?? null;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe("the card batch dialog", () => {
  it("refuses a batch the rule refuses, in English and in Chinese", async () => {
    const { i18n } = await renderKit(<CardBatchDialog onClose={vi.fn()} />);
    type("field-Count", String(maxCardBatch + 1));
    type("field-ExpiryMonths", "0");
    fireEvent.click(screen.getByTestId("dialog-submit"));
    await waitFor(() => expect(messageOf("field-Grants")).toBe("Required"));
    expect(messageOf("field-Count")).toBe("At most 1000");
    expect(messageOf("field-ExpiryMonths")).toBe("At least 1");
    expect(messageOf("field-ExpiresAt")).toBeNull();

    type("field-Count", "2.5");
    type("field-ExpiresAt", "");
    fireEvent.click(screen.getByTestId("dialog-submit"));
    await waitFor(() => expect(messageOf("field-Count")).toBe("Enter a whole number"));
    expect(messageOf("field-ExpiresAt")).toBe("Required");

    await act(async () => {
      await i18n.changeLanguage("zh-CN");
    });
    expect(messageOf("field-Grants")).toBe("必填");
    expect(messageOf("field-Count")).toBe("请输入整数");
    expect(messageOf("field-ExpiryMonths")).toBe("不能小于 1");
  });

  it("generates the batch and offers its CSV", async () => {
    const expiresAt = new Date("2099-12-31T23:59:59.999").toISOString();
    const onGenerated = vi.fn();
    const onClose = vi.fn();
    await renderKit(<CardBatchDialog onClose={onClose} onGenerated={onGenerated} />, {
      mocks: [
        {
          request: {
            query: GenerateRechargeCardsDocument,
            variables: {
              input: {
                kind: "token",
                grants: 5000,
                expiryMonths: 6,
                expiresAt,
                count: 3,
                note: "Spring fair",
              },
            },
          },
          result: {
            data: {
              generateRechargeCards: {
                __typename: "RechargeCardBatch",
                batch: "20260501-a1b2c3",
                cards: ["1", "2", "3"].map((id) => ({ __typename: "RechargeCard", id })),
              },
            },
          },
        },
      ],
    });
    type("field-Grants", "5000");
    type("field-ExpiryMonths", "6");
    type("field-ExpiresAt", "2099-12-31");
    type("field-Count", "3");
    type("field-Note", "Spring fair");
    fireEvent.click(screen.getByTestId("dialog-submit"));

    const name = await screen.findByTestId("card-batch-name");
    expect(name.textContent).toBe("20260501-a1b2c3");
    expect(screen.getByText("3 cards were generated in batch 20260501-a1b2c3.")).toBeTruthy();
    const csv = screen.getByTestId("card-batch-csv");
    expect(csv.getAttribute("href")).toBe("/api/sys/user_resource_pack_card/export?Batch=20260501-a1b2c3");
    expect(csv.hasAttribute("download")).toBe(true);
    expect(onGenerated).toHaveBeenCalledWith("20260501-a1b2c3");
    fireEvent.click(screen.getByTestId("card-batch-close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
