/**
 * The data sets' names in both languages, declared once: the menus (screens.tsx), the back office's
 * page titles (SysDatasets) and the mobile site's menu and shortcuts draw them (`useBilingual`).
 */
import type { Bilingual } from "../../i18n";

/** The front end's data sets entry. */
export const datasetsLabel: Bilingual = { en: "Data sets", zh: "数据集" };

/** The back office's data sets by kind: their menu entries and their screens' titles (SysDatasets). */
export const sysDatasetLabels = {
  public: { en: "Public data sets", zh: "公共数据集" },
  private: { en: "Private data sets", zh: "私有数据集" },
  temporary: { en: "Temporary data sets", zh: "临时数据集" },
  module_demo: { en: "Module demo data", zh: "模块演示数据" },
} as const satisfies Record<string, Bilingual>;
