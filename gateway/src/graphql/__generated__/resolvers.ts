import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, SessionRow, ApiTokenRow, SysUserRow, PermRoleRow, PermGroupRow, LoginLogRow } from '../../db/schema.js';
import type { ImageTemplateView } from '../../domain/images/imageTemplates.js';
import type { SysAppRow, UiPackRow } from '../../db/apps.js';
import type { PackVersion } from '../../domain/apps/uiPacks.js';
import type { ContainerImageRow, ModuleGroupRow, ModuleFileRow, ModuleRow, ProcessorRow, ModuleArg as ModuleArgSpec, ModuleOutput as ModuleOutputSpec, ModuleMethod as ModuleMethodSpec } from '../../db/modules.js';
import type { EnabledUser } from '../../domain/modules/admin.js';
import type { CmsMapEntryRow, CmsTextRow, CmsFileRow } from '../../db/cms.js';
import type { PackageRow, ResourcePackRow, RechargeCardRow, OrderRow, InvoiceRow, PaymentRefundRow, PaymentNotifyRow } from '../../db/commerce.js';
import type { DesktopBuildRow } from '../../db/desktop.js';
import type { UserExtFieldRow } from '../../db/extinfo.js';
import type { ExtInfoForm, UserExtInfoRow } from '../../domain/extinfo/extinfo.js';
import type { FeedbackRow } from '../../db/feedback.js';
import type { DataFileRow } from '../../db/datasets.js';
import type { IdentityProviderRow } from '../../db/identity.js';
import type { NavigatorItemView, NavigatorSectionView, NavigatorSummaryView, NavigatorBoardView, SysNavigatorBoardView } from '../../domain/navigator/navigator.js';
import type { TemplateRow, TemplateNodeRow, TemplateVersionRow } from '../../db/templates.js';
import type { NotificationRow } from '../../db/notifications.js';
import type { WebhookRow, WebhookDeliveryRow } from '../../db/webhooks.js';
import type { ProjectView } from '../../domain/projects/projects.js';
import type { ProjectPackView } from '../../domain/projects/packs.js';
import type { ProjectLedgerEntryView, SysProjectTokensView } from '../../domain/projects/tokens.js';
import type { TaskRow, JobRow } from '../../db/jobs.js';
import type { TaskRefund } from '../../domain/jobs/sysJobs.js';
import type { GraphContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date | string; output: Date | string; }
  JSON: { input: unknown; output: unknown; }
};

export type AdminCreditInput = {
  amount: Scalars['Float']['input'];
  expiryMonths: Scalars['Int']['input'];
  kind: PackageKind;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Storage credits only (0 when absent). */
  runningJobs?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
  /** Storage credits only (0 when absent). */
  workflowStorageGb?: InputMaybe<Scalars['Float']['input']>;
};

export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The first characters of the token, to recognise it. */
  prefix: Scalars['String']['output'];
  readOnly: Scalars['Boolean']['output'];
};

export type ApiTokenCreated = {
  __typename?: 'ApiTokenCreated';
  /** The secret, shown once; send it as Authorization: Bearer <secret>. */
  secret: Scalars['String']['output'];
  token: ApiToken;
};

export type AppKind =
  /** An uploaded static bundle, shown in a sandboxed frame. */
  | 'bundle'
  /** An outside http(s) address, opened in a new window. */
  | 'link';

export type AppSide =
  /** The back office's menu (system users, limited by permission groups). */
  | 'sys'
  /** The front end's menu (normal users). */
  | 'user';

/** Who decided an approval and why; by null: nobody decided before the timeout. */
export type ApprovalDecision = {
  __typename?: 'ApprovalDecision';
  approved: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  /** The account that decided, null for the timeout. */
  byAccount: Maybe<Scalars['String']['output']>;
  /** user or sys. */
  bySide: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
};

/**
 * An approval step of a workflow (issue 28 item 6): it waits for a decision of the job's owner (owner),
 * of the accepted members of the job's project holding at least projectRole, and/or of system users
 * holding a permission, at most timeoutMinutes (1 to 43200); then onTimeout
 * (reject) applies with the reason "timed out".
 */
export type ApprovalStep = {
  __typename?: 'ApprovalStep';
  instructions: Scalars['String']['output'];
  /** reject. */
  onTimeout: Scalars['String']['output'];
  owner: Scalars['Boolean']['output'];
  /** A permission of the catalogue (e.g. Workflow.Job.Update) whose system users may decide; null: none. */
  permission: Maybe<Scalars['String']['output']>;
  /** editor or owner: members of the job's project holding at least this role may decide; null: none (a job outside a project ignores it). */
  projectRole: Maybe<Scalars['String']['output']>;
  timeoutMinutes: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type ApprovalStepInput = {
  /** At most 5000 characters. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** reject (the only choice). */
  onTimeout?: InputMaybe<Scalars['String']['input']>;
  /** Whether the job's owner may decide (default true). */
  owner?: InputMaybe<Scalars['Boolean']['input']>;
  permission?: InputMaybe<Scalars['String']['input']>;
  /** editor or owner: members of the job's project holding at least this role may decide; null: none. */
  projectRole?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 43200 (30 days); default 1440. */
  timeoutMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

export type AvatarTemplate = {
  __typename?: 'AvatarTemplate';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

export type BoardCounts = {
  __typename?: 'BoardCounts';
  failedLoginsToday: Scalars['Int']['output'];
  liveSessions: Scalars['Int']['output'];
  loginsToday: Scalars['Int']['output'];
  permGroups: Scalars['Int']['output'];
  roles: Scalars['Int']['output'];
  systemUsers: Scalars['Int']['output'];
  users: Scalars['Int']['output'];
  usersActiveToday: Scalars['Int']['output'];
};

/** One UTC day of the dashboard's figures (docs/backoffice.md). */
export type BoardTrendDay = {
  __typename?: 'BoardTrendDay';
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  jobsCancelled: Scalars['Int']['output'];
  jobsDone: Scalars['Int']['output'];
  jobsFailed: Scalars['Int']['output'];
  jobsRunning: Scalars['Int']['output'];
  /** Jobs created that day, by their state now: waiting (prePending, pending), running, done, failed (abort), cancelled. */
  jobsWaiting: Scalars['Int']['output'];
  /** Paid orders by the day paid, in fen. */
  revenueFen: Scalars['Float']['output'];
  /** Normal users registered that day. */
  signUps: Scalars['Int']['output'];
  /** Bytes stored that day by the day's usage samples (data files and workflow results, every user). */
  storageBytes: Scalars['Float']['output'];
  /** Tokens metered to runs that day (the charge rows of the ledger; refunds of runs are not subtracted). */
  tokens: Scalars['Float']['output'];
};

/**
 * Prices of the calc-metric config: TaskProcessorMethod is what every processor costs (tokens per
 * CPU-second), TaskModule multiplies every module's own price (1 keeps module prices, 0 makes modules
 * free). Both are charged after the discount, at the end of each task run.
 */
export type CalcMetricConfig = {
  __typename?: 'CalcMetricConfig';
  taskModule: Scalars['Float']['output'];
  taskProcessorMethod: Scalars['Float']['output'];
};

export type CalcMetricConfigInput = {
  /** 0 to 1000000. */
  taskModule: Scalars['Float']['input'];
  /** 0 to 1000000. */
  taskProcessorMethod: Scalars['Float']['input'];
};

/** A day's check-in (the amounts are the back office's and are not shown). */
export type CheckInState = {
  __typename?: 'CheckInState';
  /** False when the check-in was already made today. */
  checkedIn: Scalars['Boolean']['output'];
  cycleDays: Scalars['Int']['output'];
  /** The day in the platform's check-in time zone (YYYY-MM-DD). */
  day: Scalars['String']['output'];
  /** Consecutive days up to today. */
  streak: Scalars['Int']['output'];
};

/** A file of the file library (or attached to map entries), addressed by UUID. */
export type CmsFile = {
  __typename?: 'CmsFile';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  dirNames: Array<Scalars['String']['output']>;
  downloadUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  library: CmsLibrary;
  libraryId: Scalars['Int']['output'];
  mime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  readUrl: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  status: EntityStatus;
  uuid: Scalars['String']['output'];
};

export type CmsFilePage = {
  __typename?: 'CmsFilePage';
  list: Array<CmsFile>;
  total: Scalars['Int']['output'];
};

export type CmsLibrary =
  | 'file'
  | 'map';

/** A markdown text of the text library. */
export type CmsText = {
  __typename?: 'CmsText';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  libraryName: Scalars['String']['output'];
  markdown: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CmsTextInput = {
  libraryName: Scalars['String']['input'];
  markdown: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CmsTextPage = {
  __typename?: 'CmsTextPage';
  list: Array<CmsText>;
  total: Scalars['Int']['output'];
};

/** Who a pack, a card or a credit concerns (back office only). */
export type CommerceUser = {
  __typename?: 'CommerceUser';
  account: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ContactKind =
  | 'EMAIL'
  | 'PHONE';

/** A container image modules run in (spec §3). */
export type ContainerImage = {
  __typename?: 'ContainerImage';
  /** Saved (podman save) when the back office built it, so that workers of other machines load it. */
  archived: Scalars['Boolean']['output'];
  /** The tail (at most 64 KiB) of the last import or build's output. */
  buildLog: Scalars['String']['output'];
  buildSource: Maybe<ContainerImageBuildSource>;
  buildState: ContainerImageBuildState;
  builtAt: Maybe<Scalars['DateTime']['output']>;
  /** 0 means unlimited. */
  cpuCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** Where its modules run: local (a worker's machine) or slurm; null follows the platform (CRUCIBLE_EXECUTOR). */
  executor: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Worker labels its modules need (typed pools: CRUCIBLE_WORKER_LABELS). */
  labels: Array<Scalars['String']['output']>;
  /** Null means unlimited. */
  memoryMb: Maybe<Scalars['Int']['output']>;
  /** Modules (not removed) that run in this image. */
  moduleCount: Scalars['Int']['output'];
  /** A display name (unique). */
  name: Scalars['String']['output'];
  network: ContainerNetwork;
  /** A shipped image's Debian packages with their pinned versions (its recipe); empty for other images. */
  packages: Array<ImagePackage>;
  /** Where the registry holds it, by digest (CRUCIBLE_REGISTRY); null without a registry. */
  registryRef: Maybe<Scalars['String']['output']>;
  status: EntityStatus;
  /** The image reference, for example registry.example.org/rdkit:2024.09 (unique). */
  uid: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Null means unlimited. */
  virtualMemoryMb: Maybe<Scalars['Int']['output']>;
  /** Live container workers whose podman holds this image (as their last look found it). */
  workersHolding: Scalars['Int']['output'];
};

/** How an image was made, without a registry. */
export type ContainerImageBuildSource =
  /** A Containerfile (podman build). */
  | 'containerfile'
  /** A Debian bookworm base from a package list (mmdebstrap | podman import). */
  | 'debian'
  /** A root file system tarball (podman import). */
  | 'import';

/** Whether an image is in this machine's container engine (podman). */
export type ContainerImageBuildState =
  /** An import or a build is under way. */
  | 'building'
  /** The last import or build failed: buildLog says why. */
  | 'failed'
  /** Only registered: import or build it before its modules can run. */
  | 'none'
  | 'ready';

export type ContainerImageInput = {
  /** 0 (the default) means unlimited. */
  cpuCount?: InputMaybe<Scalars['Int']['input']>;
  /** local or slurm; null or absent follows the platform (CRUCIBLE_EXECUTOR). */
  executor?: InputMaybe<Scalars['String']['input']>;
  /** Worker labels its modules need (typed pools); absent: none. */
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Null or absent means unlimited. */
  memoryMb?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** none (the default), bridge or host. */
  network?: InputMaybe<ContainerNetwork>;
  uid: Scalars['String']['input'];
  /** Null or absent means unlimited. */
  virtualMemoryMb?: InputMaybe<Scalars['Int']['input']>;
};

export type ContainerImagePage = {
  __typename?: 'ContainerImagePage';
  list: Array<ContainerImage>;
  total: Scalars['Int']['output'];
};

export type ContainerNetwork =
  | 'bridge'
  | 'host'
  /** No network but loopback (the default). */
  | 'none';

/** A data set file (workflow_job_task_data_source_file). Upload bytes with the REST chunk protocol. */
export type DataFile = {
  __typename?: 'DataFile';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  dirNames: Array<Scalars['String']['output']>;
  downloadUrl: Scalars['String']['output'];
  /** Whether the caller marked it as a favourite. */
  favorite: Scalars['Boolean']['output'];
  /** Folder path, parts joined by /; empty at the root. */
  folder: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: DataFileKind;
  mime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The owner's account (private and temporary files); null for shared files. */
  ownerAccount: Maybe<Scalars['String']['output']>;
  ownerId: Maybe<Scalars['ID']['output']>;
  /** The project sharing it (issue 28 item 2); null: not shared. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Inline read (HTTP Range supported). */
  readUrl: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  status: EntityStatus;
  tags: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type DataFileKind =
  | 'module_demo'
  | 'private'
  | 'public'
  | 'temporary';

export type DataFilePage = {
  __typename?: 'DataFilePage';
  list: Array<DataFile>;
  total: Scalars['Int']['output'];
};

export type DataFileUpdateInput = {
  dirNames?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A desktop client build (spec §1 desktop download); the file is uploaded with the chunked protocol. */
export type DesktopBuild = {
  __typename?: 'DesktopBuild';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  downloadUrl: Scalars['String']['output'];
  downloads: Scalars['Int']['output'];
  englishNotes: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  platform: DesktopPlatform;
  /** The file's SHA-256 (upper-case hex), which the administrator stated and the gateway checked. */
  sha256: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  status: EntityStatus;
  version: Scalars['String']['output'];
};

export type DesktopBuildPage = {
  __typename?: 'DesktopBuildPage';
  list: Array<DesktopBuild>;
  total: Scalars['Int']['output'];
};

export type DesktopBuildUpdateInput = {
  englishNotes?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['String']['input']>;
};

export type DesktopPlatform =
  | 'linux'
  | 'macos'
  | 'windows';

export type EntityStatus =
  | 'disabled'
  | 'enabled';

/** Where an estimate's CPU figures come from. */
export type EstimateBasis =
  /** No run on similar input sizes: all earlier done runs of the same module or processor and method. */
  | 'ALL'
  /** An approval step: it runs nothing and costs nothing (0 tokens). */
  | 'APPROVAL'
  /** No earlier run: no figure is given for this task. */
  | 'NONE'
  /** Earlier done runs of the same module or processor and method on inputs of half to twice the bytes. */
  | 'SIMILAR';

/** A condition on one field's value: text contains, a number, date or yes/no equals, a choice is among the values. */
export type ExtFieldFilterInput = {
  fieldId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

/** The kinds of an extended profile field (spec §1 user-ext-info). */
export type ExtFieldKind =
  | 'boolean'
  | 'date'
  | 'multiple'
  | 'number'
  | 'single'
  | 'text';

/** Feedback from a normal user to the administrators, with the reply once there is one. */
export type Feedback = {
  __typename?: 'Feedback';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  repliedAt: Maybe<Scalars['DateTime']['output']>;
  reply: Maybe<Scalars['String']['output']>;
  state: FeedbackState;
  title: Scalars['String']['output'];
  /** The sender (back office only; null for the sender's own list). */
  user: Maybe<FeedbackUser>;
};

export type FeedbackInput = {
  content: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type FeedbackPage = {
  __typename?: 'FeedbackPage';
  list: Array<Feedback>;
  total: Scalars['Int']['output'];
};

export type FeedbackState =
  | 'replied'
  | 'unanswered';

export type FeedbackUser = {
  __typename?: 'FeedbackUser';
  account: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** An identity provider (issue 28): OpenID Connect or LDAP. The client secret and bind password are write-only. */
export type IdentityProvider = {
  __typename?: 'IdentityProvider';
  accountClaim: Scalars['String']['output'];
  bindDn: Scalars['String']['output'];
  clientId: Scalars['String']['output'];
  createAccounts: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  emailClaim: Scalars['String']['output'];
  groupsClaim: Scalars['String']['output'];
  hasBindPassword: Scalars['Boolean']['output'];
  hasClientSecret: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  issuer: Scalars['String']['output'];
  kind: IdentityProviderKind;
  ldapUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  redirectUrl: Scalars['String']['output'];
  /** Group -> role names (system side). */
  roleMap: Scalars['JSON']['output'];
  scopes: Scalars['String']['output'];
  searchBase: Scalars['String']['output'];
  searchFilter: Scalars['String']['output'];
  side: IdentitySide;
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  trustEmail: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A provider's settings; on update, an absent field keeps its value and an empty secret keeps the stored one. */
export type IdentityProviderInput = {
  accountClaim?: InputMaybe<Scalars['String']['input']>;
  bindDn?: InputMaybe<Scalars['String']['input']>;
  bindPassword?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  createAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  emailClaim?: InputMaybe<Scalars['String']['input']>;
  groupsClaim?: InputMaybe<Scalars['String']['input']>;
  issuer?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<IdentityProviderKind>;
  ldapUrl?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  roleMap?: InputMaybe<Scalars['JSON']['input']>;
  scopes?: InputMaybe<Scalars['String']['input']>;
  searchBase?: InputMaybe<Scalars['String']['input']>;
  searchFilter?: InputMaybe<Scalars['String']['input']>;
  side?: InputMaybe<IdentitySide>;
  trustEmail?: InputMaybe<Scalars['Boolean']['input']>;
};

export type IdentityProviderKind =
  | 'ldap'
  | 'oidc';

export type IdentityProviderPage = {
  __typename?: 'IdentityProviderPage';
  list: Array<IdentityProvider>;
  total: Scalars['Int']['output'];
};

/** Which sign-in pages offer a provider. */
export type IdentitySide =
  | 'both'
  | 'sys'
  | 'user';

export type ImageLimit = {
  __typename?: 'ImageLimit';
  compressionQuality: Scalars['Float']['output'];
  max: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
};

/** A Debian package of a shipped image's recipe, at the version it is pinned to. */
export type ImagePackage = {
  __typename?: 'ImagePackage';
  name: Scalars['String']['output'];
  /** The pinned version (apt's name=version); null when the recipe does not pin it. */
  version: Maybe<Scalars['String']['output']>;
};

export type ImageTemplate = {
  __typename?: 'ImageTemplate';
  blobId: Scalars['ID']['output'];
  blobSha256: Scalars['String']['output'];
  blobSize: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ImageTemplateKind;
  sortOrder: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  use: Scalars['Boolean']['output'];
};

export type ImageTemplateKind =
  | 'module_cover'
  | 'user_avatar'
  | 'workflow_template_cover';

export type InitShow =
  | 'datasets'
  | 'jobs'
  | 'modules'
  | 'navigation'
  | 'templates'
  | 'weDraw'
  | 'weSeq'
  | 'weVec'
  | 'weView';

export type Invoice = {
  __typename?: 'Invoice';
  /** Fen, the sum of the orders. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issuedAt: Maybe<Scalars['DateTime']['output']>;
  orderIds: Array<Scalars['ID']['output']>;
  /** The attached PDF's name, once issued (GET /api/user_invoice/pdf/{id}). */
  pdfName: Maybe<Scalars['String']['output']>;
  status: InvoiceStatus;
  taxNo: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The applicant (back office only). */
  user: Maybe<CommerceUser>;
};

export type InvoiceApplyInput = {
  email: Scalars['String']['input'];
  orderIds: Array<Scalars['ID']['input']>;
  taxNo?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  list: Array<Invoice>;
  total: Scalars['Int']['output'];
};

export type InvoiceStatus =
  | 'applied'
  | 'issued';

export type Job = {
  __typename?: 'Job';
  /** The member who pays for its tokens (its owner); null when its project pays (see payer). */
  chargedToAccount: Maybe<Scalars['String']['output']>;
  /** Download address of the job's Workflow Run RO-Crate (a zip; REST, the owner's session or token). */
  crateUrl: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  emailNotify: Scalars['Boolean']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Whether the caller owns it (they submitted it). */
  mine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The template's newest version when it is newer than the one the job ran. */
  newerVersion: Maybe<JobTemplateVersion>;
  /** The owner's account. */
  ownerAccount: Scalars['String']['output'];
  /** Who pays for its tokens, decided at submit: its project when the project had tokens available, else the member who submitted it. */
  payer: JobPayer;
  /** Done tasks out of all tasks. */
  progress: Scalars['Float']['output'];
  /** The project it belongs to (issue 28 item 2); null: its owner's alone. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Pending tasks of all users claimed before this job's first pending task (at most 10000); null when none is pending. */
  queuePosition: Maybe<Scalars['Int']['output']>;
  state: TaskState;
  /** Labels set at submit; search them with the Tags field of jobs(query) (LIKE). */
  tags: Array<Scalars['String']['output']>;
  tasks: Array<Task>;
  /** The template version it ran (run from a template, or cloned from such a job); null: none, or the template is gone. */
  templateVersion: Maybe<JobTemplateVersion>;
  /** Tokens charged for all its tasks. */
  tokens: Scalars['Float']['output'];
};

export type JobEstimate = {
  __typename?: 'JobEstimate';
  /** The balance of who would pay: the input's project when the caller edits it and it has tokens available, else the caller's. */
  balance: Scalars['Float']['output'];
  /** The balance less what is held and the estimated tokens: what a submit would leave for more work. */
  balanceAfter: Scalars['Float']['output'];
  /** False when some task has no history (its cost is not in the sum). */
  complete: Scalars['Boolean']['output'];
  /** Tokens that payer's waiting and running tasks hold of the balance (their estimates at submit, less what they were charged). */
  held: Scalars['Float']['output'];
  tasks: Array<TaskEstimate>;
  /** Sum over the tasks that have history. */
  tokens: Scalars['Float']['output'];
  tokensHigh: Scalars['Float']['output'];
  tokensLow: Scalars['Float']['output'];
};

export type JobInput = {
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** Make the job in this project (the caller must be an editor or owner of it); the project pays when it has tokens available, else the caller. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 20 tags of 1 to 40 characters (ServerInvalidParameter otherwise); repeats are dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  tasks: Array<TaskInput>;
};

export type JobPage = {
  __typename?: 'JobPage';
  list: Array<Job>;
  total: Scalars['Int']['output'];
};

/** Whose tokens a job uses: a member's (kind user) or its project's (kind project). */
export type JobPayer = {
  __typename?: 'JobPayer';
  /** The paying member's account (kind user). */
  account: Maybe<Scalars['String']['output']>;
  kind: PayerKind;
  /** The paying project (kind project). */
  projectId: Maybe<Scalars['ID']['output']>;
  /** The paying project's name, when the caller is a member of it. */
  projectName: Maybe<Scalars['String']['output']>;
};

export type JobStateCount = {
  __typename?: 'JobStateCount';
  count: Scalars['Int']['output'];
  state: TaskState;
};

/** A version of the template a job was made from. */
export type JobTemplateVersion = {
  __typename?: 'JobTemplateVersion';
  number: Scalars['Int']['output'];
  templateId: Scalars['ID']['output'];
  versionId: Scalars['ID']['output'];
};

export type Lang =
  | 'auto'
  | 'en'
  | 'zh';

/** Why tokens moved on a ledger. */
export type LedgerKind =
  /** The back office added or removed tokens of a project (with a reason). */
  | 'adjust'
  | 'charge'
  | 'checkin'
  | 'expire'
  | 'grant'
  | 'pack'
  | 'refund'
  | 'transfer';

/** A token package's time-limited discount: from `from` for `days` days. */
export type LimitedDiscount = {
  __typename?: 'LimitedDiscount';
  days: Scalars['Int']['output'];
  discount: Scalars['Float']['output'];
  enabled: Scalars['Boolean']['output'];
  from: Maybe<Scalars['DateTime']['output']>;
};

export type LimitedDiscountInput = {
  days: Scalars['Int']['input'];
  discount: Scalars['Float']['input'];
  enabled: Scalars['Boolean']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A text in both languages of the web client. */
export type LocalText = {
  __typename?: 'LocalText';
  en: Scalars['String']['output'];
  zh: Scalars['String']['output'];
};

/** A text in both languages of the platform. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  enUS: Scalars['String']['output'];
  zhCN: Scalars['String']['output'];
};

/** New text of a running task's stdout or stderr, as the task prints it. */
export type LogChunk = {
  __typename?: 'LogChunk';
  /**
   * Byte offset in its stream of the chunk's first byte. A chunk that starts past where the last one ended
   * means text was skipped: live logs carry at most about 100 KiB a second per stream; the whole log is
   * kept with the task (stdoutUrl, stderrUrl) when it ends.
   */
  offset: Scalars['Float']['output'];
  stream: LogStream;
  taskId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** One of a task's two output streams. */
export type LogStream =
  | 'STDERR'
  | 'STDOUT';

export type Logic =
  | 'AND'
  | 'OR';

export type LoginLog = {
  __typename?: 'LoginLog';
  account: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  errorType: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  method: Scalars['String']['output'];
  side: Side;
  success: Scalars['Boolean']['output'];
  userAgent: Scalars['String']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

export type LoginLogPage = {
  __typename?: 'LoginLogPage';
  list: Array<LoginLog>;
  total: Scalars['Int']['output'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  permissions: Array<Scalars['String']['output']>;
  side: Side;
  systemUser: Maybe<SystemUser>;
  user: Maybe<User>;
};

/** A map library entry: Value holds the entry's fields (links: name, englishName, link, icon, svgIcon, embedded, addToNewButton, disabled; other libraries: Name and File). */
export type MapEntry = {
  __typename?: 'MapEntry';
  citation: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  mapLibraryName: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  value: Scalars['JSON']['output'];
};

export type MapEntryInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  mapLibraryName: Scalars['String']['input'];
  value: Scalars['JSON']['input'];
};

export type MapEntryPage = {
  __typename?: 'MapEntryPage';
  list: Array<MapEntry>;
  total: Scalars['Int']['output'];
};

export type Module = {
  __typename?: 'Module';
  /** The first method's arguments. */
  args: Array<ModuleArg>;
  /** Container modules: the argv run in the image; {args.json} stands for the task's arguments file. */
  command: Array<Scalars['String']['output']>;
  coverUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  discount: Scalars['Float']['output'];
  docs: Scalars['String']['output'];
  docsZh: Scalars['String']['output'];
  /** The users it is enabled for (used when visibility is partly). */
  enabledUsers: Array<ModuleEnabledUser>;
  /** Where its tasks run: local or slurm; null follows its image, then the platform default. */
  executor: Maybe<Scalars['String']['output']>;
  /** Whether the caller marked it as a favorite. */
  favorite: Scalars['Boolean']['output'];
  group: Maybe<ModuleGroup>;
  id: Scalars['ID']['output'];
  image: Maybe<ContainerImage>;
  key: Scalars['String']['output'];
  /** Worker labels it needs (typed pools: CRUCIBLE_WORKER_LABELS). */
  labels: Array<Scalars['String']['output']>;
  /** At least one: a module without methods has one implicit method named default (its args and outputs). */
  methods: Array<ModuleMethod>;
  /** Files every task of the module finds under module/ in its work folder, by name. */
  moduleFiles: Array<ModuleFile>;
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** The first method's outputs. */
  outputs: Array<ModuleOutput>;
  /** The Debian packages (pinned versions) of its container image; empty when it has none. */
  packages: Array<ImagePackage>;
  /** The Slurm partition of its Slurm tasks; null: the worker's default. */
  partition: Maybe<Scalars['String']['output']>;
  /** The UI pack shown as a finished task's custom view (its active version), or null. */
  resultViewPackId: Maybe<Scalars['ID']['output']>;
  /** The sandboxed page of its result-view UI pack's active version, or null. */
  resultViewUrl: Maybe<Scalars['String']['output']>;
  /** The UI pack shown as its run form (its active version; docs/apps.md), or null. */
  runFormPackId: Maybe<Scalars['ID']['output']>;
  /**
   * The sandboxed page of its run-form UI pack's active version (/api/sandbox/...), or null: no pack,
   * or none active. Shown in <iframe sandbox="allow-scripts"> with the message contract of docs/apps.md.
   */
  runFormUrl: Maybe<Scalars['String']['output']>;
  runner: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  successExitCode: Scalars['Int']['output'];
  summary: Scalars['String']['output'];
  summaryZh: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  timeoutSeconds: Scalars['Int']['output'];
  tokenPrice: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  visibility: Scalars['String']['output'];
};

/** A module's typed argument (spec §3): format is string, int, float, bool, choice, multiple_choice or file. */
export type ModuleArg = {
  __typename?: 'ModuleArg';
  /** The argument applies only when every binding holds; otherwise it is hidden, not required and not sent. */
  bindings: Maybe<Array<ModuleArgBinding>>;
  category: Maybe<Scalars['String']['output']>;
  choices: Maybe<Scalars['JSON']['output']>;
  default: Maybe<Scalars['JSON']['output']>;
  fileFormats: Maybe<Array<Scalars['String']['output']>>;
  format: Scalars['String']['output'];
  help: Maybe<Scalars['String']['output']>;
  helpZh: Maybe<Scalars['String']['output']>;
  hideInPrimary: Maybe<Scalars['Boolean']['output']>;
  label: Scalars['String']['output'];
  labelZh: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  require: Scalars['Boolean']['output'];
};

/** A binding: the argument applies only when the argument named arg has one of values. */
export type ModuleArgBinding = {
  __typename?: 'ModuleArgBinding';
  arg: Scalars['String']['output'];
  /** Strings, numbers or booleans (the bound argument's format). */
  values: Array<Scalars['JSON']['output']>;
};

export type ModuleArgBindingInput = {
  arg: Scalars['String']['input'];
  values: Array<Scalars['JSON']['input']>;
};

/** A choice of a choice or multiple_choice argument. */
export type ModuleArgChoiceInput = {
  label: Scalars['String']['input'];
  labelZh?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type ModuleArgInput = {
  choices?: InputMaybe<Scalars['JSON']['input']>;
  default?: InputMaybe<Scalars['JSON']['input']>;
  fileFormats?: InputMaybe<Array<Scalars['String']['input']>>;
  format: Scalars['String']['input'];
  help?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  require?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A module's typed argument (spec §3): format is string, int, float, bool, choice, multiple_choice or file. */
export type ModuleArgSpecInput = {
  /** Applies only when every binding holds: another argument of the same method, values fitting its format. */
  bindings?: InputMaybe<Array<ModuleArgBindingInput>>;
  category?: InputMaybe<Scalars['String']['input']>;
  /** Required for choice and multiple_choice. */
  choices?: InputMaybe<Array<ModuleArgChoiceInput>>;
  /** Must pass the argument's own check. */
  default?: InputMaybe<Scalars['JSON']['input']>;
  /** File extensions such as sdf (file arguments). */
  fileFormats?: InputMaybe<Array<Scalars['String']['input']>>;
  format: Scalars['String']['input'];
  help?: InputMaybe<Scalars['String']['input']>;
  helpZh?: InputMaybe<Scalars['String']['input']>;
  hideInPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  labelZh?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and _, starting with a letter; unique in the module. */
  name: Scalars['String']['input'];
  require?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A new module. Only container modules: local modules run scripts shipped with the gateway. The same
 * checks as ModuleUpdateInput; key is unique (DBDuplicate); an image is required (JobModuleNoContainerImage).
 */
export type ModuleCreateInput = {
  args?: InputMaybe<Array<ModuleArgSpecInput>>;
  /** The argv run in the image, for example ["python", "/opt/run.py", "{args.json}"]. */
  command: Array<Scalars['String']['input']>;
  /** Strictly above 0 and at most 1. */
  discount?: InputMaybe<Scalars['Float']['input']>;
  docs?: InputMaybe<Scalars['String']['input']>;
  docsZh?: InputMaybe<Scalars['String']['input']>;
  /** Where its tasks run: local (a worker's machine) or slurm; null follows the image, then the platform. */
  executor?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** A lower-case identifier, optionally after a group and / (for example chem/dock_vina). */
  key: Scalars['String']['input'];
  /** Worker labels it needs (typed pools: CRUCIBLE_WORKER_LABELS). */
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Empty or absent: one implicit method of args and outputs. */
  methods?: InputMaybe<Array<ModuleMethodInput>>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  outputs?: InputMaybe<Array<ModuleOutputSpecInput>>;
  /** The Slurm partition of its Slurm tasks; null: the worker's default. */
  partition?: InputMaybe<Scalars['String']['input']>;
  /** A UI pack as the custom view of its finished tasks. */
  resultViewPackId?: InputMaybe<Scalars['ID']['input']>;
  /** A UI pack as its custom run form (docs/apps.md): the same refusals as ModuleUpdateInput. */
  runFormPackId?: InputMaybe<Scalars['ID']['input']>;
  /** container (the default); local is refused. */
  runner?: InputMaybe<Scalars['String']['input']>;
  successExitCode?: InputMaybe<Scalars['Int']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  summaryZh?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At or below 0: no timeout. */
  timeoutSeconds?: InputMaybe<Scalars['Int']['input']>;
  tokenPrice?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<ModuleVisibility>;
};

/** A user a module with visibility partly is enabled for. */
export type ModuleEnabledUser = {
  __typename?: 'ModuleEnabledUser';
  account: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A file attached to a module (spec §7 workflow_job_task_module_file), uploaded over REST:
 * POST /api/sys/workflow_job_task_module_file/upload_meta {ModuleId, Name, Size, Sha256}, then upload_file.
 */
export type ModuleFile = {
  __typename?: 'ModuleFile';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  moduleId: Scalars['ID']['output'];
  /** Unique per module; checked by the spec's file-name rule. */
  name: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

/** A group of the module catalogue. */
export type ModuleGroup = {
  __typename?: 'ModuleGroup';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Modules (not removed) in the group. */
  moduleCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
};

export type ModuleGroupInput = {
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
};

/** One method of a module, with its own arguments and outputs (spec §3). */
export type ModuleMethod = {
  __typename?: 'ModuleMethod';
  args: Array<ModuleArg>;
  label: Scalars['String']['output'];
  labelZh: Maybe<Scalars['String']['output']>;
  /** An identifier; the program receives it as $method in args.json and CRUCIBLE_METHOD. */
  name: Scalars['String']['output'];
  outputs: Array<ModuleOutput>;
  summary: Maybe<Scalars['String']['output']>;
  summaryZh: Maybe<Scalars['String']['output']>;
};

/** A method: its own arguments and outputs. A module without methods has one implicit method of args and outputs. */
export type ModuleMethodInput = {
  args?: InputMaybe<Array<ModuleArgSpecInput>>;
  label: Scalars['String']['input'];
  labelZh?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and _, starting with a letter; unique in the module. */
  name: Scalars['String']['input'];
  outputs?: InputMaybe<Array<ModuleOutputSpecInput>>;
  summary?: InputMaybe<Scalars['String']['input']>;
  summaryZh?: InputMaybe<Scalars['String']['input']>;
};

export type ModuleOutput = {
  __typename?: 'ModuleOutput';
  format: Scalars['String']['output'];
  label: Scalars['String']['output'];
  labelZh: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type ModuleOutputInput = {
  format: Scalars['String']['input'];
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** A declared output: a file name the module writes under outputs/. */
export type ModuleOutputSpecInput = {
  format: Scalars['String']['input'];
  label: Scalars['String']['input'];
  labelZh?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type ModulePage = {
  __typename?: 'ModulePage';
  list: Array<Module>;
  total: Scalars['Int']['output'];
};

/** A tag: from the tag templates, in use on modules, or both. */
export type ModuleTag = {
  __typename?: 'ModuleTag';
  /** Whether the tag is in the tag templates (offered when tagging modules). */
  inTemplates: Scalars['Boolean']['output'];
  /** Modules (not removed) carrying the tag. */
  moduleCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The Chinese label (empty when none was given). */
  nameZh: Scalars['String']['output'];
};

/** A tag template entry for importTagTemplates. */
export type ModuleTagInput = {
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change. Markdown docs; tags are trimmed and de-duplicated. */
export type ModuleUpdateInput = {
  args?: InputMaybe<Array<ModuleArgSpecInput>>;
  /** Container modules only (a local module's come from its manifest). */
  command?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Strictly above 0 and at most 1 (0.9 is 10% off). */
  discount?: InputMaybe<Scalars['Float']['input']>;
  docs?: InputMaybe<Scalars['String']['input']>;
  docsZh?: InputMaybe<Scalars['String']['input']>;
  /** Where its tasks run: local (a worker's machine) or slurm; null follows the image, then the platform. */
  executor?: InputMaybe<Scalars['String']['input']>;
  /** Null takes the module out of its group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Null: no container image (refused for container modules: JobModuleNoContainerImage). */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Worker labels it needs (typed pools: CRUCIBLE_WORKER_LABELS). */
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Container modules only; an empty list goes back to one implicit method of args and outputs. */
  methods?: InputMaybe<Array<ModuleMethodInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  outputs?: InputMaybe<Array<ModuleOutputSpecInput>>;
  /** The Slurm partition of its Slurm tasks; null: the worker's default. */
  partition?: InputMaybe<Scalars['String']['input']>;
  /** A UI pack as the custom view of its finished tasks; null clears it (the same refusals). */
  resultViewPackId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * A UI pack as its custom run form (docs/apps.md); null clears it. DBDataNotExist for a missing pack,
   * ServerInvalidParameter for a pack with no active version yet.
   */
  runFormPackId?: InputMaybe<Scalars['ID']['input']>;
  successExitCode?: InputMaybe<Scalars['Int']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  summaryZh?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At or below 0: no timeout. */
  timeoutSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Tokens per CPU-second before the discount. */
  tokenPrice?: InputMaybe<Scalars['Int']['input']>;
  visibility?: InputMaybe<ModuleVisibility>;
};

export type ModuleVisibility =
  /** Every user. */
  | 'all'
  /** Nobody. */
  | 'none'
  /** Only the users it is enabled for (enabledUsers). */
  | 'partly';

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  activateContact: User;
  activateUiPackVersion: UiPackVersion;
  /** Enables the module for normal users by account (DBDataNotExist names unknown accounts). */
  addModuleUsers: Module;
  /** Adds (amount > 0) or removes (amount < 0) tokens of a project with a reason (the back office); a removal never takes what the project has available below 0. */
  adjustProjectTokens: SysProjectTokens;
  /** Accepts (accept true) or declines an invitation of the caller's. */
  answerProjectInvitation: Scalars['Boolean']['output'];
  /** InvoiceApplyDisabled when switched off; OrderStatusInvalid for an unpaid or invoiced order. */
  applyInvoice: Invoice;
  /**
   * Builds the image from a Containerfile (FROM scratch or FROM an image already on this machine; no
   * registry) in the background: buildState is building, then ready or failed with buildLog.
   * DBStatusChangeNotAllowed while it is being built. A build context tarball goes over REST
   * (POST /api/sys/workflow_job_task_container_image/build/:id).
   */
  buildContainerImage: ContainerImage;
  /**
   * Makes the image a Debian bookworm base (minbase) with these packages (mmdebstrap | podman import), in
   * the background. DBStatusChangeNotAllowed while it is being built.
   */
  buildDebianContainerImage: ContainerImage;
  /** Only preprocessing or pending jobs can be cancelled (spec §4). */
  cancelJob: Job;
  cancelOrder: Order;
  checkIn: CheckInState;
  /** Asks the provider about a pending order's payment (a missed notification); at most every few seconds. */
  checkOrderPayment: Order;
  checkResetPassword: Scalars['Boolean']['output'];
  cloneJob: Job;
  /** Copies a system template or the caller's own into a new template of the caller. */
  cloneTemplate: WorkflowTemplate;
  createApiToken: ApiTokenCreated;
  createCmsText: CmsText;
  /** DBDuplicate when the UID or the name is taken. */
  createContainerImage: ContainerImage;
  createIdentityProvider: IdentityProvider;
  createMapEntry: MapEntry;
  /** Creates a container module (refusals: DBDuplicate Key, JobModuleNoContainerImage, local runners). */
  createModule: Module;
  createModuleGroup: ModuleGroup;
  /** ForntendBuyDisabled when buying is switched off; the amount is computed here. */
  createOrder: Order;
  createPackage: Package;
  createPermGroup: PermGroup;
  createProcessor: Processor;
  /** Creates a project; the caller is its owner. */
  createProject: Project;
  /** Makes a webhook of the project (owners; at most 10); it receives every member's job events. The secret is answered now only. */
  createProjectWebhook: WebhookWithSecret;
  createRole: Role;
  /** Registers an applet at the end of its menu; a bundle applet's zip is uploaded over REST (docs/apps.md). */
  createSysApp: SysApp;
  /** A system processor: visible to every user while enabled. Upload its executable afterwards. */
  createSysProcessor: Processor;
  createSysTemplate: WorkflowTemplate;
  createSystemUser: SystemUser;
  createTemplate: WorkflowTemplate;
  createUiPack: UiPack;
  createUser: User;
  createUserExtField: UserExtField;
  /** Makes a webhook (at most 10 per user); the secret is answered now only. */
  createWebhook: WebhookWithSecret;
  creditUser: ResourcePack;
  /**
   * Approves or rejects a waiting approval step the caller may decide (the job's owner when the step
   * lets the owner decide, or a member of the job's project holding at least the step's projectRole; by
   * the job's id and the step's name); a reason (at most 1000 characters) is required to reject.
   * Decided already: JobApprovalDecided; the job was stopped: DBStatusChangeNotAllowed; a step the
   * caller may not decide answers like a missing one.
   */
  decideApproval: Task;
  /** Deletes for good (also from the recycle bin); DBDataHasChildren while any module refers to it. */
  deleteContainerImage: Scalars['Boolean']['output'];
  /** Deletes a provider for good, with its account links. */
  deleteIdentityProvider: Scalars['Boolean']['output'];
  /** Deletes a module file; its blob goes once nothing refers to it. */
  deleteModuleFile: Scalars['Boolean']['output'];
  /** Deletes a group; its modules stay, without a group. */
  deleteModuleGroup: Scalars['Boolean']['output'];
  deleteProcessor: Scalars['Boolean']['output'];
  /** Deletes a project (owners); DBDataHasChildren while it holds items or has tokens left or held. */
  deleteProject: Scalars['Boolean']['output'];
  /** Deletes a project webhook and its deliveries (owners). */
  deleteProjectWebhook: Scalars['Boolean']['output'];
  /** Removes applets to the recycle bin (the REST verbs recover or delete them for good). */
  deleteSysApps: Scalars['Boolean']['output'];
  deleteSysTemplate: Scalars['Boolean']['output'];
  deleteTemplate: Scalars['Boolean']['output'];
  deleteUiPacks: Scalars['Boolean']['output'];
  /** Removes fields for good, with every user's values of them. */
  deleteUserExtFields: Scalars['Boolean']['output'];
  deleteWebhook: Scalars['Boolean']['output'];
  /** Sends a reset code to the account's activated e-mail or phone; answers true whether or not it exists. */
  forgetPassword: Scalars['Boolean']['output'];
  generateRechargeCards: RechargeCardBatch;
  /** Adds (or with replace, replaces) tag templates; answers the tags. */
  importTagTemplates: Array<ModuleTag>;
  /**
   * A new template of the caller's from a Workflow Run RO-Crate exported by Crucible, uploaded first as a
   * data set file (chunk protocol); REST takes the zip directly (/api/workflow_job_template/import_ro_crate).
   */
  importTemplateCrate: WorkflowTemplate;
  /** Invites a user by account name or e-mail (owners); the invitee is notified. */
  inviteProjectMember: ProjectMember;
  /** Signs in with a name and password an LDAP provider checks (same policy, lockout and log as a password). */
  ldapLogin: LoginResult;
  /** The caller leaves a project; the last owner cannot. */
  leaveProject: Scalars['Boolean']['output'];
  login: LoginResult;
  loginByMobile: LoginResult;
  /** Ends the current session of that side. */
  logout: Scalars['Boolean']['output'];
  /** Marks all the user's notifications read; answers how many were unread. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks notifications read (another user's id answers DBDataNotExist, like a missing one). */
  markNotificationsRead: Array<Notification>;
  /** Marks a pending order paid by hand (money received offline) and credits its pack; the reason is required (OrderStatusInvalid once paid or cancelled). */
  markOrderPaid: Order;
  /** Moves modules into a group (spec §7 cut and bulk_insert); null takes them out of any group. */
  moveModulesToGroup: Array<Module>;
  /** Moves the caller's items into a project they edit, or out of any project; answers how many moved. */
  moveToProject: Scalars['Int']['output'];
  /** Starts the QR payment of a pending order (OrderPaymentNotConfigured for a provider without keys). */
  payOrder: Order;
  /** Queues a test delivery (event ping) to a project webhook (owners). */
  pingProjectWebhook: WebhookDelivery;
  /** Queues a test delivery (event ping). */
  pingWebhook: WebhookDelivery;
  /** Moves tokens from the caller's own balance into the project's (owners; UserResourceWorkflowJobCalcMetricOver when the caller's available tokens are short). */
  projectAddTokens: ProjectTokens;
  /** Moves tokens from the project's available balance (balance less holds) back to the caller's own (owners; UserResourceWorkflowJobCalcMetricOver, value: what the project has available, when it is short). */
  projectWithdrawTokens: ProjectTokens;
  /** Deletes for good (the bytes go when no other file uses them). */
  purgeDataFile: Scalars['Boolean']['output'];
  /** Deletes a build for good (its file goes when nothing else holds it). */
  purgeDesktopBuild: Scalars['Boolean']['output'];
  recoverCmsText: CmsText;
  recoverContainerImage: ContainerImage;
  recoverDataFile: DataFile;
  recoverDesktopBuild: DesktopBuild;
  recoverMapEntry: MapEntry;
  recoverModule: Module;
  recoverPackage: Package;
  recoverPermGroup: PermGroup;
  recoverRechargeCard: RechargeCard;
  recoverRole: Role;
  recoverSysProcessor: Processor;
  recoverSystemUser: SystemUser;
  recoverUser: User;
  /** Redeems a recharge card into the project (owners): its tokens go to the project's ledger, its storage to the project's quota. */
  redeemProjectCard: ProjectPack;
  /** Academic and individual accounts only; DBRateLimit after too many failed cards in an hour. */
  redeemRechargeCard: ResourcePack;
  /** Sends a project webhook's delivery again (owners); its attempts start over. */
  redeliverProjectWebhook: WebhookDelivery;
  /** Sends a delivery again; its attempts start over. */
  redeliverWebhook: WebhookDelivery;
  /** Refunds the payment of a notification that paid nothing (OrderStatusInvalid otherwise); once per trade. */
  refundPayment: PaymentRefund;
  register: User;
  /** File library files need Cms.FileLibrary.Delete, map library files Cms.MapLibrary.Delete. */
  removeCmsFile: Scalars['Boolean']['output'];
  removeCmsText: Scalars['Boolean']['output'];
  /** Soft removal (recycle bin); DBDataHasChildren while modules run in it. */
  removeContainerImage: Scalars['Boolean']['output'];
  /** Soft removal into the recycle bin. */
  removeDataFile: Scalars['Boolean']['output'];
  removeDesktopBuild: Scalars['Boolean']['output'];
  removeFeedback: Scalars['Boolean']['output'];
  removeImageTemplate: Scalars['Boolean']['output'];
  removeMapEntry: Scalars['Boolean']['output'];
  removeModule: Scalars['Boolean']['output'];
  /** Removes a tag from the templates and from every module. */
  removeModuleTag: Array<ModuleTag>;
  removeModuleUsers: Module;
  removePackage: Scalars['Boolean']['output'];
  removePermGroup: Scalars['Boolean']['output'];
  /** Removes a member or withdraws an invitation (owners); the last owner stays. */
  removeProjectMember: Scalars['Boolean']['output'];
  /** Deleted cards can no longer be redeemed (UserResourcePackCardDeleted). */
  removeRechargeCard: Scalars['Boolean']['output'];
  removeRole: Scalars['Boolean']['output'];
  /** Moves a system processor to the recycle bin (tasks that ran it keep their history). */
  removeSysProcessor: Scalars['Boolean']['output'];
  removeSystemUser: Scalars['Boolean']['output'];
  removeUser: Scalars['Boolean']['output'];
  /** Renames a tag in the templates and on every module. */
  renameModuleTag: Array<ModuleTag>;
  reorderImageTemplates: Scalars['Boolean']['output'];
  reorderMapEntries: Scalars['Boolean']['output'];
  reorderModuleGroups: Scalars['Boolean']['output'];
  reorderModules: Scalars['Boolean']['output'];
  reorderPackages: Scalars['Boolean']['output'];
  reorderUserExtFields: Scalars['Boolean']['output'];
  /** Repairs a terminated task (new arguments) and resets it. */
  repairTask: Job;
  /** Saves or edits the reply; the feedback becomes replied. */
  replyFeedback: Feedback;
  /** A new job with the tasks of a terminated or cancelled one; done tasks whose inputs and module are unchanged are reused. */
  rerunFailedTasks: RerunResult;
  /** Runs the unfinished tasks of a terminated or cancelled job again. */
  resetJob: Job;
  /** Removes the saved board: the default one applies again. */
  resetNavigatorBoard: SysNavigatorBoard;
  resetPassword: Scalars['Boolean']['output'];
  /** Runs every task of a finished job again. */
  restartJob: Job;
  restoreSysTemplateVersion: WorkflowTemplate;
  /** Restores a version of the caller's template: a new save (a new version, note 'restored from vN'). */
  restoreTemplateVersion: WorkflowTemplate;
  /** Revokes one of your API tokens; a read-only token may revoke itself (its own id), nothing else. */
  revokeApiToken: Scalars['Boolean']['output'];
  revokeMySession: Scalars['Boolean']['output'];
  /** Kicks a session: USER sessions need User.Update, SYSTEM sessions need Sys.User.Update. */
  revokeSession: Scalars['Boolean']['output'];
  /** Goes back to the version active before the current one. */
  rollbackUiPack: UiPackVersion;
  /** A new secret for a project webhook (owners); the old one stops signing at once. */
  rotateProjectWebhookSecret: WebhookWithSecret;
  /** A new secret; the old one stops signing at once. */
  rotateWebhookSecret: WebhookWithSecret;
  /** Runs a template: its tasks with the template's arguments, overridden per task by args. */
  runTemplate: Job;
  saveCalcMetricConfig: CalcMetricConfig;
  saveCommerceConfig: Scalars['JSON']['output'];
  saveFeatureSwitches: Scalars['JSON']['output'];
  saveLoginPolicy: Scalars['JSON']['output'];
  /** ServerInvalidParameter naming the first problem, DBDataNotExist for a missing module or template. */
  saveNavigatorBoard: SysNavigatorBoard;
  /** Saves the channels of the kinds given; answers every kind's. */
  saveNotificationPrefs: Array<NotificationPref>;
  saveSysConfig: Scalars['JSON']['output'];
  sendActivationCode: Scalars['Boolean']['output'];
  sendFeedback: Feedback;
  sendMobileLoginCode: Scalars['Boolean']['output'];
  setCmsTextStatus: CmsText;
  setContainerImageStatus: ContainerImage;
  setDataFileFavorite: DataFile;
  setDesktopBuildStatus: DesktopBuild;
  setIdentityProviderStatus: IdentityProvider;
  setImageTemplateUse: ImageTemplate;
  setMapEntryStatus: MapEntry;
  /** Sets the cover from a module cover template; null resets it to the default cover. */
  setModuleCover: Module;
  setModuleFavorite: Module;
  setModuleStatus: Module;
  /** Sets the discount of several modules at once (spec §7 calc_metric_discount_value). */
  setModulesDiscount: Array<Module>;
  setPackageStatus: Package;
  setPermGroupStatus: PermGroup;
  /** Changes a member's role (owners); the last owner keeps theirs. */
  setProjectMemberRole: ProjectMember;
  setRoleStatus: Role;
  setSysAppStatus: SysApp;
  /** Enables or disables any processor; a disabled one does not run (a user's) or is hidden (a system one). */
  setSysProcessorStatus: Processor;
  setSysTemplateStatus: WorkflowTemplate;
  setSystemUserPassword: Scalars['Boolean']['output'];
  setSystemUserStatus: SystemUser;
  setUserExtFieldStatus: UserExtField;
  setUserPassword: Scalars['Boolean']['output'];
  setUserStatus: User;
  /** Makes a cover template (module_cover or workflow_template_cover) the default of its kind; null clears it. */
  setWorkflowDefaultCover: WorkflowDefaultCovers;
  /** Puts applets in the order given (one after the other when two orders are saved at once). */
  sortSysApps: Scalars['Boolean']['output'];
  /**
   * Stops a job that runs (or waits): every unfinished task ends abort with the reason "stopped by the
   * user"; a running task keeps its logs and the files it wrote so far as outputs and is charged once for
   * the CPU it used. A finished job: DBStatusChangeNotAllowed.
   */
  stopJob: Job;
  /**
   * Stops one waiting or running task of a job (by its name), as stopJob does; the tasks that wait for
   * its outputs stay waiting and the job ends abort. A finished task: DBStatusChangeNotAllowed.
   */
  stopTask: Job;
  submitJob: Job;
  /** Activates the system user's e-mail or phone with a code sent for the system side. */
  sysActivateContact: SystemUser;
  /** Cancels any user's job: only preprocessing or pending jobs (spec §4). */
  sysCancelJob: SysJob;
  sysCreateApiToken: ApiTokenCreated;
  /**
   * Approves or rejects a waiting approval step that names a permission the caller holds (as
   * decideApproval does for an owner); a step the caller may not decide answers like a missing one.
   */
  sysDecideApproval: Task;
  sysLogin: LoginResult;
  sysLogout: Scalars['Boolean']['output'];
  sysPurgeDataFile: Scalars['Boolean']['output'];
  sysRecoverDataFile: DataFile;
  sysRecoverJob: SysJob;
  /** Refunds what the task's current run was charged, at most once (return_used_calc_metric). */
  sysRefundTask: SysTaskRefund;
  sysRemoveDataFile: Scalars['Boolean']['output'];
  /** Moves a finished (completed, terminated or cancelled) job to the recycle bin. */
  sysRemoveJob: SysJob;
  /** Revokes one of your API tokens; a read-only token may revoke itself (its own id), nothing else. */
  sysRevokeApiToken: Scalars['Boolean']['output'];
  sysRevokeMySession: Scalars['Boolean']['output'];
  sysSendActivationCode: Scalars['Boolean']['output'];
  sysSetDataFileStatus: DataFile;
  /** Stops any user's job that runs or waits, as stopJob does, with the reason "stopped by an administrator". */
  sysStopJob: SysJob;
  /** Stops one waiting or running task (by name) of any user's job, as stopTask does. */
  sysStopTask: SysJob;
  sysUpdateDataFile: DataFile;
  sysUpdatePassword: Scalars['Boolean']['output'];
  sysUpdateProfile: SystemUser;
  sysUseAvatarTemplate: SystemUser;
  updateCmsText: CmsText;
  updateContainerImage: ContainerImage;
  /** Rename, move (dirNames) or tag one of the caller's files. */
  updateDataFile: DataFile;
  /** Edits a build's version and notes (its file and checksum stay). */
  updateDesktopBuild: DesktopBuild;
  updateIdentityProvider: IdentityProvider;
  /** Only preprocessing or pending jobs can be updated (spec §4). */
  updateJobTasks: Job;
  updateMapEntry: MapEntry;
  updateModule: Module;
  updateModuleGroup: ModuleGroup;
  updateMyConfig: ShowConfigWeb;
  /** Saves all the signed-in user's values at once (required fields must be given). */
  updateMyExtInfo: MyExtInfo;
  updatePackage: Package;
  updatePassword: Scalars['Boolean']['output'];
  updatePermGroup: PermGroup;
  updateProcessor: Processor;
  updateProfile: User;
  /** Renames a project or changes its description (owners). */
  updateProject: Project;
  /** Changes a project webhook's name, URL, kinds or state (owners). */
  updateProjectWebhook: Webhook;
  updateRole: Role;
  updateSysApp: SysApp;
  /** Only system processors change here; a user's processor is read only. */
  updateSysProcessor: Processor;
  updateSysTemplate: WorkflowTemplate;
  updateSystemUser: SystemUser;
  updateTemplate: WorkflowTemplate;
  updateUser: User;
  /** Edits a field; its kind cannot change. */
  updateUserExtField: UserExtField;
  /** Changes a webhook's name, URL, kinds or state. */
  updateWebhook: Webhook;
  useAvatarTemplate: User;
};


export type MutationActivateContactArgs = {
  code: Scalars['String']['input'];
  kind: ContactKind;
};


export type MutationActivateUiPackVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddModuleUsersArgs = {
  accounts: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationAdjustProjectTokensArgs = {
  amount: Scalars['Int']['input'];
  projectId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAnswerProjectInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationApplyInvoiceArgs = {
  input: InvoiceApplyInput;
};


export type MutationBuildContainerImageArgs = {
  containerfile: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationBuildDebianContainerImageArgs = {
  id: Scalars['ID']['input'];
  packages: Array<Scalars['String']['input']>;
};


export type MutationCancelJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckOrderPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckResetPasswordArgs = {
  code: Scalars['String']['input'];
  side?: InputMaybe<Side>;
  target: Scalars['String']['input'];
};


export type MutationCloneJobArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCloneTemplateArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateApiTokenArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  readOnly: Scalars['Boolean']['input'];
};


export type MutationCreateCmsTextArgs = {
  input: CmsTextInput;
};


export type MutationCreateContainerImageArgs = {
  input: ContainerImageInput;
};


export type MutationCreateIdentityProviderArgs = {
  input: IdentityProviderInput;
};


export type MutationCreateMapEntryArgs = {
  input: MapEntryInput;
};


export type MutationCreateModuleArgs = {
  input: ModuleCreateInput;
};


export type MutationCreateModuleGroupArgs = {
  input: ModuleGroupInput;
};


export type MutationCreateOrderArgs = {
  packageId: Scalars['ID']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
};


export type MutationCreatePackageArgs = {
  input: PackageInput;
};


export type MutationCreatePermGroupArgs = {
  input: PermGroupInput;
};


export type MutationCreateProcessorArgs = {
  input: ProcessorInput;
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


export type MutationCreateProjectWebhookArgs = {
  input: ProjectWebhookInput;
  projectId: Scalars['ID']['input'];
};


export type MutationCreateRoleArgs = {
  input: RoleInput;
};


export type MutationCreateSysAppArgs = {
  input: SysAppInput;
};


export type MutationCreateSysProcessorArgs = {
  input: ProcessorInput;
};


export type MutationCreateSysTemplateArgs = {
  input: TemplateInput;
};


export type MutationCreateSystemUserArgs = {
  input: SystemUserCreateInput;
};


export type MutationCreateTemplateArgs = {
  input: TemplateInput;
};


export type MutationCreateUiPackArgs = {
  input: UiPackInput;
};


export type MutationCreateUserArgs = {
  input: UserCreateInput;
};


export type MutationCreateUserExtFieldArgs = {
  input: UserExtFieldInput;
};


export type MutationCreateWebhookArgs = {
  input: WebhookInput;
};


export type MutationCreditUserArgs = {
  input: AdminCreditInput;
};


export type MutationDecideApprovalArgs = {
  approve: Scalars['Boolean']['input'];
  jobId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteContainerImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIdentityProviderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteModuleFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteModuleGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProjectWebhookArgs = {
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationDeleteSysAppsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteSysTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUiPacksArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteUserExtFieldsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgetPasswordArgs = {
  side?: InputMaybe<Side>;
  target: Scalars['String']['input'];
};


export type MutationGenerateRechargeCardsArgs = {
  input: RechargeCardBatchInput;
};


export type MutationImportTagTemplatesArgs = {
  replace?: InputMaybe<Scalars['Boolean']['input']>;
  tags: Array<ModuleTagInput>;
};


export type MutationImportTemplateCrateArgs = {
  dataFileId: Scalars['ID']['input'];
};


export type MutationInviteProjectMemberArgs = {
  invitee: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  role?: InputMaybe<ProjectRole>;
};


export type MutationLdapLoginArgs = {
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
  providerId: Scalars['ID']['input'];
  side: Side;
};


export type MutationLeaveProjectArgs = {
  projectId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginByMobileArgs = {
  code: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationMarkOrderPaidArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationMoveModulesToGroupArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  moduleIds: Array<Scalars['ID']['input']>;
};


export type MutationMoveToProjectArgs = {
  input: ProjectMoveInput;
};


export type MutationPayOrderArgs = {
  id: Scalars['ID']['input'];
  provider: PaymentProvider;
};


export type MutationPingProjectWebhookArgs = {
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationPingWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProjectAddTokensArgs = {
  amount: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationProjectWithdrawTokensArgs = {
  amount: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationPurgeDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPurgeDesktopBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverCmsTextArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverContainerImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverDesktopBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverMapEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverModuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverPackageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverPermGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverRechargeCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverSysProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverSystemUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecoverUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRedeemProjectCardArgs = {
  cardNo: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationRedeemRechargeCardArgs = {
  cardNo: Scalars['String']['input'];
};


export type MutationRedeliverProjectWebhookArgs = {
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationRedeliverWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveCmsFileArgs = {
  id: Scalars['ID']['input'];
  library: CmsLibrary;
};


export type MutationRemoveCmsTextArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveContainerImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveDesktopBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveFeedbackArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRemoveImageTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveMapEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveModuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveModuleTagArgs = {
  name: Scalars['String']['input'];
};


export type MutationRemoveModuleUsersArgs = {
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationRemovePackageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePermGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveProjectMemberArgs = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveRechargeCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSysProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSystemUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameModuleTagArgs = {
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  newName: Scalars['String']['input'];
};


export type MutationReorderImageTemplatesArgs = {
  ids: Array<Scalars['ID']['input']>;
  kind: ImageTemplateKind;
};


export type MutationReorderMapEntriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReorderModuleGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReorderModulesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReorderPackagesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReorderUserExtFieldsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRepairTaskArgs = {
  args?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
};


export type MutationReplyFeedbackArgs = {
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
};


export type MutationRerunFailedTasksArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  side?: InputMaybe<Side>;
  target: Scalars['String']['input'];
};


export type MutationRestartJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreSysTemplateVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreTemplateVersionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeMySessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
  side: Side;
};


export type MutationRollbackUiPackArgs = {
  packId: Scalars['ID']['input'];
};


export type MutationRotateProjectWebhookSecretArgs = {
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRunTemplateArgs = {
  args?: InputMaybe<Array<TaskArgsInput>>;
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationSaveCalcMetricConfigArgs = {
  input: CalcMetricConfigInput;
};


export type MutationSaveCommerceConfigArgs = {
  config: Scalars['JSON']['input'];
};


export type MutationSaveFeatureSwitchesArgs = {
  switches: Scalars['JSON']['input'];
};


export type MutationSaveLoginPolicyArgs = {
  policy: Scalars['JSON']['input'];
};


export type MutationSaveNavigatorBoardArgs = {
  document: Scalars['JSON']['input'];
};


export type MutationSaveNotificationPrefsArgs = {
  prefs: Array<NotificationPrefInput>;
};


export type MutationSaveSysConfigArgs = {
  config: Scalars['JSON']['input'];
};


export type MutationSendActivationCodeArgs = {
  kind: ContactKind;
};


export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationSendMobileLoginCodeArgs = {
  mobile: Scalars['String']['input'];
};


export type MutationSetCmsTextStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetContainerImageStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetDataFileFavoriteArgs = {
  favorite: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetDesktopBuildStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetIdentityProviderStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetImageTemplateUseArgs = {
  id: Scalars['ID']['input'];
  use: Scalars['Boolean']['input'];
};


export type MutationSetMapEntryStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetModuleCoverArgs = {
  id: Scalars['ID']['input'];
  templateId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetModuleFavoriteArgs = {
  favorite: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetModuleStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetModulesDiscountArgs = {
  discount: Scalars['Float']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetPackageStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetPermGroupStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetProjectMemberRoleArgs = {
  projectId: Scalars['ID']['input'];
  role: ProjectRole;
  userId: Scalars['ID']['input'];
};


export type MutationSetRoleStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetSysAppStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetSysProcessorStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetSysTemplateStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetSystemUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetSystemUserStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetUserExtFieldStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetUserStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetWorkflowDefaultCoverArgs = {
  kind: ImageTemplateKind;
  templateId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSortSysAppsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationStopJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStopTaskArgs = {
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
};


export type MutationSubmitJobArgs = {
  input: JobInput;
};


export type MutationSysActivateContactArgs = {
  code: Scalars['String']['input'];
  kind: ContactKind;
};


export type MutationSysCancelJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysCreateApiTokenArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  readOnly: Scalars['Boolean']['input'];
};


export type MutationSysDecideApprovalArgs = {
  approve: Scalars['Boolean']['input'];
  jobId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSysLoginArgs = {
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSysPurgeDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRecoverDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRecoverJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRefundTaskArgs = {
  taskId: Scalars['ID']['input'];
};


export type MutationSysRemoveDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRemoveJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysRevokeMySessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysSendActivationCodeArgs = {
  kind: ContactKind;
};


export type MutationSysSetDataFileStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSysStopJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSysStopTaskArgs = {
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
};


export type MutationSysUpdateDataFileArgs = {
  id: Scalars['ID']['input'];
  input: DataFileUpdateInput;
};


export type MutationSysUpdatePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationSysUpdateProfileArgs = {
  input: SysProfileInput;
};


export type MutationSysUseAvatarTemplateArgs = {
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateCmsTextArgs = {
  id: Scalars['ID']['input'];
  input: CmsTextInput;
};


export type MutationUpdateContainerImageArgs = {
  id: Scalars['ID']['input'];
  input: ContainerImageInput;
};


export type MutationUpdateDataFileArgs = {
  id: Scalars['ID']['input'];
  input: DataFileUpdateInput;
};


export type MutationUpdateDesktopBuildArgs = {
  id: Scalars['ID']['input'];
  input: DesktopBuildUpdateInput;
};


export type MutationUpdateIdentityProviderArgs = {
  id: Scalars['ID']['input'];
  input: IdentityProviderInput;
};


export type MutationUpdateJobTasksArgs = {
  id: Scalars['ID']['input'];
  tasks: Array<TaskArgsInput>;
};


export type MutationUpdateMapEntryArgs = {
  id: Scalars['ID']['input'];
  input: MapEntryInput;
};


export type MutationUpdateModuleArgs = {
  id: Scalars['ID']['input'];
  input: ModuleUpdateInput;
};


export type MutationUpdateModuleGroupArgs = {
  id: Scalars['ID']['input'];
  input: ModuleGroupInput;
};


export type MutationUpdateMyConfigArgs = {
  input: ShowConfigWebInput;
};


export type MutationUpdateMyExtInfoArgs = {
  values: Scalars['JSON']['input'];
};


export type MutationUpdatePackageArgs = {
  id: Scalars['ID']['input'];
  input: PackageInput;
};


export type MutationUpdatePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationUpdatePermGroupArgs = {
  id: Scalars['ID']['input'];
  input: PermGroupInput;
};


export type MutationUpdateProcessorArgs = {
  id: Scalars['ID']['input'];
  input: ProcessorInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectInput;
};


export type MutationUpdateProjectWebhookArgs = {
  id: Scalars['ID']['input'];
  input: ProjectWebhookInput;
  projectId: Scalars['ID']['input'];
};


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: RoleInput;
};


export type MutationUpdateSysAppArgs = {
  id: Scalars['ID']['input'];
  input: SysAppInput;
};


export type MutationUpdateSysProcessorArgs = {
  id: Scalars['ID']['input'];
  input: ProcessorInput;
};


export type MutationUpdateSysTemplateArgs = {
  id: Scalars['ID']['input'];
  input: TemplateInput;
};


export type MutationUpdateSystemUserArgs = {
  id: Scalars['ID']['input'];
  input: SystemUserUpdateInput;
};


export type MutationUpdateTemplateArgs = {
  id: Scalars['ID']['input'];
  input: TemplateInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserUpdateInput;
};


export type MutationUpdateUserExtFieldArgs = {
  id: Scalars['ID']['input'];
  input: UserExtFieldUpdateInput;
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: WebhookInput;
};


export type MutationUseAvatarTemplateArgs = {
  templateId: Scalars['ID']['input'];
};

/** A user's enabled fields with their values, by field id (text and dates are strings, YYYY-MM-DD). */
export type MyExtInfo = {
  __typename?: 'MyExtInfo';
  fields: Array<UserExtField>;
  values: Scalars['JSON']['output'];
};

export type NavigatorBoard = {
  __typename?: 'NavigatorBoard';
  sections: Array<NavigatorSection>;
  summary: NavigatorSummary;
};

/** An item of the board as the signed-in user sees it. */
export type NavigatorItem = {
  __typename?: 'NavigatorItem';
  /** The module's (or template's) cover, null for the default one. */
  coverUrl: Maybe<Scalars['String']['output']>;
  /** public, private, temporary or module_demo (data sets only). */
  dataKind: Maybe<Scalars['String']['output']>;
  folder: Maybe<Scalars['String']['output']>;
  kind: NavigatorItemKind;
  summary: LocalizedText;
  /** The module or workflow template id; null for data sets and links. */
  targetId: Maybe<Scalars['ID']['output']>;
  title: LocalizedText;
  /** An external https address (links only). */
  url: Maybe<Scalars['String']['output']>;
};

export type NavigatorItemKind =
  | 'dataset'
  | 'link'
  | 'module'
  | 'template';

/** A module the board editor may point at. */
export type NavigatorModuleChoice = {
  __typename?: 'NavigatorModuleChoice';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  status: EntityStatus;
  visibility: Scalars['String']['output'];
};

export type NavigatorSection = {
  __typename?: 'NavigatorSection';
  description: Maybe<LocalizedText>;
  /** Only items the user may open: hidden, disabled or removed modules and templates are left out. */
  items: Array<NavigatorItem>;
  name: LocalizedText;
};

/** The signed-in user's own figures. */
export type NavigatorSummary = {
  __typename?: 'NavigatorSummary';
  /** Every state, zero included. */
  jobCounts: Array<JobStateCount>;
  /** The 5 newest jobs. */
  recentJobs: Array<Job>;
  storageQuota: Scalars['Float']['output'];
  /** Bytes in the user's private and temporary data. */
  storageUsed: Scalars['Float']['output'];
  tokenBalance: Scalars['Float']['output'];
  totalJobs: Scalars['Int']['output'];
};

/** A system workflow template the board editor may point at. */
export type NavigatorTemplateChoice = {
  __typename?: 'NavigatorTemplateChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  status: EntityStatus;
};

/** Something that happened to the signed-in user: a job's end, a feedback reply, an order paid, a refund. */
export type Notification = {
  __typename?: 'Notification';
  body: LocalText;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** Null while unread. */
  readAt: Maybe<Scalars['DateTime']['output']>;
  target: NotificationTarget;
  targetId: Scalars['ID']['output'];
  title: LocalText;
};

export type NotificationKind =
  /** An approval step of one of your jobs was rejected by someone else, or timed out (with the reason). */
  | 'approvalRejected'
  /** An approval step of one of your jobs waits for your decision (issue 28 item 6). */
  | 'approvalWaiting'
  | 'feedbackReply'
  | 'jobDone'
  | 'jobFailed'
  | 'orderPaid'
  | 'paymentRefunded'
  | 'projectInvitation';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  list: Array<Notification>;
  total: Scalars['Int']['output'];
};

/** Which channels carry one kind of notification to the signed-in user. */
export type NotificationPref = {
  __typename?: 'NotificationPref';
  /** Sent through SMTP to the account's e-mail address. */
  email: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  kind: NotificationKind;
};

export type NotificationPrefInput = {
  email: Scalars['Boolean']['input'];
  inApp: Scalars['Boolean']['input'];
  kind: NotificationKind;
};

/** What a notification links to: the web client opens its page. */
export type NotificationTarget =
  | 'feedback'
  | 'job'
  | 'order'
  | 'project';

/** The back office's offline-payment text (plain text; line breaks kept), in each language. */
export type OfflinePayment = {
  __typename?: 'OfflinePayment';
  en: Scalars['String']['output'];
  zh: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** Fen, computed on the server. */
  amount: Scalars['Float']['output'];
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  /** What the payment QR code encodes, while the order waits for its payment. */
  codeUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Whether an invoice was applied for with this order. */
  invoiced: Scalars['Boolean']['output'];
  outTradeNo: Scalars['String']['output'];
  package: OrderedPackage;
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** The back-office account that marked it paid by hand (back office only). */
  paidBy: Maybe<Scalars['String']['output']>;
  /** Whether it was marked paid by hand in the back office (money received offline). */
  paidByHand: Scalars['Boolean']['output'];
  /** Why it was marked paid by hand (back office only). */
  paidReason: Maybe<Scalars['String']['output']>;
  /** The project it was bought for (its pack belongs to the project); null for the buyer's own. */
  projectId: Maybe<Scalars['ID']['output']>;
  /**
   * That project's name, wherever the order itself is read (the buyer's own orders, the back office's with
   * User.ResourcePack.Read); null for the buyer's own order and once the project is deleted.
   */
  projectName: Maybe<Scalars['String']['output']>;
  provider: Maybe<PaymentProvider>;
  /** The QR code as an SVG data URL, while the order waits for its payment. */
  qrImage: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  status: OrderStatus;
  /** The buyer (back office only). */
  user: Maybe<CommerceUser>;
};

export type OrderByInput = {
  isAsc?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  list: Array<Order>;
  total: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending';

/** The package as it was when ordered. */
export type OrderedPackage = {
  __typename?: 'OrderedPackage';
  /** The quantity and time-limited discounts applied together (1 when none). */
  discount: Scalars['Float']['output'];
  expiryMonths: Scalars['Int']['output'];
  grants: Scalars['Float']['output'];
  kind: PackageKind;
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type Package = {
  __typename?: 'Package';
  createdAt: Scalars['DateTime']['output'];
  /** When it was removed (the back office's recycle bin); null otherwise. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  /** The time-limited discount running now (1 when none). */
  discountNow: Scalars['Float']['output'];
  discounts: Array<QuantityDiscount>;
  expiryMonths: Scalars['Int']['output'];
  /** GB (storage) or tokens one unit grants. */
  grants: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  kind: PackageKind;
  limitedDiscount: Maybe<LimitedDiscount>;
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** Running jobs one unit of a storage package adds. */
  runningJobs: Scalars['Int']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  /** Price of one unit in fen. */
  unitPrice: Scalars['Float']['output'];
  /** Workflow storage GB one unit of a storage package grants besides its GB. */
  workflowStorageGb: Scalars['Float']['output'];
};

/** A package as the back office saves it (the rules of schema/src/commerce.ts packageInput). */
export type PackageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  discounts?: InputMaybe<Array<QuantityDiscountInput>>;
  expiryMonths: Scalars['Int']['input'];
  grants: Scalars['Float']['input'];
  kind: PackageKind;
  limitedDiscount?: InputMaybe<LimitedDiscountInput>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Storage packages only (0 when absent). */
  runningJobs?: InputMaybe<Scalars['Int']['input']>;
  unitPrice: Scalars['Float']['input'];
  /** Storage packages only (0 when absent). */
  workflowStorageGb?: InputMaybe<Scalars['Float']['input']>;
};

export type PackageKind =
  | 'storage'
  | 'token';

export type PackagePage = {
  __typename?: 'PackagePage';
  list: Array<Package>;
  total: Scalars['Int']['output'];
};

export type PayerKind =
  | 'project'
  | 'user';

/** A payment notification received, or a provider's answer to a query about a pending order. */
export type PaymentNotify = {
  __typename?: 'PaymentNotify';
  /** Fen reported paid. */
  amount: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  notifyId: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
  outTradeNo: Scalars['String']['output'];
  outcome: PaymentOutcome;
  provider: PaymentProvider;
  providerTradeNo: Maybe<Scalars['String']['output']>;
  /** The refund of its trade, if one was asked for. */
  refund: Maybe<PaymentRefund>;
  /** Whether its money paid nothing and can be refunded (late, mismatch, duplicate). */
  refundable: Scalars['Boolean']['output'];
  source: PaymentNotifySource;
};

export type PaymentNotifyPage = {
  __typename?: 'PaymentNotifyPage';
  list: Array<PaymentNotify>;
  total: Scalars['Int']['output'];
};

export type PaymentNotifySource =
  | 'notify'
  | 'query';

/** What a verified payment notification, or the provider's answer to our query, did (NotifyOutcome). */
export type PaymentOutcome =
  | 'already'
  | 'duplicate'
  | 'late'
  | 'mismatch'
  | 'paid'
  | 'unknown'
  | 'unpaid';

export type PaymentProvider =
  | 'alipay'
  | 'wechat';

/** Which providers can take payments on this platform. */
export type PaymentProviders = {
  __typename?: 'PaymentProviders';
  alipay: Scalars['Boolean']['output'];
  /** What a buyer reads where the pay buttons would be while no provider is configured. */
  offline: OfflinePayment;
  wechat: Scalars['Boolean']['output'];
};

/** A refund of money that paid nothing, one per provider trade. */
export type PaymentRefund = {
  __typename?: 'PaymentRefund';
  /** Fen refunded. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The provider's refusal, when failed. */
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  outRefundNo: Scalars['String']['output'];
  provider: PaymentProvider;
  /** The provider's refund id, once it took the refund. */
  providerRefundId: Maybe<Scalars['String']['output']>;
  providerTradeNo: Scalars['String']['output'];
  /** The back-office account that asked for it. */
  refundedBy: Maybe<Scalars['String']['output']>;
  state: RefundState;
  updatedAt: Scalars['DateTime']['output'];
};

export type PermGroup = {
  __typename?: 'PermGroup';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  perms: Array<Scalars['String']['output']>;
  remark: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
};

export type PermGroupInput = {
  name: Scalars['String']['input'];
  perms: Array<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

export type PermGroupPage = {
  __typename?: 'PermGroupPage';
  list: Array<PermGroup>;
  total: Scalars['Int']['output'];
};

export type PermissionInfo = {
  __typename?: 'PermissionInfo';
  area: Scalars['String']['output'];
  name: Scalars['String']['output'];
  verb: Scalars['String']['output'];
};

/** A live worker as its last renewal announced it (typed pools, CRUCIBLE_WORKER_LABELS). */
export type PoolWorker = {
  __typename?: 'PoolWorker';
  cpus: Scalars['Int']['output'];
  host: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** How many registered container images its podman holds. */
  images: Scalars['Int']['output'];
  labels: Array<Scalars['String']['output']>;
  memoryMb: Scalars['Int']['output'];
  /** The Slurm partitions it submits to. */
  partitions: Array<Scalars['String']['output']>;
  pid: Scalars['Int']['output'];
  /** The routes it claims: local, sandbox, container, slurm. */
  routes: Array<Scalars['String']['output']>;
  /** Tasks running under its lease. */
  running: Scalars['Int']['output'];
  seenAt: Scalars['DateTime']['output'];
  startedAt: Scalars['DateTime']['output'];
};

/** A user's or the system's uploaded executable, run sandboxed (no network, only its work folder writable). */
export type Processor = {
  __typename?: 'Processor';
  args: Array<ModuleArg>;
  createdAt: Scalars['DateTime']['output'];
  /** Set while the processor is in the recycle bin. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  docs: Scalars['String']['output'];
  exeName: Maybe<Scalars['String']['output']>;
  exeSize: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** system (published by the back office) or user. */
  kind: Scalars['String']['output'];
  mine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  outputs: Array<ModuleOutput>;
  /** The owner's account; null for a system processor. */
  ownerAccount: Maybe<Scalars['String']['output']>;
  /** Null for a system processor. */
  ownerId: Maybe<Scalars['ID']['output']>;
  /** The project it belongs to (issue 28 item 2): its members read it, its editors and owners run it; null: none. */
  projectId: Maybe<Scalars['ID']['output']>;
  status: EntityStatus;
  summary: Scalars['String']['output'];
  timeoutSeconds: Scalars['Int']['output'];
  /** Tokens per CPU-second: TaskProcessorMethod of the calc-metric config. */
  tokenPrice: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProcessorInput = {
  args: Array<ModuleArgInput>;
  docs?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  outputs: Array<ModuleOutputInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Seconds. A user's processor needs 1 or more (3600 when omitted); a system processor at or below 0 has no timeout. */
  timeoutSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type ProcessorPage = {
  __typename?: 'ProcessorPage';
  list: Array<Processor>;
  total: Scalars['Int']['output'];
};

export type ProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  realName?: InputMaybe<Scalars['String']['input']>;
  site?: InputMaybe<Scalars['String']['input']>;
};

/** A project shared by a team (issue 28 item 2), as one of its members sees it. */
export type Project = {
  __typename?: 'Project';
  createdAt: Scalars['DateTime']['output'];
  dataFileCount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  jobCount: Scalars['Int']['output'];
  /** The project's token ledger, newest first (any member reads it; limit 1-200, default 50). */
  ledger: ProjectLedgerPage;
  /** Accepted members. */
  memberCount: Scalars['Int']['output'];
  /** The caller's role in it. */
  myRole: ProjectRole;
  name: Scalars['String']['output'];
  /** The project's own resource packs, active ones first (any member reads them; at most 100). */
  packs: Array<ProjectPack>;
  /** Its members' processors (not in the recycle bin). */
  processorCount: Scalars['Int']['output'];
  /** The project's storage: its files' bytes and its quota (its active storage packs; 0 without, its files then count against their owners). */
  storage: ProjectStorage;
  templateCount: Scalars['Int']['output'];
  /** The project's token balance (the sum of its ledger; any member reads it, in the list too). */
  tokenBalance: Scalars['Float']['output'];
  /** The project's own tokens (any member reads them): a job made in the project is charged to them while some are available. */
  tokens: ProjectTokens;
  updatedAt: Scalars['DateTime']['output'];
  /** The project's storage over time (any member reads it): now, and per UTC day over the last `days` days (1-366, default 30), oldest first. */
  usage: ProjectUsage;
};


/** A project shared by a team (issue 28 item 2), as one of its members sees it. */
export type ProjectLedgerArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A project shared by a team (issue 28 item 2), as one of its members sees it. */
export type ProjectUsageArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

export type ProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** An invitation to the caller, open until accepted or declined. */
export type ProjectInvitation = {
  __typename?: 'ProjectInvitation';
  createdAt: Scalars['DateTime']['output'];
  invitedByAccount: Maybe<Scalars['String']['output']>;
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  role: ProjectRole;
};

/** What may belong to a project. */
export type ProjectItemKind =
  | 'dataFile'
  | 'job'
  /** A user's processor: the members run it in the project's templates (editors and owners) and read it (viewers). */
  | 'processor'
  | 'template';

/** An entry of a project's ledger. */
export type ProjectLedgerEntry = {
  __typename?: 'ProjectLedgerEntry';
  /** The administrator who adjusted the project's tokens (an adjust entry). */
  actorAccount: Maybe<Scalars['String']['output']>;
  /** Positive adds tokens, negative spends them. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  jobId: Maybe<Scalars['ID']['output']>;
  jobName: Maybe<Scalars['String']['output']>;
  kind: LedgerKind;
  /** Who moved the tokens in or out (a transfer), or whose job was charged or refunded. */
  memberAccount: Maybe<Scalars['String']['output']>;
  note: Scalars['String']['output'];
};

export type ProjectLedgerPage = {
  __typename?: 'ProjectLedgerPage';
  list: Array<ProjectLedgerEntry>;
  total: Scalars['Int']['output'];
};

/** A member of a project, or an invitation not yet accepted (accepted false). */
export type ProjectMember = {
  __typename?: 'ProjectMember';
  accepted: Scalars['Boolean']['output'];
  account: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  invitedByAccount: Maybe<Scalars['String']['output']>;
  role: ProjectRole;
  userId: Scalars['ID']['output'];
};

export type ProjectMoveInput = {
  /** Data set files: every file of the caller's in this folder and below. */
  folder?: InputMaybe<Scalars['String']['input']>;
  /** The kind of the folder's files: private (default) or temporary. */
  folderKind?: InputMaybe<DataFileKind>;
  /** The items (the caller's own); or, for data set files, a folder. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind: ProjectItemKind;
  /** The project to move into; null: out of any project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** A resource pack of a project: bought for it by an owner or redeemed into it from a card. */
export type ProjectPack = {
  __typename?: 'ProjectPack';
  active: Scalars['Boolean']['output'];
  /** GB (storage) or tokens in all. */
  amount: Scalars['Float']['output'];
  /** Who bought it or redeemed the card. */
  buyerAccount: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: PackageKind;
  note: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
  /** Running jobs in all (storage packs): added to the limits of the members' jobs in the project. */
  runningJobs: Scalars['Int']['output'];
  /** order, card or admin */
  source: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** Workflow storage GB in all (storage packs): added to the limits of the members' jobs in the project. */
  workflowStorageGb: Scalars['Float']['output'];
};

export type ProjectRole =
  | 'editor'
  | 'owner'
  | 'viewer';

/** A project's storage in bytes. */
export type ProjectStorage = {
  __typename?: 'ProjectStorage';
  /** 0 while the project has no active storage pack. */
  quota: Scalars['Float']['output'];
  used: Scalars['Float']['output'];
};

/** A project's own tokens: its balance, what its jobs' waiting and running tasks hold of it, and what is left for new jobs. */
export type ProjectTokens = {
  __typename?: 'ProjectTokens';
  available: Scalars['Float']['output'];
  balance: Scalars['Float']['output'];
  held: Scalars['Float']['output'];
};

/** A project's usage in bytes: its data files and its jobs' results (outputs and logs), against what its active storage packs grant (0 without). */
export type ProjectUsage = {
  __typename?: 'ProjectUsage';
  /** One point per UTC day, oldest first: the day's last sample, or the last before it; nulls before the project's first sample. */
  daily: Array<StorageDay>;
  storageQuota: Scalars['Float']['output'];
  storageUsed: Scalars['Float']['output'];
  workflowStorageQuota: Scalars['Float']['output'];
  workflowStorageUsed: Scalars['Float']['output'];
};

export type ProjectWebhookInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  kinds: Array<ProjectWebhookKind>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** The events of a project's jobs a project webhook receives. */
export type ProjectWebhookKind =
  | 'approvalWaiting'
  | 'jobDone'
  | 'jobFailed';

/** A module of the public catalogue: what a visitor may read (no arguments, image or command). */
export type PublicModule = {
  __typename?: 'PublicModule';
  /** The cover's public address; null: the default cover. */
  coverUrl: Maybe<Scalars['String']['output']>;
  discount: Scalars['Float']['output'];
  /** Markdown (render it sanitised), with reader links. */
  docs: Scalars['String']['output'];
  docsZh: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  summaryZh: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  tokenPrice: Scalars['Int']['output'];
};

export type PublicModulePage = {
  __typename?: 'PublicModulePage';
  list: Array<PublicModule>;
  total: Scalars['Int']['output'];
};

/** What the public site and the login pages need before anyone signs in. */
export type PublicSettings = {
  __typename?: 'PublicSettings';
  coverImageSize: ImageLimit;
  features: Scalars['JSON']['output'];
  feedbackEnabled: Scalars['Boolean']['output'];
  /** An outside address of the mobile site; empty: mobile browsers go to the gateway's own at /m/. */
  mobileUrl: Scalars['String']['output'];
  registerEnabled: Scalars['Boolean']['output'];
  /** Limits for avatar and cover images (system config Upload). */
  userAvatarSize: ImageLimit;
  version: Scalars['String']['output'];
};

/** Units bought at once from which a discount applies (Discount in (0, 1]; 0.9 is 10% off). */
export type QuantityDiscount = {
  __typename?: 'QuantityDiscount';
  discount: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

export type QuantityDiscountInput = {
  discount: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** How many approvals wait for the caller's decision (the length of approvals; the navigation's count). */
  approvalCount: Scalars['Int']['output'];
  /**
   * Approval steps waiting for the caller's decision, oldest deadline first (at most 200): their own jobs'
   * steps the owner decides, and their projects' jobs' steps naming a role they hold (at least).
   */
  approvals: Array<WaitingApproval>;
  avatarTemplates: Array<AvatarTemplate>;
  board: BoardCounts;
  /** The dashboard's figures for each of the last days (1-90, 30 by default), oldest first, today last. */
  boardTrends: Array<BoardTrendDay>;
  calcMetricConfig: CalcMetricConfig;
  catalogueModule: Module;
  /** Every module, removed ones with query.deleted; filter by group (0: no group) and tag besides the query. */
  catalogueModules: ModulePage;
  checkInState: CheckInState;
  /** Folder paths holding files of the file library. */
  cmsFileLibraryFolders: Array<Scalars['String']['output']>;
  cmsFiles: CmsFilePage;
  /** Folder paths holding files of the map library. */
  cmsMapLibraryFolders: Array<Scalars['String']['output']>;
  cmsTexts: CmsTextPage;
  /** Switches (Buy, BackendRecharge, InvoiceApply) and the check-in amounts. */
  commerceConfig: Scalars['JSON']['output'];
  compareSysTemplateVersions: TemplateVersionDiff;
  /** Two versions of one template compared, the older first whatever the order given. */
  compareTemplateVersions: TemplateVersionDiff;
  containerImage: ContainerImage;
  containerImages: ContainerImagePage;
  dataFile: DataFile;
  /** The caller's files and the shared (public, module-demo) ones; filter with Kind, Folder, Name, Size, Tags, CreatedAt. */
  dataFiles: DataFilePage;
  dataFolders: Array<Scalars['String']['output']>;
  /** The newest enabled build of each platform (the public download page). */
  desktopBuilds: Array<DesktopBuild>;
  /** The tag templates as a JSON list of {Name, NameZh} (the format importTagTemplates reads). */
  exportTagTemplates: Scalars['JSON']['output'];
  /** Feature switches (module config): every system user reads them to build menus. */
  featureSwitches: Scalars['JSON']['output'];
  /** Whether users may send feedback (the system config's User.Feedback switch). */
  feedbackEnabled: Scalars['Boolean']['output'];
  identityProvider: IdentityProvider;
  /** Every provider; filter on Kind, Name, Side, Status, CreatedAt. */
  identityProviders: IdentityProviderPage;
  imageTemplates: Array<ImageTemplate>;
  job: Job;
  /** What a job would cost: the same input as submitJob, checked the same way. */
  jobEstimate: JobEstimate;
  /** The caller's jobs and their projects' jobs; filter with Name, State, Tags, CreatedAt, FinishedAt, ProjectId, OwnerId. */
  jobs: JobPage;
  /** Login logs of one side: USER needs User.Read, SYSTEM needs Sys.User.Read. */
  loginLogs: LoginLogPage;
  loginPolicy: Scalars['JSON']['output'];
  mapEntries: MapEntryPage;
  /** The signed-in normal user. */
  me: Maybe<User>;
  /** The applets of the front end's menu: enabled ones with a bundle or a link. */
  menuApps: Array<SysApp>;
  module: Module;
  /** Module cover templates in use, to pick a module's cover from. */
  moduleCoverChoices: Array<ImageTemplate>;
  moduleGroups: Array<ModuleGroup>;
  /** Tag templates and tags in use, by name. */
  moduleTags: Array<ModuleTag>;
  /** Modules the caller may run, with their argument schemas. */
  modules: Array<Module>;
  myApiTokens: Array<ApiToken>;
  myConfig: ShowConfigWeb;
  /** The signed-in user's fields and values. */
  myExtInfo: MyExtInfo;
  /** The signed-in user's own feedback, newest first (UserFeedbackDisabled when feedback is off). */
  myFeedback: FeedbackPage;
  myInvoices: InvoicePage;
  /** The signed-in user's notifications, newest first; filter on Kind, Target, ReadAt, CreatedAt. */
  myNotifications: NotificationPage;
  /** One of the caller's orders (DBDataNotExist for another user's). */
  myOrder: Order;
  myOrders: OrderPage;
  myResourcePacks: ResourcePackPage;
  mySessions: Array<Session>;
  /** The deliveries of the signed-in user's webhooks, newest first; filter on WebhookId, Event, State. */
  myWebhookDeliveries: WebhookDeliveryPage;
  /** The signed-in user's webhooks, newest first. */
  myWebhooks: WebhookPage;
  /** The navigator board of the signed-in user, with their summary. */
  navigatorBoard: NavigatorBoard;
  /** The signed-in user's channels for every kind (a kind never saved: in-app only). */
  notificationPrefs: Array<NotificationPref>;
  /** The packages on sale, in the back office's order (the buy screen and the public plans page). */
  packages: Array<Package>;
  paymentProviders: PaymentProviders;
  permGroups: PermGroupPage;
  /** The permission catalogue (spec §6). */
  permissionCatalogue: Array<PermissionInfo>;
  processor: Processor;
  /** System processors that are enabled, the caller's own and their projects'; with projectId, that project's only. */
  processors: Array<Processor>;
  /** One of the caller's projects; any other id answers DBDataNotExist. */
  project: Project;
  /** The caller's open invitations. */
  projectInvitations: Array<ProjectInvitation>;
  /** A project's members and open invitations, owners first (members only). */
  projectMembers: Array<ProjectMember>;
  /** The deliveries of a project's webhooks (or of one), newest first (owners; at most 200). */
  projectWebhookDeliveries: Array<WebhookDelivery>;
  /** A project's webhooks, newest first (owners; other members DBPermDenied, outsiders DBDataNotExist). */
  projectWebhooks: Array<Webhook>;
  /** The projects the caller is an accepted member of, newest first (at most 200). */
  projects: Array<Project>;
  /** Enabled entries of a map library, for the public site and menus. */
  publicMapEntries: Array<MapEntry>;
  /** One public module; any other id answers DBDataNotExist. */
  publicModule: PublicModule;
  /** Public modules in catalogue order; search matches names, key and summaries; limit 1-100 (24). */
  publicModules: PublicModulePage;
  publicSettings: PublicSettings;
  /** Enabled texts of a text library, for the public site. */
  publicTexts: Array<CmsText>;
  rechargeCards: RechargeCardPage;
  roles: RolePage;
  /**
   * Records of an SDF or MOL data file, page by page (at most 100), sorted and filtered on their fields
   * over the whole file when asked (total counts the records the filters keep).
   */
  sdfRecords: SdfPage;
  /**
   * Records of a FASTA, GenBank, SnapGene or weseq data file (at most 100 a page), each with seqLength
   * (at most 1,000,000) letters of its sequence from seqOffset.
   */
  sequenceRecords: SequencePage;
  /** Sessions of one side: USER needs User.Read, SYSTEM needs Sys.User.Read. */
  sessions: SessionPage;
  /** The enabled providers of a side's sign-in page. */
  signInProviders: Array<SignInProvider>;
  storageUsage: StorageUsage;
  /** How many approvals wait for the caller's decision (the length of sysApprovals; the back office's count). */
  sysApprovalCount: Scalars['Int']['output'];
  /** Approval steps of any user's jobs waiting for a decision of holders of a permission the caller holds (at most 200). */
  sysApprovals: Array<WaitingApproval>;
  /** Every applet of both menus, in menu order (FeatureNotEnabled while Sys.App is off). */
  sysApps: SysAppPage;
  sysAvatarTemplates: Array<AvatarTemplate>;
  sysConfig: Scalars['JSON']['output'];
  sysDataFiles: DataFilePage;
  sysDataFolders: Array<Scalars['String']['output']>;
  /** Every build; filter on Platform, Version, FileName, Status, CreatedAt. */
  sysDesktopBuilds: DesktopBuildPage;
  /** Everyone's feedback, unanswered first; filter on State, Title, UserId, CreatedAt. */
  sysFeedback: FeedbackPage;
  /** Applied-for first (issue: POST /api/sys/user_invoice/issue?Id= with the PDF as File). */
  sysInvoices: InvoicePage;
  /** Any user's job with its tasks, removed ones included. */
  sysJob: SysJob;
  /** Every user's jobs; filter and sort with Id, Name, OwnerId, OwnerAccount, State, EmailNotify, Tags, CreatedAt, UpdatedAt, FinishedAt; the recycle bin with query.deleted. */
  sysJobs: SysJobPage;
  /** The signed-in system user with their permissions. */
  sysMe: Maybe<SystemUser>;
  /** The applets of the back office's menu that the administrator's permission groups may see. */
  sysMenuApps: Array<SysApp>;
  /** Every module, for building system templates. */
  sysModules: Array<Module>;
  sysMyApiTokens: Array<ApiToken>;
  sysMySessions: Array<Session>;
  sysNavigatorBoard: SysNavigatorBoard;
  sysOrders: OrderPage;
  sysPackages: PackagePage;
  /** Payment notifications and query answers, newest first (filters: Provider, Outcome, Source, OutTradeNo, OrderId). */
  sysPaymentNotifies: PaymentNotifyPage;
  sysProcessor: Processor;
  /**
   * Every processor, system ones and users'. Filters: Name, OwnerAccount, Kind (system or user), Status,
   * Id, OwnerId, ExeName, TimeoutSeconds, CreatedAt; query.deleted lists the recycle bin.
   */
  sysProcessors: ProcessorPage;
  /** Any project's tokens (the back office, User.ResourcePack.Read); a missing id DBDataNotExist. */
  sysProjectTokens: SysProjectTokens;
  sysResourcePacks: ResourcePackPage;
  sysSdfRecords: SdfPage;
  sysSequenceRecords: SequencePage;
  sysStorageUsage: StorageUsage;
  sysTaskResultMolecules: Array<ResultMoleculeFile>;
  sysTaskSequenceRecords: SequencePage;
  sysTemplate: WorkflowTemplate;
  sysTemplateVersion: TemplateVersion;
  sysTemplateVersions: Array<TemplateVersion>;
  sysTemplates: Array<WorkflowTemplate>;
  /** Every field definition (filter on Name, EnglishName, Kind, Status). */
  sysUserExtFields: UserExtFieldPage;
  /** Normal users with their values; query filters Id, Account, Name, Email, CreatedAt, fields the values. */
  sysUserExtInfo: UserExtInfoPage;
  systemUsers: SystemUserPage;
  /**
   * The molecule outputs of one of the caller's tasks (or only `output`), each with its record count and
   * records offset to offset + limit (at most 100).
   */
  taskResultMolecules: Array<ResultMoleculeFile>;
  /** Records of an SDF output of one of the caller's tasks, page by page (at most 100), drawn by RDKit. */
  taskSdfRecords: SdfPage;
  /** Records of one of the caller's task outputs (a sequence file), paged like sequenceRecords. */
  taskSequenceRecords: SequencePage;
  template: WorkflowTemplate;
  templateVersion: TemplateVersion;
  /** A template's versions, newest first (a system template offered to the caller, or their own). */
  templateVersions: Array<TemplateVersion>;
  /** System templates that are enabled, the caller's own and their projects'; with projectId, that project's only. */
  templates: Array<WorkflowTemplate>;
  tokenBalance: Scalars['Float']['output'];
  /** A pack's versions, newest first. */
  uiPackVersions: Array<UiPackVersion>;
  uiPacks: UiPackPage;
  /** How many of the signed-in user's notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Days: 1 to 366 (30 when omitted). */
  usageStatistics: UsageStatistics;
  user: Maybe<User>;
  /** The enabled fields, in order, for the registration form. */
  userExtFields: Array<UserExtField>;
  users: UserPage;
  /** The deployed version (the same as GET /VERSION). */
  version: Scalars['String']['output'];
  /** The live workers by pool, with their load and queue (also /api/sys/worker_pool/list). */
  workerPools: Array<WorkerPool>;
  /** The default covers; their images load for any signed-in user of either side. */
  workflowDefaultCovers: WorkflowDefaultCovers;
};


export type QueryBoardTrendsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCatalogueModuleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCatalogueModulesArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<QueryInput>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCmsFilesArgs = {
  library: CmsLibrary;
  query?: InputMaybe<QueryInput>;
};


export type QueryCmsTextsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryCompareSysTemplateVersionsArgs = {
  a: Scalars['ID']['input'];
  b: Scalars['ID']['input'];
};


export type QueryCompareTemplateVersionsArgs = {
  a: Scalars['ID']['input'];
  b: Scalars['ID']['input'];
};


export type QueryContainerImageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContainerImagesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryDataFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDataFilesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryDataFoldersArgs = {
  kind: DataFileKind;
};


export type QueryIdentityProviderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIdentityProvidersArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryImageTemplatesArgs = {
  kind: ImageTemplateKind;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobEstimateArgs = {
  input: JobInput;
};


export type QueryJobsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryLoginLogsArgs = {
  query?: InputMaybe<QueryInput>;
  side: Side;
};


export type QueryMapEntriesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryModuleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyFeedbackArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyInvoicesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyNotificationsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyOrdersArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyResourcePacksArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyWebhookDeliveriesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyWebhooksArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryPermGroupsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProcessorsArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProjectMembersArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryProjectWebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  projectId: Scalars['ID']['input'];
  webhookId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProjectWebhooksArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryPublicMapEntriesArgs = {
  mapLibraryName: Scalars['String']['input'];
};


export type QueryPublicModuleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicModulesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublicTextsArgs = {
  libraryName: Scalars['String']['input'];
};


export type QueryRechargeCardsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryRolesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySdfRecordsArgs = {
  fileId: Scalars['ID']['input'];
  filters?: InputMaybe<Array<SdfFilterInput>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SdfSortInput>;
};


export type QuerySequenceRecordsArgs = {
  fileId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySessionsArgs = {
  query?: InputMaybe<QueryInput>;
  side: Side;
};


export type QuerySignInProvidersArgs = {
  side: Side;
};


export type QueryStorageUsageArgs = {
  kind?: InputMaybe<DataFileKind>;
};


export type QuerySysAppsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysDataFilesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysDataFoldersArgs = {
  kind: DataFileKind;
};


export type QuerySysDesktopBuildsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysFeedbackArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysInvoicesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysJobArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySysJobsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysOrdersArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysPackagesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysPaymentNotifiesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySysProcessorsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysProjectTokensArgs = {
  projectId: Scalars['ID']['input'];
};


export type QuerySysResourcePacksArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysSdfRecordsArgs = {
  fileId: Scalars['ID']['input'];
  filters?: InputMaybe<Array<SdfFilterInput>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SdfSortInput>;
};


export type QuerySysSequenceRecordsArgs = {
  fileId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySysStorageUsageArgs = {
  kind: DataFileKind;
};


export type QuerySysTaskResultMoleculesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  output?: InputMaybe<Scalars['String']['input']>;
  taskId: Scalars['ID']['input'];
};


export type QuerySysTaskSequenceRecordsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  output: Scalars['String']['input'];
  seqLength?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  taskId: Scalars['ID']['input'];
};


export type QuerySysTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySysTemplateVersionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySysTemplateVersionsArgs = {
  templateId: Scalars['ID']['input'];
};


export type QuerySysUserExtFieldsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysUserExtInfoArgs = {
  fields?: InputMaybe<Array<ExtFieldFilterInput>>;
  query?: InputMaybe<QueryInput>;
};


export type QuerySystemUsersArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryTaskResultMoleculesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  output?: InputMaybe<Scalars['String']['input']>;
  taskId: Scalars['ID']['input'];
};


export type QueryTaskSdfRecordsArgs = {
  filters?: InputMaybe<Array<SdfFilterInput>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  output: Scalars['String']['input'];
  sort?: InputMaybe<SdfSortInput>;
  taskId: Scalars['ID']['input'];
};


export type QueryTaskSequenceRecordsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  output: Scalars['String']['input'];
  seqLength?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  taskId: Scalars['ID']['input'];
};


export type QueryTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTemplateVersionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTemplateVersionsArgs = {
  templateId: Scalars['ID']['input'];
};


export type QueryTemplatesArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUiPackVersionsArgs = {
  packId: Scalars['ID']['input'];
};


export type QueryUiPacksArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryUsageStatisticsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  query?: InputMaybe<QueryInput>;
};

/** The generic query body of spec §7, shared with REST query and query_page. */
export type QueryInput = {
  /** Include soft-removed rows (the recycle bin). */
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OrderByInput>>;
  where?: InputMaybe<Array<WhereGroupInput>>;
};

export type RechargeCard = {
  __typename?: 'RechargeCard';
  batch: Scalars['String']['output'];
  /** In groups of four. */
  cardNo: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When it was deleted (state deleted); null otherwise. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** The last moment it can be redeemed. */
  expiresAt: Scalars['DateTime']['output'];
  expiryMonths: Scalars['Int']['output'];
  grants: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  kind: PackageKind;
  note: Scalars['String']['output'];
  /** unused, used, expired or deleted */
  state: Scalars['String']['output'];
  usedAt: Maybe<Scalars['DateTime']['output']>;
  usedBy: Maybe<CommerceUser>;
};

export type RechargeCardBatch = {
  __typename?: 'RechargeCardBatch';
  batch: Scalars['String']['output'];
  cards: Array<RechargeCard>;
};

export type RechargeCardBatchInput = {
  count: Scalars['Int']['input'];
  expiresAt: Scalars['DateTime']['input'];
  expiryMonths: Scalars['Int']['input'];
  grants: Scalars['Float']['input'];
  kind: PackageKind;
  note?: InputMaybe<Scalars['String']['input']>;
};

export type RechargeCardPage = {
  __typename?: 'RechargeCardPage';
  list: Array<RechargeCard>;
  total: Scalars['Int']['output'];
};

export type RefundState =
  | 'failed'
  | 'processing'
  | 'success';

export type RegisterInput = {
  account: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** Extended info values by field id (when the Sys.User.ExtInfo switch is on; see userExtFields). */
  extInfo?: InputMaybe<Scalars['JSON']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  userType?: InputMaybe<Scalars['String']['input']>;
};

export type RerunResult = {
  __typename?: 'RerunResult';
  /** The new job. */
  job: Job;
  /** Tasks created done from an earlier run's outputs, charged 0 tokens. */
  reused: Array<ReusedTask>;
};

/** What a user holds from an order, a card or a credit of the back office. */
export type ResourcePack = {
  __typename?: 'ResourcePack';
  active: Scalars['Boolean']['output'];
  /** GB (storage) or tokens in all. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: PackageKind;
  note: Scalars['String']['output'];
  /** The project it belongs to (bought for it or redeemed into it); null for the holder's own. */
  projectId: Maybe<Scalars['ID']['output']>;
  /**
   * That project's name, wherever the pack itself is read (the holder's own list, the back office's with
   * User.ResourcePack.Read); null for the holder's own pack and once the project is deleted.
   */
  projectName: Maybe<Scalars['String']['output']>;
  /** Running jobs in all (storage packs). */
  runningJobs: Scalars['Int']['output'];
  /** order, card or admin */
  source: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** The holder (back office only; null in the holder's own list). */
  user: Maybe<CommerceUser>;
  /** Workflow storage GB in all (storage packs). */
  workflowStorageGb: Scalars['Float']['output'];
};

export type ResourcePackPage = {
  __typename?: 'ResourcePackPage';
  list: Array<ResourcePack>;
  total: Scalars['Int']['output'];
};

/** A molecule output of a task (workflow_job_task_result_molecule): SDF, SD, MOL, MOL2 or XYZ. */
export type ResultMoleculeFile = {
  __typename?: 'ResultMoleculeFile';
  error: Maybe<Scalars['String']['output']>;
  output: Scalars['String']['output'];
  records: Array<ResultMoleculeRecord>;
  size: Scalars['Float']['output'];
  /** Records in the output (0 when it could not be read: see error). */
  total: Scalars['Int']['output'];
};

export type ResultMoleculeRecord = {
  __typename?: 'ResultMoleculeRecord';
  error: Maybe<Scalars['String']['output']>;
  inChi: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  /** For read_result_molecule_file: <output>/<record number from 1>. */
  molFileId: Scalars['String']['output'];
  molSvg: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  smiles: Maybe<Scalars['String']['output']>;
};

export type ReusedTask = {
  __typename?: 'ReusedTask';
  fromJobId: Scalars['ID']['output'];
  /** The task whose run was reused, and its job. */
  fromTaskId: Scalars['ID']['output'];
  key: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  groups: Array<PermGroup>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  remark: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
};

export type RoleInput = {
  groupIds: Array<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

export type RolePage = {
  __typename?: 'RolePage';
  list: Array<Role>;
  total: Scalars['Int']['output'];
};

export type SdfFilterInput = {
  field: Scalars['String']['input'];
  op: SdfFilterOp;
  value?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How an SDF filter compares a field's value: numbers when both the value and the filter's value are
 * plain decimal numbers, otherwise text (contains ignores case). blank and notBlank take no value.
 */
export type SdfFilterOp =
  | 'blank'
  | 'contains'
  | 'eq'
  | 'ge'
  | 'gt'
  | 'le'
  | 'lt'
  | 'ne'
  | 'notBlank';

export type SdfPage = {
  __typename?: 'SdfPage';
  records: Array<SdfRecord>;
  total: Scalars['Int']['output'];
};

export type SdfRecord = {
  __typename?: 'SdfRecord';
  /** Field names in file order. */
  attrOrder: Array<Scalars['String']['output']>;
  /** Field name to value. */
  attrs: Scalars['JSON']['output'];
  endLine: Scalars['Int']['output'];
  /** Why RDKit could not read the record (it is kept, not dropped). */
  error: Maybe<Scalars['String']['output']>;
  inChi: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  /**
   * The record's molfile; empty past 256 KiB, or past 1 MiB of molfile text in the page: the record is then
   * read alone (REST sdf_molfile or read_result_molecule_file).
   */
  mol: Scalars['String']['output'];
  molSvg: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  smiles: Maybe<Scalars['String']['output']>;
  startLine: Scalars['Int']['output'];
};

/** A field of the records ("name" is the record's title line; any other name a > <Field> block). */
export type SdfSortInput = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
};

/**
 * A feature or primer of a sequence record. start is 0-based and end exclusive (Biopython's
 * FeatureLocation); end <= start on a circular record: the feature wraps the origin. A location that
 * does not fit the sequence is kept as written, with a warning.
 */
export type SequenceFeature = {
  __typename?: 'SequenceFeature';
  color: Maybe<Scalars['String']['output']>;
  /** The last part's end. */
  end: Scalars['Int']['output'];
  /** The parts of a join() or order() in the file's order; one part for a plain span. */
  locations: Array<SequenceLocation>;
  name: Scalars['String']['output'];
  /** Qualifiers: name to a list of values (all of them, /label included). */
  notes: Scalars['JSON']['output'];
  /** The first part's start. */
  start: Scalars['Int']['output'];
  /** 1 forward, -1 reverse. */
  strand: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  warnings: Array<SequenceWarning>;
};

/** The format a sequence file was read as (docs/viewers.md). */
export type SequenceFormat =
  | 'fasta'
  | 'genbank'
  | 'snapgene'
  | 'weseq';

/** One part of a feature's location: start 0-based, end exclusive. */
export type SequenceLocation = {
  __typename?: 'SequenceLocation';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type SequenceMoleculeType =
  | 'DNA'
  | 'RNA'
  | 'protein';

export type SequencePage = {
  __typename?: 'SequencePage';
  format: SequenceFormat;
  records: Array<SequenceRecord>;
  /** Records in the file. */
  total: Scalars['Int']['output'];
};

export type SequenceRecord = {
  __typename?: 'SequenceRecord';
  description: Scalars['String']['output'];
  featureTotal: Scalars['Int']['output'];
  /** At most 10,000 of the record's features (featureTotal counts them all). */
  features: Array<SequenceFeature>;
  /** G+C over A+C+G+T+S+W+U (Biopython's gc_fraction); null for proteins. */
  gcContent: Maybe<Scalars['Float']['output']>;
  id: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  moleculeType: SequenceMoleculeType;
  name: Scalars['String']['output'];
  /** Primers (GenBank primer_bind features, SnapGene primers). */
  primers: Array<SequenceFeature>;
  /** seqLength letters of the sequence from seqOffset. */
  sequence: Scalars['String']['output'];
  /** Where sequence starts in the record's sequence. */
  sequenceOffset: Scalars['Int']['output'];
  topology: SequenceTopology;
  /** Warnings about the record itself (each feature lists its own). */
  warnings: Array<SequenceWarning>;
};

export type SequenceTopology =
  | 'circular'
  | 'linear';

/**
 * Something the reader kept as the file gives it but the user should know: the data is never moved
 * to make it fit.
 */
export type SequenceWarning = {
  __typename?: 'SequenceWarning';
  code: SequenceWarningCode;
  detail: Scalars['String']['output'];
};

/** Why a reader warns about a feature or a record (docs/viewers.md). */
export type SequenceWarningCode =
  /** A part ends before it starts (detail: start..end) on a linear record. */
  | 'backwardsOnLinear'
  /** A part of the feature's location (detail: 1-based start..end as written) does not fit the sequence. */
  | 'outsideSequence'
  /** A message of the file's parser (detail, in English). */
  | 'parser';

export type Session = {
  __typename?: 'Session';
  account: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** True for the session that made this request. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  side: Side;
  userAgent: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type SessionPage = {
  __typename?: 'SessionPage';
  list: Array<Session>;
  total: Scalars['Int']['output'];
};

export type ShowConfigWeb = {
  __typename?: 'ShowConfigWeb';
  InitShow: InitShow;
  Lang: Lang;
  LeftMenuBarCollapse: Scalars['Boolean']['output'];
};

export type ShowConfigWebInput = {
  InitShow: InitShow;
  Lang: Lang;
  LeftMenuBarCollapse: Scalars['Boolean']['input'];
};

export type Side =
  | 'sys'
  | 'user';

/** An identity provider as a sign-in page shows it: names only. */
export type SignInProvider = {
  __typename?: 'SignInProvider';
  id: Scalars['ID']['output'];
  kind: IdentityProviderKind;
  name: Scalars['String']['output'];
  /** Where the browser goes to sign in (OIDC); null for LDAP, which signs in with ldapLogin. */
  startUrl: Maybe<Scalars['String']['output']>;
};

/** A day's storage in bytes: the day's last sample, or the last before it; null before the first. */
export type StorageDay = {
  __typename?: 'StorageDay';
  day: Scalars['String']['output'];
  storageQuota: Maybe<Scalars['Float']['output']>;
  storageUsed: Maybe<Scalars['Float']['output']>;
  workflowStorageQuota: Maybe<Scalars['Float']['output']>;
  workflowStorageUsed: Maybe<Scalars['Float']['output']>;
};

export type StorageUsage = {
  __typename?: 'StorageUsage';
  /** Null for administrators' views of shared kinds. */
  quota: Maybe<Scalars['Float']['output']>;
  used: Scalars['Float']['output'];
};

/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. The feeds follow the projects'
 * visibility rule, like the queries: a job or task the caller cannot read (another user's, not of one of
 * their projects) answers DBDataNotExist, and a feed of a job or task that stops being theirs to read (a
 * removal from the project, the job moved out) ends with DBDataNotExist.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** The job now, then again whenever its state or one of its tasks changes (progress, tokens). */
  jobChanged: Job;
  /**
   * The active jobs the caller reads now (preprocessing, pending, running or waiting; their own and those
   * of the projects where they are an accepted member), then any job the caller reads whenever its state
   * or one of its tasks changes (a new job, or one moved into such a project, included).
   */
  jobsChanged: Job;
  /** A task of the job whenever its state changes. */
  taskChanged: Task;
  /** New text of a task's stdout and stderr while it runs (one stream when `stream` is given). */
  taskLog: LogChunk;
  /** The caller's count of unread notifications now, then again whenever it changes (the bell's count). */
  unreadNotificationCountChanged: Scalars['Int']['output'];
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. The feeds follow the projects'
 * visibility rule, like the queries: a job or task the caller cannot read (another user's, not of one of
 * their projects) answers DBDataNotExist, and a feed of a job or task that stops being theirs to read (a
 * removal from the project, the job moved out) ends with DBDataNotExist.
 */
export type SubscriptionJobChangedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. The feeds follow the projects'
 * visibility rule, like the queries: a job or task the caller cannot read (another user's, not of one of
 * their projects) answers DBDataNotExist, and a feed of a job or task that stops being theirs to read (a
 * removal from the project, the job moved out) ends with DBDataNotExist.
 */
export type SubscriptionTaskChangedArgs = {
  jobId: Scalars['ID']['input'];
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. The feeds follow the projects'
 * visibility rule, like the queries: a job or task the caller cannot read (another user's, not of one of
 * their projects) answers DBDataNotExist, and a feed of a job or task that stops being theirs to read (a
 * removal from the project, the job moved out) ends with DBDataNotExist.
 */
export type SubscriptionTaskLogArgs = {
  stream?: InputMaybe<LogStream>;
  taskId: Scalars['ID']['input'];
};

/** A system applet (Sys.App switch). */
export type SysApp = {
  __typename?: 'SysApp';
  createdAt: Scalars['DateTime']['output'];
  englishName: Scalars['String']['output'];
  /** Back office only: the permission groups that see a back-office applet (empty: every administrator). */
  groupIds: Array<Scalars['ID']['output']>;
  /** A Semantic UI icon name, or empty. */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: AppKind;
  name: Scalars['String']['output'];
  side: AppSide;
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
  /** An SVG icon (shown as an image, never inline), or empty. */
  svgIcon: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Where the applet opens: the bundle's sandboxed page (/api/sandbox/...) or the outside link; empty before a bundle is uploaded. */
  url: Scalars['String']['output'];
};

export type SysAppInput = {
  englishName: Scalars['String']['input'];
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  icon?: InputMaybe<Scalars['String']['input']>;
  kind: AppKind;
  link?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  side?: InputMaybe<AppSide>;
  svgIcon?: InputMaybe<Scalars['String']['input']>;
};

export type SysAppPage = {
  __typename?: 'SysAppPage';
  list: Array<SysApp>;
  total: Scalars['Int']['output'];
};

/** Any user's job, as the back office sees it. */
export type SysJob = {
  __typename?: 'SysJob';
  /** Download address of the job's Workflow Run RO-Crate in the back office (Workflow.Job.Read). */
  crateUrl: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Set when the job is in the recycle bin. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  doneCount: Scalars['Int']['output'];
  emailNotify: Scalars['Boolean']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The owner's account. */
  ownerAccount: Scalars['String']['output'];
  ownerId: Scalars['ID']['output'];
  /** Done tasks out of all tasks. */
  progress: Scalars['Float']['output'];
  state: TaskState;
  /** Labels set at submit (searchable: the Tags field of sysJobs(query), LIKE). */
  tags: Array<Scalars['String']['output']>;
  taskCount: Scalars['Int']['output'];
  tasks: Array<SysTask>;
  /** Tokens charged for all its tasks and runs, less refunds (from the ledger). */
  tokens: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SysJobPage = {
  __typename?: 'SysJobPage';
  list: Array<SysJob>;
  total: Scalars['Int']['output'];
};

/** The board document for the back-office editor. */
export type SysNavigatorBoard = {
  __typename?: 'SysNavigatorBoard';
  /** The default board (the demo template, modules and data), what reset brings back. */
  defaultDocument: Scalars['JSON']['output'];
  /**
   * {Sections: [{Name: {zh-CN, en-US}, Description?, Items: [{Kind: module|template|dataset|link,
   * ModuleId | TemplateId | DataKind, Folder | Url, Label?}]}]}
   */
  document: Scalars['JSON']['output'];
  modules: Array<NavigatorModuleChoice>;
  /** False while no board is saved: the default one applies. */
  saved: Scalars['Boolean']['output'];
  templates: Array<NavigatorTemplateChoice>;
};

/** A system user's own profile: sys_users keeps name, e-mail and phone only. */
export type SysProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A project's tokens as the back office sees them. */
export type SysProjectTokens = {
  __typename?: 'SysProjectTokens';
  available: Scalars['Float']['output'];
  balance: Scalars['Float']['output'];
  held: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Its owners' accounts. */
  owners: Array<Scalars['String']['output']>;
  projectId: Scalars['ID']['output'];
};

/** A task of any user's job, as the back office sees it. */
export type SysTask = {
  __typename?: 'SysTask';
  /** Set for an approval step (issue 28 item 6); null for other tasks. */
  approval: Maybe<TaskApproval>;
  /** Argument values: a file is {dataFileId} or {task, output}. */
  args: Scalars['JSON']['output'];
  /** Tokens the ledger charged for the current run. */
  charged: Scalars['Float']['output'];
  cpuMs: Scalars['Float']['output'];
  dependsOn: Array<Scalars['String']['output']>;
  exitCode: Maybe<Scalars['Int']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** The module's method; null: its first (or only) method, and for processor tasks. */
  method: Maybe<Scalars['String']['output']>;
  /** Null for a processor task. */
  module: Maybe<Module>;
  outputs: Array<TaskOutputFile>;
  /** Null for a module task. */
  processor: Maybe<Processor>;
  reason: Maybe<Scalars['String']['output']>;
  /** The current run was charged and not refunded yet. */
  refundable: Scalars['Boolean']['output'];
  /** Tokens the ledger gave back for the current run. */
  refunded: Scalars['Float']['output'];
  run: Scalars['Int']['output'];
  startedAt: Maybe<Scalars['DateTime']['output']>;
  state: TaskState;
  stderrUrl: Maybe<Scalars['String']['output']>;
  /** Back-office read of the log (/api/sys/workflow_job_tasks/read_file). */
  stdoutUrl: Maybe<Scalars['String']['output']>;
  /** Tokens the current run cost. */
  tokens: Scalars['Float']['output'];
  wallMs: Scalars['Float']['output'];
};

export type SysTaskRefund = {
  __typename?: 'SysTaskRefund';
  /** Tokens given back by this call (0 when the run was not charged or was refunded before). */
  refunded: Scalars['Float']['output'];
  task: SysTask;
};

export type SystemUser = {
  __typename?: 'SystemUser';
  account: Scalars['String']['output'];
  avatarUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** True once the system user activated this e-mail with a code sent to it. */
  emailStatus: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** Every permission the user holds through enabled roles and groups. */
  permissions: Array<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  phoneStatus: Scalars['Boolean']['output'];
  roles: Array<Role>;
  /** Live sessions of this system user. */
  sessions: Array<Session>;
  status: EntityStatus;
};

export type SystemUserCreateInput = {
  account: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  roleIds: Array<Scalars['ID']['input']>;
};

export type SystemUserPage = {
  __typename?: 'SystemUserPage';
  list: Array<SystemUser>;
  total: Scalars['Int']['output'];
};

export type SystemUserUpdateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Task = {
  __typename?: 'Task';
  /** Set for an approval step (it runs nothing and waits for a person's decision); null for other tasks. */
  approval: Maybe<TaskApproval>;
  /** Argument values: a file is {dataFileId} or {task, output}. */
  args: Scalars['JSON']['output'];
  cpuMs: Scalars['Float']['output'];
  dependsOn: Array<Scalars['String']['output']>;
  exitCode: Maybe<Scalars['Int']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** The module's method; null: its first (or only) method, and for processor tasks. */
  method: Maybe<Scalars['String']['output']>;
  /** Null for a processor task. */
  module: Maybe<Module>;
  outputs: Array<TaskOutputFile>;
  /** Null for a module task. */
  processor: Maybe<Processor>;
  /** Pending tasks of all users claimed before this one (at most 10000); null when it is not pending. */
  queuePosition: Maybe<Scalars['Int']['output']>;
  /**
   * Why the task aborted; for a done task, the note it left for the user (its last stdout line starting
   * with "note: ", e.g. that its result is empty), or null.
   */
  reason: Maybe<Scalars['String']['output']>;
  /** Null unless the task is done and its module names a result-view UI pack with an active version. */
  resultView: Maybe<TaskResultView>;
  reusedFromJobId: Maybe<Scalars['ID']['output']>;
  /** The task whose outputs this one reused (rerun of failed tasks), and its job; null for a task that ran. */
  reusedFromTaskId: Maybe<Scalars['ID']['output']>;
  run: Scalars['Int']['output'];
  startedAt: Maybe<Scalars['DateTime']['output']>;
  state: TaskState;
  stderrUrl: Maybe<Scalars['String']['output']>;
  stdoutUrl: Maybe<Scalars['String']['output']>;
  tokens: Scalars['Float']['output'];
  wallMs: Scalars['Float']['output'];
};

/** A task's approval step, when it times out while it waits, and its decision once made. */
export type TaskApproval = {
  __typename?: 'TaskApproval';
  /** Whether the caller may decide it now: it waits and the step names them (a Task: the front end's signed-in user by owner or project role; a SysTask: the back office's user by permission). */
  canDecide: Scalars['Boolean']['output'];
  /** Set while it waits. */
  deadline: Maybe<Scalars['DateTime']['output']>;
  decision: Maybe<ApprovalDecision>;
  step: ApprovalStep;
};

export type TaskArgsInput = {
  args: Scalars['JSON']['input'];
  key: Scalars['String']['input'];
  /** A new method for the task; absent: it keeps its method. */
  method?: InputMaybe<Scalars['String']['input']>;
};

export type TaskEstimate = {
  __typename?: 'TaskEstimate';
  basis: EstimateBasis;
  discount: Scalars['Float']['output'];
  /** Bytes of the task's data-file inputs; null when an input comes from an upstream task. */
  inputBytes: Maybe<Scalars['Float']['output']>;
  key: Scalars['String']['output'];
  medianCpuMs: Maybe<Scalars['Float']['output']>;
  method: Maybe<Scalars['String']['output']>;
  module: Maybe<Module>;
  ownMedianCpuMs: Maybe<Scalars['Float']['output']>;
  ownRuns: Scalars['Int']['output'];
  p25CpuMs: Maybe<Scalars['Float']['output']>;
  p75CpuMs: Maybe<Scalars['Float']['output']>;
  /** Tokens per CPU-second (the price times the calc-metric multiplier) and the discount applied. */
  price: Scalars['Float']['output'];
  processor: Maybe<Processor>;
  /** Runs the figures come from (at most the newest 200), and how many of them are the caller's. */
  runs: Scalars['Int']['output'];
  /** Fewer than 5 runs: the figures are a rough guide. */
  thin: Scalars['Boolean']['output'];
  /** Tokens at the median CPU time, and the range at the 25th and 75th percentiles; null without history. */
  tokens: Maybe<Scalars['Float']['output']>;
  tokensHigh: Maybe<Scalars['Float']['output']>;
  tokensLow: Maybe<Scalars['Float']['output']>;
};

export type TaskInput = {
  /** An approval step instead of a module or processor (then neither moduleId nor processorId). */
  approval?: InputMaybe<ApprovalStepInput>;
  args: Scalars['JSON']['input'];
  dependsOn?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The task's name in the job; links refer to it. */
  key: Scalars['String']['input'];
  /** The module's method; absent: its first one (JobTaskArgsError for an unknown one). */
  method?: InputMaybe<Scalars['String']['input']>;
  /** Exactly one of moduleId and processorId. */
  moduleId?: InputMaybe<Scalars['ID']['input']>;
  processorId?: InputMaybe<Scalars['ID']['input']>;
};

export type TaskOutputFile = {
  __typename?: 'TaskOutputFile';
  downloadUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Inline read of the output (Range supported). */
  readUrl: Scalars['String']['output'];
  /** SHA-256 of the bytes (hex), as the download's ETag. */
  sha256: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

/** What a finished task's custom view shows: its module's result-view pack and the outputs it may see. */
export type TaskResultView = {
  __typename?: 'TaskResultView';
  outputs: Array<TaskViewOutput>;
  /** The result-view pack's active version (/api/sandbox/...). */
  url: Scalars['String']['output'];
};

export type TaskState =
  | 'abort'
  | 'cancel'
  | 'doing'
  | 'done'
  | 'pending'
  | 'prePending'
  /** An approval step waiting for a person's decision; a job waits while one waits and no task runs. */
  | 'waiting';

/** One output as a result-view pack sees it (docs/apps.md). */
export type TaskViewOutput = {
  __typename?: 'TaskViewOutput';
  /** The module's declared format of the output, else its extension (lower case), else empty. */
  format: Scalars['String']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  /** The UTF-8 contents of a text output, while all of them stay within 1 MiB; null otherwise. */
  text: Maybe<Scalars['String']['output']>;
};

/** An argument whose value differs; null before or after: not set on that side. */
export type TemplateArgChange = {
  __typename?: 'TemplateArgChange';
  after: Maybe<Scalars['JSON']['output']>;
  before: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
};

/** An edge of the graph: the task 'to' waits for (or takes an output of) the task 'from'. */
export type TemplateEdge = {
  __typename?: 'TemplateEdge';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type TemplateInput = {
  docs?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  nodes: Array<TemplateNodeInput>;
  /** What this save changed (at most 500 characters), kept with the version it writes. */
  note?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

export type TemplateMethodChange = {
  __typename?: 'TemplateMethodChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
};

/**
 * A node of a workflow: one task running a module or a processor. File arguments are
 * {dataFileId} or {task, output} (a link from an upstream node's output).
 */
export type TemplateNode = {
  __typename?: 'TemplateNode';
  /** An approval step (no module, no processor): it waits for a person's decision. */
  approval: Maybe<ApprovalStep>;
  args: Scalars['JSON']['output'];
  dependsOn: Array<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** The module's method; null: its first one. */
  method: Maybe<Scalars['String']['output']>;
  /** Null when the module is gone or no longer visible to the caller. */
  module: Maybe<Module>;
  moduleId: Maybe<Scalars['ID']['output']>;
  processor: Maybe<Processor>;
  processorId: Maybe<Scalars['ID']['output']>;
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type TemplateNodeChange = {
  __typename?: 'TemplateNodeChange';
  /** An approval step's settings that differ (title, instructions, owner, permission, projectRole, timeoutMinutes, onTimeout). */
  approval: Array<TemplateArgChange>;
  args: Array<TemplateArgChange>;
  key: Scalars['String']['output'];
  method: Maybe<TemplateMethodChange>;
  /** Its place on the canvas changed. */
  moved: Scalars['Boolean']['output'];
  /** Set when the node runs another module or processor. */
  unit: Maybe<TemplateNodeUnitChange>;
};

export type TemplateNodeInput = {
  /** An approval step: the job waits here for a person's decision. */
  approval?: InputMaybe<ApprovalStepInput>;
  args: Scalars['JSON']['input'];
  dependsOn?: InputMaybe<Array<Scalars['String']['input']>>;
  key: Scalars['String']['input'];
  /** The module's method; absent: its first one. */
  method?: InputMaybe<Scalars['String']['input']>;
  /** Exactly one of moduleId, processorId and approval. */
  moduleId?: InputMaybe<Scalars['ID']['input']>;
  processorId?: InputMaybe<Scalars['ID']['input']>;
  x?: InputMaybe<Scalars['Float']['input']>;
  y?: InputMaybe<Scalars['Float']['input']>;
};

export type TemplateNodeSummary = {
  __typename?: 'TemplateNodeSummary';
  key: Scalars['String']['output'];
  method: Maybe<Scalars['String']['output']>;
  moduleId: Maybe<Scalars['ID']['output']>;
  processorId: Maybe<Scalars['ID']['output']>;
};

export type TemplateNodeUnit = {
  __typename?: 'TemplateNodeUnit';
  moduleId: Maybe<Scalars['ID']['output']>;
  processorId: Maybe<Scalars['ID']['output']>;
};

export type TemplateNodeUnitChange = {
  __typename?: 'TemplateNodeUnitChange';
  after: TemplateNodeUnit;
  before: TemplateNodeUnit;
};

/** A module or processor whose version differs; before null: newly used, after null: no longer used. */
export type TemplateUnitChange = {
  __typename?: 'TemplateUnitChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An immutable version of a workflow template: every save writes one, numbered 1, 2, ... */
export type TemplateVersion = {
  __typename?: 'TemplateVersion';
  /** Who saved it: null for a system template read by a user, and for seeded versions. */
  authorAccount: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The template's name when it was saved. */
  name: Scalars['String']['output'];
  nodes: Array<TemplateNode>;
  note: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  templateId: Scalars['ID']['output'];
  units: Array<TemplateVersionUnit>;
};

/** The differences from the older version (from) to the newer one (to). */
export type TemplateVersionDiff = {
  __typename?: 'TemplateVersionDiff';
  edgesAdded: Array<TemplateEdge>;
  edgesRemoved: Array<TemplateEdge>;
  from: TemplateVersion;
  nodesAdded: Array<TemplateNodeSummary>;
  nodesChanged: Array<TemplateNodeChange>;
  nodesRemoved: Array<TemplateNodeSummary>;
  to: TemplateVersion;
  units: Array<TemplateUnitChange>;
};

/** A module or processor a template version uses, at the version it had (its last change). */
export type TemplateVersionUnit = {
  __typename?: 'TemplateVersionUnit';
  id: Scalars['ID']['output'];
  /** The module's key (empty for processors). */
  key: Scalars['String']['output'];
  /** module or processor. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When the unit was last changed before the version was saved (ISO time): its version. */
  version: Scalars['String']['output'];
};

/** A developers' UI pack: versioned front-end bundles (Dev permission). */
export type UiPack = {
  __typename?: 'UiPack';
  activeVersionId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  remark: Scalars['String']['output'];
};

export type UiPackInput = {
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

export type UiPackPage = {
  __typename?: 'UiPackPage';
  list: Array<UiPack>;
  total: Scalars['Int']['output'];
};

export type UiPackVersion = {
  __typename?: 'UiPackVersion';
  activatedAt: Maybe<Scalars['DateTime']['output']>;
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  packId: Scalars['ID']['output'];
  totalSize: Scalars['Float']['output'];
  /** The version's sandboxed page. */
  url: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type UsageDay = {
  __typename?: 'UsageDay';
  /** Tokens added that day (grants, packs, cards, check-ins, refunds), transfers aside. */
  credited: Scalars['Float']['output'];
  day: Scalars['String']['output'];
  /** Tokens spent that day (charges, lapses), transfers aside. */
  spent: Scalars['Float']['output'];
  /** Tokens the user moved back from their projects that day. */
  transferredIn: Scalars['Float']['output'];
  /** Tokens the user moved into their projects that day (not spent: they are the project's). */
  transferredOut: Scalars['Float']['output'];
};

export type UsageStatistics = {
  __typename?: 'UsageStatistics';
  /** Tokens credited and spent per day (UTC), oldest first. */
  daily: Array<UsageDay>;
  runningJobLimit: Scalars['Int']['output'];
  /** Unfinished jobs now and how many may be unfinished at once. */
  runningJobs: Scalars['Int']['output'];
  /** Storage used against the quota per day (UTC), oldest first. */
  storageDaily: Array<StorageDay>;
  storageQuota: Scalars['Float']['output'];
  storageUsed: Scalars['Float']['output'];
  tokenBalance: Scalars['Float']['output'];
  workflowStorageQuota: Scalars['Float']['output'];
  /** Bytes of the results of the user's jobs (outputs and logs) and the workflow storage quota. */
  workflowStorageUsed: Scalars['Float']['output'];
};

export type User = {
  __typename?: 'User';
  account: Scalars['String']['output'];
  address: Scalars['String']['output'];
  avatarUrl: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  email: Maybe<Scalars['String']['output']>;
  emailStatus: Scalars['Boolean']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  phoneStatus: Scalars['Boolean']['output'];
  realName: Scalars['String']['output'];
  /** Live sessions of this user (back office only). */
  sessions: Array<Session>;
  site: Scalars['String']['output'];
  status: EntityStatus;
  userType: Scalars['String']['output'];
};

export type UserCreateInput = {
  account: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  userType?: InputMaybe<Scalars['String']['input']>;
};

/** A profile field defined by the administrators; users fill the enabled ones. */
export type UserExtField = {
  __typename?: 'UserExtField';
  /** The choices of a single or multiple choice field (empty for the other kinds). */
  choices: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  englishName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: ExtFieldKind;
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  sortOrder: Scalars['Int']['output'];
  status: EntityStatus;
};

export type UserExtFieldInput = {
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  englishName: Scalars['String']['input'];
  kind: ExtFieldKind;
  name: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserExtFieldPage = {
  __typename?: 'UserExtFieldPage';
  list: Array<UserExtField>;
  total: Scalars['Int']['output'];
};

export type UserExtFieldUpdateInput = {
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  englishName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A normal user with their extended info (back office). */
export type UserExtInfo = {
  __typename?: 'UserExtInfo';
  account: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  /** Values by field id. */
  values: Scalars['JSON']['output'];
};

export type UserExtInfoPage = {
  __typename?: 'UserExtInfoPage';
  list: Array<UserExtInfo>;
  total: Scalars['Int']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  list: Array<User>;
  total: Scalars['Int']['output'];
};

export type UserUpdateInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  realName?: InputMaybe<Scalars['String']['input']>;
  site?: InputMaybe<Scalars['String']['input']>;
  userType?: InputMaybe<Scalars['String']['input']>;
};

/** An approval step waiting for the caller's decision. */
export type WaitingApproval = {
  __typename?: 'WaitingApproval';
  jobId: Scalars['ID']['output'];
  jobName: Scalars['String']['output'];
  ownerAccount: Scalars['String']['output'];
  task: Task;
  /** When the step started waiting (its deadline less its timeout). */
  waitingSince: Scalars['DateTime']['output'];
};

/** An endpoint of the signed-in user that receives notifications as signed JSON POSTs. */
export type Webhook = {
  __typename?: 'Webhook';
  createdAt: Scalars['DateTime']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The notification kinds it receives. */
  kinds: Array<NotificationKind>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** One notification (or ping) sent to a webhook: its attempts and the endpoint's last answer. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  durationMs: Maybe<Scalars['Int']['output']>;
  error: Maybe<Scalars['String']['output']>;
  /** A notification kind, or ping. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When it is tried again (pending only). */
  nextAt: Maybe<Scalars['DateTime']['output']>;
  /** The JSON sent as data. */
  payload: Scalars['JSON']['output'];
  /** The endpoint's last HTTP status (null: no answer). */
  responseStatus: Maybe<Scalars['Int']['output']>;
  state: WebhookDeliveryState;
  webhookId: Scalars['ID']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  list: Array<WebhookDelivery>;
  total: Scalars['Int']['output'];
};

export type WebhookDeliveryState =
  | 'failed'
  | 'pending'
  | 'sent';

export type WebhookInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  kinds: Array<NotificationKind>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type WebhookPage = {
  __typename?: 'WebhookPage';
  list: Array<Webhook>;
  total: Scalars['Int']['output'];
};

/** A webhook with its signing secret, answered only when it is made or its secret rotated. */
export type WebhookWithSecret = {
  __typename?: 'WebhookWithSecret';
  /** The HMAC-SHA256 key of the X-Crucible-Signature header. */
  secret: Scalars['String']['output'];
  webhook: Webhook;
};

export type WhereGroupInput = {
  /** How this group joins the group before it. */
  logic?: InputMaybe<Logic>;
  values: Array<WhereValueInput>;
};

/** One condition of the generic query body (spec §7): Name is the spec's PascalCase field name. */
export type WhereValueInput = {
  /** How this condition joins the one before it in its group. */
  logic?: InputMaybe<Logic>;
  name: Scalars['String']['input'];
  /** =, !=, >, <, >=, <=, LIKE, BLANK, NOTBLANK */
  symbol?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** Live workers that offer the same labels, with their load and the queue they could take. */
export type WorkerPool = {
  __typename?: 'WorkerPool';
  cpus: Scalars['Int']['output'];
  labels: Array<Scalars['String']['output']>;
  memoryMb: Scalars['Int']['output'];
  /** The labels joined with +, or default. */
  name: Scalars['String']['output'];
  /** Pending tasks whose module and image need no label the pool lacks. */
  queued: Scalars['Int']['output'];
  /** Tasks running under the pool's workers. */
  running: Scalars['Int']['output'];
  workers: Array<PoolWorker>;
};

/** The covers shown for modules and workflow templates that have none of their own (spec §7 workflow_default_cover). */
export type WorkflowDefaultCovers = {
  __typename?: 'WorkflowDefaultCovers';
  /** The module-cover template chosen as the default, if any. */
  moduleCoverTemplateId: Maybe<Scalars['ID']['output']>;
  moduleCoverUrl: Maybe<Scalars['String']['output']>;
  /** The workflow-template-cover template chosen as the default, if any. */
  templateCoverTemplateId: Maybe<Scalars['ID']['output']>;
  templateCoverUrl: Maybe<Scalars['String']['output']>;
};

export type WorkflowTemplate = {
  __typename?: 'WorkflowTemplate';
  coverUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Markdown. */
  docs: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** system (published by the back office) or user (the caller's own). */
  kind: Scalars['String']['output'];
  mine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nodes: Array<TemplateNode>;
  ownerAccount: Maybe<Scalars['String']['output']>;
  /** The project sharing it (issue 28 item 2); null: not shared. */
  projectId: Maybe<Scalars['ID']['output']>;
  status: EntityStatus;
  summary: Scalars['String']['output'];
  /** The task names, in dependency order. */
  taskNames: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminCreditInput: AdminCreditInput;
  ApiToken: ResolverTypeWrapper<ApiTokenRow>;
  ApiTokenCreated: ResolverTypeWrapper<Omit<ApiTokenCreated, 'token'> & { token: ResolversTypes['ApiToken'] }>;
  AppKind: AppKind;
  AppSide: AppSide;
  ApprovalDecision: ResolverTypeWrapper<ApprovalDecision>;
  ApprovalStep: ResolverTypeWrapper<ApprovalStep>;
  ApprovalStepInput: ApprovalStepInput;
  AvatarTemplate: ResolverTypeWrapper<AvatarTemplate>;
  BoardCounts: ResolverTypeWrapper<BoardCounts>;
  BoardTrendDay: ResolverTypeWrapper<BoardTrendDay>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalcMetricConfig: ResolverTypeWrapper<CalcMetricConfig>;
  CalcMetricConfigInput: CalcMetricConfigInput;
  CheckInState: ResolverTypeWrapper<CheckInState>;
  CmsFile: ResolverTypeWrapper<CmsFileRow>;
  CmsFilePage: ResolverTypeWrapper<Omit<CmsFilePage, 'list'> & { list: Array<ResolversTypes['CmsFile']> }>;
  CmsLibrary: CmsLibrary;
  CmsText: ResolverTypeWrapper<CmsTextRow>;
  CmsTextInput: CmsTextInput;
  CmsTextPage: ResolverTypeWrapper<Omit<CmsTextPage, 'list'> & { list: Array<ResolversTypes['CmsText']> }>;
  CommerceUser: ResolverTypeWrapper<CommerceUser>;
  ContactKind: ContactKind;
  ContainerImage: ResolverTypeWrapper<ContainerImageRow>;
  ContainerImageBuildSource: ContainerImageBuildSource;
  ContainerImageBuildState: ContainerImageBuildState;
  ContainerImageInput: ContainerImageInput;
  ContainerImagePage: ResolverTypeWrapper<Omit<ContainerImagePage, 'list'> & { list: Array<ResolversTypes['ContainerImage']> }>;
  ContainerNetwork: ContainerNetwork;
  DataFile: ResolverTypeWrapper<DataFileRow>;
  DataFileKind: DataFileKind;
  DataFilePage: ResolverTypeWrapper<Omit<DataFilePage, 'list'> & { list: Array<ResolversTypes['DataFile']> }>;
  DataFileUpdateInput: DataFileUpdateInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DesktopBuild: ResolverTypeWrapper<DesktopBuildRow>;
  DesktopBuildPage: ResolverTypeWrapper<Omit<DesktopBuildPage, 'list'> & { list: Array<ResolversTypes['DesktopBuild']> }>;
  DesktopBuildUpdateInput: DesktopBuildUpdateInput;
  DesktopPlatform: DesktopPlatform;
  EntityStatus: null;
  EstimateBasis: EstimateBasis;
  ExtFieldFilterInput: ExtFieldFilterInput;
  ExtFieldKind: ExtFieldKind;
  Feedback: ResolverTypeWrapper<FeedbackRow>;
  FeedbackInput: FeedbackInput;
  FeedbackPage: ResolverTypeWrapper<Omit<FeedbackPage, 'list'> & { list: Array<ResolversTypes['Feedback']> }>;
  FeedbackState: FeedbackState;
  FeedbackUser: ResolverTypeWrapper<FeedbackUser>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityProvider: ResolverTypeWrapper<IdentityProviderRow>;
  IdentityProviderInput: IdentityProviderInput;
  IdentityProviderKind: IdentityProviderKind;
  IdentityProviderPage: ResolverTypeWrapper<Omit<IdentityProviderPage, 'list'> & { list: Array<ResolversTypes['IdentityProvider']> }>;
  IdentitySide: IdentitySide;
  ImageLimit: ResolverTypeWrapper<ImageLimit>;
  ImagePackage: ResolverTypeWrapper<ImagePackage>;
  ImageTemplate: ResolverTypeWrapper<ImageTemplateView>;
  ImageTemplateKind: ImageTemplateKind;
  InitShow: InitShow;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceRow>;
  InvoiceApplyInput: InvoiceApplyInput;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'list'> & { list: Array<ResolversTypes['Invoice']> }>;
  InvoiceStatus: InvoiceStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<JobRow>;
  JobEstimate: ResolverTypeWrapper<Omit<JobEstimate, 'tasks'> & { tasks: Array<ResolversTypes['TaskEstimate']> }>;
  JobInput: JobInput;
  JobPage: ResolverTypeWrapper<Omit<JobPage, 'list'> & { list: Array<ResolversTypes['Job']> }>;
  JobPayer: ResolverTypeWrapper<JobPayer>;
  JobStateCount: ResolverTypeWrapper<JobStateCount>;
  JobTemplateVersion: ResolverTypeWrapper<JobTemplateVersion>;
  Lang: Lang;
  LedgerKind: LedgerKind;
  LimitedDiscount: ResolverTypeWrapper<LimitedDiscount>;
  LimitedDiscountInput: LimitedDiscountInput;
  LocalText: ResolverTypeWrapper<LocalText>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LogChunk: ResolverTypeWrapper<LogChunk>;
  LogStream: LogStream;
  Logic: Logic;
  LoginLog: ResolverTypeWrapper<LoginLogRow>;
  LoginLogPage: ResolverTypeWrapper<Omit<LoginLogPage, 'list'> & { list: Array<ResolversTypes['LoginLog']> }>;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'systemUser' | 'user'> & { systemUser?: Maybe<ResolversTypes['SystemUser']>, user?: Maybe<ResolversTypes['User']> }>;
  MapEntry: ResolverTypeWrapper<CmsMapEntryRow>;
  MapEntryInput: MapEntryInput;
  MapEntryPage: ResolverTypeWrapper<Omit<MapEntryPage, 'list'> & { list: Array<ResolversTypes['MapEntry']> }>;
  Module: ResolverTypeWrapper<ModuleRow>;
  ModuleArg: ResolverTypeWrapper<ModuleArgSpec>;
  ModuleArgBinding: ResolverTypeWrapper<ModuleArgBinding>;
  ModuleArgBindingInput: ModuleArgBindingInput;
  ModuleArgChoiceInput: ModuleArgChoiceInput;
  ModuleArgInput: ModuleArgInput;
  ModuleArgSpecInput: ModuleArgSpecInput;
  ModuleCreateInput: ModuleCreateInput;
  ModuleEnabledUser: ResolverTypeWrapper<EnabledUser>;
  ModuleFile: ResolverTypeWrapper<ModuleFileRow>;
  ModuleGroup: ResolverTypeWrapper<ModuleGroupRow>;
  ModuleGroupInput: ModuleGroupInput;
  ModuleMethod: ResolverTypeWrapper<ModuleMethodSpec>;
  ModuleMethodInput: ModuleMethodInput;
  ModuleOutput: ResolverTypeWrapper<ModuleOutputSpec>;
  ModuleOutputInput: ModuleOutputInput;
  ModuleOutputSpecInput: ModuleOutputSpecInput;
  ModulePage: ResolverTypeWrapper<Omit<ModulePage, 'list'> & { list: Array<ResolversTypes['Module']> }>;
  ModuleTag: ResolverTypeWrapper<ModuleTag>;
  ModuleTagInput: ModuleTagInput;
  ModuleUpdateInput: ModuleUpdateInput;
  ModuleVisibility: ModuleVisibility;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyExtInfo: ResolverTypeWrapper<ExtInfoForm>;
  NavigatorBoard: ResolverTypeWrapper<NavigatorBoardView>;
  NavigatorItem: ResolverTypeWrapper<NavigatorItemView>;
  NavigatorItemKind: NavigatorItemKind;
  NavigatorModuleChoice: ResolverTypeWrapper<ModuleRow>;
  NavigatorSection: ResolverTypeWrapper<NavigatorSectionView>;
  NavigatorSummary: ResolverTypeWrapper<NavigatorSummaryView>;
  NavigatorTemplateChoice: ResolverTypeWrapper<TemplateRow>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'list'> & { list: Array<ResolversTypes['Notification']> }>;
  NotificationPref: ResolverTypeWrapper<NotificationPref>;
  NotificationPrefInput: NotificationPrefInput;
  NotificationTarget: NotificationTarget;
  OfflinePayment: ResolverTypeWrapper<OfflinePayment>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderByInput: OrderByInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'list'> & { list: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderedPackage: ResolverTypeWrapper<OrderedPackage>;
  Package: ResolverTypeWrapper<PackageRow>;
  PackageInput: PackageInput;
  PackageKind: PackageKind;
  PackagePage: ResolverTypeWrapper<Omit<PackagePage, 'list'> & { list: Array<ResolversTypes['Package']> }>;
  PayerKind: PayerKind;
  PaymentNotify: ResolverTypeWrapper<PaymentNotifyRow>;
  PaymentNotifyPage: ResolverTypeWrapper<Omit<PaymentNotifyPage, 'list'> & { list: Array<ResolversTypes['PaymentNotify']> }>;
  PaymentNotifySource: PaymentNotifySource;
  PaymentOutcome: PaymentOutcome;
  PaymentProvider: PaymentProvider;
  PaymentProviders: ResolverTypeWrapper<PaymentProviders>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefundRow>;
  PermGroup: ResolverTypeWrapper<PermGroupRow>;
  PermGroupInput: PermGroupInput;
  PermGroupPage: ResolverTypeWrapper<Omit<PermGroupPage, 'list'> & { list: Array<ResolversTypes['PermGroup']> }>;
  PermissionInfo: ResolverTypeWrapper<PermissionInfo>;
  PoolWorker: ResolverTypeWrapper<PoolWorker>;
  Processor: ResolverTypeWrapper<ProcessorRow>;
  ProcessorInput: ProcessorInput;
  ProcessorPage: ResolverTypeWrapper<Omit<ProcessorPage, 'list'> & { list: Array<ResolversTypes['Processor']> }>;
  ProfileInput: ProfileInput;
  Project: ResolverTypeWrapper<ProjectView>;
  ProjectInput: ProjectInput;
  ProjectInvitation: ResolverTypeWrapper<ProjectInvitation>;
  ProjectItemKind: ProjectItemKind;
  ProjectLedgerEntry: ResolverTypeWrapper<ProjectLedgerEntryView>;
  ProjectLedgerPage: ResolverTypeWrapper<Omit<ProjectLedgerPage, 'list'> & { list: Array<ResolversTypes['ProjectLedgerEntry']> }>;
  ProjectMember: ResolverTypeWrapper<ProjectMember>;
  ProjectMoveInput: ProjectMoveInput;
  ProjectPack: ResolverTypeWrapper<ProjectPackView>;
  ProjectRole: ProjectRole;
  ProjectStorage: ResolverTypeWrapper<ProjectStorage>;
  ProjectTokens: ResolverTypeWrapper<ProjectTokens>;
  ProjectUsage: ResolverTypeWrapper<ProjectUsage>;
  ProjectWebhookInput: ProjectWebhookInput;
  ProjectWebhookKind: ProjectWebhookKind;
  PublicModule: ResolverTypeWrapper<ModuleRow>;
  PublicModulePage: ResolverTypeWrapper<Omit<PublicModulePage, 'list'> & { list: Array<ResolversTypes['PublicModule']> }>;
  PublicSettings: ResolverTypeWrapper<PublicSettings>;
  QuantityDiscount: ResolverTypeWrapper<QuantityDiscount>;
  QuantityDiscountInput: QuantityDiscountInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryInput: QueryInput;
  RechargeCard: ResolverTypeWrapper<RechargeCardRow>;
  RechargeCardBatch: ResolverTypeWrapper<Omit<RechargeCardBatch, 'cards'> & { cards: Array<ResolversTypes['RechargeCard']> }>;
  RechargeCardBatchInput: RechargeCardBatchInput;
  RechargeCardPage: ResolverTypeWrapper<Omit<RechargeCardPage, 'list'> & { list: Array<ResolversTypes['RechargeCard']> }>;
  RefundState: RefundState;
  RegisterInput: RegisterInput;
  RerunResult: ResolverTypeWrapper<Omit<RerunResult, 'job'> & { job: ResolversTypes['Job'] }>;
  ResourcePack: ResolverTypeWrapper<ResourcePackRow>;
  ResourcePackPage: ResolverTypeWrapper<Omit<ResourcePackPage, 'list'> & { list: Array<ResolversTypes['ResourcePack']> }>;
  ResultMoleculeFile: ResolverTypeWrapper<ResultMoleculeFile>;
  ResultMoleculeRecord: ResolverTypeWrapper<ResultMoleculeRecord>;
  ReusedTask: ResolverTypeWrapper<ReusedTask>;
  Role: ResolverTypeWrapper<PermRoleRow>;
  RoleInput: RoleInput;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'list'> & { list: Array<ResolversTypes['Role']> }>;
  SdfFilterInput: SdfFilterInput;
  SdfFilterOp: SdfFilterOp;
  SdfPage: ResolverTypeWrapper<SdfPage>;
  SdfRecord: ResolverTypeWrapper<SdfRecord>;
  SdfSortInput: SdfSortInput;
  SequenceFeature: ResolverTypeWrapper<SequenceFeature>;
  SequenceFormat: SequenceFormat;
  SequenceLocation: ResolverTypeWrapper<SequenceLocation>;
  SequenceMoleculeType: SequenceMoleculeType;
  SequencePage: ResolverTypeWrapper<SequencePage>;
  SequenceRecord: ResolverTypeWrapper<SequenceRecord>;
  SequenceTopology: SequenceTopology;
  SequenceWarning: ResolverTypeWrapper<SequenceWarning>;
  SequenceWarningCode: SequenceWarningCode;
  Session: ResolverTypeWrapper<SessionRow>;
  SessionPage: ResolverTypeWrapper<Omit<SessionPage, 'list'> & { list: Array<ResolversTypes['Session']> }>;
  ShowConfigWeb: ResolverTypeWrapper<ShowConfigWeb>;
  ShowConfigWebInput: ShowConfigWebInput;
  Side: null;
  SignInProvider: ResolverTypeWrapper<SignInProvider>;
  StorageDay: ResolverTypeWrapper<StorageDay>;
  StorageUsage: ResolverTypeWrapper<StorageUsage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SysApp: ResolverTypeWrapper<SysAppRow>;
  SysAppInput: SysAppInput;
  SysAppPage: ResolverTypeWrapper<Omit<SysAppPage, 'list'> & { list: Array<ResolversTypes['SysApp']> }>;
  SysJob: ResolverTypeWrapper<JobRow>;
  SysJobPage: ResolverTypeWrapper<Omit<SysJobPage, 'list'> & { list: Array<ResolversTypes['SysJob']> }>;
  SysNavigatorBoard: ResolverTypeWrapper<SysNavigatorBoardView>;
  SysProfileInput: SysProfileInput;
  SysProjectTokens: ResolverTypeWrapper<SysProjectTokensView>;
  SysTask: ResolverTypeWrapper<TaskRow>;
  SysTaskRefund: ResolverTypeWrapper<TaskRefund>;
  SystemUser: ResolverTypeWrapper<SysUserRow>;
  SystemUserCreateInput: SystemUserCreateInput;
  SystemUserPage: ResolverTypeWrapper<Omit<SystemUserPage, 'list'> & { list: Array<ResolversTypes['SystemUser']> }>;
  SystemUserUpdateInput: SystemUserUpdateInput;
  Task: ResolverTypeWrapper<TaskRow>;
  TaskApproval: ResolverTypeWrapper<TaskApproval>;
  TaskArgsInput: TaskArgsInput;
  TaskEstimate: ResolverTypeWrapper<Omit<TaskEstimate, 'module' | 'processor'> & { module?: Maybe<ResolversTypes['Module']>, processor?: Maybe<ResolversTypes['Processor']> }>;
  TaskInput: TaskInput;
  TaskOutputFile: ResolverTypeWrapper<TaskOutputFile>;
  TaskResultView: ResolverTypeWrapper<TaskResultView>;
  TaskState: TaskState;
  TaskViewOutput: ResolverTypeWrapper<TaskViewOutput>;
  TemplateArgChange: ResolverTypeWrapper<TemplateArgChange>;
  TemplateEdge: ResolverTypeWrapper<TemplateEdge>;
  TemplateInput: TemplateInput;
  TemplateMethodChange: ResolverTypeWrapper<TemplateMethodChange>;
  TemplateNode: ResolverTypeWrapper<TemplateNodeRow>;
  TemplateNodeChange: ResolverTypeWrapper<TemplateNodeChange>;
  TemplateNodeInput: TemplateNodeInput;
  TemplateNodeSummary: ResolverTypeWrapper<TemplateNodeSummary>;
  TemplateNodeUnit: ResolverTypeWrapper<TemplateNodeUnit>;
  TemplateNodeUnitChange: ResolverTypeWrapper<TemplateNodeUnitChange>;
  TemplateUnitChange: ResolverTypeWrapper<TemplateUnitChange>;
  TemplateVersion: ResolverTypeWrapper<TemplateVersionRow>;
  TemplateVersionDiff: ResolverTypeWrapper<Omit<TemplateVersionDiff, 'from' | 'to'> & { from: ResolversTypes['TemplateVersion'], to: ResolversTypes['TemplateVersion'] }>;
  TemplateVersionUnit: ResolverTypeWrapper<TemplateVersionUnit>;
  UiPack: ResolverTypeWrapper<UiPackRow>;
  UiPackInput: UiPackInput;
  UiPackPage: ResolverTypeWrapper<Omit<UiPackPage, 'list'> & { list: Array<ResolversTypes['UiPack']> }>;
  UiPackVersion: ResolverTypeWrapper<PackVersion>;
  UsageDay: ResolverTypeWrapper<UsageDay>;
  UsageStatistics: ResolverTypeWrapper<UsageStatistics>;
  User: ResolverTypeWrapper<UserRow>;
  UserCreateInput: UserCreateInput;
  UserExtField: ResolverTypeWrapper<UserExtFieldRow>;
  UserExtFieldInput: UserExtFieldInput;
  UserExtFieldPage: ResolverTypeWrapper<Omit<UserExtFieldPage, 'list'> & { list: Array<ResolversTypes['UserExtField']> }>;
  UserExtFieldUpdateInput: UserExtFieldUpdateInput;
  UserExtInfo: ResolverTypeWrapper<UserExtInfoRow>;
  UserExtInfoPage: ResolverTypeWrapper<Omit<UserExtInfoPage, 'list'> & { list: Array<ResolversTypes['UserExtInfo']> }>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'list'> & { list: Array<ResolversTypes['User']> }>;
  UserUpdateInput: UserUpdateInput;
  WaitingApproval: ResolverTypeWrapper<Omit<WaitingApproval, 'task'> & { task: ResolversTypes['Task'] }>;
  Webhook: ResolverTypeWrapper<WebhookRow>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRow>;
  WebhookDeliveryPage: ResolverTypeWrapper<Omit<WebhookDeliveryPage, 'list'> & { list: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryState: WebhookDeliveryState;
  WebhookInput: WebhookInput;
  WebhookPage: ResolverTypeWrapper<Omit<WebhookPage, 'list'> & { list: Array<ResolversTypes['Webhook']> }>;
  WebhookWithSecret: ResolverTypeWrapper<Omit<WebhookWithSecret, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  WhereGroupInput: WhereGroupInput;
  WhereValueInput: WhereValueInput;
  WorkerPool: ResolverTypeWrapper<WorkerPool>;
  WorkflowDefaultCovers: ResolverTypeWrapper<WorkflowDefaultCovers>;
  WorkflowTemplate: ResolverTypeWrapper<TemplateRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminCreditInput: AdminCreditInput;
  ApiToken: ApiTokenRow;
  ApiTokenCreated: Omit<ApiTokenCreated, 'token'> & { token: ResolversParentTypes['ApiToken'] };
  ApprovalDecision: ApprovalDecision;
  ApprovalStep: ApprovalStep;
  ApprovalStepInput: ApprovalStepInput;
  AvatarTemplate: AvatarTemplate;
  BoardCounts: BoardCounts;
  BoardTrendDay: BoardTrendDay;
  Boolean: Scalars['Boolean']['output'];
  CalcMetricConfig: CalcMetricConfig;
  CalcMetricConfigInput: CalcMetricConfigInput;
  CheckInState: CheckInState;
  CmsFile: CmsFileRow;
  CmsFilePage: Omit<CmsFilePage, 'list'> & { list: Array<ResolversParentTypes['CmsFile']> };
  CmsText: CmsTextRow;
  CmsTextInput: CmsTextInput;
  CmsTextPage: Omit<CmsTextPage, 'list'> & { list: Array<ResolversParentTypes['CmsText']> };
  CommerceUser: CommerceUser;
  ContainerImage: ContainerImageRow;
  ContainerImageInput: ContainerImageInput;
  ContainerImagePage: Omit<ContainerImagePage, 'list'> & { list: Array<ResolversParentTypes['ContainerImage']> };
  DataFile: DataFileRow;
  DataFilePage: Omit<DataFilePage, 'list'> & { list: Array<ResolversParentTypes['DataFile']> };
  DataFileUpdateInput: DataFileUpdateInput;
  DateTime: Scalars['DateTime']['output'];
  DesktopBuild: DesktopBuildRow;
  DesktopBuildPage: Omit<DesktopBuildPage, 'list'> & { list: Array<ResolversParentTypes['DesktopBuild']> };
  DesktopBuildUpdateInput: DesktopBuildUpdateInput;
  ExtFieldFilterInput: ExtFieldFilterInput;
  Feedback: FeedbackRow;
  FeedbackInput: FeedbackInput;
  FeedbackPage: Omit<FeedbackPage, 'list'> & { list: Array<ResolversParentTypes['Feedback']> };
  FeedbackUser: FeedbackUser;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IdentityProvider: IdentityProviderRow;
  IdentityProviderInput: IdentityProviderInput;
  IdentityProviderPage: Omit<IdentityProviderPage, 'list'> & { list: Array<ResolversParentTypes['IdentityProvider']> };
  ImageLimit: ImageLimit;
  ImagePackage: ImagePackage;
  ImageTemplate: ImageTemplateView;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceRow;
  InvoiceApplyInput: InvoiceApplyInput;
  InvoicePage: Omit<InvoicePage, 'list'> & { list: Array<ResolversParentTypes['Invoice']> };
  JSON: Scalars['JSON']['output'];
  Job: JobRow;
  JobEstimate: Omit<JobEstimate, 'tasks'> & { tasks: Array<ResolversParentTypes['TaskEstimate']> };
  JobInput: JobInput;
  JobPage: Omit<JobPage, 'list'> & { list: Array<ResolversParentTypes['Job']> };
  JobPayer: JobPayer;
  JobStateCount: JobStateCount;
  JobTemplateVersion: JobTemplateVersion;
  LimitedDiscount: LimitedDiscount;
  LimitedDiscountInput: LimitedDiscountInput;
  LocalText: LocalText;
  LocalizedText: LocalizedText;
  LogChunk: LogChunk;
  LoginLog: LoginLogRow;
  LoginLogPage: Omit<LoginLogPage, 'list'> & { list: Array<ResolversParentTypes['LoginLog']> };
  LoginResult: Omit<LoginResult, 'systemUser' | 'user'> & { systemUser?: Maybe<ResolversParentTypes['SystemUser']>, user?: Maybe<ResolversParentTypes['User']> };
  MapEntry: CmsMapEntryRow;
  MapEntryInput: MapEntryInput;
  MapEntryPage: Omit<MapEntryPage, 'list'> & { list: Array<ResolversParentTypes['MapEntry']> };
  Module: ModuleRow;
  ModuleArg: ModuleArgSpec;
  ModuleArgBinding: ModuleArgBinding;
  ModuleArgBindingInput: ModuleArgBindingInput;
  ModuleArgChoiceInput: ModuleArgChoiceInput;
  ModuleArgInput: ModuleArgInput;
  ModuleArgSpecInput: ModuleArgSpecInput;
  ModuleCreateInput: ModuleCreateInput;
  ModuleEnabledUser: EnabledUser;
  ModuleFile: ModuleFileRow;
  ModuleGroup: ModuleGroupRow;
  ModuleGroupInput: ModuleGroupInput;
  ModuleMethod: ModuleMethodSpec;
  ModuleMethodInput: ModuleMethodInput;
  ModuleOutput: ModuleOutputSpec;
  ModuleOutputInput: ModuleOutputInput;
  ModuleOutputSpecInput: ModuleOutputSpecInput;
  ModulePage: Omit<ModulePage, 'list'> & { list: Array<ResolversParentTypes['Module']> };
  ModuleTag: ModuleTag;
  ModuleTagInput: ModuleTagInput;
  ModuleUpdateInput: ModuleUpdateInput;
  Mutation: Record<PropertyKey, never>;
  MyExtInfo: ExtInfoForm;
  NavigatorBoard: NavigatorBoardView;
  NavigatorItem: NavigatorItemView;
  NavigatorModuleChoice: ModuleRow;
  NavigatorSection: NavigatorSectionView;
  NavigatorSummary: NavigatorSummaryView;
  NavigatorTemplateChoice: TemplateRow;
  Notification: NotificationRow;
  NotificationPage: Omit<NotificationPage, 'list'> & { list: Array<ResolversParentTypes['Notification']> };
  NotificationPref: NotificationPref;
  NotificationPrefInput: NotificationPrefInput;
  OfflinePayment: OfflinePayment;
  Order: OrderRow;
  OrderByInput: OrderByInput;
  OrderPage: Omit<OrderPage, 'list'> & { list: Array<ResolversParentTypes['Order']> };
  OrderedPackage: OrderedPackage;
  Package: PackageRow;
  PackageInput: PackageInput;
  PackagePage: Omit<PackagePage, 'list'> & { list: Array<ResolversParentTypes['Package']> };
  PaymentNotify: PaymentNotifyRow;
  PaymentNotifyPage: Omit<PaymentNotifyPage, 'list'> & { list: Array<ResolversParentTypes['PaymentNotify']> };
  PaymentProviders: PaymentProviders;
  PaymentRefund: PaymentRefundRow;
  PermGroup: PermGroupRow;
  PermGroupInput: PermGroupInput;
  PermGroupPage: Omit<PermGroupPage, 'list'> & { list: Array<ResolversParentTypes['PermGroup']> };
  PermissionInfo: PermissionInfo;
  PoolWorker: PoolWorker;
  Processor: ProcessorRow;
  ProcessorInput: ProcessorInput;
  ProcessorPage: Omit<ProcessorPage, 'list'> & { list: Array<ResolversParentTypes['Processor']> };
  ProfileInput: ProfileInput;
  Project: ProjectView;
  ProjectInput: ProjectInput;
  ProjectInvitation: ProjectInvitation;
  ProjectLedgerEntry: ProjectLedgerEntryView;
  ProjectLedgerPage: Omit<ProjectLedgerPage, 'list'> & { list: Array<ResolversParentTypes['ProjectLedgerEntry']> };
  ProjectMember: ProjectMember;
  ProjectMoveInput: ProjectMoveInput;
  ProjectPack: ProjectPackView;
  ProjectStorage: ProjectStorage;
  ProjectTokens: ProjectTokens;
  ProjectUsage: ProjectUsage;
  ProjectWebhookInput: ProjectWebhookInput;
  PublicModule: ModuleRow;
  PublicModulePage: Omit<PublicModulePage, 'list'> & { list: Array<ResolversParentTypes['PublicModule']> };
  PublicSettings: PublicSettings;
  QuantityDiscount: QuantityDiscount;
  QuantityDiscountInput: QuantityDiscountInput;
  Query: Record<PropertyKey, never>;
  QueryInput: QueryInput;
  RechargeCard: RechargeCardRow;
  RechargeCardBatch: Omit<RechargeCardBatch, 'cards'> & { cards: Array<ResolversParentTypes['RechargeCard']> };
  RechargeCardBatchInput: RechargeCardBatchInput;
  RechargeCardPage: Omit<RechargeCardPage, 'list'> & { list: Array<ResolversParentTypes['RechargeCard']> };
  RegisterInput: RegisterInput;
  RerunResult: Omit<RerunResult, 'job'> & { job: ResolversParentTypes['Job'] };
  ResourcePack: ResourcePackRow;
  ResourcePackPage: Omit<ResourcePackPage, 'list'> & { list: Array<ResolversParentTypes['ResourcePack']> };
  ResultMoleculeFile: ResultMoleculeFile;
  ResultMoleculeRecord: ResultMoleculeRecord;
  ReusedTask: ReusedTask;
  Role: PermRoleRow;
  RoleInput: RoleInput;
  RolePage: Omit<RolePage, 'list'> & { list: Array<ResolversParentTypes['Role']> };
  SdfFilterInput: SdfFilterInput;
  SdfPage: SdfPage;
  SdfRecord: SdfRecord;
  SdfSortInput: SdfSortInput;
  SequenceFeature: SequenceFeature;
  SequenceLocation: SequenceLocation;
  SequencePage: SequencePage;
  SequenceRecord: SequenceRecord;
  SequenceWarning: SequenceWarning;
  Session: SessionRow;
  SessionPage: Omit<SessionPage, 'list'> & { list: Array<ResolversParentTypes['Session']> };
  ShowConfigWeb: ShowConfigWeb;
  ShowConfigWebInput: ShowConfigWebInput;
  SignInProvider: SignInProvider;
  StorageDay: StorageDay;
  StorageUsage: StorageUsage;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SysApp: SysAppRow;
  SysAppInput: SysAppInput;
  SysAppPage: Omit<SysAppPage, 'list'> & { list: Array<ResolversParentTypes['SysApp']> };
  SysJob: JobRow;
  SysJobPage: Omit<SysJobPage, 'list'> & { list: Array<ResolversParentTypes['SysJob']> };
  SysNavigatorBoard: SysNavigatorBoardView;
  SysProfileInput: SysProfileInput;
  SysProjectTokens: SysProjectTokensView;
  SysTask: TaskRow;
  SysTaskRefund: TaskRefund;
  SystemUser: SysUserRow;
  SystemUserCreateInput: SystemUserCreateInput;
  SystemUserPage: Omit<SystemUserPage, 'list'> & { list: Array<ResolversParentTypes['SystemUser']> };
  SystemUserUpdateInput: SystemUserUpdateInput;
  Task: TaskRow;
  TaskApproval: TaskApproval;
  TaskArgsInput: TaskArgsInput;
  TaskEstimate: Omit<TaskEstimate, 'module' | 'processor'> & { module?: Maybe<ResolversParentTypes['Module']>, processor?: Maybe<ResolversParentTypes['Processor']> };
  TaskInput: TaskInput;
  TaskOutputFile: TaskOutputFile;
  TaskResultView: TaskResultView;
  TaskViewOutput: TaskViewOutput;
  TemplateArgChange: TemplateArgChange;
  TemplateEdge: TemplateEdge;
  TemplateInput: TemplateInput;
  TemplateMethodChange: TemplateMethodChange;
  TemplateNode: TemplateNodeRow;
  TemplateNodeChange: TemplateNodeChange;
  TemplateNodeInput: TemplateNodeInput;
  TemplateNodeSummary: TemplateNodeSummary;
  TemplateNodeUnit: TemplateNodeUnit;
  TemplateNodeUnitChange: TemplateNodeUnitChange;
  TemplateUnitChange: TemplateUnitChange;
  TemplateVersion: TemplateVersionRow;
  TemplateVersionDiff: Omit<TemplateVersionDiff, 'from' | 'to'> & { from: ResolversParentTypes['TemplateVersion'], to: ResolversParentTypes['TemplateVersion'] };
  TemplateVersionUnit: TemplateVersionUnit;
  UiPack: UiPackRow;
  UiPackInput: UiPackInput;
  UiPackPage: Omit<UiPackPage, 'list'> & { list: Array<ResolversParentTypes['UiPack']> };
  UiPackVersion: PackVersion;
  UsageDay: UsageDay;
  UsageStatistics: UsageStatistics;
  User: UserRow;
  UserCreateInput: UserCreateInput;
  UserExtField: UserExtFieldRow;
  UserExtFieldInput: UserExtFieldInput;
  UserExtFieldPage: Omit<UserExtFieldPage, 'list'> & { list: Array<ResolversParentTypes['UserExtField']> };
  UserExtFieldUpdateInput: UserExtFieldUpdateInput;
  UserExtInfo: UserExtInfoRow;
  UserExtInfoPage: Omit<UserExtInfoPage, 'list'> & { list: Array<ResolversParentTypes['UserExtInfo']> };
  UserPage: Omit<UserPage, 'list'> & { list: Array<ResolversParentTypes['User']> };
  UserUpdateInput: UserUpdateInput;
  WaitingApproval: Omit<WaitingApproval, 'task'> & { task: ResolversParentTypes['Task'] };
  Webhook: WebhookRow;
  WebhookDelivery: WebhookDeliveryRow;
  WebhookDeliveryPage: Omit<WebhookDeliveryPage, 'list'> & { list: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookInput: WebhookInput;
  WebhookPage: Omit<WebhookPage, 'list'> & { list: Array<ResolversParentTypes['Webhook']> };
  WebhookWithSecret: Omit<WebhookWithSecret, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  WhereGroupInput: WhereGroupInput;
  WhereValueInput: WhereValueInput;
  WorkerPool: WorkerPool;
  WorkflowDefaultCovers: WorkflowDefaultCovers;
  WorkflowTemplate: TemplateRow;
};

export type AuthDirectiveArgs = {
  side: Side;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type FeatureDirectiveArgs = {
  path: Scalars['String']['input'];
};

export type FeatureDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = FeatureDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PermDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type PermDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = PermDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ReadOnlyOwnTokenDirectiveArgs = { };

export type ReadOnlyOwnTokenDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = ReadOnlyOwnTokenDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiTokenResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApiTokenCreatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApiTokenCreated'] = ResolversParentTypes['ApiTokenCreated']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type ApprovalDecisionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApprovalDecision'] = ResolversParentTypes['ApprovalDecision']> = {
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bySide?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApprovalStepResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApprovalStep'] = ResolversParentTypes['ApprovalStep']> = {
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onTimeout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeoutMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvatarTemplateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AvatarTemplate'] = ResolversParentTypes['AvatarTemplate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardCountsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BoardCounts'] = ResolversParentTypes['BoardCounts']> = {
  failedLoginsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loginsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permGroups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  systemUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersActiveToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardTrendDayResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['BoardTrendDay'] = ResolversParentTypes['BoardTrendDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobsCancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobsFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobsRunning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobsWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueFen?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  signUps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storageBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CalcMetricConfigResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CalcMetricConfig'] = ResolversParentTypes['CalcMetricConfig']> = {
  taskModule?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taskProcessorMethod?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CheckInStateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CheckInState'] = ResolversParentTypes['CheckInState']> = {
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cycleDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CmsFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CmsFile'] = ResolversParentTypes['CmsFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dirNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  library?: Resolver<ResolversTypes['CmsLibrary'], ParentType, ContextType>;
  libraryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsFilePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CmsFilePage'] = ResolversParentTypes['CmsFilePage']> = {
  list?: Resolver<Array<ResolversTypes['CmsFile']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CmsTextResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CmsText'] = ResolversParentTypes['CmsText']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libraryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CmsTextPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CmsTextPage'] = ResolversParentTypes['CmsTextPage']> = {
  list?: Resolver<Array<ResolversTypes['CmsText']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommerceUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CommerceUser'] = ResolversParentTypes['CommerceUser']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContainerImageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContainerImage'] = ResolversParentTypes['ContainerImage']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buildLog?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buildSource?: Resolver<Maybe<ResolversTypes['ContainerImageBuildSource']>, ParentType, ContextType>;
  buildState?: Resolver<ResolversTypes['ContainerImageBuildState'], ParentType, ContextType>;
  builtAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cpuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  executor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  memoryMb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['ContainerNetwork'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['ImagePackage']>, ParentType, ContextType>;
  registryRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  virtualMemoryMb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workersHolding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContainerImagePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContainerImagePage'] = ResolversParentTypes['ContainerImagePage']> = {
  list?: Resolver<Array<ResolversTypes['ContainerImage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataFile'] = ResolversParentTypes['DataFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dirNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DataFileKind'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  readUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DataFilePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataFilePage'] = ResolversParentTypes['DataFilePage']> = {
  list?: Resolver<Array<ResolversTypes['DataFile']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DesktopBuildResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DesktopBuild'] = ResolversParentTypes['DesktopBuild']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  englishNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['DesktopPlatform'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesktopBuildPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DesktopBuildPage'] = ResolversParentTypes['DesktopBuildPage']> = {
  list?: Resolver<Array<ResolversTypes['DesktopBuild']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EntityStatusResolvers = { DISABLED: 'disabled', ENABLED: 'enabled' };

export type FeedbackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  repliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['FeedbackState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['FeedbackUser']>, ParentType, ContextType>;
};

export type FeedbackPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FeedbackPage'] = ResolversParentTypes['FeedbackPage']> = {
  list?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedbackUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FeedbackUser'] = ResolversParentTypes['FeedbackUser']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IdentityProviderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IdentityProvider'] = ResolversParentTypes['IdentityProvider']> = {
  accountClaim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bindDn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  emailClaim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupsClaim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasBindPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasClientSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IdentityProviderKind'], ParentType, ContextType>;
  ldapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleMap?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  scopes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchBase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchFilter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['IdentitySide'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  trustEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type IdentityProviderPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IdentityProviderPage'] = ResolversParentTypes['IdentityProviderPage']> = {
  list?: Resolver<Array<ResolversTypes['IdentityProvider']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageLimitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImageLimit'] = ResolversParentTypes['ImageLimit']> = {
  compressionQuality?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImagePackageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImagePackage'] = ResolversParentTypes['ImagePackage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageTemplateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImageTemplate'] = ResolversParentTypes['ImageTemplate']> = {
  blobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  blobSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blobSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImageTemplateKind'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  pdfName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  taxNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['CommerceUser']>, ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  list?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  chargedToAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crateUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emailNotify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newerVersion?: Resolver<Maybe<ResolversTypes['JobTemplateVersion']>, ParentType, ContextType>;
  ownerAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payer?: Resolver<ResolversTypes['JobPayer'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  templateVersion?: Resolver<Maybe<ResolversTypes['JobTemplateVersion']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type JobEstimateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['JobEstimate'] = ResolversParentTypes['JobEstimate']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['TaskEstimate']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokensHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokensLow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type JobPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = {
  list?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobPayerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['JobPayer'] = ResolversParentTypes['JobPayer']> = {
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PayerKind'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobStateCountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['JobStateCount'] = ResolversParentTypes['JobStateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
};

export type JobTemplateVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['JobTemplateVersion'] = ResolversParentTypes['JobTemplateVersion']> = {
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LimitedDiscountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LimitedDiscount'] = ResolversParentTypes['LimitedDiscount']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LocalTextResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalText'] = ResolversParentTypes['LocalText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  enUS?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zhCN?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogChunkResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LogChunk'] = ResolversParentTypes['LogChunk']> = {
  offset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stream?: Resolver<ResolversTypes['LogStream'], ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginLogResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoginLog'] = ResolversParentTypes['LoginLog']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LoginLogPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoginLogPage'] = ResolversParentTypes['LoginLogPage']> = {
  list?: Resolver<Array<ResolversTypes['LoginLog']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  systemUser?: Resolver<Maybe<ResolversTypes['SystemUser']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MapEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MapEntry'] = ResolversParentTypes['MapEntry']> = {
  citation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapLibraryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type MapEntryPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MapEntryPage'] = ResolversParentTypes['MapEntryPage']> = {
  list?: Resolver<Array<ResolversTypes['MapEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModuleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Module'] = ResolversParentTypes['Module']> = {
  args?: Resolver<Array<ResolversTypes['ModuleArg']>, ParentType, ContextType>;
  command?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  docs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docsZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabledUsers?: Resolver<Array<ResolversTypes['ModuleEnabledUser']>, ParentType, ContextType>;
  executor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['ModuleGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContainerImage']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['ModuleMethod']>, ParentType, ContextType>;
  moduleFiles?: Resolver<Array<ResolversTypes['ModuleFile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['ModuleOutput']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['ImagePackage']>, ParentType, ContextType>;
  partition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultViewPackId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resultViewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runFormPackId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  runFormUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  successExitCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModuleArgResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleArg'] = ResolversParentTypes['ModuleArg']> = {
  bindings?: Resolver<Maybe<Array<ResolversTypes['ModuleArgBinding']>>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  choices?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  default?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fileFormats?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  help?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideInPrimary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  require?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModuleArgBindingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleArgBinding'] = ResolversParentTypes['ModuleArgBinding']> = {
  arg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ModuleEnabledUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleEnabledUser'] = ResolversParentTypes['ModuleEnabledUser']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModuleFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleFile'] = ResolversParentTypes['ModuleFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModuleGroupResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleGroup'] = ResolversParentTypes['ModuleGroup']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModuleMethodResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleMethod'] = ResolversParentTypes['ModuleMethod']> = {
  args?: Resolver<Array<ResolversTypes['ModuleArg']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['ModuleOutput']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summaryZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModuleOutputResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleOutput'] = ResolversParentTypes['ModuleOutput']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModulePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModulePage'] = ResolversParentTypes['ModulePage']> = {
  list?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModuleTagResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ModuleTag'] = ResolversParentTypes['ModuleTag']> = {
  inTemplates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  activateContact?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationActivateContactArgs, 'code' | 'kind'>>;
  activateUiPackVersion?: Resolver<ResolversTypes['UiPackVersion'], ParentType, ContextType, RequireFields<MutationActivateUiPackVersionArgs, 'id'>>;
  addModuleUsers?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationAddModuleUsersArgs, 'accounts' | 'id'>>;
  adjustProjectTokens?: Resolver<ResolversTypes['SysProjectTokens'], ParentType, ContextType, RequireFields<MutationAdjustProjectTokensArgs, 'amount' | 'projectId' | 'reason'>>;
  answerProjectInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnswerProjectInvitationArgs, 'accept' | 'projectId'>>;
  applyInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationApplyInvoiceArgs, 'input'>>;
  buildContainerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationBuildContainerImageArgs, 'containerfile' | 'id'>>;
  buildDebianContainerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationBuildDebianContainerImageArgs, 'id' | 'packages'>>;
  cancelJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  checkIn?: Resolver<ResolversTypes['CheckInState'], ParentType, ContextType>;
  checkOrderPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckOrderPaymentArgs, 'id'>>;
  checkResetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCheckResetPasswordArgs, 'code' | 'side' | 'target'>>;
  cloneJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCloneJobArgs, 'id'>>;
  cloneTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationCloneTemplateArgs, 'id'>>;
  createApiToken?: Resolver<ResolversTypes['ApiTokenCreated'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'name' | 'readOnly'>>;
  createCmsText?: Resolver<ResolversTypes['CmsText'], ParentType, ContextType, RequireFields<MutationCreateCmsTextArgs, 'input'>>;
  createContainerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationCreateContainerImageArgs, 'input'>>;
  createIdentityProvider?: Resolver<ResolversTypes['IdentityProvider'], ParentType, ContextType, RequireFields<MutationCreateIdentityProviderArgs, 'input'>>;
  createMapEntry?: Resolver<ResolversTypes['MapEntry'], ParentType, ContextType, RequireFields<MutationCreateMapEntryArgs, 'input'>>;
  createModule?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationCreateModuleArgs, 'input'>>;
  createModuleGroup?: Resolver<ResolversTypes['ModuleGroup'], ParentType, ContextType, RequireFields<MutationCreateModuleGroupArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'packageId' | 'quantity'>>;
  createPackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'input'>>;
  createPermGroup?: Resolver<ResolversTypes['PermGroup'], ParentType, ContextType, RequireFields<MutationCreatePermGroupArgs, 'input'>>;
  createProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationCreateProcessorArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createProjectWebhook?: Resolver<ResolversTypes['WebhookWithSecret'], ParentType, ContextType, RequireFields<MutationCreateProjectWebhookArgs, 'input' | 'projectId'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createSysApp?: Resolver<ResolversTypes['SysApp'], ParentType, ContextType, RequireFields<MutationCreateSysAppArgs, 'input'>>;
  createSysProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationCreateSysProcessorArgs, 'input'>>;
  createSysTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationCreateSysTemplateArgs, 'input'>>;
  createSystemUser?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationCreateSystemUserArgs, 'input'>>;
  createTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationCreateTemplateArgs, 'input'>>;
  createUiPack?: Resolver<ResolversTypes['UiPack'], ParentType, ContextType, RequireFields<MutationCreateUiPackArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createUserExtField?: Resolver<ResolversTypes['UserExtField'], ParentType, ContextType, RequireFields<MutationCreateUserExtFieldArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['WebhookWithSecret'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  creditUser?: Resolver<ResolversTypes['ResourcePack'], ParentType, ContextType, RequireFields<MutationCreditUserArgs, 'input'>>;
  decideApproval?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationDecideApprovalArgs, 'approve' | 'jobId' | 'key'>>;
  deleteContainerImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContainerImageArgs, 'id'>>;
  deleteIdentityProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIdentityProviderArgs, 'id'>>;
  deleteModuleFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteModuleFileArgs, 'id'>>;
  deleteModuleGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteModuleGroupArgs, 'id'>>;
  deleteProcessor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProcessorArgs, 'id'>>;
  deleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id'>>;
  deleteProjectWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectWebhookArgs, 'id' | 'projectId'>>;
  deleteSysApps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSysAppsArgs, 'ids'>>;
  deleteSysTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSysTemplateArgs, 'id'>>;
  deleteTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTemplateArgs, 'id'>>;
  deleteUiPacks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUiPacksArgs, 'ids'>>;
  deleteUserExtFields?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserExtFieldsArgs, 'ids'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  forgetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgetPasswordArgs, 'side' | 'target'>>;
  generateRechargeCards?: Resolver<ResolversTypes['RechargeCardBatch'], ParentType, ContextType, RequireFields<MutationGenerateRechargeCardsArgs, 'input'>>;
  importTagTemplates?: Resolver<Array<ResolversTypes['ModuleTag']>, ParentType, ContextType, RequireFields<MutationImportTagTemplatesArgs, 'tags'>>;
  importTemplateCrate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationImportTemplateCrateArgs, 'dataFileId'>>;
  inviteProjectMember?: Resolver<ResolversTypes['ProjectMember'], ParentType, ContextType, RequireFields<MutationInviteProjectMemberArgs, 'invitee' | 'projectId'>>;
  ldapLogin?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLdapLoginArgs, 'account' | 'password' | 'providerId' | 'side'>>;
  leaveProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveProjectArgs, 'projectId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'account' | 'password'>>;
  loginByMobile?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginByMobileArgs, 'code' | 'mobile'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  markOrderPaid?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderPaidArgs, 'id' | 'reason'>>;
  moveModulesToGroup?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType, RequireFields<MutationMoveModulesToGroupArgs, 'moduleIds'>>;
  moveToProject?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMoveToProjectArgs, 'input'>>;
  payOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'id' | 'provider'>>;
  pingProjectWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationPingProjectWebhookArgs, 'id' | 'projectId'>>;
  pingWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationPingWebhookArgs, 'id'>>;
  projectAddTokens?: Resolver<ResolversTypes['ProjectTokens'], ParentType, ContextType, RequireFields<MutationProjectAddTokensArgs, 'amount' | 'projectId'>>;
  projectWithdrawTokens?: Resolver<ResolversTypes['ProjectTokens'], ParentType, ContextType, RequireFields<MutationProjectWithdrawTokensArgs, 'amount' | 'projectId'>>;
  purgeDataFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPurgeDataFileArgs, 'id'>>;
  purgeDesktopBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPurgeDesktopBuildArgs, 'id'>>;
  recoverCmsText?: Resolver<ResolversTypes['CmsText'], ParentType, ContextType, RequireFields<MutationRecoverCmsTextArgs, 'id'>>;
  recoverContainerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationRecoverContainerImageArgs, 'id'>>;
  recoverDataFile?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationRecoverDataFileArgs, 'id'>>;
  recoverDesktopBuild?: Resolver<ResolversTypes['DesktopBuild'], ParentType, ContextType, RequireFields<MutationRecoverDesktopBuildArgs, 'id'>>;
  recoverMapEntry?: Resolver<ResolversTypes['MapEntry'], ParentType, ContextType, RequireFields<MutationRecoverMapEntryArgs, 'id'>>;
  recoverModule?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationRecoverModuleArgs, 'id'>>;
  recoverPackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationRecoverPackageArgs, 'id'>>;
  recoverPermGroup?: Resolver<ResolversTypes['PermGroup'], ParentType, ContextType, RequireFields<MutationRecoverPermGroupArgs, 'id'>>;
  recoverRechargeCard?: Resolver<ResolversTypes['RechargeCard'], ParentType, ContextType, RequireFields<MutationRecoverRechargeCardArgs, 'id'>>;
  recoverRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationRecoverRoleArgs, 'id'>>;
  recoverSysProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationRecoverSysProcessorArgs, 'id'>>;
  recoverSystemUser?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationRecoverSystemUserArgs, 'id'>>;
  recoverUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRecoverUserArgs, 'id'>>;
  redeemProjectCard?: Resolver<ResolversTypes['ProjectPack'], ParentType, ContextType, RequireFields<MutationRedeemProjectCardArgs, 'cardNo' | 'projectId'>>;
  redeemRechargeCard?: Resolver<ResolversTypes['ResourcePack'], ParentType, ContextType, RequireFields<MutationRedeemRechargeCardArgs, 'cardNo'>>;
  redeliverProjectWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverProjectWebhookArgs, 'id' | 'projectId'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'id'>>;
  refundPayment?: Resolver<ResolversTypes['PaymentRefund'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'id'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCmsFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCmsFileArgs, 'id' | 'library'>>;
  removeCmsText?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCmsTextArgs, 'id'>>;
  removeContainerImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveContainerImageArgs, 'id'>>;
  removeDataFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDataFileArgs, 'id'>>;
  removeDesktopBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDesktopBuildArgs, 'id'>>;
  removeFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFeedbackArgs, 'ids'>>;
  removeImageTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveImageTemplateArgs, 'id'>>;
  removeMapEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMapEntryArgs, 'id'>>;
  removeModule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveModuleArgs, 'id'>>;
  removeModuleTag?: Resolver<Array<ResolversTypes['ModuleTag']>, ParentType, ContextType, RequireFields<MutationRemoveModuleTagArgs, 'name'>>;
  removeModuleUsers?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationRemoveModuleUsersArgs, 'id' | 'userIds'>>;
  removePackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePackageArgs, 'id'>>;
  removePermGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePermGroupArgs, 'id'>>;
  removeProjectMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveProjectMemberArgs, 'projectId' | 'userId'>>;
  removeRechargeCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveRechargeCardArgs, 'id'>>;
  removeRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveRoleArgs, 'id'>>;
  removeSysProcessor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveSysProcessorArgs, 'id'>>;
  removeSystemUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveSystemUserArgs, 'id'>>;
  removeUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'id'>>;
  renameModuleTag?: Resolver<Array<ResolversTypes['ModuleTag']>, ParentType, ContextType, RequireFields<MutationRenameModuleTagArgs, 'name' | 'newName'>>;
  reorderImageTemplates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderImageTemplatesArgs, 'ids' | 'kind'>>;
  reorderMapEntries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderMapEntriesArgs, 'ids'>>;
  reorderModuleGroups?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderModuleGroupsArgs, 'ids'>>;
  reorderModules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderModulesArgs, 'ids'>>;
  reorderPackages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderPackagesArgs, 'ids'>>;
  reorderUserExtFields?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReorderUserExtFieldsArgs, 'ids'>>;
  repairTask?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRepairTaskArgs, 'id' | 'key'>>;
  replyFeedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationReplyFeedbackArgs, 'id' | 'reply'>>;
  rerunFailedTasks?: Resolver<ResolversTypes['RerunResult'], ParentType, ContextType, RequireFields<MutationRerunFailedTasksArgs, 'id'>>;
  resetJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationResetJobArgs, 'id'>>;
  resetNavigatorBoard?: Resolver<ResolversTypes['SysNavigatorBoard'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'password' | 'side' | 'target'>>;
  restartJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRestartJobArgs, 'id'>>;
  restoreSysTemplateVersion?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationRestoreSysTemplateVersionArgs, 'id'>>;
  restoreTemplateVersion?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationRestoreTemplateVersionArgs, 'id'>>;
  revokeApiToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  revokeMySession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeMySessionArgs, 'id'>>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id' | 'side'>>;
  rollbackUiPack?: Resolver<ResolversTypes['UiPackVersion'], ParentType, ContextType, RequireFields<MutationRollbackUiPackArgs, 'packId'>>;
  rotateProjectWebhookSecret?: Resolver<ResolversTypes['WebhookWithSecret'], ParentType, ContextType, RequireFields<MutationRotateProjectWebhookSecretArgs, 'id' | 'projectId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookWithSecret'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  runTemplate?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRunTemplateArgs, 'id' | 'name'>>;
  saveCalcMetricConfig?: Resolver<ResolversTypes['CalcMetricConfig'], ParentType, ContextType, RequireFields<MutationSaveCalcMetricConfigArgs, 'input'>>;
  saveCommerceConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSaveCommerceConfigArgs, 'config'>>;
  saveFeatureSwitches?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSaveFeatureSwitchesArgs, 'switches'>>;
  saveLoginPolicy?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSaveLoginPolicyArgs, 'policy'>>;
  saveNavigatorBoard?: Resolver<ResolversTypes['SysNavigatorBoard'], ParentType, ContextType, RequireFields<MutationSaveNavigatorBoardArgs, 'document'>>;
  saveNotificationPrefs?: Resolver<Array<ResolversTypes['NotificationPref']>, ParentType, ContextType, RequireFields<MutationSaveNotificationPrefsArgs, 'prefs'>>;
  saveSysConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSaveSysConfigArgs, 'config'>>;
  sendActivationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendActivationCodeArgs, 'kind'>>;
  sendFeedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  sendMobileLoginCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendMobileLoginCodeArgs, 'mobile'>>;
  setCmsTextStatus?: Resolver<ResolversTypes['CmsText'], ParentType, ContextType, RequireFields<MutationSetCmsTextStatusArgs, 'id' | 'status'>>;
  setContainerImageStatus?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationSetContainerImageStatusArgs, 'id' | 'status'>>;
  setDataFileFavorite?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationSetDataFileFavoriteArgs, 'favorite' | 'id'>>;
  setDesktopBuildStatus?: Resolver<ResolversTypes['DesktopBuild'], ParentType, ContextType, RequireFields<MutationSetDesktopBuildStatusArgs, 'id' | 'status'>>;
  setIdentityProviderStatus?: Resolver<ResolversTypes['IdentityProvider'], ParentType, ContextType, RequireFields<MutationSetIdentityProviderStatusArgs, 'id' | 'status'>>;
  setImageTemplateUse?: Resolver<ResolversTypes['ImageTemplate'], ParentType, ContextType, RequireFields<MutationSetImageTemplateUseArgs, 'id' | 'use'>>;
  setMapEntryStatus?: Resolver<ResolversTypes['MapEntry'], ParentType, ContextType, RequireFields<MutationSetMapEntryStatusArgs, 'id' | 'status'>>;
  setModuleCover?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationSetModuleCoverArgs, 'id'>>;
  setModuleFavorite?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationSetModuleFavoriteArgs, 'favorite' | 'id'>>;
  setModuleStatus?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationSetModuleStatusArgs, 'id' | 'status'>>;
  setModulesDiscount?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType, RequireFields<MutationSetModulesDiscountArgs, 'discount' | 'ids'>>;
  setPackageStatus?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationSetPackageStatusArgs, 'id' | 'status'>>;
  setPermGroupStatus?: Resolver<ResolversTypes['PermGroup'], ParentType, ContextType, RequireFields<MutationSetPermGroupStatusArgs, 'id' | 'status'>>;
  setProjectMemberRole?: Resolver<ResolversTypes['ProjectMember'], ParentType, ContextType, RequireFields<MutationSetProjectMemberRoleArgs, 'projectId' | 'role' | 'userId'>>;
  setRoleStatus?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationSetRoleStatusArgs, 'id' | 'status'>>;
  setSysAppStatus?: Resolver<ResolversTypes['SysApp'], ParentType, ContextType, RequireFields<MutationSetSysAppStatusArgs, 'id' | 'status'>>;
  setSysProcessorStatus?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationSetSysProcessorStatusArgs, 'id' | 'status'>>;
  setSysTemplateStatus?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationSetSysTemplateStatusArgs, 'id' | 'status'>>;
  setSystemUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetSystemUserPasswordArgs, 'id' | 'password'>>;
  setSystemUserStatus?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationSetSystemUserStatusArgs, 'id' | 'status'>>;
  setUserExtFieldStatus?: Resolver<ResolversTypes['UserExtField'], ParentType, ContextType, RequireFields<MutationSetUserExtFieldStatusArgs, 'id' | 'status'>>;
  setUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetUserPasswordArgs, 'id' | 'password'>>;
  setUserStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserStatusArgs, 'id' | 'status'>>;
  setWorkflowDefaultCover?: Resolver<ResolversTypes['WorkflowDefaultCovers'], ParentType, ContextType, RequireFields<MutationSetWorkflowDefaultCoverArgs, 'kind'>>;
  sortSysApps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSortSysAppsArgs, 'ids'>>;
  stopJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationStopJobArgs, 'id'>>;
  stopTask?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationStopTaskArgs, 'id' | 'key'>>;
  submitJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationSubmitJobArgs, 'input'>>;
  sysActivateContact?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationSysActivateContactArgs, 'code' | 'kind'>>;
  sysCancelJob?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<MutationSysCancelJobArgs, 'id'>>;
  sysCreateApiToken?: Resolver<ResolversTypes['ApiTokenCreated'], ParentType, ContextType, RequireFields<MutationSysCreateApiTokenArgs, 'name' | 'readOnly'>>;
  sysDecideApproval?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationSysDecideApprovalArgs, 'approve' | 'jobId' | 'key'>>;
  sysLogin?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationSysLoginArgs, 'account' | 'password'>>;
  sysLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sysPurgeDataFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysPurgeDataFileArgs, 'id'>>;
  sysRecoverDataFile?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationSysRecoverDataFileArgs, 'id'>>;
  sysRecoverJob?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<MutationSysRecoverJobArgs, 'id'>>;
  sysRefundTask?: Resolver<ResolversTypes['SysTaskRefund'], ParentType, ContextType, RequireFields<MutationSysRefundTaskArgs, 'taskId'>>;
  sysRemoveDataFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysRemoveDataFileArgs, 'id'>>;
  sysRemoveJob?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<MutationSysRemoveJobArgs, 'id'>>;
  sysRevokeApiToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysRevokeApiTokenArgs, 'id'>>;
  sysRevokeMySession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysRevokeMySessionArgs, 'id'>>;
  sysSendActivationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysSendActivationCodeArgs, 'kind'>>;
  sysSetDataFileStatus?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationSysSetDataFileStatusArgs, 'id' | 'status'>>;
  sysStopJob?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<MutationSysStopJobArgs, 'id'>>;
  sysStopTask?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<MutationSysStopTaskArgs, 'id' | 'key'>>;
  sysUpdateDataFile?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationSysUpdateDataFileArgs, 'id' | 'input'>>;
  sysUpdatePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSysUpdatePasswordArgs, 'newPassword' | 'oldPassword'>>;
  sysUpdateProfile?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationSysUpdateProfileArgs, 'input'>>;
  sysUseAvatarTemplate?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationSysUseAvatarTemplateArgs, 'templateId'>>;
  updateCmsText?: Resolver<ResolversTypes['CmsText'], ParentType, ContextType, RequireFields<MutationUpdateCmsTextArgs, 'id' | 'input'>>;
  updateContainerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<MutationUpdateContainerImageArgs, 'id' | 'input'>>;
  updateDataFile?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<MutationUpdateDataFileArgs, 'id' | 'input'>>;
  updateDesktopBuild?: Resolver<ResolversTypes['DesktopBuild'], ParentType, ContextType, RequireFields<MutationUpdateDesktopBuildArgs, 'id' | 'input'>>;
  updateIdentityProvider?: Resolver<ResolversTypes['IdentityProvider'], ParentType, ContextType, RequireFields<MutationUpdateIdentityProviderArgs, 'id' | 'input'>>;
  updateJobTasks?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationUpdateJobTasksArgs, 'id' | 'tasks'>>;
  updateMapEntry?: Resolver<ResolversTypes['MapEntry'], ParentType, ContextType, RequireFields<MutationUpdateMapEntryArgs, 'id' | 'input'>>;
  updateModule?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<MutationUpdateModuleArgs, 'id' | 'input'>>;
  updateModuleGroup?: Resolver<ResolversTypes['ModuleGroup'], ParentType, ContextType, RequireFields<MutationUpdateModuleGroupArgs, 'id' | 'input'>>;
  updateMyConfig?: Resolver<ResolversTypes['ShowConfigWeb'], ParentType, ContextType, RequireFields<MutationUpdateMyConfigArgs, 'input'>>;
  updateMyExtInfo?: Resolver<ResolversTypes['MyExtInfo'], ParentType, ContextType, RequireFields<MutationUpdateMyExtInfoArgs, 'values'>>;
  updatePackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationUpdatePackageArgs, 'id' | 'input'>>;
  updatePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'newPassword' | 'oldPassword'>>;
  updatePermGroup?: Resolver<ResolversTypes['PermGroup'], ParentType, ContextType, RequireFields<MutationUpdatePermGroupArgs, 'id' | 'input'>>;
  updateProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationUpdateProcessorArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateProjectWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateProjectWebhookArgs, 'id' | 'input' | 'projectId'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>>;
  updateSysApp?: Resolver<ResolversTypes['SysApp'], ParentType, ContextType, RequireFields<MutationUpdateSysAppArgs, 'id' | 'input'>>;
  updateSysProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<MutationUpdateSysProcessorArgs, 'id' | 'input'>>;
  updateSysTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationUpdateSysTemplateArgs, 'id' | 'input'>>;
  updateSystemUser?: Resolver<ResolversTypes['SystemUser'], ParentType, ContextType, RequireFields<MutationUpdateSystemUserArgs, 'id' | 'input'>>;
  updateTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<MutationUpdateTemplateArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserExtField?: Resolver<ResolversTypes['UserExtField'], ParentType, ContextType, RequireFields<MutationUpdateUserExtFieldArgs, 'id' | 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
  useAvatarTemplate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUseAvatarTemplateArgs, 'templateId'>>;
};

export type MyExtInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MyExtInfo'] = ResolversParentTypes['MyExtInfo']> = {
  fields?: Resolver<Array<ResolversTypes['UserExtField']>, ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type NavigatorBoardResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorBoard'] = ResolversParentTypes['NavigatorBoard']> = {
  sections?: Resolver<Array<ResolversTypes['NavigatorSection']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['NavigatorSummary'], ParentType, ContextType>;
};

export type NavigatorItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorItem'] = ResolversParentTypes['NavigatorItem']> = {
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NavigatorItemKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NavigatorModuleChoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorModuleChoice'] = ResolversParentTypes['NavigatorModuleChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigatorSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorSection'] = ResolversParentTypes['NavigatorSection']> = {
  description?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NavigatorItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type NavigatorSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorSummary'] = ResolversParentTypes['NavigatorSummary']> = {
  jobCounts?: Resolver<Array<ResolversTypes['JobStateCount']>, ParentType, ContextType>;
  recentJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  storageQuota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokenBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NavigatorTemplateChoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NavigatorTemplateChoice'] = ResolversParentTypes['NavigatorTemplateChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['LocalText'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['NotificationTarget'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalText'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  list?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPrefResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotificationPref'] = ResolversParentTypes['NotificationPref']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
};

export type OfflinePaymentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OfflinePayment'] = ResolversParentTypes['OfflinePayment']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  codeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outTradeNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['OrderedPackage'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidByHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['PaymentProvider']>, ParentType, ContextType>;
  qrImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['CommerceUser']>, ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  list?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderedPackageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrderedPackage'] = ResolversParentTypes['OrderedPackage']> = {
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiryMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grants?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PackageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountNow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['QuantityDiscount']>, ParentType, ContextType>;
  expiryMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grants?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  limitedDiscount?: Resolver<Maybe<ResolversTypes['LimitedDiscount']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runningJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workflowStorageGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PackagePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PackagePage'] = ResolversParentTypes['PackagePage']> = {
  list?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentNotifyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentNotify'] = ResolversParentTypes['PaymentNotify']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notifyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outTradeNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  providerTradeNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PaymentNotifySource'], ParentType, ContextType>;
};

export type PaymentNotifyPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentNotifyPage'] = ResolversParentTypes['PaymentNotifyPage']> = {
  list?: Resolver<Array<ResolversTypes['PaymentNotify']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentProvidersResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentProviders'] = ResolversParentTypes['PaymentProviders']> = {
  alipay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['OfflinePayment'], ParentType, ContextType>;
  wechat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outRefundNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  providerRefundId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerTradeNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RefundState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PermGroupResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PermGroup'] = ResolversParentTypes['PermGroup']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
};

export type PermGroupPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PermGroupPage'] = ResolversParentTypes['PermGroupPage']> = {
  list?: Resolver<Array<ResolversTypes['PermGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PermissionInfo'] = ResolversParentTypes['PermissionInfo']> = {
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PoolWorkerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PoolWorker'] = ResolversParentTypes['PoolWorker']> = {
  cpus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  memoryMb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partitions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProcessorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Processor'] = ResolversParentTypes['Processor']> = {
  args?: Resolver<Array<ResolversTypes['ModuleArg']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  docs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exeSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['ModuleOutput']>, ParentType, ContextType>;
  ownerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProcessorPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProcessorPage'] = ResolversParentTypes['ProcessorPage']> = {
  list?: Resolver<Array<ResolversTypes['Processor']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataFileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes['ProjectLedgerPage'], ParentType, ContextType, Partial<ProjectLedgerArgs>>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myRole?: Resolver<ResolversTypes['ProjectRole'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packs?: Resolver<Array<ResolversTypes['ProjectPack']>, ParentType, ContextType>;
  processorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storage?: Resolver<ResolversTypes['ProjectStorage'], ParentType, ContextType>;
  templateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['ProjectTokens'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['ProjectUsage'], ParentType, ContextType, Partial<ProjectUsageArgs>>;
};

export type ProjectInvitationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectInvitation'] = ResolversParentTypes['ProjectInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedByAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ProjectRole'], ParentType, ContextType>;
};

export type ProjectLedgerEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectLedgerEntry'] = ResolversParentTypes['ProjectLedgerEntry']> = {
  actorAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  jobName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  memberAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectLedgerPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectLedgerPage'] = ResolversParentTypes['ProjectLedgerPage']> = {
  list?: Resolver<Array<ResolversTypes['ProjectLedgerEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectMemberResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectMember'] = ResolversParentTypes['ProjectMember']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedByAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ProjectRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProjectPackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectPack'] = ResolversParentTypes['ProjectPack']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  buyerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  runningJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workflowStorageGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProjectStorageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectStorage'] = ResolversParentTypes['ProjectStorage']> = {
  quota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProjectTokensResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectTokens'] = ResolversParentTypes['ProjectTokens']> = {
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProjectUsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProjectUsage'] = ResolversParentTypes['ProjectUsage']> = {
  daily?: Resolver<Array<ResolversTypes['StorageDay']>, ParentType, ContextType>;
  storageQuota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workflowStorageQuota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workflowStorageUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PublicModuleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublicModule'] = ResolversParentTypes['PublicModule']> = {
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  docs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docsZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tokenPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicModulePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublicModulePage'] = ResolversParentTypes['PublicModulePage']> = {
  list?: Resolver<Array<ResolversTypes['PublicModule']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicSettingsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublicSettings'] = ResolversParentTypes['PublicSettings']> = {
  coverImageSize?: Resolver<ResolversTypes['ImageLimit'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  feedbackEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAvatarSize?: Resolver<ResolversTypes['ImageLimit'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuantityDiscountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuantityDiscount'] = ResolversParentTypes['QuantityDiscount']> = {
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  approvalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['WaitingApproval']>, ParentType, ContextType>;
  avatarTemplates?: Resolver<Array<ResolversTypes['AvatarTemplate']>, ParentType, ContextType>;
  board?: Resolver<ResolversTypes['BoardCounts'], ParentType, ContextType>;
  boardTrends?: Resolver<Array<ResolversTypes['BoardTrendDay']>, ParentType, ContextType, Partial<QueryBoardTrendsArgs>>;
  calcMetricConfig?: Resolver<ResolversTypes['CalcMetricConfig'], ParentType, ContextType>;
  catalogueModule?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<QueryCatalogueModuleArgs, 'id'>>;
  catalogueModules?: Resolver<ResolversTypes['ModulePage'], ParentType, ContextType, Partial<QueryCatalogueModulesArgs>>;
  checkInState?: Resolver<ResolversTypes['CheckInState'], ParentType, ContextType>;
  cmsFileLibraryFolders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cmsFiles?: Resolver<ResolversTypes['CmsFilePage'], ParentType, ContextType, RequireFields<QueryCmsFilesArgs, 'library'>>;
  cmsMapLibraryFolders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cmsTexts?: Resolver<ResolversTypes['CmsTextPage'], ParentType, ContextType, Partial<QueryCmsTextsArgs>>;
  commerceConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  compareSysTemplateVersions?: Resolver<ResolversTypes['TemplateVersionDiff'], ParentType, ContextType, RequireFields<QueryCompareSysTemplateVersionsArgs, 'a' | 'b'>>;
  compareTemplateVersions?: Resolver<ResolversTypes['TemplateVersionDiff'], ParentType, ContextType, RequireFields<QueryCompareTemplateVersionsArgs, 'a' | 'b'>>;
  containerImage?: Resolver<ResolversTypes['ContainerImage'], ParentType, ContextType, RequireFields<QueryContainerImageArgs, 'id'>>;
  containerImages?: Resolver<ResolversTypes['ContainerImagePage'], ParentType, ContextType, Partial<QueryContainerImagesArgs>>;
  dataFile?: Resolver<ResolversTypes['DataFile'], ParentType, ContextType, RequireFields<QueryDataFileArgs, 'id'>>;
  dataFiles?: Resolver<ResolversTypes['DataFilePage'], ParentType, ContextType, Partial<QueryDataFilesArgs>>;
  dataFolders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryDataFoldersArgs, 'kind'>>;
  desktopBuilds?: Resolver<Array<ResolversTypes['DesktopBuild']>, ParentType, ContextType>;
  exportTagTemplates?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  featureSwitches?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  feedbackEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identityProvider?: Resolver<ResolversTypes['IdentityProvider'], ParentType, ContextType, RequireFields<QueryIdentityProviderArgs, 'id'>>;
  identityProviders?: Resolver<ResolversTypes['IdentityProviderPage'], ParentType, ContextType, Partial<QueryIdentityProvidersArgs>>;
  imageTemplates?: Resolver<Array<ResolversTypes['ImageTemplate']>, ParentType, ContextType, RequireFields<QueryImageTemplatesArgs, 'kind'>>;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobEstimate?: Resolver<ResolversTypes['JobEstimate'], ParentType, ContextType, RequireFields<QueryJobEstimateArgs, 'input'>>;
  jobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, Partial<QueryJobsArgs>>;
  loginLogs?: Resolver<ResolversTypes['LoginLogPage'], ParentType, ContextType, RequireFields<QueryLoginLogsArgs, 'side'>>;
  loginPolicy?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  mapEntries?: Resolver<ResolversTypes['MapEntryPage'], ParentType, ContextType, Partial<QueryMapEntriesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  menuApps?: Resolver<Array<ResolversTypes['SysApp']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['Module'], ParentType, ContextType, RequireFields<QueryModuleArgs, 'id'>>;
  moduleCoverChoices?: Resolver<Array<ResolversTypes['ImageTemplate']>, ParentType, ContextType>;
  moduleGroups?: Resolver<Array<ResolversTypes['ModuleGroup']>, ParentType, ContextType>;
  moduleTags?: Resolver<Array<ResolversTypes['ModuleTag']>, ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  myApiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  myConfig?: Resolver<ResolversTypes['ShowConfigWeb'], ParentType, ContextType>;
  myExtInfo?: Resolver<ResolversTypes['MyExtInfo'], ParentType, ContextType>;
  myFeedback?: Resolver<ResolversTypes['FeedbackPage'], ParentType, ContextType, Partial<QueryMyFeedbackArgs>>;
  myInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryMyInvoicesArgs>>;
  myNotifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  myOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryMyOrderArgs, 'id'>>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryMyOrdersArgs>>;
  myResourcePacks?: Resolver<ResolversTypes['ResourcePackPage'], ParentType, ContextType, Partial<QueryMyResourcePacksArgs>>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  myWebhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, Partial<QueryMyWebhookDeliveriesArgs>>;
  myWebhooks?: Resolver<ResolversTypes['WebhookPage'], ParentType, ContextType, Partial<QueryMyWebhooksArgs>>;
  navigatorBoard?: Resolver<ResolversTypes['NavigatorBoard'], ParentType, ContextType>;
  notificationPrefs?: Resolver<Array<ResolversTypes['NotificationPref']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  paymentProviders?: Resolver<ResolversTypes['PaymentProviders'], ParentType, ContextType>;
  permGroups?: Resolver<ResolversTypes['PermGroupPage'], ParentType, ContextType, Partial<QueryPermGroupsArgs>>;
  permissionCatalogue?: Resolver<Array<ResolversTypes['PermissionInfo']>, ParentType, ContextType>;
  processor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<QueryProcessorArgs, 'id'>>;
  processors?: Resolver<Array<ResolversTypes['Processor']>, ParentType, ContextType, Partial<QueryProcessorsArgs>>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projectInvitations?: Resolver<Array<ResolversTypes['ProjectInvitation']>, ParentType, ContextType>;
  projectMembers?: Resolver<Array<ResolversTypes['ProjectMember']>, ParentType, ContextType, RequireFields<QueryProjectMembersArgs, 'projectId'>>;
  projectWebhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryProjectWebhookDeliveriesArgs, 'projectId'>>;
  projectWebhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryProjectWebhooksArgs, 'projectId'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  publicMapEntries?: Resolver<Array<ResolversTypes['MapEntry']>, ParentType, ContextType, RequireFields<QueryPublicMapEntriesArgs, 'mapLibraryName'>>;
  publicModule?: Resolver<ResolversTypes['PublicModule'], ParentType, ContextType, RequireFields<QueryPublicModuleArgs, 'id'>>;
  publicModules?: Resolver<ResolversTypes['PublicModulePage'], ParentType, ContextType, Partial<QueryPublicModulesArgs>>;
  publicSettings?: Resolver<ResolversTypes['PublicSettings'], ParentType, ContextType>;
  publicTexts?: Resolver<Array<ResolversTypes['CmsText']>, ParentType, ContextType, RequireFields<QueryPublicTextsArgs, 'libraryName'>>;
  rechargeCards?: Resolver<ResolversTypes['RechargeCardPage'], ParentType, ContextType, Partial<QueryRechargeCardsArgs>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  sdfRecords?: Resolver<ResolversTypes['SdfPage'], ParentType, ContextType, RequireFields<QuerySdfRecordsArgs, 'fileId' | 'limit' | 'offset'>>;
  sequenceRecords?: Resolver<ResolversTypes['SequencePage'], ParentType, ContextType, RequireFields<QuerySequenceRecordsArgs, 'fileId' | 'limit' | 'offset' | 'seqLength' | 'seqOffset'>>;
  sessions?: Resolver<ResolversTypes['SessionPage'], ParentType, ContextType, RequireFields<QuerySessionsArgs, 'side'>>;
  signInProviders?: Resolver<Array<ResolversTypes['SignInProvider']>, ParentType, ContextType, RequireFields<QuerySignInProvidersArgs, 'side'>>;
  storageUsage?: Resolver<ResolversTypes['StorageUsage'], ParentType, ContextType, Partial<QueryStorageUsageArgs>>;
  sysApprovalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sysApprovals?: Resolver<Array<ResolversTypes['WaitingApproval']>, ParentType, ContextType>;
  sysApps?: Resolver<ResolversTypes['SysAppPage'], ParentType, ContextType, Partial<QuerySysAppsArgs>>;
  sysAvatarTemplates?: Resolver<Array<ResolversTypes['AvatarTemplate']>, ParentType, ContextType>;
  sysConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  sysDataFiles?: Resolver<ResolversTypes['DataFilePage'], ParentType, ContextType, Partial<QuerySysDataFilesArgs>>;
  sysDataFolders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QuerySysDataFoldersArgs, 'kind'>>;
  sysDesktopBuilds?: Resolver<ResolversTypes['DesktopBuildPage'], ParentType, ContextType, Partial<QuerySysDesktopBuildsArgs>>;
  sysFeedback?: Resolver<ResolversTypes['FeedbackPage'], ParentType, ContextType, Partial<QuerySysFeedbackArgs>>;
  sysInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QuerySysInvoicesArgs>>;
  sysJob?: Resolver<ResolversTypes['SysJob'], ParentType, ContextType, RequireFields<QuerySysJobArgs, 'id'>>;
  sysJobs?: Resolver<ResolversTypes['SysJobPage'], ParentType, ContextType, Partial<QuerySysJobsArgs>>;
  sysMe?: Resolver<Maybe<ResolversTypes['SystemUser']>, ParentType, ContextType>;
  sysMenuApps?: Resolver<Array<ResolversTypes['SysApp']>, ParentType, ContextType>;
  sysModules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  sysMyApiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  sysMySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  sysNavigatorBoard?: Resolver<ResolversTypes['SysNavigatorBoard'], ParentType, ContextType>;
  sysOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QuerySysOrdersArgs>>;
  sysPackages?: Resolver<ResolversTypes['PackagePage'], ParentType, ContextType, Partial<QuerySysPackagesArgs>>;
  sysPaymentNotifies?: Resolver<ResolversTypes['PaymentNotifyPage'], ParentType, ContextType, Partial<QuerySysPaymentNotifiesArgs>>;
  sysProcessor?: Resolver<ResolversTypes['Processor'], ParentType, ContextType, RequireFields<QuerySysProcessorArgs, 'id'>>;
  sysProcessors?: Resolver<ResolversTypes['ProcessorPage'], ParentType, ContextType, Partial<QuerySysProcessorsArgs>>;
  sysProjectTokens?: Resolver<ResolversTypes['SysProjectTokens'], ParentType, ContextType, RequireFields<QuerySysProjectTokensArgs, 'projectId'>>;
  sysResourcePacks?: Resolver<ResolversTypes['ResourcePackPage'], ParentType, ContextType, Partial<QuerySysResourcePacksArgs>>;
  sysSdfRecords?: Resolver<ResolversTypes['SdfPage'], ParentType, ContextType, RequireFields<QuerySysSdfRecordsArgs, 'fileId' | 'limit' | 'offset'>>;
  sysSequenceRecords?: Resolver<ResolversTypes['SequencePage'], ParentType, ContextType, RequireFields<QuerySysSequenceRecordsArgs, 'fileId' | 'limit' | 'offset' | 'seqLength' | 'seqOffset'>>;
  sysStorageUsage?: Resolver<ResolversTypes['StorageUsage'], ParentType, ContextType, RequireFields<QuerySysStorageUsageArgs, 'kind'>>;
  sysTaskResultMolecules?: Resolver<Array<ResolversTypes['ResultMoleculeFile']>, ParentType, ContextType, RequireFields<QuerySysTaskResultMoleculesArgs, 'limit' | 'offset' | 'taskId'>>;
  sysTaskSequenceRecords?: Resolver<ResolversTypes['SequencePage'], ParentType, ContextType, RequireFields<QuerySysTaskSequenceRecordsArgs, 'limit' | 'offset' | 'output' | 'seqLength' | 'seqOffset' | 'taskId'>>;
  sysTemplate?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<QuerySysTemplateArgs, 'id'>>;
  sysTemplateVersion?: Resolver<ResolversTypes['TemplateVersion'], ParentType, ContextType, RequireFields<QuerySysTemplateVersionArgs, 'id'>>;
  sysTemplateVersions?: Resolver<Array<ResolversTypes['TemplateVersion']>, ParentType, ContextType, RequireFields<QuerySysTemplateVersionsArgs, 'templateId'>>;
  sysTemplates?: Resolver<Array<ResolversTypes['WorkflowTemplate']>, ParentType, ContextType>;
  sysUserExtFields?: Resolver<ResolversTypes['UserExtFieldPage'], ParentType, ContextType, Partial<QuerySysUserExtFieldsArgs>>;
  sysUserExtInfo?: Resolver<ResolversTypes['UserExtInfoPage'], ParentType, ContextType, Partial<QuerySysUserExtInfoArgs>>;
  systemUsers?: Resolver<ResolversTypes['SystemUserPage'], ParentType, ContextType, Partial<QuerySystemUsersArgs>>;
  taskResultMolecules?: Resolver<Array<ResolversTypes['ResultMoleculeFile']>, ParentType, ContextType, RequireFields<QueryTaskResultMoleculesArgs, 'limit' | 'offset' | 'taskId'>>;
  taskSdfRecords?: Resolver<ResolversTypes['SdfPage'], ParentType, ContextType, RequireFields<QueryTaskSdfRecordsArgs, 'limit' | 'offset' | 'output' | 'taskId'>>;
  taskSequenceRecords?: Resolver<ResolversTypes['SequencePage'], ParentType, ContextType, RequireFields<QueryTaskSequenceRecordsArgs, 'limit' | 'offset' | 'output' | 'seqLength' | 'seqOffset' | 'taskId'>>;
  template?: Resolver<ResolversTypes['WorkflowTemplate'], ParentType, ContextType, RequireFields<QueryTemplateArgs, 'id'>>;
  templateVersion?: Resolver<ResolversTypes['TemplateVersion'], ParentType, ContextType, RequireFields<QueryTemplateVersionArgs, 'id'>>;
  templateVersions?: Resolver<Array<ResolversTypes['TemplateVersion']>, ParentType, ContextType, RequireFields<QueryTemplateVersionsArgs, 'templateId'>>;
  templates?: Resolver<Array<ResolversTypes['WorkflowTemplate']>, ParentType, ContextType, Partial<QueryTemplatesArgs>>;
  tokenBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uiPackVersions?: Resolver<Array<ResolversTypes['UiPackVersion']>, ParentType, ContextType, RequireFields<QueryUiPackVersionsArgs, 'packId'>>;
  uiPacks?: Resolver<ResolversTypes['UiPackPage'], ParentType, ContextType, Partial<QueryUiPacksArgs>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageStatistics?: Resolver<ResolversTypes['UsageStatistics'], ParentType, ContextType, Partial<QueryUsageStatisticsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userExtFields?: Resolver<Array<ResolversTypes['UserExtField']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workerPools?: Resolver<Array<ResolversTypes['WorkerPool']>, ParentType, ContextType>;
  workflowDefaultCovers?: Resolver<ResolversTypes['WorkflowDefaultCovers'], ParentType, ContextType>;
};

export type RechargeCardResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RechargeCard'] = ResolversParentTypes['RechargeCard']> = {
  batch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiryMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grants?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usedBy?: Resolver<Maybe<ResolversTypes['CommerceUser']>, ParentType, ContextType>;
};

export type RechargeCardBatchResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RechargeCardBatch'] = ResolversParentTypes['RechargeCardBatch']> = {
  batch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['RechargeCard']>, ParentType, ContextType>;
};

export type RechargeCardPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RechargeCardPage'] = ResolversParentTypes['RechargeCardPage']> = {
  list?: Resolver<Array<ResolversTypes['RechargeCard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RerunResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RerunResult'] = ResolversParentTypes['RerunResult']> = {
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  reused?: Resolver<Array<ResolversTypes['ReusedTask']>, ParentType, ContextType>;
};

export type ResourcePackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResourcePack'] = ResolversParentTypes['ResourcePack']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runningJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['CommerceUser']>, ParentType, ContextType>;
  workflowStorageGb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ResourcePackPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResourcePackPage'] = ResolversParentTypes['ResourcePackPage']> = {
  list?: Resolver<Array<ResolversTypes['ResourcePack']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResultMoleculeFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResultMoleculeFile'] = ResolversParentTypes['ResultMoleculeFile']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  output?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['ResultMoleculeRecord']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResultMoleculeRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResultMoleculeRecord'] = ResolversParentTypes['ResultMoleculeRecord']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inChi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  molFileId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  molSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smiles?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReusedTaskResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReusedTask'] = ResolversParentTypes['ReusedTask']> = {
  fromJobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fromTaskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['PermGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
};

export type RolePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  list?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SdfPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SdfPage'] = ResolversParentTypes['SdfPage']> = {
  records?: Resolver<Array<ResolversTypes['SdfRecord']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SdfRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SdfRecord'] = ResolversParentTypes['SdfRecord']> = {
  attrOrder?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attrs?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  endLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inChi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  molSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smiles?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequenceFeatureResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SequenceFeature'] = ResolversParentTypes['SequenceFeature']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['SequenceLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  strand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['SequenceWarning']>, ParentType, ContextType>;
};

export type SequenceLocationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SequenceLocation'] = ResolversParentTypes['SequenceLocation']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequencePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SequencePage'] = ResolversParentTypes['SequencePage']> = {
  format?: Resolver<ResolversTypes['SequenceFormat'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['SequenceRecord']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequenceRecordResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SequenceRecord'] = ResolversParentTypes['SequenceRecord']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featureTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['SequenceFeature']>, ParentType, ContextType>;
  gcContent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moleculeType?: Resolver<ResolversTypes['SequenceMoleculeType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primers?: Resolver<Array<ResolversTypes['SequenceFeature']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequenceOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topology?: Resolver<ResolversTypes['SequenceTopology'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['SequenceWarning']>, ParentType, ContextType>;
};

export type SequenceWarningResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SequenceWarning'] = ResolversParentTypes['SequenceWarning']> = {
  code?: Resolver<ResolversTypes['SequenceWarningCode'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SessionPage'] = ResolversParentTypes['SessionPage']> = {
  list?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShowConfigWebResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ShowConfigWeb'] = ResolversParentTypes['ShowConfigWeb']> = {
  InitShow?: Resolver<ResolversTypes['InitShow'], ParentType, ContextType>;
  Lang?: Resolver<ResolversTypes['Lang'], ParentType, ContextType>;
  LeftMenuBarCollapse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SideResolvers = { SYSTEM: 'sys', USER: 'user' };

export type SignInProviderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SignInProvider'] = ResolversParentTypes['SignInProvider']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IdentityProviderKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StorageDayResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StorageDay'] = ResolversParentTypes['StorageDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storageQuota?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storageUsed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  workflowStorageQuota?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  workflowStorageUsed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type StorageUsageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StorageUsage'] = ResolversParentTypes['StorageUsage']> = {
  quota?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  jobChanged?: SubscriptionResolver<ResolversTypes['Job'], "jobChanged", ParentType, ContextType, RequireFields<SubscriptionJobChangedArgs, 'id'>>;
  jobsChanged?: SubscriptionResolver<ResolversTypes['Job'], "jobsChanged", ParentType, ContextType>;
  taskChanged?: SubscriptionResolver<ResolversTypes['Task'], "taskChanged", ParentType, ContextType, RequireFields<SubscriptionTaskChangedArgs, 'jobId'>>;
  taskLog?: SubscriptionResolver<ResolversTypes['LogChunk'], "taskLog", ParentType, ContextType, RequireFields<SubscriptionTaskLogArgs, 'taskId'>>;
  unreadNotificationCountChanged?: SubscriptionResolver<ResolversTypes['Int'], "unreadNotificationCountChanged", ParentType, ContextType>;
};

export type SysAppResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysApp'] = ResolversParentTypes['SysApp']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  englishName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AppKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['AppSide'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  svgIcon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SysAppPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysAppPage'] = ResolversParentTypes['SysAppPage']> = {
  list?: Resolver<Array<ResolversTypes['SysApp']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SysJobResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysJob'] = ResolversParentTypes['SysJob']> = {
  crateUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailNotify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['SysTask']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SysJobPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysJobPage'] = ResolversParentTypes['SysJobPage']> = {
  list?: Resolver<Array<ResolversTypes['SysJob']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SysNavigatorBoardResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysNavigatorBoard'] = ResolversParentTypes['SysNavigatorBoard']> = {
  defaultDocument?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['NavigatorModuleChoice']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['NavigatorTemplateChoice']>, ParentType, ContextType>;
};

export type SysProjectTokensResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysProjectTokens'] = ResolversParentTypes['SysProjectTokens']> = {
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SysTaskResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysTask'] = ResolversParentTypes['SysTask']> = {
  approval?: Resolver<Maybe<ResolversTypes['TaskApproval']>, ParentType, ContextType>;
  args?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cpuMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dependsOn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  exitCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['Module']>, ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['TaskOutputFile']>, ParentType, ContextType>;
  processor?: Resolver<Maybe<ResolversTypes['Processor']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  run?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  stderrUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stdoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wallMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SysTaskRefundResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SysTaskRefund'] = ResolversParentTypes['SysTaskRefund']> = {
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['SysTask'], ParentType, ContextType>;
};

export type SystemUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SystemUser'] = ResolversParentTypes['SystemUser']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
};

export type SystemUserPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SystemUserPage'] = ResolversParentTypes['SystemUserPage']> = {
  list?: Resolver<Array<ResolversTypes['SystemUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  approval?: Resolver<Maybe<ResolversTypes['TaskApproval']>, ParentType, ContextType>;
  args?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  cpuMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dependsOn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  exitCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['Module']>, ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['TaskOutputFile']>, ParentType, ContextType>;
  processor?: Resolver<Maybe<ResolversTypes['Processor']>, ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultView?: Resolver<Maybe<ResolversTypes['TaskResultView']>, ParentType, ContextType>;
  reusedFromJobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reusedFromTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  run?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  stderrUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stdoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wallMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TaskApprovalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TaskApproval'] = ResolversParentTypes['TaskApproval']> = {
  canDecide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['ApprovalDecision']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['ApprovalStep'], ParentType, ContextType>;
};

export type TaskEstimateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TaskEstimate'] = ResolversParentTypes['TaskEstimate']> = {
  basis?: Resolver<ResolversTypes['EstimateBasis'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  inputBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medianCpuMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['Module']>, ParentType, ContextType>;
  ownMedianCpuMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ownRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p25CpuMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p75CpuMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processor?: Resolver<Maybe<ResolversTypes['Processor']>, ParentType, ContextType>;
  runs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tokensHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tokensLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TaskOutputFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TaskOutputFile'] = ResolversParentTypes['TaskOutputFile']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TaskResultViewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TaskResultView'] = ResolversParentTypes['TaskResultView']> = {
  outputs?: Resolver<Array<ResolversTypes['TaskViewOutput']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskViewOutputResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TaskViewOutput'] = ResolversParentTypes['TaskViewOutput']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TemplateArgChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateArgChange'] = ResolversParentTypes['TemplateArgChange']> = {
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateEdge'] = ResolversParentTypes['TemplateEdge']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateMethodChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateMethodChange'] = ResolversParentTypes['TemplateMethodChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TemplateNodeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateNode'] = ResolversParentTypes['TemplateNode']> = {
  approval?: Resolver<Maybe<ResolversTypes['ApprovalStep']>, ParentType, ContextType>;
  args?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  dependsOn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['Module']>, ParentType, ContextType>;
  moduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  processor?: Resolver<Maybe<ResolversTypes['Processor']>, ParentType, ContextType>;
  processorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TemplateNodeChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateNodeChange'] = ResolversParentTypes['TemplateNodeChange']> = {
  approval?: Resolver<Array<ResolversTypes['TemplateArgChange']>, ParentType, ContextType>;
  args?: Resolver<Array<ResolversTypes['TemplateArgChange']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['TemplateMethodChange']>, ParentType, ContextType>;
  moved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['TemplateNodeUnitChange']>, ParentType, ContextType>;
};

export type TemplateNodeSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateNodeSummary'] = ResolversParentTypes['TemplateNodeSummary']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  processorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TemplateNodeUnitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateNodeUnit'] = ResolversParentTypes['TemplateNodeUnit']> = {
  moduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  processorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TemplateNodeUnitChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateNodeUnitChange'] = ResolversParentTypes['TemplateNodeUnitChange']> = {
  after?: Resolver<ResolversTypes['TemplateNodeUnit'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['TemplateNodeUnit'], ParentType, ContextType>;
};

export type TemplateUnitChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateUnitChange'] = ResolversParentTypes['TemplateUnitChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateVersion'] = ResolversParentTypes['TemplateVersion']> = {
  authorAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TemplateNode']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['TemplateVersionUnit']>, ParentType, ContextType>;
};

export type TemplateVersionDiffResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateVersionDiff'] = ResolversParentTypes['TemplateVersionDiff']> = {
  edgesAdded?: Resolver<Array<ResolversTypes['TemplateEdge']>, ParentType, ContextType>;
  edgesRemoved?: Resolver<Array<ResolversTypes['TemplateEdge']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['TemplateVersion'], ParentType, ContextType>;
  nodesAdded?: Resolver<Array<ResolversTypes['TemplateNodeSummary']>, ParentType, ContextType>;
  nodesChanged?: Resolver<Array<ResolversTypes['TemplateNodeChange']>, ParentType, ContextType>;
  nodesRemoved?: Resolver<Array<ResolversTypes['TemplateNodeSummary']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['TemplateVersion'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['TemplateUnitChange']>, ParentType, ContextType>;
};

export type TemplateVersionUnitResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TemplateVersionUnit'] = ResolversParentTypes['TemplateVersionUnit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UiPackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UiPack'] = ResolversParentTypes['UiPack']> = {
  activeVersionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UiPackPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UiPackPage'] = ResolversParentTypes['UiPackPage']> = {
  list?: Resolver<Array<ResolversTypes['UiPack']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UiPackVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UiPackVersion'] = ResolversParentTypes['UiPackVersion']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsageDayResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UsageDay'] = ResolversParentTypes['UsageDay']> = {
  credited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transferredIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transferredOut?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UsageStatisticsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UsageStatistics'] = ResolversParentTypes['UsageStatistics']> = {
  daily?: Resolver<Array<ResolversTypes['UsageDay']>, ParentType, ContextType>;
  runningJobLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runningJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storageDaily?: Resolver<Array<ResolversTypes['StorageDay']>, ParentType, ContextType>;
  storageQuota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tokenBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workflowStorageQuota?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workflowStorageUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserExtFieldResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserExtField'] = ResolversParentTypes['UserExtField']> = {
  choices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  englishName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExtFieldKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
};

export type UserExtFieldPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserExtFieldPage'] = ResolversParentTypes['UserExtFieldPage']> = {
  list?: Resolver<Array<ResolversTypes['UserExtField']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserExtInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserExtInfo'] = ResolversParentTypes['UserExtInfo']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type UserExtInfoPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserExtInfoPage'] = ResolversParentTypes['UserExtInfoPage']> = {
  list?: Resolver<Array<ResolversTypes['UserExtInfo']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  list?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingApprovalResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WaitingApproval'] = ResolversParentTypes['WaitingApproval']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WebhookDeliveryState'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = {
  list?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookPage'] = ResolversParentTypes['WebhookPage']> = {
  list?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookWithSecretResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WebhookWithSecret'] = ResolversParentTypes['WebhookWithSecret']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type WorkerPoolResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WorkerPool'] = ResolversParentTypes['WorkerPool']> = {
  cpus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  memoryMb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workers?: Resolver<Array<ResolversTypes['PoolWorker']>, ParentType, ContextType>;
};

export type WorkflowDefaultCoversResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WorkflowDefaultCovers'] = ResolversParentTypes['WorkflowDefaultCovers']> = {
  moduleCoverTemplateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  moduleCoverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateCoverTemplateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateCoverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkflowTemplateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WorkflowTemplate'] = ResolversParentTypes['WorkflowTemplate']> = {
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  docs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TemplateNode']>, ParentType, ContextType>;
  ownerAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphContext> = {
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenCreated?: ApiTokenCreatedResolvers<ContextType>;
  ApprovalDecision?: ApprovalDecisionResolvers<ContextType>;
  ApprovalStep?: ApprovalStepResolvers<ContextType>;
  AvatarTemplate?: AvatarTemplateResolvers<ContextType>;
  BoardCounts?: BoardCountsResolvers<ContextType>;
  BoardTrendDay?: BoardTrendDayResolvers<ContextType>;
  CalcMetricConfig?: CalcMetricConfigResolvers<ContextType>;
  CheckInState?: CheckInStateResolvers<ContextType>;
  CmsFile?: CmsFileResolvers<ContextType>;
  CmsFilePage?: CmsFilePageResolvers<ContextType>;
  CmsText?: CmsTextResolvers<ContextType>;
  CmsTextPage?: CmsTextPageResolvers<ContextType>;
  CommerceUser?: CommerceUserResolvers<ContextType>;
  ContainerImage?: ContainerImageResolvers<ContextType>;
  ContainerImagePage?: ContainerImagePageResolvers<ContextType>;
  DataFile?: DataFileResolvers<ContextType>;
  DataFilePage?: DataFilePageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DesktopBuild?: DesktopBuildResolvers<ContextType>;
  DesktopBuildPage?: DesktopBuildPageResolvers<ContextType>;
  EntityStatus?: EntityStatusResolvers;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackPage?: FeedbackPageResolvers<ContextType>;
  FeedbackUser?: FeedbackUserResolvers<ContextType>;
  IdentityProvider?: IdentityProviderResolvers<ContextType>;
  IdentityProviderPage?: IdentityProviderPageResolvers<ContextType>;
  ImageLimit?: ImageLimitResolvers<ContextType>;
  ImagePackage?: ImagePackageResolvers<ContextType>;
  ImageTemplate?: ImageTemplateResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobEstimate?: JobEstimateResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobPayer?: JobPayerResolvers<ContextType>;
  JobStateCount?: JobStateCountResolvers<ContextType>;
  JobTemplateVersion?: JobTemplateVersionResolvers<ContextType>;
  LimitedDiscount?: LimitedDiscountResolvers<ContextType>;
  LocalText?: LocalTextResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  LogChunk?: LogChunkResolvers<ContextType>;
  LoginLog?: LoginLogResolvers<ContextType>;
  LoginLogPage?: LoginLogPageResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MapEntry?: MapEntryResolvers<ContextType>;
  MapEntryPage?: MapEntryPageResolvers<ContextType>;
  Module?: ModuleResolvers<ContextType>;
  ModuleArg?: ModuleArgResolvers<ContextType>;
  ModuleArgBinding?: ModuleArgBindingResolvers<ContextType>;
  ModuleEnabledUser?: ModuleEnabledUserResolvers<ContextType>;
  ModuleFile?: ModuleFileResolvers<ContextType>;
  ModuleGroup?: ModuleGroupResolvers<ContextType>;
  ModuleMethod?: ModuleMethodResolvers<ContextType>;
  ModuleOutput?: ModuleOutputResolvers<ContextType>;
  ModulePage?: ModulePageResolvers<ContextType>;
  ModuleTag?: ModuleTagResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyExtInfo?: MyExtInfoResolvers<ContextType>;
  NavigatorBoard?: NavigatorBoardResolvers<ContextType>;
  NavigatorItem?: NavigatorItemResolvers<ContextType>;
  NavigatorModuleChoice?: NavigatorModuleChoiceResolvers<ContextType>;
  NavigatorSection?: NavigatorSectionResolvers<ContextType>;
  NavigatorSummary?: NavigatorSummaryResolvers<ContextType>;
  NavigatorTemplateChoice?: NavigatorTemplateChoiceResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPref?: NotificationPrefResolvers<ContextType>;
  OfflinePayment?: OfflinePaymentResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderedPackage?: OrderedPackageResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackagePage?: PackagePageResolvers<ContextType>;
  PaymentNotify?: PaymentNotifyResolvers<ContextType>;
  PaymentNotifyPage?: PaymentNotifyPageResolvers<ContextType>;
  PaymentProviders?: PaymentProvidersResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PermGroup?: PermGroupResolvers<ContextType>;
  PermGroupPage?: PermGroupPageResolvers<ContextType>;
  PermissionInfo?: PermissionInfoResolvers<ContextType>;
  PoolWorker?: PoolWorkerResolvers<ContextType>;
  Processor?: ProcessorResolvers<ContextType>;
  ProcessorPage?: ProcessorPageResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectInvitation?: ProjectInvitationResolvers<ContextType>;
  ProjectLedgerEntry?: ProjectLedgerEntryResolvers<ContextType>;
  ProjectLedgerPage?: ProjectLedgerPageResolvers<ContextType>;
  ProjectMember?: ProjectMemberResolvers<ContextType>;
  ProjectPack?: ProjectPackResolvers<ContextType>;
  ProjectStorage?: ProjectStorageResolvers<ContextType>;
  ProjectTokens?: ProjectTokensResolvers<ContextType>;
  ProjectUsage?: ProjectUsageResolvers<ContextType>;
  PublicModule?: PublicModuleResolvers<ContextType>;
  PublicModulePage?: PublicModulePageResolvers<ContextType>;
  PublicSettings?: PublicSettingsResolvers<ContextType>;
  QuantityDiscount?: QuantityDiscountResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RechargeCard?: RechargeCardResolvers<ContextType>;
  RechargeCardBatch?: RechargeCardBatchResolvers<ContextType>;
  RechargeCardPage?: RechargeCardPageResolvers<ContextType>;
  RerunResult?: RerunResultResolvers<ContextType>;
  ResourcePack?: ResourcePackResolvers<ContextType>;
  ResourcePackPage?: ResourcePackPageResolvers<ContextType>;
  ResultMoleculeFile?: ResultMoleculeFileResolvers<ContextType>;
  ResultMoleculeRecord?: ResultMoleculeRecordResolvers<ContextType>;
  ReusedTask?: ReusedTaskResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  SdfPage?: SdfPageResolvers<ContextType>;
  SdfRecord?: SdfRecordResolvers<ContextType>;
  SequenceFeature?: SequenceFeatureResolvers<ContextType>;
  SequenceLocation?: SequenceLocationResolvers<ContextType>;
  SequencePage?: SequencePageResolvers<ContextType>;
  SequenceRecord?: SequenceRecordResolvers<ContextType>;
  SequenceWarning?: SequenceWarningResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionPage?: SessionPageResolvers<ContextType>;
  ShowConfigWeb?: ShowConfigWebResolvers<ContextType>;
  Side?: SideResolvers;
  SignInProvider?: SignInProviderResolvers<ContextType>;
  StorageDay?: StorageDayResolvers<ContextType>;
  StorageUsage?: StorageUsageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SysApp?: SysAppResolvers<ContextType>;
  SysAppPage?: SysAppPageResolvers<ContextType>;
  SysJob?: SysJobResolvers<ContextType>;
  SysJobPage?: SysJobPageResolvers<ContextType>;
  SysNavigatorBoard?: SysNavigatorBoardResolvers<ContextType>;
  SysProjectTokens?: SysProjectTokensResolvers<ContextType>;
  SysTask?: SysTaskResolvers<ContextType>;
  SysTaskRefund?: SysTaskRefundResolvers<ContextType>;
  SystemUser?: SystemUserResolvers<ContextType>;
  SystemUserPage?: SystemUserPageResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskApproval?: TaskApprovalResolvers<ContextType>;
  TaskEstimate?: TaskEstimateResolvers<ContextType>;
  TaskOutputFile?: TaskOutputFileResolvers<ContextType>;
  TaskResultView?: TaskResultViewResolvers<ContextType>;
  TaskViewOutput?: TaskViewOutputResolvers<ContextType>;
  TemplateArgChange?: TemplateArgChangeResolvers<ContextType>;
  TemplateEdge?: TemplateEdgeResolvers<ContextType>;
  TemplateMethodChange?: TemplateMethodChangeResolvers<ContextType>;
  TemplateNode?: TemplateNodeResolvers<ContextType>;
  TemplateNodeChange?: TemplateNodeChangeResolvers<ContextType>;
  TemplateNodeSummary?: TemplateNodeSummaryResolvers<ContextType>;
  TemplateNodeUnit?: TemplateNodeUnitResolvers<ContextType>;
  TemplateNodeUnitChange?: TemplateNodeUnitChangeResolvers<ContextType>;
  TemplateUnitChange?: TemplateUnitChangeResolvers<ContextType>;
  TemplateVersion?: TemplateVersionResolvers<ContextType>;
  TemplateVersionDiff?: TemplateVersionDiffResolvers<ContextType>;
  TemplateVersionUnit?: TemplateVersionUnitResolvers<ContextType>;
  UiPack?: UiPackResolvers<ContextType>;
  UiPackPage?: UiPackPageResolvers<ContextType>;
  UiPackVersion?: UiPackVersionResolvers<ContextType>;
  UsageDay?: UsageDayResolvers<ContextType>;
  UsageStatistics?: UsageStatisticsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserExtField?: UserExtFieldResolvers<ContextType>;
  UserExtFieldPage?: UserExtFieldPageResolvers<ContextType>;
  UserExtInfo?: UserExtInfoResolvers<ContextType>;
  UserExtInfoPage?: UserExtInfoPageResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitingApproval?: WaitingApprovalResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookPage?: WebhookPageResolvers<ContextType>;
  WebhookWithSecret?: WebhookWithSecretResolvers<ContextType>;
  WorkerPool?: WorkerPoolResolvers<ContextType>;
  WorkflowDefaultCovers?: WorkflowDefaultCoversResolvers<ContextType>;
  WorkflowTemplate?: WorkflowTemplateResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  feature?: FeatureDirectiveResolver<any, any, ContextType>;
  perm?: PermDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  readOnlyOwnToken?: ReadOnlyOwnTokenDirectiveResolver<any, any, ContextType>;
};
