import type { LangChoice } from "@crucible/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dropdown } from "semantic-ui-react";
import { applyLangChoice, readLangChoice } from "../i18n";

interface LanguageSwitchProps {
  /** Called after the choice is applied and stored locally (the shell also saves it in user config). */
  readonly onChange?: (choice: LangChoice) => void;
  readonly className?: string;
}

export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<LangChoice>(readLangChoice());
  const pick = (next: LangChoice) => {
    setChoice(next);
    applyLangChoice(next);
    onChange?.(next);
  };
  const items: { choice: LangChoice; text: string }[] = [
    { choice: "zh", text: t("lang.zh") },
    { choice: "en", text: t("lang.en") },
    { choice: "auto", text: t("lang.auto") },
  ];
  return (
    <Dropdown
      item
      icon="world"
      className={className}
      text={choice === "auto" ? t("lang.auto") : choice === "zh" ? t("lang.zh") : t("lang.en")}
      aria-label={t("lang.label")}
      data-testid="lang-switch"
    >
      <Dropdown.Menu>
        {items.map((item) => (
          <Dropdown.Item
            key={item.choice}
            active={choice === item.choice}
            onClick={() => pick(item.choice)}
            data-testid={`lang-${item.choice}`}
          >
            {item.text}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
