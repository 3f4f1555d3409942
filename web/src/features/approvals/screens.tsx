/**
 * Approvals across jobs (issue 28 item 6): the front end's (the steps of the user's jobs the owner
 * decides) and the back office's (the steps naming a permission the administrator holds; any
 * permission may be named, so any administrator holding one sees the entry). Both menu entries show
 * the count of approvals waiting.
 */
import { allPermissions, workflowFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";
import { ApprovalCount } from "./ApprovalCount";

const feature = workflowFeature;
const Component = lazyScreen(
  () => import("./Approvals"),
  (m) => m.Approvals,
);

/** The label of both stages' menu entries. */
const approvalsLabel = { en: "Approvals", zh: "审批" };

export const screens = defineScreens([
  {
    route: "approvals",
    stage: "frontend",
    feature,
    Component,
    menu: { label: approvalsLabel, icon: "hand paper outline", rank: 55, badge: ApprovalCount },
  },
  {
    route: "approvals",
    stage: "system",
    feature,
    anyOf: allPermissions,
    Component,
    // Last of the back office's entries: never the first screen an administrator lands on (that stays
    // the first screen of their own permissions), and its count draws the eye wherever it sits.
    menu: { label: approvalsLabel, icon: "hand paper outline", rank: 75, badge: ApprovalCount },
  },
]);
