/**
 * Every area of the gateway, once. `createApp` seeds, registers resources and REST calls, and builds
 * the GraphQL resolvers from this list: a new area is its own folders plus one line here.
 */
import type { Area } from "./area.js";
import { accountArea } from "./account.js";
import { accessArea } from "./access.js";
import { configArea } from "./config.js";
import { cmsArea } from "./cms.js";
import { datasetsArea } from "./datasets.js";
import { catalogueArea } from "./catalogue.js";
import { templatesArea } from "./templates.js";
import { workflowArea } from "./workflow.js";
import { navigatorArea } from "./navigator.js";
import { feedbackArea } from "./feedback.js";
import { commerceArea } from "./commerce.js";
import { viewersArea } from "./viewers.js";
import { siteArea } from "./site.js";
import { appsArea } from "./apps.js";
import { extInfoArea } from "./extinfo.js";
import { desktopArea } from "./desktop.js";
import { notificationsArea } from "./notifications.js";
import { identityArea } from "./identity.js";
import { projectsArea } from "./projects.js";

export const areas: readonly Area[] = [
  accountArea,
  accessArea,
  configArea,
  cmsArea,
  datasetsArea,
  catalogueArea,
  templatesArea,
  workflowArea,
  navigatorArea,
  feedbackArea,
  commerceArea,
  viewersArea,
  siteArea,
  appsArea,
  extInfoArea,
  desktopArea,
  notificationsArea,
  identityArea,
  projectsArea,
];
