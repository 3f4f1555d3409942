// @vitest-environment jsdom
/**
 * The back office's commerce words that were hand-made plurals before the namespace: what a storage
 * package also grants (its running jobs) how long a card's pack lasts and how many cards a batch made, in both languages.
 */
import { describe, expect, it } from "vitest";
import { testI18n } from "../../components/kit/testSupport";
import type { NsT } from "../../i18n";
import { commerceSysNs, extraGrantsText } from "./i18n";

describe("the commerceSys namespace", () => {
  it("words a package's extras and a card's months as i18next plurals, in English and in Chinese", async () => {
    const i18n = await testI18n("en-US");
    const en: NsT<"commerceSys"> = i18n.getFixedT("en-US", [commerceSysNs, "translation"]);
    expect(extraGrantsText(en, 1024, 1)).toBe("1,024 GB workflow, +1 running job");
    expect(extraGrantsText(en, 0, 3)).toBe("+3 running jobs");
    expect(extraGrantsText(en, 20, 0)).toBe("20 GB workflow");
    expect(en("cards.lasting", { count: 1 })).toBe("for 1 month");
    expect(en("cards.lasting", { count: 12 })).toBe("for 12 months");
    expect(en("cards.generated", { count: 1, batch: "b1" })).toBe("1 card was generated in batch b1.");
    expect(en("cards.generated", { count: 3, batch: "b1" })).toBe("3 cards were generated in batch b1.");

    const zh: NsT<"commerceSys"> = i18n.getFixedT("zh-CN", [commerceSysNs, "translation"]);
    expect(extraGrantsText(zh, 1024, 1)).toBe("工作流存储 1,024 GB，运行任务数 +1");
    expect(extraGrantsText(zh, 0, 3)).toBe("运行任务数 +3");
    expect(zh("cards.lasting", { count: 1 })).toBe("有效期 1 个月");
    expect(zh("cards.lasting", { count: 12 })).toBe("有效期 12 个月");
    expect(zh("cards.generated", { count: 1, batch: "b1" })).toBe("已在批次 b1 中生成 1 张卡。");
  });
});
