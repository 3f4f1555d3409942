/**
 * Every screen of both stages' shells, one line per feature: the routes under `/:stage/home`, the
 * side menus and the route guards are derived from this list (App.tsx, menus.ts).
 */
import { accessScreens } from "../features/access/screens";
import { accountScreens } from "../features/account/screens";
import { approvalScreens } from "../features/approvals/screens";
import { appScreens } from "../features/apps/screens";
import { boardScreens } from "../features/board/screens";
import { catalogueScreens } from "../features/catalogue/screens";
import { cmsScreens } from "../features/cms/screens";
import { commerceScreens } from "../features/commerce/screens";
import { commerceSysScreens } from "../features/commerce-sys/screens";
import { configScreens } from "../features/config/screens";
import { datasetScreens } from "../features/datasets/screens";
import { feedbackScreens } from "../features/feedback/screens";
import { projectsScreens } from "../features/projects/screens";
import { extInfoScreens } from "../features/extinfo/screens";
import { desktopScreens } from "../features/desktop/screens";
import { identityScreens } from "../features/identity/screens";
import { jobScreens } from "../features/jobs/screens";
import { moduleScreens } from "../features/modules/screens";
import { navigatorScreens } from "../features/navigator/screens";
import { sessionScreens } from "../features/sessions/screens";
import { sysJobScreens } from "../features/sysjobs/screens";
import { userScreens } from "../features/users/screens";
import { workflowScreens } from "../features/workflow/screens";
import { drawScreens } from "../viewers/draw/screens";
import { viewScreens } from "../viewers/view/screens";
import { seqViewerScreens } from "../viewers/seq/screens";
import type { ScreenDef } from "./screen";

export const screens: readonly ScreenDef[] = [
  ...boardScreens,
  ...navigatorScreens,
  ...moduleScreens,
  ...catalogueScreens,
  ...workflowScreens,
  ...jobScreens,
  ...approvalScreens,
  ...sysJobScreens,
  ...datasetScreens,
  ...seqViewerScreens,
  ...cmsScreens,
  ...userScreens,
  ...sessionScreens,
  ...accessScreens,
  ...configScreens,
  ...accountScreens,
  ...feedbackScreens,
  ...projectsScreens,
  ...extInfoScreens,
  ...desktopScreens,
  ...identityScreens,
  ...commerceScreens,
  ...commerceSysScreens,
  ...drawScreens,
  ...viewScreens,
  ...appScreens,
];
