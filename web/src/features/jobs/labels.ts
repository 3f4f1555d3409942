/** The jobs' name in both languages, declared once: the front end's menu and the mobile site draw it. */
import type { Bilingual } from "../../i18n";

export const jobsLabel: Bilingual = { en: "Jobs", zh: "任务" };
