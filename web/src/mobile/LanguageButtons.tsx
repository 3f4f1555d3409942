/** The language choice of the mobile site (spec §1: auto, zh, en), stored like the desktop's. */
import type { LangChoice } from "@crucible/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyLangChoice, readLangChoice } from "../i18n";

export function LanguageButtons() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<LangChoice>(readLangChoice());
  const items: { choice: LangChoice; text: string }[] = [
    { choice: "zh", text: t("lang.zh") },
    { choice: "en", text: t("lang.en") },
    { choice: "auto", text: t("lang.auto") },
  ];
  return (
    <div className="m-segmented" role="group" aria-label={t("lang.label")} data-testid="m-lang">
      {items.map((item) => (
        <button
          type="button"
          key={item.choice}
          aria-pressed={choice === item.choice}
          onClick={() => {
            setChoice(item.choice);
            applyLangChoice(item.choice);
          }}
          data-testid={`m-lang-${item.choice}`}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
