export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
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
  | 'DISABLED'
  | 'ENABLED';

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
  | 'SYSTEM'
  | 'USER';

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

export type ArgSpecFieldsFragment = { __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null };

export type JobRowFieldsFragment = { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number };

export type ApprovalStepFieldsFragment = { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string };

export type WaitingApprovalFieldsFragment = { __typename?: 'WaitingApproval', jobId: string, jobName: string, ownerAccount: string, waitingSince: string, task: { __typename?: 'Task', id: string, key: string, state: TaskState, approval: { __typename?: 'TaskApproval', deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } } | null } };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', version: string, registerEnabled: boolean, feedbackEnabled: boolean, mobileUrl: string, features: unknown } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } | null };

export type SysMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SysMeQuery = { __typename?: 'Query', sysMe: { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } | null };

export type MyConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConfigQuery = { __typename?: 'Query', myConfig: { __typename?: 'ShowConfigWeb', Lang: Lang, LeftMenuBarCollapse: boolean, InitShow: InitShow } };

export type UpdateMyConfigMutationVariables = Exact<{
  input: ShowConfigWebInput;
}>;


export type UpdateMyConfigMutation = { __typename?: 'Mutation', updateMyConfig: { __typename?: 'ShowConfigWeb', Lang: Lang, LeftMenuBarCollapse: boolean, InitShow: InitShow } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type SysLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SysLogoutMutation = { __typename?: 'Mutation', sysLogout: boolean };

export type UserFieldsFragment = { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null };

export type SessionFieldsFragment = { __typename?: 'Session', id: string, side: Side, userId: string, account: string, ip: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, current: boolean };

export type RoleFieldsFragment = { __typename?: 'Role', id: string, name: string, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, groups: Array<{ __typename?: 'PermGroup', id: string, name: string }> };

export type SystemUserFieldsFragment = { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> };

export type PermGroupFieldsFragment = { __typename?: 'PermGroup', id: string, name: string, perms: Array<string>, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null };

export type ApiTokenFieldsFragment = { __typename?: 'ApiToken', id: string, name: string, prefix: string, readOnly: boolean, expiresAt: string | null, lastUsedAt: string | null, createdAt: string };

export type LoginLogFieldsFragment = { __typename?: 'LoginLog', id: string, side: Side, userId: string | null, account: string, method: string, ip: string, userAgent: string, success: boolean, errorType: string | null, createdAt: string };

export type ImageTemplateFieldsFragment = { __typename?: 'ImageTemplate', id: string, kind: ImageTemplateKind, use: boolean, blobId: string, blobSize: number, blobSha256: string, sortOrder: number, url: string, createdAt: string };

export type RolesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type RolesQuery = { __typename?: 'Query', roles: { __typename?: 'RolePage', total: number, list: Array<{ __typename?: 'Role', id: string, name: string, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, groups: Array<{ __typename?: 'PermGroup', id: string, name: string }> }> } };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { __typename?: 'Mutation', createRole: { __typename?: 'Role', id: string, name: string, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, groups: Array<{ __typename?: 'PermGroup', id: string, name: string }> } };

export type UpdateRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: RoleInput;
}>;


export type UpdateRoleMutation = { __typename?: 'Mutation', updateRole: { __typename?: 'Role', id: string, name: string, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, groups: Array<{ __typename?: 'PermGroup', id: string, name: string }> } };

export type SetRoleStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetRoleStatusMutation = { __typename?: 'Mutation', setRoleStatus: { __typename?: 'Role', id: string, name: string, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, groups: Array<{ __typename?: 'PermGroup', id: string, name: string }> } };

export type RemoveRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveRoleMutation = { __typename?: 'Mutation', removeRole: boolean };

export type PermGroupsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type PermGroupsQuery = { __typename?: 'Query', permGroups: { __typename?: 'PermGroupPage', total: number, list: Array<{ __typename?: 'PermGroup', id: string, name: string, perms: Array<string>, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null }> } };

export type CreatePermGroupMutationVariables = Exact<{
  input: PermGroupInput;
}>;


export type CreatePermGroupMutation = { __typename?: 'Mutation', createPermGroup: { __typename?: 'PermGroup', id: string, name: string, perms: Array<string>, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type UpdatePermGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PermGroupInput;
}>;


export type UpdatePermGroupMutation = { __typename?: 'Mutation', updatePermGroup: { __typename?: 'PermGroup', id: string, name: string, perms: Array<string>, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type SetPermGroupStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetPermGroupStatusMutation = { __typename?: 'Mutation', setPermGroupStatus: { __typename?: 'PermGroup', id: string, name: string, perms: Array<string>, remark: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type RemovePermGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePermGroupMutation = { __typename?: 'Mutation', removePermGroup: boolean };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { __typename?: 'Query', permissionCatalogue: Array<{ __typename?: 'PermissionInfo', name: string, area: string, verb: string }> };

export type LoginPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPolicyQuery = { __typename?: 'Query', loginPolicy: unknown };

export type SaveLoginPolicyMutationVariables = Exact<{
  policy: Scalars['JSON']['input'];
}>;


export type SaveLoginPolicyMutation = { __typename?: 'Mutation', saveLoginPolicy: unknown };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type UpdatePasswordMutationVariables = Exact<{
  oldPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type UpdatePasswordMutation = { __typename?: 'Mutation', updatePassword: boolean };

export type SysUpdatePasswordMutationVariables = Exact<{
  oldPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type SysUpdatePasswordMutation = { __typename?: 'Mutation', sysUpdatePassword: boolean };

export type SendActivationCodeMutationVariables = Exact<{
  kind: ContactKind;
}>;


export type SendActivationCodeMutation = { __typename?: 'Mutation', sendActivationCode: boolean };

export type ActivateContactMutationVariables = Exact<{
  kind: ContactKind;
  code: Scalars['String']['input'];
}>;


export type ActivateContactMutation = { __typename?: 'Mutation', activateContact: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type AvatarTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AvatarTemplatesQuery = { __typename?: 'Query', avatarTemplates: Array<{ __typename?: 'AvatarTemplate', id: string, url: string }> };

export type UseAvatarTemplateMutationVariables = Exact<{
  templateId: Scalars['ID']['input'];
}>;


export type UseAvatarTemplateMutation = { __typename?: 'Mutation', useAvatarTemplate: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename?: 'Query', mySessions: Array<{ __typename?: 'Session', id: string, side: Side, userId: string, account: string, ip: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, current: boolean }> };

export type SysMySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SysMySessionsQuery = { __typename?: 'Query', sysMySessions: Array<{ __typename?: 'Session', id: string, side: Side, userId: string, account: string, ip: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, current: boolean }> };

export type RevokeMySessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeMySessionMutation = { __typename?: 'Mutation', revokeMySession: boolean };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { __typename?: 'Query', myApiTokens: Array<{ __typename?: 'ApiToken', id: string, name: string, prefix: string, readOnly: boolean, expiresAt: string | null, lastUsedAt: string | null, createdAt: string }> };

export type SysMyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type SysMyApiTokensQuery = { __typename?: 'Query', sysMyApiTokens: Array<{ __typename?: 'ApiToken', id: string, name: string, prefix: string, readOnly: boolean, expiresAt: string | null, lastUsedAt: string | null, createdAt: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  name: Scalars['String']['input'];
  readOnly: Scalars['Boolean']['input'];
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'ApiTokenCreated', secret: string, token: { __typename?: 'ApiToken', id: string, name: string, prefix: string, readOnly: boolean, expiresAt: string | null, lastUsedAt: string | null, createdAt: string } } };

export type SysCreateApiTokenMutationVariables = Exact<{
  name: Scalars['String']['input'];
  readOnly: Scalars['Boolean']['input'];
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SysCreateApiTokenMutation = { __typename?: 'Mutation', sysCreateApiToken: { __typename?: 'ApiTokenCreated', secret: string, token: { __typename?: 'ApiToken', id: string, name: string, prefix: string, readOnly: boolean, expiresAt: string | null, lastUsedAt: string | null, createdAt: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: boolean };

export type SysRevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRevokeApiTokenMutation = { __typename?: 'Mutation', sysRevokeApiToken: boolean };

export type SysProfileFieldsFragment = { __typename?: 'SystemUser', emailStatus: boolean, phoneStatus: boolean, id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> };

export type SysMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SysMyProfileQuery = { __typename?: 'Query', sysMe: { __typename?: 'SystemUser', emailStatus: boolean, phoneStatus: boolean, id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } | null };

export type SysUpdateProfileMutationVariables = Exact<{
  input: SysProfileInput;
}>;


export type SysUpdateProfileMutation = { __typename?: 'Mutation', sysUpdateProfile: { __typename?: 'SystemUser', emailStatus: boolean, phoneStatus: boolean, id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type SysSendActivationCodeMutationVariables = Exact<{
  kind: ContactKind;
}>;


export type SysSendActivationCodeMutation = { __typename?: 'Mutation', sysSendActivationCode: boolean };

export type SysActivateContactMutationVariables = Exact<{
  kind: ContactKind;
  code: Scalars['String']['input'];
}>;


export type SysActivateContactMutation = { __typename?: 'Mutation', sysActivateContact: { __typename?: 'SystemUser', emailStatus: boolean, phoneStatus: boolean, id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type SysAvatarTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SysAvatarTemplatesQuery = { __typename?: 'Query', sysAvatarTemplates: Array<{ __typename?: 'AvatarTemplate', id: string, url: string }> };

export type SysUseAvatarTemplateMutationVariables = Exact<{
  templateId: Scalars['ID']['input'];
}>;


export type SysUseAvatarTemplateMutation = { __typename?: 'Mutation', sysUseAvatarTemplate: { __typename?: 'SystemUser', emailStatus: boolean, phoneStatus: boolean, id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type ApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsQuery = { __typename?: 'Query', approvals: Array<{ __typename?: 'WaitingApproval', jobId: string, jobName: string, ownerAccount: string, waitingSince: string, task: { __typename?: 'Task', id: string, key: string, state: TaskState, approval: { __typename?: 'TaskApproval', deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } } | null } }> };

export type SysApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type SysApprovalsQuery = { __typename?: 'Query', sysApprovals: Array<{ __typename?: 'WaitingApproval', jobId: string, jobName: string, ownerAccount: string, waitingSince: string, task: { __typename?: 'Task', id: string, key: string, state: TaskState, approval: { __typename?: 'TaskApproval', deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } } | null } }> };

export type ApprovalCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalCountQuery = { __typename?: 'Query', approvalCount: number };

export type SysApprovalCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SysApprovalCountQuery = { __typename?: 'Query', sysApprovalCount: number };

export type SysDecideApprovalMutationVariables = Exact<{
  jobId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  approve: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type SysDecideApprovalMutation = { __typename?: 'Mutation', sysDecideApproval: { __typename?: 'Task', id: string, key: string, state: TaskState } };

export type SysAppFieldsFragment = { __typename?: 'SysApp', id: string, name: string, englishName: string, icon: string, svgIcon: string, kind: AppKind, url: string, side: AppSide, status: EntityStatus, sortOrder: number };

export type SysAppsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysAppsQuery = { __typename?: 'Query', sysApps: { __typename?: 'SysAppPage', total: number, list: Array<{ __typename?: 'SysApp', groupIds: Array<string>, createdAt: string, id: string, name: string, englishName: string, icon: string, svgIcon: string, kind: AppKind, url: string, side: AppSide, status: EntityStatus, sortOrder: number }> } };

export type MenuAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuAppsQuery = { __typename?: 'Query', menuApps: Array<{ __typename?: 'SysApp', id: string, name: string, englishName: string, icon: string, svgIcon: string, kind: AppKind, url: string, side: AppSide, status: EntityStatus, sortOrder: number }> };

export type SysMenuAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type SysMenuAppsQuery = { __typename?: 'Query', sysMenuApps: Array<{ __typename?: 'SysApp', id: string, name: string, englishName: string, icon: string, svgIcon: string, kind: AppKind, url: string, side: AppSide, status: EntityStatus, sortOrder: number }> };

export type AppPermGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppPermGroupsQuery = { __typename?: 'Query', permGroups: { __typename?: 'PermGroupPage', list: Array<{ __typename?: 'PermGroup', id: string, name: string }> } };

export type CreateSysAppMutationVariables = Exact<{
  input: SysAppInput;
}>;


export type CreateSysAppMutation = { __typename?: 'Mutation', createSysApp: { __typename?: 'SysApp', id: string } };

export type UpdateSysAppMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SysAppInput;
}>;


export type UpdateSysAppMutation = { __typename?: 'Mutation', updateSysApp: { __typename?: 'SysApp', id: string } };

export type SetSysAppStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetSysAppStatusMutation = { __typename?: 'Mutation', setSysAppStatus: { __typename?: 'SysApp', id: string, status: EntityStatus } };

export type SortSysAppsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SortSysAppsMutation = { __typename?: 'Mutation', sortSysApps: boolean };

export type DeleteSysAppsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteSysAppsMutation = { __typename?: 'Mutation', deleteSysApps: boolean };

export type UiPacksQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type UiPacksQuery = { __typename?: 'Query', uiPacks: { __typename?: 'UiPackPage', total: number, list: Array<{ __typename?: 'UiPack', id: string, name: string, remark: string, activeVersionId: string | null, createdAt: string }> } };

export type UiPackVersionsQueryVariables = Exact<{
  packId: Scalars['ID']['input'];
}>;


export type UiPackVersionsQuery = { __typename?: 'Query', uiPackVersions: Array<{ __typename?: 'UiPackVersion', id: string, version: string, active: boolean, url: string, fileCount: number, totalSize: number, activatedAt: string | null, createdAt: string }> };

export type CreateUiPackMutationVariables = Exact<{
  input: UiPackInput;
}>;


export type CreateUiPackMutation = { __typename?: 'Mutation', createUiPack: { __typename?: 'UiPack', id: string } };

export type DeleteUiPacksMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteUiPacksMutation = { __typename?: 'Mutation', deleteUiPacks: boolean };

export type ActivateUiPackVersionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActivateUiPackVersionMutation = { __typename?: 'Mutation', activateUiPackVersion: { __typename?: 'UiPackVersion', id: string } };

export type RollbackUiPackMutationVariables = Exact<{
  packId: Scalars['ID']['input'];
}>;


export type RollbackUiPackMutation = { __typename?: 'Mutation', rollbackUiPack: { __typename?: 'UiPackVersion', id: string, version: string } };

export type LoginMutationVariables = Exact<{
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginResult', side: Side, permissions: Array<string>, user: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } | null } };

export type SysLoginMutationVariables = Exact<{
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SysLoginMutation = { __typename?: 'Mutation', sysLogin: { __typename?: 'LoginResult', side: Side, permissions: Array<string>, systemUser: { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } | null } };

export type SendMobileLoginCodeMutationVariables = Exact<{
  mobile: Scalars['String']['input'];
}>;


export type SendMobileLoginCodeMutation = { __typename?: 'Mutation', sendMobileLoginCode: boolean };

export type LoginByMobileMutationVariables = Exact<{
  mobile: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type LoginByMobileMutation = { __typename?: 'Mutation', loginByMobile: { __typename?: 'LoginResult', side: Side, permissions: Array<string>, user: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, account: string } };

export type ForgetPasswordMutationVariables = Exact<{
  target: Scalars['String']['input'];
  side?: InputMaybe<Side>;
}>;


export type ForgetPasswordMutation = { __typename?: 'Mutation', forgetPassword: boolean };

export type CheckResetPasswordMutationVariables = Exact<{
  target: Scalars['String']['input'];
  code: Scalars['String']['input'];
  side?: InputMaybe<Side>;
}>;


export type CheckResetPasswordMutation = { __typename?: 'Mutation', checkResetPassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  target: Scalars['String']['input'];
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  side?: InputMaybe<Side>;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type BoardQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardQuery = { __typename?: 'Query', board: { __typename?: 'BoardCounts', users: number, usersActiveToday: number, systemUsers: number, liveSessions: number, loginsToday: number, failedLoginsToday: number, roles: number, permGroups: number } };

export type BoardPaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardPaymentProvidersQuery = { __typename?: 'Query', paymentProviders: { __typename?: 'PaymentProviders', wechat: boolean, alipay: boolean } };

export type BoardTrendsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BoardTrendsQuery = { __typename?: 'Query', boardTrends: Array<{ __typename?: 'BoardTrendDay', day: string, jobsWaiting: number, jobsRunning: number, jobsDone: number, jobsFailed: number, jobsCancelled: number, tokens: number, storageBytes: number, revenueFen: number, signUps: number }> };

export type AdminImageFieldsFragment = { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null };

export type AdminGroupFieldsFragment = { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string };

export type AdminModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> };

export type AdminModuleFileFieldsFragment = { __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string };

export type AdminTagFieldsFragment = { __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean };

export type AdminImagesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type AdminImagesQuery = { __typename?: 'Query', containerImages: { __typename?: 'ContainerImagePage', total: number, list: Array<{ __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

export type AdminCreateImageMutationVariables = Exact<{
  input: ContainerImageInput;
}>;


export type AdminCreateImageMutation = { __typename?: 'Mutation', createContainerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminUpdateImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ContainerImageInput;
}>;


export type AdminUpdateImageMutation = { __typename?: 'Mutation', updateContainerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminSetImageStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type AdminSetImageStatusMutation = { __typename?: 'Mutation', setContainerImageStatus: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminRemoveImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRemoveImageMutation = { __typename?: 'Mutation', removeContainerImage: boolean };

export type AdminRecoverImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRecoverImageMutation = { __typename?: 'Mutation', recoverContainerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminDeleteImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteImageMutation = { __typename?: 'Mutation', deleteContainerImage: boolean };

export type AdminBuildImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  containerfile: Scalars['String']['input'];
}>;


export type AdminBuildImageMutation = { __typename?: 'Mutation', buildContainerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminBuildDebianImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  packages: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type AdminBuildDebianImageMutation = { __typename?: 'Mutation', buildDebianContainerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminImageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminImageQuery = { __typename?: 'Query', containerImage: { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type AdminModulesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminModulesQuery = { __typename?: 'Query', catalogueModules: { __typename?: 'ModulePage', total: number, list: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> } };

export type AdminModuleChoicesQueryVariables = Exact<{
  withImages: Scalars['Boolean']['input'];
}>;


export type AdminModuleChoicesQuery = { __typename?: 'Query', moduleGroups: Array<{ __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string }>, moduleTags: Array<{ __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean }>, containerImages?: { __typename?: 'ContainerImagePage', list: Array<{ __typename?: 'ContainerImage', id: string, uid: string, name: string, status: EntityStatus }> } };

export type AdminCoverChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCoverChoicesQuery = { __typename?: 'Query', moduleCoverChoices: Array<{ __typename?: 'ImageTemplate', id: string, url: string }> };

export type AdminUpdateModuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ModuleUpdateInput;
}>;


export type AdminUpdateModuleMutation = { __typename?: 'Mutation', updateModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModuleStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type AdminSetModuleStatusMutation = { __typename?: 'Mutation', setModuleStatus: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModulesDiscountMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  discount: Scalars['Float']['input'];
}>;


export type AdminSetModulesDiscountMutation = { __typename?: 'Mutation', setModulesDiscount: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> };

export type AdminRemoveModuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRemoveModuleMutation = { __typename?: 'Mutation', removeModule: boolean };

export type AdminRecoverModuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRecoverModuleMutation = { __typename?: 'Mutation', recoverModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminAddModuleUsersMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  accounts: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type AdminAddModuleUsersMutation = { __typename?: 'Mutation', addModuleUsers: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminRemoveModuleUsersMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminRemoveModuleUsersMutation = { __typename?: 'Mutation', removeModuleUsers: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModuleCoverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  templateId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminSetModuleCoverMutation = { __typename?: 'Mutation', setModuleCover: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminMoveModulesMutationVariables = Exact<{
  moduleIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminMoveModulesMutation = { __typename?: 'Mutation', moveModulesToGroup: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> };

export type AdminGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGroupsQuery = { __typename?: 'Query', moduleGroups: Array<{ __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string }> };

export type AdminCreateGroupMutationVariables = Exact<{
  input: ModuleGroupInput;
}>;


export type AdminCreateGroupMutation = { __typename?: 'Mutation', createModuleGroup: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string } };

export type AdminUpdateGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ModuleGroupInput;
}>;


export type AdminUpdateGroupMutation = { __typename?: 'Mutation', updateModuleGroup: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string } };

export type AdminReorderGroupsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminReorderGroupsMutation = { __typename?: 'Mutation', reorderModuleGroups: boolean };

export type AdminDeleteGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteGroupMutation = { __typename?: 'Mutation', deleteModuleGroup: boolean };

export type AdminTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTagsQuery = { __typename?: 'Query', moduleTags: Array<{ __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean }> };

export type AdminExportTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExportTagsQuery = { __typename?: 'Query', exportTagTemplates: unknown };

export type AdminImportTagsMutationVariables = Exact<{
  tags: Array<ModuleTagInput> | ModuleTagInput;
  replace?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminImportTagsMutation = { __typename?: 'Mutation', importTagTemplates: Array<{ __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean }> };

export type AdminRenameTagMutationVariables = Exact<{
  name: Scalars['String']['input'];
  newName: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminRenameTagMutation = { __typename?: 'Mutation', renameModuleTag: Array<{ __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean }> };

export type AdminRemoveTagMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type AdminRemoveTagMutation = { __typename?: 'Mutation', removeModuleTag: Array<{ __typename?: 'ModuleTag', name: string, nameZh: string, moduleCount: number, inTemplates: boolean }> };

export type AdminCreateModuleMutationVariables = Exact<{
  input: ModuleCreateInput;
}>;


export type AdminCreateModuleMutation = { __typename?: 'Mutation', createModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminDeleteModuleFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteModuleFileMutation = { __typename?: 'Mutation', deleteModuleFile: boolean };

export type AdminModuleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminModuleQuery = { __typename?: 'Query', catalogueModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, runFormPackId: string | null, resultViewPackId: string | null, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type MapEntryFieldsFragment = { __typename?: 'MapEntry', id: string, mapLibraryName: string, value: unknown, citation: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null };

export type CmsTextFieldsFragment = { __typename?: 'CmsText', id: string, libraryName: string, title: string, markdown: string, status: EntityStatus, sortOrder: number, createdAt: string, updatedAt: string, deletedAt: string | null };

export type CmsFileFieldsFragment = { __typename?: 'CmsFile', id: string, uuid: string, library: CmsLibrary, libraryId: number, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, status: EntityStatus, readUrl: string, downloadUrl: string, createdAt: string, deletedAt: string | null };

export type PublicMapEntriesQueryVariables = Exact<{
  mapLibraryName: Scalars['String']['input'];
}>;


export type PublicMapEntriesQuery = { __typename?: 'Query', publicMapEntries: Array<{ __typename?: 'MapEntry', id: string, value: unknown, sortOrder: number }> };

export type PublicTextsQueryVariables = Exact<{
  libraryName: Scalars['String']['input'];
}>;


export type PublicTextsQuery = { __typename?: 'Query', publicTexts: Array<{ __typename?: 'CmsText', id: string, title: string, markdown: string, sortOrder: number }> };

export type MapEntriesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MapEntriesQuery = { __typename?: 'Query', mapEntries: { __typename?: 'MapEntryPage', total: number, list: Array<{ __typename?: 'MapEntry', id: string, mapLibraryName: string, value: unknown, citation: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null }> } };

export type CmsTextsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type CmsTextsQuery = { __typename?: 'Query', cmsTexts: { __typename?: 'CmsTextPage', total: number, list: Array<{ __typename?: 'CmsText', id: string, libraryName: string, title: string, markdown: string, status: EntityStatus, sortOrder: number, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

export type CmsFilesQueryVariables = Exact<{
  library: CmsLibrary;
  query?: InputMaybe<QueryInput>;
}>;


export type CmsFilesQuery = { __typename?: 'Query', cmsFiles: { __typename?: 'CmsFilePage', total: number, list: Array<{ __typename?: 'CmsFile', id: string, uuid: string, library: CmsLibrary, libraryId: number, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, status: EntityStatus, readUrl: string, downloadUrl: string, createdAt: string, deletedAt: string | null }> } };

export type CreateMapEntryMutationVariables = Exact<{
  input: MapEntryInput;
}>;


export type CreateMapEntryMutation = { __typename?: 'Mutation', createMapEntry: { __typename?: 'MapEntry', id: string, mapLibraryName: string, value: unknown, citation: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type UpdateMapEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: MapEntryInput;
}>;


export type UpdateMapEntryMutation = { __typename?: 'Mutation', updateMapEntry: { __typename?: 'MapEntry', id: string, mapLibraryName: string, value: unknown, citation: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type SetMapEntryStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetMapEntryStatusMutation = { __typename?: 'Mutation', setMapEntryStatus: { __typename?: 'MapEntry', id: string, mapLibraryName: string, value: unknown, citation: string, status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null } };

export type ReorderMapEntriesMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderMapEntriesMutation = { __typename?: 'Mutation', reorderMapEntries: boolean };

export type RemoveMapEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveMapEntryMutation = { __typename?: 'Mutation', removeMapEntry: boolean };

export type CreateCmsTextMutationVariables = Exact<{
  input: CmsTextInput;
}>;


export type CreateCmsTextMutation = { __typename?: 'Mutation', createCmsText: { __typename?: 'CmsText', id: string, libraryName: string, title: string, markdown: string, status: EntityStatus, sortOrder: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type UpdateCmsTextMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CmsTextInput;
}>;


export type UpdateCmsTextMutation = { __typename?: 'Mutation', updateCmsText: { __typename?: 'CmsText', id: string, libraryName: string, title: string, markdown: string, status: EntityStatus, sortOrder: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SetCmsTextStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetCmsTextStatusMutation = { __typename?: 'Mutation', setCmsTextStatus: { __typename?: 'CmsText', id: string, libraryName: string, title: string, markdown: string, status: EntityStatus, sortOrder: number, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type RemoveCmsTextMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveCmsTextMutation = { __typename?: 'Mutation', removeCmsText: boolean };

export type RemoveCmsFileMutationVariables = Exact<{
  library: CmsLibrary;
  id: Scalars['ID']['input'];
}>;


export type RemoveCmsFileMutation = { __typename?: 'Mutation', removeCmsFile: boolean };

export type SysOrderFieldsFragment = { __typename?: 'Order', paidBy: string | null, paidReason: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', unitPrice: number, kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number }, user: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type SysOrdersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysOrdersQuery = { __typename?: 'Query', sysOrders: { __typename?: 'OrderPage', total: number, list: Array<{ __typename?: 'Order', paidBy: string | null, paidReason: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', unitPrice: number, kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number }, user: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type SysResourcePackFieldsFragment = { __typename?: 'ResourcePack', createdAt: string, id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, projectId: string | null, projectName: string | null, user: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type SysResourcePacksQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysResourcePacksQuery = { __typename?: 'Query', sysResourcePacks: { __typename?: 'ResourcePackPage', total: number, list: Array<{ __typename?: 'ResourcePack', createdAt: string, id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, projectId: string | null, projectName: string | null, user: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type CreditUserMutationVariables = Exact<{
  input: AdminCreditInput;
}>;


export type CreditUserMutation = { __typename?: 'Mutation', creditUser: { __typename?: 'ResourcePack', createdAt: string, id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, projectId: string | null, projectName: string | null, user: { __typename?: 'CommerceUser', id: string, account: string } | null } };

export type CommerceUserSearchQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type CommerceUserSearchQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', list: Array<{ __typename?: 'User', id: string, account: string, name: string }> } };

export type RechargeCardFieldsFragment = { __typename?: 'RechargeCard', id: string, cardNo: string, batch: string, kind: PackageKind, grants: number, expiryMonths: number, expiresAt: string, note: string, state: string, usedAt: string | null, createdAt: string, deletedAt: string | null, usedBy: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type RechargeCardsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type RechargeCardsQuery = { __typename?: 'Query', rechargeCards: { __typename?: 'RechargeCardPage', total: number, list: Array<{ __typename?: 'RechargeCard', id: string, cardNo: string, batch: string, kind: PackageKind, grants: number, expiryMonths: number, expiresAt: string, note: string, state: string, usedAt: string | null, createdAt: string, deletedAt: string | null, usedBy: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type GenerateRechargeCardsMutationVariables = Exact<{
  input: RechargeCardBatchInput;
}>;


export type GenerateRechargeCardsMutation = { __typename?: 'Mutation', generateRechargeCards: { __typename?: 'RechargeCardBatch', batch: string, cards: Array<{ __typename?: 'RechargeCard', id: string }> } };

export type RemoveRechargeCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveRechargeCardMutation = { __typename?: 'Mutation', removeRechargeCard: boolean };

export type RecoverRechargeCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverRechargeCardMutation = { __typename?: 'Mutation', recoverRechargeCard: { __typename?: 'RechargeCard', id: string, cardNo: string, batch: string, kind: PackageKind, grants: number, expiryMonths: number, expiresAt: string, note: string, state: string, usedAt: string | null, createdAt: string, deletedAt: string | null, usedBy: { __typename?: 'CommerceUser', id: string, account: string } | null } };

export type SysPackageFieldsFragment = { __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null };

export type SysPackagesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysPackagesQuery = { __typename?: 'Query', sysPackages: { __typename?: 'PackagePage', total: number, list: Array<{ __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null }> } };

export type CreatePackageMutationVariables = Exact<{
  input: PackageInput;
}>;


export type CreatePackageMutation = { __typename?: 'Mutation', createPackage: { __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null } };

export type UpdatePackageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PackageInput;
}>;


export type UpdatePackageMutation = { __typename?: 'Mutation', updatePackage: { __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null } };

export type SetPackageStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetPackageStatusMutation = { __typename?: 'Mutation', setPackageStatus: { __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null } };

export type RemovePackageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePackageMutation = { __typename?: 'Mutation', removePackage: boolean };

export type RecoverPackageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverPackageMutation = { __typename?: 'Mutation', recoverPackage: { __typename?: 'Package', status: EntityStatus, sortOrder: number, createdAt: string, deletedAt: string | null, id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null } };

export type ReorderPackagesMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderPackagesMutation = { __typename?: 'Mutation', reorderPackages: boolean };

export type CommerceConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceConfigQuery = { __typename?: 'Query', commerceConfig: unknown };

export type SaveCommerceConfigMutationVariables = Exact<{
  config: Scalars['JSON']['input'];
}>;


export type SaveCommerceConfigMutation = { __typename?: 'Mutation', saveCommerceConfig: unknown };

export type SysInvoiceFieldsFragment = { __typename?: 'Invoice', id: string, orderIds: Array<string>, amount: number, title: string, taxNo: string, email: string, status: InvoiceStatus, pdfName: string | null, issuedAt: string | null, createdAt: string, user: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type SysInvoicesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysInvoicesQuery = { __typename?: 'Query', sysInvoices: { __typename?: 'InvoicePage', total: number, list: Array<{ __typename?: 'Invoice', id: string, orderIds: Array<string>, amount: number, title: string, taxNo: string, email: string, status: InvoiceStatus, pdfName: string | null, issuedAt: string | null, createdAt: string, user: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type PaymentRefundFieldsFragment = { __typename?: 'PaymentRefund', id: string, state: RefundState, amount: number, outRefundNo: string, providerRefundId: string | null, error: string | null, refundedBy: string | null, createdAt: string, updatedAt: string };

export type PaymentNotifyFieldsFragment = { __typename?: 'PaymentNotify', id: string, provider: PaymentProvider, source: PaymentNotifySource, notifyId: string, outTradeNo: string, outcome: PaymentOutcome, providerTradeNo: string | null, amount: number | null, orderId: string | null, refundable: boolean, createdAt: string, refund: { __typename?: 'PaymentRefund', id: string, state: RefundState, amount: number, outRefundNo: string, providerRefundId: string | null, error: string | null, refundedBy: string | null, createdAt: string, updatedAt: string } | null };

export type SysPaymentNotifiesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysPaymentNotifiesQuery = { __typename?: 'Query', sysPaymentNotifies: { __typename?: 'PaymentNotifyPage', total: number, list: Array<{ __typename?: 'PaymentNotify', id: string, provider: PaymentProvider, source: PaymentNotifySource, notifyId: string, outTradeNo: string, outcome: PaymentOutcome, providerTradeNo: string | null, amount: number | null, orderId: string | null, refundable: boolean, createdAt: string, refund: { __typename?: 'PaymentRefund', id: string, state: RefundState, amount: number, outRefundNo: string, providerRefundId: string | null, error: string | null, refundedBy: string | null, createdAt: string, updatedAt: string } | null }> } };

export type RefundPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundPaymentMutation = { __typename?: 'Mutation', refundPayment: { __typename?: 'PaymentRefund', id: string, state: RefundState, amount: number, outRefundNo: string, providerRefundId: string | null, error: string | null, refundedBy: string | null, createdAt: string, updatedAt: string } };

export type MarkOrderPaidMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type MarkOrderPaidMutation = { __typename?: 'Mutation', markOrderPaid: { __typename?: 'Order', paidBy: string | null, paidReason: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', unitPrice: number, kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number }, user: { __typename?: 'CommerceUser', id: string, account: string } | null } };

export type SysProjectTokensFieldsFragment = { __typename?: 'SysProjectTokens', projectId: string, name: string, owners: Array<string>, balance: number, held: number, available: number };

export type SysProjectTokensQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type SysProjectTokensQuery = { __typename?: 'Query', sysProjectTokens: { __typename?: 'SysProjectTokens', projectId: string, name: string, owners: Array<string>, balance: number, held: number, available: number } };

export type AdjustProjectTokensMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  amount: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdjustProjectTokensMutation = { __typename?: 'Mutation', adjustProjectTokens: { __typename?: 'SysProjectTokens', projectId: string, name: string, owners: Array<string>, balance: number, held: number, available: number } };

export type PackageFieldsFragment = { __typename?: 'Package', id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null };

export type OrderFieldsFragment = { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } };

export type PackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PackagesQuery = { __typename?: 'Query', packages: Array<{ __typename?: 'Package', id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null }> };

export type PaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentProvidersQuery = { __typename?: 'Query', paymentProviders: { __typename?: 'PaymentProviders', wechat: boolean, alipay: boolean, offline: { __typename?: 'OfflinePayment', en: string, zh: string } } };

export type MyOrdersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderPage', total: number, list: Array<{ __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } }> } };

export type MyOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyOrderQuery = { __typename?: 'Query', myOrder: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type ResourcePackFieldsFragment = { __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, projectId: string | null, projectName: string | null };

export type MyResourcePacksQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyResourcePacksQuery = { __typename?: 'Query', myResourcePacks: { __typename?: 'ResourcePackPage', total: number, list: Array<{ __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, projectId: string | null, projectName: string | null }> } };

export type CheckInStateQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckInStateQuery = { __typename?: 'Query', checkInState: { __typename?: 'CheckInState', checkedIn: boolean, day: string, streak: number, cycleDays: number } };

export type UsageStatisticsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UsageStatisticsQuery = { __typename?: 'Query', usageStatistics: { __typename?: 'UsageStatistics', tokenBalance: number, storageUsed: number, storageQuota: number, workflowStorageUsed: number, workflowStorageQuota: number, runningJobs: number, runningJobLimit: number, daily: Array<{ __typename?: 'UsageDay', day: string, credited: number, spent: number, transferredOut: number, transferredIn: number }>, storageDaily: Array<{ __typename?: 'StorageDay', day: string, storageUsed: number | null, storageQuota: number | null, workflowStorageUsed: number | null, workflowStorageQuota: number | null }> } };

export type InvoiceFieldsFragment = { __typename?: 'Invoice', id: string, orderIds: Array<string>, amount: number, title: string, taxNo: string, email: string, status: InvoiceStatus, pdfName: string | null, issuedAt: string | null, createdAt: string };

export type MyInvoicesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyInvoicesQuery = { __typename?: 'Query', myInvoices: { __typename?: 'InvoicePage', total: number, list: Array<{ __typename?: 'Invoice', id: string, orderIds: Array<string>, amount: number, title: string, taxNo: string, email: string, status: InvoiceStatus, pdfName: string | null, issuedAt: string | null, createdAt: string }> } };

export type CreateOrderMutationVariables = Exact<{
  packageId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreateOrderMutation = { __typename?: 'Mutation', createOrder: { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type PayOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  provider: PaymentProvider;
}>;


export type PayOrderMutation = { __typename?: 'Mutation', payOrder: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type CheckOrderPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CheckOrderPaymentMutation = { __typename?: 'Mutation', checkOrderPayment: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type CancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelOrderMutation = { __typename?: 'Mutation', cancelOrder: { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, paidByHand: boolean, projectId: string | null, projectName: string | null, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type RedeemRechargeCardMutationVariables = Exact<{
  cardNo: Scalars['String']['input'];
}>;


export type RedeemRechargeCardMutation = { __typename?: 'Mutation', redeemRechargeCard: { __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, expiresAt: string } };

export type RedeemProjectCardMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  cardNo: Scalars['String']['input'];
}>;


export type RedeemProjectCardMutation = { __typename?: 'Mutation', redeemProjectCard: { __typename?: 'ProjectPack', id: string, kind: PackageKind, amount: number, expiresAt: string } };

export type CheckInMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInMutation = { __typename?: 'Mutation', checkIn: { __typename?: 'CheckInState', checkedIn: boolean, day: string, streak: number, cycleDays: number } };

export type ApplyInvoiceMutationVariables = Exact<{
  input: InvoiceApplyInput;
}>;


export type ApplyInvoiceMutation = { __typename?: 'Mutation', applyInvoice: { __typename?: 'Invoice', id: string, amount: number, status: InvoiceStatus } };

export type SysConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SysConfigQuery = { __typename?: 'Query', sysConfig: unknown };

export type SaveSysConfigMutationVariables = Exact<{
  config: Scalars['JSON']['input'];
}>;


export type SaveSysConfigMutation = { __typename?: 'Mutation', saveSysConfig: unknown };

export type FeatureSwitchesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatureSwitchesQuery = { __typename?: 'Query', featureSwitches: unknown };

export type SaveFeatureSwitchesMutationVariables = Exact<{
  switches: Scalars['JSON']['input'];
}>;


export type SaveFeatureSwitchesMutation = { __typename?: 'Mutation', saveFeatureSwitches: unknown };

export type ImageTemplatesQueryVariables = Exact<{
  kind: ImageTemplateKind;
}>;


export type ImageTemplatesQuery = { __typename?: 'Query', imageTemplates: Array<{ __typename?: 'ImageTemplate', id: string, kind: ImageTemplateKind, use: boolean, blobId: string, blobSize: number, blobSha256: string, sortOrder: number, url: string, createdAt: string }> };

export type SetImageTemplateUseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  use: Scalars['Boolean']['input'];
}>;


export type SetImageTemplateUseMutation = { __typename?: 'Mutation', setImageTemplateUse: { __typename?: 'ImageTemplate', id: string, kind: ImageTemplateKind, use: boolean, blobId: string, blobSize: number, blobSha256: string, sortOrder: number, url: string, createdAt: string } };

export type RemoveImageTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveImageTemplateMutation = { __typename?: 'Mutation', removeImageTemplate: boolean };

export type SetWorkflowDefaultCoverMutationVariables = Exact<{
  kind: ImageTemplateKind;
  templateId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetWorkflowDefaultCoverMutation = { __typename?: 'Mutation', setWorkflowDefaultCover: { __typename?: 'WorkflowDefaultCovers', moduleCoverTemplateId: string | null, moduleCoverUrl: string | null, templateCoverTemplateId: string | null, templateCoverUrl: string | null } };

export type DataFileFieldsFragment = { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null };

export type SdfRecordFieldsFragment = { __typename?: 'SdfRecord', index: number, name: string, attrs: unknown, attrOrder: Array<string>, mol: string, molSvg: string | null, smiles: string | null, inChi: string | null, error: string | null, startLine: number, endLine: number };

export type DataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type DataFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

export type DataFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DataFileQuery = { __typename?: 'Query', dataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type DataFoldersQueryVariables = Exact<{
  kind: DataFileKind;
}>;


export type DataFoldersQuery = { __typename?: 'Query', dataFolders: Array<string> };

export type StorageUsageQueryVariables = Exact<{
  kind?: InputMaybe<DataFileKind>;
}>;


export type StorageUsageQuery = { __typename?: 'Query', storageUsage: { __typename?: 'StorageUsage', used: number, quota: number | null } };

export type SdfRecordsQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SdfSortInput>;
  filters?: InputMaybe<Array<SdfFilterInput> | SdfFilterInput>;
}>;


export type SdfRecordsQuery = { __typename?: 'Query', sdfRecords: { __typename?: 'SdfPage', total: number, records: Array<{ __typename?: 'SdfRecord', index: number, name: string, attrs: unknown, attrOrder: Array<string>, mol: string, molSvg: string | null, smiles: string | null, inChi: string | null, error: string | null, startLine: number, endLine: number }> } };

export type UpdateDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DataFileUpdateInput;
}>;


export type UpdateDataFileMutation = { __typename?: 'Mutation', updateDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type RemoveDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveDataFileMutation = { __typename?: 'Mutation', removeDataFile: boolean };

export type RecoverDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverDataFileMutation = { __typename?: 'Mutation', recoverDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type PurgeDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PurgeDataFileMutation = { __typename?: 'Mutation', purgeDataFile: boolean };

export type SetDataFileFavoriteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  favorite: Scalars['Boolean']['input'];
}>;


export type SetDataFileFavoriteMutation = { __typename?: 'Mutation', setDataFileFavorite: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysDataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysDataFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

export type SysDataFoldersQueryVariables = Exact<{
  kind: DataFileKind;
}>;


export type SysDataFoldersQuery = { __typename?: 'Query', sysDataFolders: Array<string> };

export type SysStorageUsageQueryVariables = Exact<{
  kind: DataFileKind;
}>;


export type SysStorageUsageQuery = { __typename?: 'Query', sysStorageUsage: { __typename?: 'StorageUsage', used: number, quota: number | null } };

export type SysSdfRecordsQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SdfSortInput>;
  filters?: InputMaybe<Array<SdfFilterInput> | SdfFilterInput>;
}>;


export type SysSdfRecordsQuery = { __typename?: 'Query', sysSdfRecords: { __typename?: 'SdfPage', total: number, records: Array<{ __typename?: 'SdfRecord', index: number, name: string, attrs: unknown, attrOrder: Array<string>, mol: string, molSvg: string | null, smiles: string | null, inChi: string | null, error: string | null, startLine: number, endLine: number }> } };

export type SysUpdateDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DataFileUpdateInput;
}>;


export type SysUpdateDataFileMutation = { __typename?: 'Mutation', sysUpdateDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysSetDataFileStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SysSetDataFileStatusMutation = { __typename?: 'Mutation', sysSetDataFileStatus: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysRemoveDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRemoveDataFileMutation = { __typename?: 'Mutation', sysRemoveDataFile: boolean };

export type SysRecoverDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRecoverDataFileMutation = { __typename?: 'Mutation', sysRecoverDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, projectId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysPurgeDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysPurgeDataFileMutation = { __typename?: 'Mutation', sysPurgeDataFile: boolean };

export type DesktopBuildFieldsFragment = { __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string };

export type DesktopBuildsQueryVariables = Exact<{ [key: string]: never; }>;


export type DesktopBuildsQuery = { __typename?: 'Query', desktopBuilds: Array<{ __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string }> };

export type SysDesktopBuildsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysDesktopBuildsQuery = { __typename?: 'Query', sysDesktopBuilds: { __typename?: 'DesktopBuildPage', total: number, list: Array<{ __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string }> } };

export type UpdateDesktopBuildMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DesktopBuildUpdateInput;
}>;


export type UpdateDesktopBuildMutation = { __typename?: 'Mutation', updateDesktopBuild: { __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string } };

export type SetDesktopBuildStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetDesktopBuildStatusMutation = { __typename?: 'Mutation', setDesktopBuildStatus: { __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string } };

export type RemoveDesktopBuildMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveDesktopBuildMutation = { __typename?: 'Mutation', removeDesktopBuild: boolean };

export type RecoverDesktopBuildMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverDesktopBuildMutation = { __typename?: 'Mutation', recoverDesktopBuild: { __typename?: 'DesktopBuild', id: string, platform: DesktopPlatform, version: string, notes: string, englishNotes: string, fileName: string, size: number, sha256: string, status: EntityStatus, downloads: number, createdAt: string, deletedAt: string | null, downloadUrl: string } };

export type PurgeDesktopBuildMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PurgeDesktopBuildMutation = { __typename?: 'Mutation', purgeDesktopBuild: boolean };

export type UserExtFieldFieldsFragment = { __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number };

export type UserExtFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserExtFieldsQuery = { __typename?: 'Query', userExtFields: Array<{ __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number }> };

export type MyExtInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MyExtInfoQuery = { __typename?: 'Query', myExtInfo: { __typename?: 'MyExtInfo', values: unknown, fields: Array<{ __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number }> } };

export type UpdateMyExtInfoMutationVariables = Exact<{
  values: Scalars['JSON']['input'];
}>;


export type UpdateMyExtInfoMutation = { __typename?: 'Mutation', updateMyExtInfo: { __typename?: 'MyExtInfo', values: unknown, fields: Array<{ __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number }> } };

export type SysUserExtFieldsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysUserExtFieldsQuery = { __typename?: 'Query', sysUserExtFields: { __typename?: 'UserExtFieldPage', total: number, list: Array<{ __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number }> } };

export type SysUserExtInfoQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
  fields?: InputMaybe<Array<ExtFieldFilterInput> | ExtFieldFilterInput>;
}>;


export type SysUserExtInfoQuery = { __typename?: 'Query', sysUserExtInfo: { __typename?: 'UserExtInfoPage', total: number, list: Array<{ __typename?: 'UserExtInfo', userId: string, account: string, name: string, email: string | null, createdAt: string, values: unknown }> } };

export type CreateUserExtFieldMutationVariables = Exact<{
  input: UserExtFieldInput;
}>;


export type CreateUserExtFieldMutation = { __typename?: 'Mutation', createUserExtField: { __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number } };

export type UpdateUserExtFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UserExtFieldUpdateInput;
}>;


export type UpdateUserExtFieldMutation = { __typename?: 'Mutation', updateUserExtField: { __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number } };

export type SetUserExtFieldStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetUserExtFieldStatusMutation = { __typename?: 'Mutation', setUserExtFieldStatus: { __typename?: 'UserExtField', id: string, name: string, englishName: string, kind: ExtFieldKind, required: boolean, choices: Array<string>, status: EntityStatus, sortOrder: number } };

export type ReorderUserExtFieldsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderUserExtFieldsMutation = { __typename?: 'Mutation', reorderUserExtFields: boolean };

export type DeleteUserExtFieldsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteUserExtFieldsMutation = { __typename?: 'Mutation', deleteUserExtFields: boolean };

export type FeedbackFieldsFragment = { __typename?: 'Feedback', id: string, title: string, content: string, state: FeedbackState, reply: string | null, repliedAt: string | null, createdAt: string };

export type FeedbackEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedbackEnabledQuery = { __typename?: 'Query', feedbackEnabled: boolean };

export type MyFeedbackQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyFeedbackQuery = { __typename?: 'Query', myFeedback: { __typename?: 'FeedbackPage', total: number, list: Array<{ __typename?: 'Feedback', id: string, title: string, content: string, state: FeedbackState, reply: string | null, repliedAt: string | null, createdAt: string }> } };

export type SysFeedbackQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysFeedbackQuery = { __typename?: 'Query', sysFeedback: { __typename?: 'FeedbackPage', total: number, list: Array<{ __typename?: 'Feedback', id: string, title: string, content: string, state: FeedbackState, reply: string | null, repliedAt: string | null, createdAt: string, user: { __typename?: 'FeedbackUser', id: string, account: string } | null }> } };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { __typename?: 'Mutation', sendFeedback: { __typename?: 'Feedback', id: string, title: string, content: string, state: FeedbackState, reply: string | null, repliedAt: string | null, createdAt: string } };

export type ReplyFeedbackMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
}>;


export type ReplyFeedbackMutation = { __typename?: 'Mutation', replyFeedback: { __typename?: 'Feedback', id: string, title: string, content: string, state: FeedbackState, reply: string | null, repliedAt: string | null, createdAt: string, user: { __typename?: 'FeedbackUser', id: string, account: string } | null } };

export type RemoveFeedbackMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RemoveFeedbackMutation = { __typename?: 'Mutation', removeFeedback: boolean };

export type IdentityProviderFieldsFragment = { __typename?: 'IdentityProvider', id: string, kind: IdentityProviderKind, name: string, side: IdentitySide, status: EntityStatus, issuer: string, clientId: string, hasClientSecret: boolean, scopes: string, redirectUrl: string, ldapUrl: string, bindDn: string, hasBindPassword: boolean, searchBase: string, searchFilter: string, accountClaim: string, emailClaim: string, groupsClaim: string, roleMap: unknown, createAccounts: boolean, trustEmail: boolean, createdAt: string, deletedAt: string | null };

export type IdentityProvidersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type IdentityProvidersQuery = { __typename?: 'Query', identityProviders: { __typename?: 'IdentityProviderPage', total: number, list: Array<{ __typename?: 'IdentityProvider', id: string, kind: IdentityProviderKind, name: string, side: IdentitySide, status: EntityStatus, issuer: string, clientId: string, hasClientSecret: boolean, scopes: string, redirectUrl: string, ldapUrl: string, bindDn: string, hasBindPassword: boolean, searchBase: string, searchFilter: string, accountClaim: string, emailClaim: string, groupsClaim: string, roleMap: unknown, createAccounts: boolean, trustEmail: boolean, createdAt: string, deletedAt: string | null }> } };

export type CreateIdentityProviderMutationVariables = Exact<{
  input: IdentityProviderInput;
}>;


export type CreateIdentityProviderMutation = { __typename?: 'Mutation', createIdentityProvider: { __typename?: 'IdentityProvider', id: string, kind: IdentityProviderKind, name: string, side: IdentitySide, status: EntityStatus, issuer: string, clientId: string, hasClientSecret: boolean, scopes: string, redirectUrl: string, ldapUrl: string, bindDn: string, hasBindPassword: boolean, searchBase: string, searchFilter: string, accountClaim: string, emailClaim: string, groupsClaim: string, roleMap: unknown, createAccounts: boolean, trustEmail: boolean, createdAt: string, deletedAt: string | null } };

export type UpdateIdentityProviderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityProviderInput;
}>;


export type UpdateIdentityProviderMutation = { __typename?: 'Mutation', updateIdentityProvider: { __typename?: 'IdentityProvider', id: string, kind: IdentityProviderKind, name: string, side: IdentitySide, status: EntityStatus, issuer: string, clientId: string, hasClientSecret: boolean, scopes: string, redirectUrl: string, ldapUrl: string, bindDn: string, hasBindPassword: boolean, searchBase: string, searchFilter: string, accountClaim: string, emailClaim: string, groupsClaim: string, roleMap: unknown, createAccounts: boolean, trustEmail: boolean, createdAt: string, deletedAt: string | null } };

export type SetIdentityProviderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetIdentityProviderStatusMutation = { __typename?: 'Mutation', setIdentityProviderStatus: { __typename?: 'IdentityProvider', id: string, kind: IdentityProviderKind, name: string, side: IdentitySide, status: EntityStatus, issuer: string, clientId: string, hasClientSecret: boolean, scopes: string, redirectUrl: string, ldapUrl: string, bindDn: string, hasBindPassword: boolean, searchBase: string, searchFilter: string, accountClaim: string, emailClaim: string, groupsClaim: string, roleMap: unknown, createAccounts: boolean, trustEmail: boolean, createdAt: string, deletedAt: string | null } };

export type DeleteIdentityProviderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteIdentityProviderMutation = { __typename?: 'Mutation', deleteIdentityProvider: boolean };

export type SignInProvidersQueryVariables = Exact<{
  side: Side;
}>;


export type SignInProvidersQuery = { __typename?: 'Query', signInProviders: Array<{ __typename?: 'SignInProvider', id: string, kind: IdentityProviderKind, name: string, startUrl: string | null }> };

export type LdapLoginMutationVariables = Exact<{
  providerId: Scalars['ID']['input'];
  side: Side;
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LdapLoginMutation = { __typename?: 'Mutation', ldapLogin: { __typename?: 'LoginResult', side: Side, permissions: Array<string> } };

export type JobTaskFieldsFragment = { __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, resultViewUrl: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> };

export type JobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type JobsQuery = { __typename?: 'Query', jobs: { __typename?: 'JobPage', total: number, list: Array<{ __typename?: 'Job', mine: boolean, projectId: string | null, id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number }> } };

export type JobDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobDetailQuery = { __typename?: 'Query', job: { __typename?: 'Job', crateUrl: string, id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number, payer: { __typename?: 'JobPayer', kind: PayerKind, projectId: string | null, projectName: string | null }, templateVersion: { __typename?: 'JobTemplateVersion', templateId: string, versionId: string, number: number } | null, newerVersion: { __typename?: 'JobTemplateVersion', templateId: string, versionId: string, number: number } | null, tasks: Array<{ __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, resultViewUrl: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type JobArgFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type JobArgFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', list: Array<{ __typename?: 'DataFile', id: string, name: string, folder: string, kind: DataFileKind }> } };

export type CancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelJobMutation = { __typename?: 'Mutation', cancelJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type StopJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StopJobMutation = { __typename?: 'Mutation', stopJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type StopTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
}>;


export type StopTaskMutation = { __typename?: 'Mutation', stopTask: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, resultViewUrl: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type ResetJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResetJobMutation = { __typename?: 'Mutation', resetJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type RestartJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestartJobMutation = { __typename?: 'Mutation', restartJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CloneJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CloneJobMutation = { __typename?: 'Mutation', cloneJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type RepairTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
}>;


export type RepairTaskMutation = { __typename?: 'Mutation', repairTask: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, resultViewUrl: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type TaskSdfRecordsQueryVariables = Exact<{
  taskId: Scalars['ID']['input'];
  output: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SdfSortInput>;
  filters?: InputMaybe<Array<SdfFilterInput> | SdfFilterInput>;
}>;


export type TaskSdfRecordsQuery = { __typename?: 'Query', taskSdfRecords: { __typename?: 'SdfPage', total: number, records: Array<{ __typename?: 'SdfRecord', index: number, name: string, attrs: unknown, attrOrder: Array<string>, mol: string, molSvg: string | null, smiles: string | null, inChi: string | null, error: string | null, startLine: number, endLine: number }> } };

export type JobEstimateQueryVariables = Exact<{
  input: JobInput;
}>;


export type JobEstimateQuery = { __typename?: 'Query', jobEstimate: { __typename?: 'JobEstimate', tokens: number, tokensLow: number, tokensHigh: number, complete: boolean, balance: number, held: number, balanceAfter: number, tasks: Array<{ __typename?: 'TaskEstimate', key: string, basis: EstimateBasis, runs: number, thin: boolean, tokens: number | null, tokensLow: number | null, tokensHigh: number | null }> } };

export type JobQueueQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobQueueQuery = { __typename?: 'Query', job: { __typename?: 'Job', id: string, queuePosition: number | null, tasks: Array<{ __typename?: 'Task', id: string, queuePosition: number | null, reusedFromTaskId: string | null, reusedFromJobId: string | null }> } };

export type RerunFailedTasksMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RerunFailedTasksMutation = { __typename?: 'Mutation', rerunFailedTasks: { __typename?: 'RerunResult', job: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number }, reused: Array<{ __typename?: 'ReusedTask', key: string, fromTaskId: string, fromJobId: string }> } };

export type TaskResultViewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TaskResultViewQuery = { __typename?: 'Query', job: { __typename?: 'Job', id: string, tasks: Array<{ __typename?: 'Task', id: string, resultView: { __typename?: 'TaskResultView', url: string, outputs: Array<{ __typename?: 'TaskViewOutput', name: string, size: number, format: string, text: string | null }> } | null }> } };

export type DecideApprovalMutationVariables = Exact<{
  jobId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  approve: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type DecideApprovalMutation = { __typename?: 'Mutation', decideApproval: { __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, resultViewUrl: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> } };

export type JobsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type JobsChangedSubscription = { __typename?: 'Subscription', jobsChanged: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type TaskLogSubscriptionVariables = Exact<{
  taskId: Scalars['ID']['input'];
  stream?: InputMaybe<LogStream>;
}>;


export type TaskLogSubscription = { __typename?: 'Subscription', taskLog: { __typename?: 'LogChunk', taskId: string, stream: LogStream, offset: number, text: string } };

export type ModuleOutputViewFieldsFragment = { __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string };

export type ModuleMethodViewFieldsFragment = { __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type CatalogueModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number };

export type ModulePageFieldsFragment = { __typename?: 'Module', runFormUrl: string | null, docs: string, docsZh: string, runner: string, timeoutSeconds: number, visibility: string, status: EntityStatus, id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number, packages: Array<{ __typename?: 'ImagePackage', name: string, version: string | null }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type CatalogueModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueModulesQuery = { __typename?: 'Query', modules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number }> };

export type ModulePageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModulePageQuery = { __typename?: 'Query', module: { __typename?: 'Module', runFormUrl: string | null, docs: string, docsZh: string, runner: string, timeoutSeconds: number, visibility: string, status: EntityStatus, id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number, packages: Array<{ __typename?: 'ImagePackage', name: string, version: string | null }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } };

export type ModulePageTokenBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type ModulePageTokenBalanceQuery = { __typename?: 'Query', tokenBalance: number };

export type ToggleModuleFavoriteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  favorite: Scalars['Boolean']['input'];
}>;


export type ToggleModuleFavoriteMutation = { __typename?: 'Mutation', setModuleFavorite: { __typename?: 'Module', id: string, favorite: boolean } };

export type SubmitModuleJobMutationVariables = Exact<{
  input: JobInput;
}>;


export type SubmitModuleJobMutation = { __typename?: 'Mutation', submitJob: { __typename?: 'Job', id: string, name: string, state: TaskState } };

export type ArgsFormFileFieldsFragment = { __typename?: 'DataFile', id: string, kind: DataFileKind, name: string, folder: string, size: number };

export type ArgsFormDataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type ArgsFormDataFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, name: string, folder: string, size: number }> } };

export type ArgsFormSysDataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type ArgsFormSysDataFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, name: string, folder: string, size: number }> } };

export type ProcessorItemFieldsFragment = { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type ProcessorListQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessorListQuery = { __typename?: 'Query', processors: Array<{ __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type ProcessorCreateMutationVariables = Exact<{
  input: ProcessorInput;
}>;


export type ProcessorCreateMutation = { __typename?: 'Mutation', createProcessor: { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type ProcessorUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProcessorInput;
}>;


export type ProcessorUpdateMutation = { __typename?: 'Mutation', updateProcessor: { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type ProcessorDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProcessorDeleteMutation = { __typename?: 'Mutation', deleteProcessor: boolean };

export type WorkflowDefaultCoversQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowDefaultCoversQuery = { __typename?: 'Query', workflowDefaultCovers: { __typename?: 'WorkflowDefaultCovers', moduleCoverTemplateId: string | null, moduleCoverUrl: string | null, templateCoverTemplateId: string | null, templateCoverUrl: string | null } };

export type SysProcessorFieldsFragment = { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type SysProcessorListQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysProcessorListQuery = { __typename?: 'Query', sysProcessors: { __typename?: 'ProcessorPage', total: number, list: Array<{ __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } };

export type SysProcessorCreateMutationVariables = Exact<{
  input: ProcessorInput;
}>;


export type SysProcessorCreateMutation = { __typename?: 'Mutation', createSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProcessorInput;
}>;


export type SysProcessorUpdateMutation = { __typename?: 'Mutation', updateSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorSetStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SysProcessorSetStatusMutation = { __typename?: 'Mutation', setSysProcessorStatus: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorRemoveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysProcessorRemoveMutation = { __typename?: 'Mutation', removeSysProcessor: boolean };

export type SysProcessorRecoverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysProcessorRecoverMutation = { __typename?: 'Mutation', recoverSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, projectId: string | null, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type CalcMetricConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type CalcMetricConfigQuery = { __typename?: 'Query', calcMetricConfig: { __typename?: 'CalcMetricConfig', taskProcessorMethod: number, taskModule: number } };

export type SaveCalcMetricConfigMutationVariables = Exact<{
  input: CalcMetricConfigInput;
}>;


export type SaveCalcMetricConfigMutation = { __typename?: 'Mutation', saveCalcMetricConfig: { __typename?: 'CalcMetricConfig', taskProcessorMethod: number, taskModule: number } };

export type NavigatorTextFieldsFragment = { __typename?: 'LocalizedText', zhCN: string, enUS: string };

export type NavigatorBoardQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigatorBoardQuery = { __typename?: 'Query', navigatorBoard: { __typename?: 'NavigatorBoard', sections: Array<{ __typename?: 'NavigatorSection', name: { __typename?: 'LocalizedText', zhCN: string, enUS: string }, description: { __typename?: 'LocalizedText', zhCN: string, enUS: string } | null, items: Array<{ __typename?: 'NavigatorItem', kind: NavigatorItemKind, targetId: string | null, coverUrl: string | null, url: string | null, dataKind: string | null, folder: string | null, title: { __typename?: 'LocalizedText', zhCN: string, enUS: string }, summary: { __typename?: 'LocalizedText', zhCN: string, enUS: string } }> }>, summary: { __typename?: 'NavigatorSummary', tokenBalance: number, storageUsed: number, storageQuota: number, totalJobs: number, jobCounts: Array<{ __typename?: 'JobStateCount', state: TaskState, count: number }>, recentJobs: Array<{ __typename?: 'Job', id: string, name: string, state: TaskState, createdAt: string, progress: number }> } } };

export type SysNavigatorBoardFieldsFragment = { __typename?: 'SysNavigatorBoard', document: unknown, saved: boolean, defaultDocument: unknown, modules: Array<{ __typename?: 'NavigatorModuleChoice', id: string, key: string, name: string, nameZh: string, status: EntityStatus, visibility: string }>, templates: Array<{ __typename?: 'NavigatorTemplateChoice', id: string, name: string, nameZh: string, status: EntityStatus }> };

export type SysNavigatorBoardQueryVariables = Exact<{ [key: string]: never; }>;


export type SysNavigatorBoardQuery = { __typename?: 'Query', sysNavigatorBoard: { __typename?: 'SysNavigatorBoard', document: unknown, saved: boolean, defaultDocument: unknown, modules: Array<{ __typename?: 'NavigatorModuleChoice', id: string, key: string, name: string, nameZh: string, status: EntityStatus, visibility: string }>, templates: Array<{ __typename?: 'NavigatorTemplateChoice', id: string, name: string, nameZh: string, status: EntityStatus }> } };

export type SaveNavigatorBoardMutationVariables = Exact<{
  document: Scalars['JSON']['input'];
}>;


export type SaveNavigatorBoardMutation = { __typename?: 'Mutation', saveNavigatorBoard: { __typename?: 'SysNavigatorBoard', document: unknown, saved: boolean, defaultDocument: unknown, modules: Array<{ __typename?: 'NavigatorModuleChoice', id: string, key: string, name: string, nameZh: string, status: EntityStatus, visibility: string }>, templates: Array<{ __typename?: 'NavigatorTemplateChoice', id: string, name: string, nameZh: string, status: EntityStatus }> } };

export type ResetNavigatorBoardMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetNavigatorBoardMutation = { __typename?: 'Mutation', resetNavigatorBoard: { __typename?: 'SysNavigatorBoard', document: unknown, saved: boolean, defaultDocument: unknown, modules: Array<{ __typename?: 'NavigatorModuleChoice', id: string, key: string, name: string, nameZh: string, status: EntityStatus, visibility: string }>, templates: Array<{ __typename?: 'NavigatorTemplateChoice', id: string, name: string, nameZh: string, status: EntityStatus }> } };

export type NotificationFieldsFragment = { __typename?: 'Notification', id: string, kind: NotificationKind, target: NotificationTarget, targetId: string, createdAt: string, readAt: string | null, title: { __typename?: 'LocalText', en: string, zh: string }, body: { __typename?: 'LocalText', en: string, zh: string } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type MyNotificationsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyNotificationsQuery = { __typename?: 'Query', myNotifications: { __typename?: 'NotificationPage', total: number, list: Array<{ __typename?: 'Notification', id: string, kind: NotificationKind, target: NotificationTarget, targetId: string, createdAt: string, readAt: string | null, title: { __typename?: 'LocalText', en: string, zh: string }, body: { __typename?: 'LocalText', en: string, zh: string } }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: Array<{ __typename?: 'Notification', id: string, kind: NotificationKind, target: NotificationTarget, targetId: string, createdAt: string, readAt: string | null, title: { __typename?: 'LocalText', en: string, zh: string }, body: { __typename?: 'LocalText', en: string, zh: string } }> };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: number };

export type NotificationPrefsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPrefsQuery = { __typename?: 'Query', notificationPrefs: Array<{ __typename?: 'NotificationPref', kind: NotificationKind, inApp: boolean, email: boolean }> };

export type SaveNotificationPrefsMutationVariables = Exact<{
  prefs: Array<NotificationPrefInput> | NotificationPrefInput;
}>;


export type SaveNotificationPrefsMutation = { __typename?: 'Mutation', saveNotificationPrefs: Array<{ __typename?: 'NotificationPref', kind: NotificationKind, inApp: boolean, email: boolean }> };

export type WebhookFieldsFragment = { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string };

export type MyWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWebhooksQuery = { __typename?: 'Query', myWebhooks: { __typename?: 'WebhookPage', total: number, list: Array<{ __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string }> } };

export type MyWebhookDeliveriesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyWebhookDeliveriesQuery = { __typename?: 'Query', myWebhookDeliveries: { __typename?: 'WebhookDeliveryPage', total: number, list: Array<{ __typename?: 'WebhookDelivery', id: string, webhookId: string, event: string, state: WebhookDeliveryState, attempts: number, nextAt: string | null, responseStatus: number | null, error: string | null, durationMs: number | null, createdAt: string, deliveredAt: string | null }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type CreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'WebhookWithSecret', secret: string, webhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } } };

export type UpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: WebhookInput;
}>;


export type UpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'WebhookWithSecret', secret: string, webhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } } };

export type PingWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PingWebhookMutation = { __typename?: 'Mutation', pingWebhook: { __typename?: 'WebhookDelivery', id: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string, state: WebhookDeliveryState, attempts: number } };

export type UnreadNotificationCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountChangedSubscription = { __typename?: 'Subscription', unreadNotificationCountChanged: number };

export type ProjectFieldsFragment = { __typename?: 'Project', id: string, name: string, description: string, myRole: ProjectRole, memberCount: number, dataFileCount: number, templateCount: number, jobCount: number, processorCount: number, tokenBalance: number, createdAt: string };

export type ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsQuery = { __typename?: 'Query', projects: Array<{ __typename?: 'Project', id: string, name: string, description: string, myRole: ProjectRole, memberCount: number, dataFileCount: number, templateCount: number, jobCount: number, processorCount: number, tokenBalance: number, createdAt: string }> };

export type ProjectInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectInvitationsQuery = { __typename?: 'Query', projectInvitations: Array<{ __typename?: 'ProjectInvitation', projectId: string, projectName: string, role: ProjectRole, invitedByAccount: string | null, createdAt: string }> };

export type ProjectMembersQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectMembersQuery = { __typename?: 'Query', projectMembers: Array<{ __typename?: 'ProjectMember', userId: string, account: string, role: ProjectRole, accepted: boolean, invitedByAccount: string | null, createdAt: string }> };

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type CreateProjectMutation = { __typename?: 'Mutation', createProject: { __typename?: 'Project', id: string, name: string, description: string, myRole: ProjectRole, memberCount: number, dataFileCount: number, templateCount: number, jobCount: number, processorCount: number, tokenBalance: number, createdAt: string } };

export type UpdateProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProjectInput;
}>;


export type UpdateProjectMutation = { __typename?: 'Mutation', updateProject: { __typename?: 'Project', id: string, name: string, description: string, myRole: ProjectRole, memberCount: number, dataFileCount: number, templateCount: number, jobCount: number, processorCount: number, tokenBalance: number, createdAt: string } };

export type DeleteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProjectMutation = { __typename?: 'Mutation', deleteProject: boolean };

export type InviteProjectMemberMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  invitee: Scalars['String']['input'];
  role?: InputMaybe<ProjectRole>;
}>;


export type InviteProjectMemberMutation = { __typename?: 'Mutation', inviteProjectMember: { __typename?: 'ProjectMember', userId: string } };

export type AnswerProjectInvitationMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  accept: Scalars['Boolean']['input'];
}>;


export type AnswerProjectInvitationMutation = { __typename?: 'Mutation', answerProjectInvitation: boolean };

export type SetProjectMemberRoleMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role: ProjectRole;
}>;


export type SetProjectMemberRoleMutation = { __typename?: 'Mutation', setProjectMemberRole: { __typename?: 'ProjectMember', userId: string, role: ProjectRole } };

export type RemoveProjectMemberMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveProjectMemberMutation = { __typename?: 'Mutation', removeProjectMember: boolean };

export type LeaveProjectMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type LeaveProjectMutation = { __typename?: 'Mutation', leaveProject: boolean };

export type MoveToProjectMutationVariables = Exact<{
  input: ProjectMoveInput;
}>;


export type MoveToProjectMutation = { __typename?: 'Mutation', moveToProject: number };

export type ProjectProcessorsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectProcessorsQuery = { __typename?: 'Query', processors: Array<{ __typename?: 'Processor', id: string, name: string, summary: string, mine: boolean, projectId: string | null, exeName: string | null, status: EntityStatus }> };

export type ProjectWebhooksQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectWebhooksQuery = { __typename?: 'Query', projectWebhooks: Array<{ __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string }> };

export type ProjectWebhookDeliveriesQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  webhookId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectWebhookDeliveriesQuery = { __typename?: 'Query', projectWebhookDeliveries: Array<{ __typename?: 'WebhookDelivery', id: string, webhookId: string, event: string, state: WebhookDeliveryState, attempts: number, nextAt: string | null, responseStatus: number | null, error: string | null, durationMs: number | null, createdAt: string, deliveredAt: string | null }> };

export type CreateProjectWebhookMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  input: ProjectWebhookInput;
}>;


export type CreateProjectWebhookMutation = { __typename?: 'Mutation', createProjectWebhook: { __typename?: 'WebhookWithSecret', secret: string, webhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } } };

export type UpdateProjectWebhookMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: ProjectWebhookInput;
}>;


export type UpdateProjectWebhookMutation = { __typename?: 'Mutation', updateProjectWebhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } };

export type DeleteProjectWebhookMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteProjectWebhookMutation = { __typename?: 'Mutation', deleteProjectWebhook: boolean };

export type RotateProjectWebhookSecretMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type RotateProjectWebhookSecretMutation = { __typename?: 'Mutation', rotateProjectWebhookSecret: { __typename?: 'WebhookWithSecret', secret: string, webhook: { __typename?: 'Webhook', id: string, name: string, url: string, kinds: Array<NotificationKind>, enabled: boolean, createdAt: string } } };

export type PingProjectWebhookMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type PingProjectWebhookMutation = { __typename?: 'Mutation', pingProjectWebhook: { __typename?: 'WebhookDelivery', id: string } };

export type RedeliverProjectWebhookMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type RedeliverProjectWebhookMutation = { __typename?: 'Mutation', redeliverProjectWebhook: { __typename?: 'WebhookDelivery', id: string, state: WebhookDeliveryState, attempts: number } };

export type ProjectTokensQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectTokensQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, myRole: ProjectRole, tokens: { __typename?: 'ProjectTokens', balance: number, held: number, available: number }, ledger: { __typename?: 'ProjectLedgerPage', total: number, list: Array<{ __typename?: 'ProjectLedgerEntry', id: string, amount: number, kind: LedgerKind, note: string, memberAccount: string | null, actorAccount: string | null, jobId: string | null, jobName: string | null, createdAt: string }> } } };

export type ProjectOwnerTokenBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectOwnerTokenBalanceQuery = { __typename?: 'Query', tokenBalance: number };

export type ProjectAddTokensMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  amount: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectAddTokensMutation = { __typename?: 'Mutation', projectAddTokens: { __typename?: 'ProjectTokens', balance: number, held: number, available: number } };

export type ProjectWithdrawTokensMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  amount: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectWithdrawTokensMutation = { __typename?: 'Mutation', projectWithdrawTokens: { __typename?: 'ProjectTokens', balance: number, held: number, available: number } };

export type ProjectPacksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectPacksQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, myRole: ProjectRole, storage: { __typename?: 'ProjectStorage', used: number, quota: number }, packs: Array<{ __typename?: 'ProjectPack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, buyerAccount: string | null, note: string, expiresAt: string, active: boolean, createdAt: string }> } };

export type ProjectUsageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProjectUsageQuery = { __typename?: 'Query', project: { __typename?: 'Project', id: string, usage: { __typename?: 'ProjectUsage', storageUsed: number, storageQuota: number, workflowStorageUsed: number, workflowStorageQuota: number, daily: Array<{ __typename?: 'StorageDay', day: string, storageUsed: number | null, storageQuota: number | null, workflowStorageUsed: number | null, workflowStorageQuota: number | null }> } } };

export type PublicModuleFieldsFragment = { __typename?: 'PublicModule', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string> };

export type PublicModulesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PublicModulesQuery = { __typename?: 'Query', publicModules: { __typename?: 'PublicModulePage', total: number, list: Array<{ __typename?: 'PublicModule', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string> }> } };

export type PublicModuleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicModuleQuery = { __typename?: 'Query', publicModule: { __typename?: 'PublicModule', docs: string, docsZh: string, tokenPrice: number, discount: number, id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string> } };

export type SessionsQueryVariables = Exact<{
  side: Side;
  query?: InputMaybe<QueryInput>;
}>;


export type SessionsQuery = { __typename?: 'Query', sessions: { __typename?: 'SessionPage', total: number, list: Array<{ __typename?: 'Session', id: string, side: Side, userId: string, account: string, ip: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, current: boolean }> } };

export type RevokeSessionMutationVariables = Exact<{
  side: Side;
  id: Scalars['ID']['input'];
}>;


export type RevokeSessionMutation = { __typename?: 'Mutation', revokeSession: boolean };

export type LoginLogsQueryVariables = Exact<{
  side: Side;
  query?: InputMaybe<QueryInput>;
}>;


export type LoginLogsQuery = { __typename?: 'Query', loginLogs: { __typename?: 'LoginLogPage', total: number, list: Array<{ __typename?: 'LoginLog', id: string, side: Side, userId: string | null, account: string, method: string, ip: string, userAgent: string, success: boolean, errorType: string | null, createdAt: string }> } };

export type SysJobRowFieldsFragment = { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number };

export type SysJobTaskFieldsFragment = { __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> };

export type SysJobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysJobsQuery = { __typename?: 'Query', sysJobs: { __typename?: 'SysJobPage', total: number, list: Array<{ __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number }> } };

export type SysJobDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysJobDetailQuery = { __typename?: 'Query', sysJob: { __typename?: 'SysJob', crateUrl: string, id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number, tasks: Array<{ __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type SysJobArgFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysJobArgFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', list: Array<{ __typename?: 'DataFile', id: string, name: string, folder: string, kind: DataFileKind }> } };

export type SysCancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysCancelJobMutation = { __typename?: 'Mutation', sysCancelJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysStopJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysStopJobMutation = { __typename?: 'Mutation', sysStopJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRemoveJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRemoveJobMutation = { __typename?: 'Mutation', sysRemoveJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRecoverJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRecoverJobMutation = { __typename?: 'Mutation', sysRecoverJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRefundTaskMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
}>;


export type SysRefundTaskMutation = { __typename?: 'Mutation', sysRefundTask: { __typename?: 'SysTaskRefund', refunded: number, task: { __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, approval: { __typename?: 'TaskApproval', canDecide: boolean, deadline: string | null, step: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string }, decision: { __typename?: 'ApprovalDecision', approved: boolean, byAccount: string | null, bySide: string | null, at: string, reason: string } | null } | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> } } };

export type WorkerPoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerPoolsQuery = { __typename?: 'Query', workerPools: Array<{ __typename?: 'WorkerPool', name: string, labels: Array<string>, cpus: number, memoryMb: number, running: number, queued: number, workers: Array<{ __typename?: 'PoolWorker', id: string, host: string, pid: number, routes: Array<string>, cpus: number, memoryMb: number, labels: Array<string>, partitions: Array<string>, images: number, running: number, seenAt: string }> }> };

export type UsersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type UsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', total: number, list: Array<{ __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null }> } };

export type UserSessionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserSessionsQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, account: string, sessions: Array<{ __typename?: 'Session', id: string, side: Side, userId: string, account: string, ip: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, current: boolean }> } | null };

export type CreateUserMutationVariables = Exact<{
  input: UserCreateInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UserUpdateInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type SetUserStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetUserStatusMutation = { __typename?: 'Mutation', setUserStatus: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type SetUserPasswordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
}>;


export type SetUserPasswordMutation = { __typename?: 'Mutation', setUserPassword: boolean };

export type RemoveUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveUserMutation = { __typename?: 'Mutation', removeUser: boolean };

export type RecoverUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverUserMutation = { __typename?: 'Mutation', recoverUser: { __typename?: 'User', id: string, account: string, name: string, email: string | null, emailStatus: boolean, phone: string | null, phoneStatus: boolean, gender: string, companyName: string, address: string, site: string, realName: string, userType: string, avatarUrl: string | null, status: EntityStatus, createdAt: string, lastLoginAt: string | null, deletedAt: string | null } };

export type SystemUsersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SystemUsersQuery = { __typename?: 'Query', systemUsers: { __typename?: 'SystemUserPage', total: number, list: Array<{ __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> }> } };

export type CreateSystemUserMutationVariables = Exact<{
  input: SystemUserCreateInput;
}>;


export type CreateSystemUserMutation = { __typename?: 'Mutation', createSystemUser: { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type UpdateSystemUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SystemUserUpdateInput;
}>;


export type UpdateSystemUserMutation = { __typename?: 'Mutation', updateSystemUser: { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type SetSystemUserStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetSystemUserStatusMutation = { __typename?: 'Mutation', setSystemUserStatus: { __typename?: 'SystemUser', id: string, account: string, name: string, email: string | null, phone: string | null, avatarUrl: string | null, status: EntityStatus, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, deletedAt: string | null, roles: Array<{ __typename?: 'Role', id: string, name: string, status: EntityStatus }> } };

export type SetSystemUserPasswordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
}>;


export type SetSystemUserPasswordMutation = { __typename?: 'Mutation', setSystemUserPassword: boolean };

export type RemoveSystemUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveSystemUserMutation = { __typename?: 'Mutation', removeSystemUser: boolean };

export type WfOutputFieldsFragment = { __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string };

export type WfMethodFieldsFragment = { __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type WfModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type WfProcessorFieldsFragment = { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type WfTemplateSummaryFieldsFragment = { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string };

export type WfTemplateFieldsFragment = { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> };

export type WorkflowTemplatesQueryVariables = Exact<{
  projectId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type WorkflowTemplatesQuery = { __typename?: 'Query', templates: Array<{ __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string }> };

export type WorkflowTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WorkflowTemplateQuery = { __typename?: 'Query', template: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type WorkflowModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowModulesQuery = { __typename?: 'Query', modules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> }> };

export type WorkflowProcessorsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowProcessorsQuery = { __typename?: 'Query', processors: Array<{ __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type CreateWorkflowTemplateMutationVariables = Exact<{
  input: TemplateInput;
}>;


export type CreateWorkflowTemplateMutation = { __typename?: 'Mutation', createTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type UpdateWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TemplateInput;
}>;


export type UpdateWorkflowTemplateMutation = { __typename?: 'Mutation', updateTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type DeleteWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWorkflowTemplateMutation = { __typename?: 'Mutation', deleteTemplate: boolean };

export type CloneWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CloneWorkflowTemplateMutation = { __typename?: 'Mutation', cloneTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string } };

export type RunWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  args?: InputMaybe<Array<TaskArgsInput> | TaskArgsInput>;
}>;


export type RunWorkflowTemplateMutation = { __typename?: 'Mutation', runTemplate: { __typename?: 'Job', id: string, name: string, state: TaskState } };

export type SysWorkflowTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SysWorkflowTemplatesQuery = { __typename?: 'Query', sysTemplates: Array<{ __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string }> };

export type SysWorkflowTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysWorkflowTemplateQuery = { __typename?: 'Query', sysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type SysWorkflowModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SysWorkflowModulesQuery = { __typename?: 'Query', sysModules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> }> };

export type CreateSysWorkflowTemplateMutationVariables = Exact<{
  input: TemplateInput;
}>;


export type CreateSysWorkflowTemplateMutation = { __typename?: 'Mutation', createSysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type UpdateSysWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TemplateInput;
}>;


export type UpdateSysWorkflowTemplateMutation = { __typename?: 'Mutation', updateSysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type SetSysWorkflowTemplateStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetSysWorkflowTemplateStatusMutation = { __typename?: 'Mutation', setSysTemplateStatus: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string } };

export type DeleteSysWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSysWorkflowTemplateMutation = { __typename?: 'Mutation', deleteSysTemplate: boolean };

export type WfVersionFieldsFragment = { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string };

export type WfVersionDiffFieldsFragment = { __typename?: 'TemplateVersionDiff', from: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, to: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, nodesAdded: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesRemoved: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesChanged: Array<{ __typename?: 'TemplateNodeChange', key: string, moved: boolean, unit: { __typename?: 'TemplateNodeUnitChange', before: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null }, after: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null } } | null, method: { __typename?: 'TemplateMethodChange', before: string | null, after: string | null } | null, args: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }>, approval: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }> }>, edgesAdded: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, edgesRemoved: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, units: Array<{ __typename?: 'TemplateUnitChange', kind: string, id: string, name: string, before: string | null, after: string | null }> };

export type WfTemplateVersionsQueryVariables = Exact<{
  templateId: Scalars['ID']['input'];
}>;


export type WfTemplateVersionsQuery = { __typename?: 'Query', templateVersions: Array<{ __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }> };

export type WfCompareVersionsQueryVariables = Exact<{
  a: Scalars['ID']['input'];
  b: Scalars['ID']['input'];
}>;


export type WfCompareVersionsQuery = { __typename?: 'Query', compareTemplateVersions: { __typename?: 'TemplateVersionDiff', from: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, to: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, nodesAdded: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesRemoved: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesChanged: Array<{ __typename?: 'TemplateNodeChange', key: string, moved: boolean, unit: { __typename?: 'TemplateNodeUnitChange', before: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null }, after: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null } } | null, method: { __typename?: 'TemplateMethodChange', before: string | null, after: string | null } | null, args: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }>, approval: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }> }>, edgesAdded: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, edgesRemoved: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, units: Array<{ __typename?: 'TemplateUnitChange', kind: string, id: string, name: string, before: string | null, after: string | null }> } };

export type WfRestoreVersionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WfRestoreVersionMutation = { __typename?: 'Mutation', restoreTemplateVersion: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type SysWfTemplateVersionsQueryVariables = Exact<{
  templateId: Scalars['ID']['input'];
}>;


export type SysWfTemplateVersionsQuery = { __typename?: 'Query', sysTemplateVersions: Array<{ __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }> };

export type SysWfCompareVersionsQueryVariables = Exact<{
  a: Scalars['ID']['input'];
  b: Scalars['ID']['input'];
}>;


export type SysWfCompareVersionsQuery = { __typename?: 'Query', compareSysTemplateVersions: { __typename?: 'TemplateVersionDiff', from: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, to: { __typename?: 'TemplateVersion', id: string, number: number, authorAccount: string | null, note: string, name: string, createdAt: string }, nodesAdded: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesRemoved: Array<{ __typename?: 'TemplateNodeSummary', key: string }>, nodesChanged: Array<{ __typename?: 'TemplateNodeChange', key: string, moved: boolean, unit: { __typename?: 'TemplateNodeUnitChange', before: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null }, after: { __typename?: 'TemplateNodeUnit', moduleId: string | null, processorId: string | null } } | null, method: { __typename?: 'TemplateMethodChange', before: string | null, after: string | null } | null, args: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }>, approval: Array<{ __typename?: 'TemplateArgChange', name: string, before: unknown | null, after: unknown | null }> }>, edgesAdded: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, edgesRemoved: Array<{ __typename?: 'TemplateEdge', from: string, to: string }>, units: Array<{ __typename?: 'TemplateUnitChange', kind: string, id: string, name: string, before: string | null, after: string | null }> } };

export type SysWfRestoreVersionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysWfRestoreVersionMutation = { __typename?: 'Mutation', restoreSysTemplateVersion: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, projectId: string | null, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, approval: { __typename?: 'ApprovalStep', title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } | null }> } };

export type SequenceFeatureFieldsFragment = { __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> };

export type SequencePageFieldsFragment = { __typename?: 'SequencePage', format: SequenceFormat, total: number, records: Array<{ __typename?: 'SequenceRecord', index: number, id: string, name: string, description: string, length: number, moleculeType: SequenceMoleculeType, topology: SequenceTopology, gcContent: number | null, featureTotal: number, sequenceOffset: number, sequence: string, features: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, primers: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }> };

export type SequenceRecordsQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SequenceRecordsQuery = { __typename?: 'Query', sequenceRecords: { __typename?: 'SequencePage', format: SequenceFormat, total: number, records: Array<{ __typename?: 'SequenceRecord', index: number, id: string, name: string, description: string, length: number, moleculeType: SequenceMoleculeType, topology: SequenceTopology, gcContent: number | null, featureTotal: number, sequenceOffset: number, sequence: string, features: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, primers: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }> } };

export type SysSequenceRecordsQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SysSequenceRecordsQuery = { __typename?: 'Query', sysSequenceRecords: { __typename?: 'SequencePage', format: SequenceFormat, total: number, records: Array<{ __typename?: 'SequenceRecord', index: number, id: string, name: string, description: string, length: number, moleculeType: SequenceMoleculeType, topology: SequenceTopology, gcContent: number | null, featureTotal: number, sequenceOffset: number, sequence: string, features: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, primers: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }> } };

export type TaskSequenceRecordsQueryVariables = Exact<{
  taskId: Scalars['ID']['input'];
  output: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TaskSequenceRecordsQuery = { __typename?: 'Query', taskSequenceRecords: { __typename?: 'SequencePage', format: SequenceFormat, total: number, records: Array<{ __typename?: 'SequenceRecord', index: number, id: string, name: string, description: string, length: number, moleculeType: SequenceMoleculeType, topology: SequenceTopology, gcContent: number | null, featureTotal: number, sequenceOffset: number, sequence: string, features: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, primers: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }> } };

export type SysTaskSequenceRecordsQueryVariables = Exact<{
  taskId: Scalars['ID']['input'];
  output: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  seqOffset?: InputMaybe<Scalars['Int']['input']>;
  seqLength?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SysTaskSequenceRecordsQuery = { __typename?: 'Query', sysTaskSequenceRecords: { __typename?: 'SequencePage', format: SequenceFormat, total: number, records: Array<{ __typename?: 'SequenceRecord', index: number, id: string, name: string, description: string, length: number, moleculeType: SequenceMoleculeType, topology: SequenceTopology, gcContent: number | null, featureTotal: number, sequenceOffset: number, sequence: string, features: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, primers: Array<{ __typename?: 'SequenceFeature', name: string, type: string, start: number, end: number, strand: number, color: string | null, notes: unknown, locations: Array<{ __typename?: 'SequenceLocation', start: number, end: number }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }>, warnings: Array<{ __typename?: 'SequenceWarning', code: SequenceWarningCode, detail: string }> }> } };

export type SeqPickerFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SeqPickerFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, name: string, kind: DataFileKind, folder: string, size: number }> } };

export type SysSeqPickerFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysSeqPickerFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, name: string, kind: DataFileKind, folder: string, size: number }> } };
