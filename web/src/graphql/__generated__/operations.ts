import type { ApolloCache } from "@apollo/client";
import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
type QueryHookOptions<TData, TVariables extends Record<string, unknown>> = Omit<useQuery.Options<TData, TVariables>, "variables" | "returnPartialData" | "errorPolicy"> & { variables?: TVariables };
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
  /** Null means unlimited. */
  memoryMb: Maybe<Scalars['Int']['output']>;
  /** Modules (not removed) that run in this image. */
  moduleCount: Scalars['Int']['output'];
  /** A display name (unique). */
  name: Scalars['String']['output'];
  network: ContainerNetwork;
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

export type EntityStatus =
  | 'DISABLED'
  | 'ENABLED';

/** Where an estimate's CPU figures come from. */
export type EstimateBasis =
  /** No run on similar input sizes: all earlier done runs of the same module or processor and method. */
  | 'ALL'
  /** No earlier run: no figure is given for this task. */
  | 'NONE'
  /** Earlier done runs of the same module or processor and method on inputs of half to twice the bytes. */
  | 'SIMILAR';

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

export type ImageLimit = {
  __typename?: 'ImageLimit';
  compressionQuality: Scalars['Float']['output'];
  max: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
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
  createdAt: Scalars['DateTime']['output'];
  emailNotify: Scalars['Boolean']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The owner's account. */
  ownerAccount: Scalars['String']['output'];
  /** Done tasks out of all tasks. */
  progress: Scalars['Float']['output'];
  /** Pending tasks of all users claimed before this job's first pending task (at most 10000); null when none is pending. */
  queuePosition: Maybe<Scalars['Int']['output']>;
  state: TaskState;
  tasks: Array<Task>;
  /** Tokens charged for all its tasks. */
  tokens: Scalars['Float']['output'];
};

export type JobEstimate = {
  __typename?: 'JobEstimate';
  balance: Scalars['Float']['output'];
  /** The balance less the estimated tokens. */
  balanceAfter: Scalars['Float']['output'];
  /** False when some task has no history (its cost is not in the sum). */
  complete: Scalars['Boolean']['output'];
  tasks: Array<TaskEstimate>;
  /** Sum over the tasks that have history. */
  tokens: Scalars['Float']['output'];
  tokensHigh: Scalars['Float']['output'];
  tokensLow: Scalars['Float']['output'];
};

export type JobInput = {
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  tasks: Array<TaskInput>;
};

export type JobPage = {
  __typename?: 'JobPage';
  list: Array<Job>;
  total: Scalars['Int']['output'];
};

export type JobStateCount = {
  __typename?: 'JobStateCount';
  count: Scalars['Int']['output'];
  state: TaskState;
};

export type Lang =
  | 'auto'
  | 'en'
  | 'zh';

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
  /** At least one: a module without methods has one implicit method named default (its args and outputs). */
  methods: Array<ModuleMethod>;
  /** Files every task of the module finds under module/ in its work folder, by name. */
  moduleFiles: Array<ModuleFile>;
  name: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** The first method's outputs. */
  outputs: Array<ModuleOutput>;
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
  /** Empty or absent: one implicit method of args and outputs. */
  methods?: InputMaybe<Array<ModuleMethodInput>>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  outputs?: InputMaybe<Array<ModuleOutputSpecInput>>;
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
  /** Container modules only; an empty list goes back to one implicit method of args and outputs. */
  methods?: InputMaybe<Array<ModuleMethodInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  outputs?: InputMaybe<Array<ModuleOutputSpecInput>>;
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
  /** Enables the module for normal users by account (DBDataNotExist names unknown accounts). */
  addModuleUsers: Module;
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
  createMapEntry: MapEntry;
  /** Creates a container module (refusals: DBDuplicate Key, JobModuleNoContainerImage, local runners). */
  createModule: Module;
  createModuleGroup: ModuleGroup;
  /** ForntendBuyDisabled when buying is switched off; the amount is computed here. */
  createOrder: Order;
  createPackage: Package;
  createPermGroup: PermGroup;
  createProcessor: Processor;
  createRole: Role;
  /** A system processor: visible to every user while enabled. Upload its executable afterwards. */
  createSysProcessor: Processor;
  createSysTemplate: WorkflowTemplate;
  createSystemUser: SystemUser;
  createTemplate: WorkflowTemplate;
  createUser: User;
  creditUser: ResourcePack;
  /** Deletes for good (also from the recycle bin); DBDataHasChildren while any module refers to it. */
  deleteContainerImage: Scalars['Boolean']['output'];
  /** Deletes a module file; its blob goes once nothing refers to it. */
  deleteModuleFile: Scalars['Boolean']['output'];
  /** Deletes a group; its modules stay, without a group. */
  deleteModuleGroup: Scalars['Boolean']['output'];
  deleteProcessor: Scalars['Boolean']['output'];
  deleteSysTemplate: Scalars['Boolean']['output'];
  deleteTemplate: Scalars['Boolean']['output'];
  /** Sends a reset code to the account's activated e-mail or phone; answers true whether or not it exists. */
  forgetPassword: Scalars['Boolean']['output'];
  generateRechargeCards: RechargeCardBatch;
  /** Adds (or with replace, replaces) tag templates; answers the tags. */
  importTagTemplates: Array<ModuleTag>;
  login: LoginResult;
  loginByMobile: LoginResult;
  /** Ends the current session of that side. */
  logout: Scalars['Boolean']['output'];
  /** Moves modules into a group (spec §7 cut and bulk_insert); null takes them out of any group. */
  moveModulesToGroup: Array<Module>;
  /** Starts the QR payment of a pending order (OrderPaymentNotConfigured for a provider without keys). */
  payOrder: Order;
  /** Deletes for good (the bytes go when no other file uses them). */
  purgeDataFile: Scalars['Boolean']['output'];
  recoverCmsText: CmsText;
  recoverContainerImage: ContainerImage;
  recoverDataFile: DataFile;
  recoverMapEntry: MapEntry;
  recoverModule: Module;
  recoverPackage: Package;
  recoverPermGroup: PermGroup;
  recoverRechargeCard: RechargeCard;
  recoverRole: Role;
  recoverSysProcessor: Processor;
  recoverSystemUser: SystemUser;
  recoverUser: User;
  /** Academic and individual accounts only; DBRateLimit after too many failed cards in an hour. */
  redeemRechargeCard: ResourcePack;
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
  removeFeedback: Scalars['Boolean']['output'];
  removeImageTemplate: Scalars['Boolean']['output'];
  removeMapEntry: Scalars['Boolean']['output'];
  removeModule: Scalars['Boolean']['output'];
  /** Removes a tag from the templates and from every module. */
  removeModuleTag: Array<ModuleTag>;
  removeModuleUsers: Module;
  removePackage: Scalars['Boolean']['output'];
  removePermGroup: Scalars['Boolean']['output'];
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
  revokeApiToken: Scalars['Boolean']['output'];
  revokeMySession: Scalars['Boolean']['output'];
  /** Kicks a session: USER sessions need User.Update, SYSTEM sessions need Sys.User.Update. */
  revokeSession: Scalars['Boolean']['output'];
  /** Runs a template: its tasks with the template's arguments, overridden per task by args. */
  runTemplate: Job;
  saveCalcMetricConfig: CalcMetricConfig;
  saveCommerceConfig: Scalars['JSON']['output'];
  saveFeatureSwitches: Scalars['JSON']['output'];
  saveLoginPolicy: Scalars['JSON']['output'];
  /** ServerInvalidParameter naming the first problem, DBDataNotExist for a missing module or template. */
  saveNavigatorBoard: SysNavigatorBoard;
  saveSysConfig: Scalars['JSON']['output'];
  sendActivationCode: Scalars['Boolean']['output'];
  sendFeedback: Feedback;
  sendMobileLoginCode: Scalars['Boolean']['output'];
  setCmsTextStatus: CmsText;
  setContainerImageStatus: ContainerImage;
  setDataFileFavorite: DataFile;
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
  setRoleStatus: Role;
  /** Enables or disables any processor; a disabled one does not run (a user's) or is hidden (a system one). */
  setSysProcessorStatus: Processor;
  setSysTemplateStatus: WorkflowTemplate;
  setSystemUserPassword: Scalars['Boolean']['output'];
  setSystemUserStatus: SystemUser;
  setUserPassword: Scalars['Boolean']['output'];
  setUserStatus: User;
  /** Makes a cover template (module_cover or workflow_template_cover) the default of its kind; null clears it. */
  setWorkflowDefaultCover: WorkflowDefaultCovers;
  submitJob: Job;
  /** Activates the system user's e-mail or phone with a code sent for the system side. */
  sysActivateContact: SystemUser;
  /** Cancels any user's job: only preprocessing or pending jobs (spec §4). */
  sysCancelJob: SysJob;
  sysCreateApiToken: ApiTokenCreated;
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
  sysRevokeApiToken: Scalars['Boolean']['output'];
  sysRevokeMySession: Scalars['Boolean']['output'];
  sysSendActivationCode: Scalars['Boolean']['output'];
  sysSetDataFileStatus: DataFile;
  sysUpdateDataFile: DataFile;
  sysUpdatePassword: Scalars['Boolean']['output'];
  sysUpdateProfile: SystemUser;
  sysUseAvatarTemplate: SystemUser;
  updateCmsText: CmsText;
  updateContainerImage: ContainerImage;
  /** Rename, move (dirNames) or tag one of the caller's files. */
  updateDataFile: DataFile;
  /** Only preprocessing or pending jobs can be updated (spec §4). */
  updateJobTasks: Job;
  updateMapEntry: MapEntry;
  updateModule: Module;
  updateModuleGroup: ModuleGroup;
  updateMyConfig: ShowConfigWeb;
  updatePackage: Package;
  updatePassword: Scalars['Boolean']['output'];
  updatePermGroup: PermGroup;
  updateProcessor: Processor;
  updateProfile: User;
  updateRole: Role;
  /** Only system processors change here; a user's processor is read only. */
  updateSysProcessor: Processor;
  updateSysTemplate: WorkflowTemplate;
  updateSystemUser: SystemUser;
  updateTemplate: WorkflowTemplate;
  updateUser: User;
  useAvatarTemplate: User;
};


export type MutationActivateContactArgs = {
  code: Scalars['String']['input'];
  kind: ContactKind;
};


export type MutationAddModuleUsersArgs = {
  accounts: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
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


export type MutationCreateRoleArgs = {
  input: RoleInput;
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


export type MutationCreateUserArgs = {
  input: UserCreateInput;
};


export type MutationCreditUserArgs = {
  input: AdminCreditInput;
};


export type MutationDeleteContainerImageArgs = {
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


export type MutationDeleteSysTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTemplateArgs = {
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


export type MutationLoginArgs = {
  account: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginByMobileArgs = {
  code: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


export type MutationMoveModulesToGroupArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  moduleIds: Array<Scalars['ID']['input']>;
};


export type MutationPayOrderArgs = {
  id: Scalars['ID']['input'];
  provider: PaymentProvider;
};


export type MutationPurgeDataFileArgs = {
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


export type MutationRedeemRechargeCardArgs = {
  cardNo: Scalars['String']['input'];
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


export type MutationRunTemplateArgs = {
  args?: InputMaybe<Array<TaskArgsInput>>;
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
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


export type MutationSetRoleStatusArgs = {
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


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: RoleInput;
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


export type MutationUseAvatarTemplateArgs = {
  templateId: Scalars['ID']['input'];
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

/** What the public site and the login pages need before anyone signs in. */
export type PublicSettings = {
  __typename?: 'PublicSettings';
  coverImageSize: ImageLimit;
  features: Scalars['JSON']['output'];
  feedbackEnabled: Scalars['Boolean']['output'];
  /** Where mobile browsers are sent; empty when there is no mobile site. */
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
  avatarTemplates: Array<AvatarTemplate>;
  board: BoardCounts;
  calcMetricConfig: CalcMetricConfig;
  catalogueModule: Module;
  /** Every module, removed ones with query.deleted; filter by group (0: no group) and tag besides the query. */
  catalogueModules: ModulePage;
  checkInState: CheckInState;
  cmsFiles: CmsFilePage;
  /** Folder paths holding files of a library (file library: Cms.FileLibrary.Read, map: Cms.MapLibrary.Read). */
  cmsFolders: Array<Scalars['String']['output']>;
  cmsTexts: CmsTextPage;
  /** Switches (Buy, BackendRecharge, InvoiceApply) and the check-in amounts. */
  commerceConfig: Scalars['JSON']['output'];
  containerImage: ContainerImage;
  containerImages: ContainerImagePage;
  dataFile: DataFile;
  /** The caller's files and the shared (public, module-demo) ones; filter with Kind, Folder, Name, Size, Tags, CreatedAt. */
  dataFiles: DataFilePage;
  dataFolders: Array<Scalars['String']['output']>;
  /** The tag templates as a JSON list of {Name, NameZh} (the format importTagTemplates reads). */
  exportTagTemplates: Scalars['JSON']['output'];
  /** Feature switches (module config): every system user reads them to build menus. */
  featureSwitches: Scalars['JSON']['output'];
  /** Whether users may send feedback (the system config's User.Feedback switch). */
  feedbackEnabled: Scalars['Boolean']['output'];
  imageTemplates: Array<ImageTemplate>;
  job: Job;
  /** What a job would cost: the same input as submitJob, checked the same way. */
  jobEstimate: JobEstimate;
  /** The caller's jobs; filter with Name, State, CreatedAt, FinishedAt. */
  jobs: JobPage;
  /** Login logs of one side: USER needs User.Read, SYSTEM needs Sys.User.Read. */
  loginLogs: LoginLogPage;
  loginPolicy: Scalars['JSON']['output'];
  mapEntries: MapEntryPage;
  /** The signed-in normal user. */
  me: Maybe<User>;
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
  /** The signed-in user's own feedback, newest first (UserFeedbackDisabled when feedback is off). */
  myFeedback: FeedbackPage;
  myInvoices: InvoicePage;
  /** One of the caller's orders (DBDataNotExist for another user's). */
  myOrder: Order;
  myOrders: OrderPage;
  myResourcePacks: ResourcePackPage;
  mySessions: Array<Session>;
  /** The navigator board of the signed-in user, with their summary. */
  navigatorBoard: NavigatorBoard;
  /** The packages on sale, in the back office's order (the buy screen and the public plans page). */
  packages: Array<Package>;
  paymentProviders: PaymentProviders;
  permGroups: PermGroupPage;
  /** The permission catalogue (spec §6). */
  permissionCatalogue: Array<PermissionInfo>;
  processor: Processor;
  /** System processors that are enabled, and the caller's own. */
  processors: Array<Processor>;
  /** Enabled entries of a map library, for the public site and menus. */
  publicMapEntries: Array<MapEntry>;
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
  storageUsage: StorageUsage;
  sysAvatarTemplates: Array<AvatarTemplate>;
  sysConfig: Scalars['JSON']['output'];
  sysDataFiles: DataFilePage;
  sysDataFolders: Array<Scalars['String']['output']>;
  /** Everyone's feedback, unanswered first; filter on State, Title, UserId, CreatedAt. */
  sysFeedback: FeedbackPage;
  /** Applied-for first (issue: POST /api/sys/user_invoice/issue?Id= with the PDF as File). */
  sysInvoices: InvoicePage;
  /** Any user's job with its tasks, removed ones included. */
  sysJob: SysJob;
  /** Every user's jobs; filter and sort with Id, Name, OwnerId, OwnerAccount, State, EmailNotify, CreatedAt, UpdatedAt, FinishedAt; the recycle bin with query.deleted. */
  sysJobs: SysJobPage;
  /** The signed-in system user with their permissions. */
  sysMe: Maybe<SystemUser>;
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
  sysResourcePacks: ResourcePackPage;
  sysSdfRecords: SdfPage;
  sysSequenceRecords: SequencePage;
  sysStorageUsage: StorageUsage;
  sysTaskResultMolecules: Array<ResultMoleculeFile>;
  sysTaskSequenceRecords: SequencePage;
  sysTemplate: WorkflowTemplate;
  sysTemplates: Array<WorkflowTemplate>;
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
  /** System templates that are enabled, and the caller's own. */
  templates: Array<WorkflowTemplate>;
  tokenBalance: Scalars['Float']['output'];
  /** Days: 1 to 366 (30 when omitted). */
  usageStatistics: UsageStatistics;
  user: Maybe<User>;
  users: UserPage;
  /** The deployed version (the same as GET /VERSION). */
  version: Scalars['String']['output'];
  /** The default covers; their images load for any signed-in user of either side. */
  workflowDefaultCovers: WorkflowDefaultCovers;
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


export type QueryCmsFoldersArgs = {
  library: CmsLibrary;
};


export type QueryCmsTextsArgs = {
  query?: InputMaybe<QueryInput>;
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


export type QueryMyOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyOrdersArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryMyResourcePacksArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryPermGroupsArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QueryProcessorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicMapEntriesArgs = {
  mapLibraryName: Scalars['String']['input'];
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


export type QueryStorageUsageArgs = {
  kind?: InputMaybe<DataFileKind>;
};


export type QuerySysDataFilesArgs = {
  query?: InputMaybe<QueryInput>;
};


export type QuerySysDataFoldersArgs = {
  kind: DataFileKind;
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
 * FeatureLocation); end <= start on a circular record: the feature wraps the origin.
 */
export type SequenceFeature = {
  __typename?: 'SequenceFeature';
  color: Maybe<Scalars['String']['output']>;
  end: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Qualifiers: name to a list of values. */
  notes: Scalars['JSON']['output'];
  start: Scalars['Int']['output'];
  /** 1 forward, -1 reverse. */
  strand: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** The format a sequence file was read as (docs/viewers.md). */
export type SequenceFormat =
  | 'fasta'
  | 'genbank'
  | 'snapgene'
  | 'weseq';

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
};

export type SequenceTopology =
  | 'circular'
  | 'linear';

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
 * `authorization: "Bearer <token>"` in the connection_init payload. A job or task of another user answers
 * DBDataNotExist, like the queries.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** The job now, then again whenever its state or one of its tasks changes (progress, tokens). */
  jobChanged: Job;
  /**
   * The caller's active jobs now (preprocessing, pending or running), then any of the caller's jobs
   * whenever its state or one of its tasks changes (a new job included).
   */
  jobsChanged: Job;
  /** A task of the job whenever its state changes. */
  taskChanged: Task;
  /** New text of a task's stdout and stderr while it runs (one stream when `stream` is given). */
  taskLog: LogChunk;
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. A job or task of another user answers
 * DBDataNotExist, like the queries.
 */
export type SubscriptionJobChangedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. A job or task of another user answers
 * DBDataNotExist, like the queries.
 */
export type SubscriptionTaskChangedArgs = {
  jobId: Scalars['ID']['input'];
};


/**
 * Live updates over WebSocket (graphql-ws on /graphql): the session cookie, or an API token sent as
 * `authorization: "Bearer <token>"` in the connection_init payload. A job or task of another user answers
 * DBDataNotExist, like the queries.
 */
export type SubscriptionTaskLogArgs = {
  stream?: InputMaybe<LogStream>;
  taskId: Scalars['ID']['input'];
};

/** Any user's job, as the back office sees it. */
export type SysJob = {
  __typename?: 'SysJob';
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

/** A task of any user's job, as the back office sees it. */
export type SysTask = {
  __typename?: 'SysTask';
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
  reason: Maybe<Scalars['String']['output']>;
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
  size: Scalars['Float']['output'];
};

export type TaskState =
  | 'abort'
  | 'cancel'
  | 'doing'
  | 'done'
  | 'pending'
  | 'prePending';

export type TemplateInput = {
  docs?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  nodes: Array<TemplateNodeInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A node of a workflow: one task running a module or a processor. File arguments are
 * {dataFileId} or {task, output} (a link from an upstream node's output).
 */
export type TemplateNode = {
  __typename?: 'TemplateNode';
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

export type TemplateNodeInput = {
  args: Scalars['JSON']['input'];
  dependsOn?: InputMaybe<Array<Scalars['String']['input']>>;
  key: Scalars['String']['input'];
  /** The module's method; absent: its first one. */
  method?: InputMaybe<Scalars['String']['input']>;
  /** Exactly one of moduleId and processorId. */
  moduleId?: InputMaybe<Scalars['ID']['input']>;
  processorId?: InputMaybe<Scalars['ID']['input']>;
  x?: InputMaybe<Scalars['Float']['input']>;
  y?: InputMaybe<Scalars['Float']['input']>;
};

export type UsageDay = {
  __typename?: 'UsageDay';
  credited: Scalars['Float']['output'];
  day: Scalars['String']['output'];
  spent: Scalars['Float']['output'];
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
  status: EntityStatus;
  summary: Scalars['String']['output'];
  /** The task names, in dependency order. */
  taskNames: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

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

export type AdminImageFieldsFragment = { __typename?: 'ContainerImage', id: string, uid: string, name: string, cpuCount: number, memoryMb: number | null, virtualMemoryMb: number | null, network: ContainerNetwork, executor: string | null, buildState: ContainerImageBuildState, buildSource: ContainerImageBuildSource | null, buildLog: string, builtAt: string | null, archived: boolean, workersHolding: number, status: EntityStatus, moduleCount: number, createdAt: string, updatedAt: string, deletedAt: string | null };

export type AdminGroupFieldsFragment = { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string, sortOrder: number, moduleCount: number, createdAt: string };

export type AdminModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> };

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


export type AdminModulesQuery = { __typename?: 'Query', catalogueModules: { __typename?: 'ModulePage', total: number, list: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> } };

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


export type AdminUpdateModuleMutation = { __typename?: 'Mutation', updateModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModuleStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type AdminSetModuleStatusMutation = { __typename?: 'Mutation', setModuleStatus: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModulesDiscountMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  discount: Scalars['Float']['input'];
}>;


export type AdminSetModulesDiscountMutation = { __typename?: 'Mutation', setModulesDiscount: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> };

export type AdminRemoveModuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRemoveModuleMutation = { __typename?: 'Mutation', removeModule: boolean };

export type AdminRecoverModuleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRecoverModuleMutation = { __typename?: 'Mutation', recoverModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminAddModuleUsersMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  accounts: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type AdminAddModuleUsersMutation = { __typename?: 'Mutation', addModuleUsers: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminRemoveModuleUsersMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminRemoveModuleUsersMutation = { __typename?: 'Mutation', removeModuleUsers: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminSetModuleCoverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  templateId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminSetModuleCoverMutation = { __typename?: 'Mutation', setModuleCover: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminMoveModulesMutationVariables = Exact<{
  moduleIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminMoveModulesMutation = { __typename?: 'Mutation', moveModulesToGroup: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> }> };

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


export type AdminCreateModuleMutation = { __typename?: 'Mutation', createModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

export type AdminDeleteModuleFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteModuleFileMutation = { __typename?: 'Mutation', deleteModuleFile: boolean };

export type AdminModuleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminModuleQuery = { __typename?: 'Query', catalogueModule: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, runner: string, executor: string | null, coverUrl: string | null, tags: Array<string>, discount: number, timeoutSeconds: number, successExitCode: number, tokenPrice: number, visibility: string, status: EntityStatus, sortOrder: number, command: Array<string>, createdAt: string, updatedAt: string, deletedAt: string | null, group: { __typename?: 'ModuleGroup', id: string, name: string, nameZh: string } | null, image: { __typename?: 'ContainerImage', id: string, uid: string, name: string } | null, enabledUsers: Array<{ __typename?: 'ModuleEnabledUser', id: string, account: string, name: string }>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }>, moduleFiles: Array<{ __typename?: 'ModuleFile', id: string, moduleId: string, name: string, size: number, sha256: string, createdAt: string }> } };

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

export type SysOrderFieldsFragment = { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', unitPrice: number, kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number }, user: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type SysOrdersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysOrdersQuery = { __typename?: 'Query', sysOrders: { __typename?: 'OrderPage', total: number, list: Array<{ __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', unitPrice: number, kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number }, user: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type SysResourcePackFieldsFragment = { __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, createdAt: string, user: { __typename?: 'CommerceUser', id: string, account: string } | null };

export type SysResourcePacksQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysResourcePacksQuery = { __typename?: 'Query', sysResourcePacks: { __typename?: 'ResourcePackPage', total: number, list: Array<{ __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, createdAt: string, user: { __typename?: 'CommerceUser', id: string, account: string } | null }> } };

export type CreditUserMutationVariables = Exact<{
  input: AdminCreditInput;
}>;


export type CreditUserMutation = { __typename?: 'Mutation', creditUser: { __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean, createdAt: string, user: { __typename?: 'CommerceUser', id: string, account: string } | null } };

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

export type PackageFieldsFragment = { __typename?: 'Package', id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null };

export type OrderFieldsFragment = { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } };

export type PackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PackagesQuery = { __typename?: 'Query', packages: Array<{ __typename?: 'Package', id: string, kind: PackageKind, name: string, nameZh: string, description: string, grants: number, workflowStorageGb: number, runningJobs: number, unitPrice: number, expiryMonths: number, discountNow: number, discounts: Array<{ __typename?: 'QuantityDiscount', quantity: number, discount: number }>, limitedDiscount: { __typename?: 'LimitedDiscount', enabled: boolean, discount: number, days: number, from: string | null } | null }> };

export type PaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentProvidersQuery = { __typename?: 'Query', paymentProviders: { __typename?: 'PaymentProviders', wechat: boolean, alipay: boolean } };

export type MyOrdersQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderPage', total: number, list: Array<{ __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } }> } };

export type MyOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyOrderQuery = { __typename?: 'Query', myOrder: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type MyResourcePacksQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyResourcePacksQuery = { __typename?: 'Query', myResourcePacks: { __typename?: 'ResourcePackPage', total: number, list: Array<{ __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, note: string, startsAt: string, expiresAt: string, active: boolean }> } };

export type CheckInStateQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckInStateQuery = { __typename?: 'Query', checkInState: { __typename?: 'CheckInState', checkedIn: boolean, day: string, streak: number, cycleDays: number } };

export type UsageStatisticsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UsageStatisticsQuery = { __typename?: 'Query', usageStatistics: { __typename?: 'UsageStatistics', tokenBalance: number, storageUsed: number, storageQuota: number, workflowStorageUsed: number, workflowStorageQuota: number, runningJobs: number, runningJobLimit: number, daily: Array<{ __typename?: 'UsageDay', day: string, credited: number, spent: number }>, storageDaily: Array<{ __typename?: 'StorageDay', day: string, storageUsed: number | null, storageQuota: number | null, workflowStorageUsed: number | null, workflowStorageQuota: number | null }> } };

export type MyInvoicesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type MyInvoicesQuery = { __typename?: 'Query', myInvoices: { __typename?: 'InvoicePage', total: number, list: Array<{ __typename?: 'Invoice', id: string, orderIds: Array<string>, amount: number, title: string, taxNo: string, email: string, status: InvoiceStatus, pdfName: string | null, issuedAt: string | null, createdAt: string }> } };

export type CreateOrderMutationVariables = Exact<{
  packageId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type CreateOrderMutation = { __typename?: 'Mutation', createOrder: { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type PayOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  provider: PaymentProvider;
}>;


export type PayOrderMutation = { __typename?: 'Mutation', payOrder: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type CheckOrderPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CheckOrderPaymentMutation = { __typename?: 'Mutation', checkOrderPayment: { __typename?: 'Order', qrImage: string | null, id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type CancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelOrderMutation = { __typename?: 'Mutation', cancelOrder: { __typename?: 'Order', id: string, outTradeNo: string, quantity: number, amount: number, status: OrderStatus, provider: PaymentProvider | null, expiresAt: string, paidAt: string | null, cancelledAt: string | null, createdAt: string, invoiced: boolean, package: { __typename?: 'OrderedPackage', kind: PackageKind, name: string, nameZh: string, grants: number, expiryMonths: number, discount: number } } };

export type RedeemRechargeCardMutationVariables = Exact<{
  cardNo: Scalars['String']['input'];
}>;


export type RedeemRechargeCardMutation = { __typename?: 'Mutation', redeemRechargeCard: { __typename?: 'ResourcePack', id: string, kind: PackageKind, amount: number, expiresAt: string } };

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

export type DataFileFieldsFragment = { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null };

export type SdfRecordFieldsFragment = { __typename?: 'SdfRecord', index: number, name: string, attrs: unknown, attrOrder: Array<string>, mol: string, molSvg: string | null, smiles: string | null, inChi: string | null, error: string | null, startLine: number, endLine: number };

export type DataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type DataFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

export type DataFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DataFileQuery = { __typename?: 'Query', dataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

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


export type UpdateDataFileMutation = { __typename?: 'Mutation', updateDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type RemoveDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveDataFileMutation = { __typename?: 'Mutation', removeDataFile: boolean };

export type RecoverDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecoverDataFileMutation = { __typename?: 'Mutation', recoverDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type PurgeDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PurgeDataFileMutation = { __typename?: 'Mutation', purgeDataFile: boolean };

export type SetDataFileFavoriteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  favorite: Scalars['Boolean']['input'];
}>;


export type SetDataFileFavoriteMutation = { __typename?: 'Mutation', setDataFileFavorite: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysDataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysDataFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', total: number, list: Array<{ __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null }> } };

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


export type SysUpdateDataFileMutation = { __typename?: 'Mutation', sysUpdateDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysSetDataFileStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SysSetDataFileStatusMutation = { __typename?: 'Mutation', sysSetDataFileStatus: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysRemoveDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRemoveDataFileMutation = { __typename?: 'Mutation', sysRemoveDataFile: boolean };

export type SysRecoverDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRecoverDataFileMutation = { __typename?: 'Mutation', sysRecoverDataFile: { __typename?: 'DataFile', id: string, kind: DataFileKind, ownerId: string | null, folder: string, dirNames: Array<string>, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, favorite: boolean, readUrl: string, downloadUrl: string, createdAt: string, updatedAt: string, deletedAt: string | null } };

export type SysPurgeDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysPurgeDataFileMutation = { __typename?: 'Mutation', sysPurgeDataFile: boolean };

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

export type JobRowFieldsFragment = { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number };

export type JobArgSpecFieldsFragment = { __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null };

export type JobTaskFieldsFragment = { __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> };

export type JobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type JobsQuery = { __typename?: 'Query', jobs: { __typename?: 'JobPage', total: number, list: Array<{ __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number }> } };

export type JobDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobDetailQuery = { __typename?: 'Query', job: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type JobArgFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type JobArgFilesQuery = { __typename?: 'Query', dataFiles: { __typename?: 'DataFilePage', list: Array<{ __typename?: 'DataFile', id: string, name: string, folder: string, kind: DataFileKind }> } };

export type CancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelJobMutation = { __typename?: 'Mutation', cancelJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type ResetJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResetJobMutation = { __typename?: 'Mutation', resetJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type RestartJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestartJobMutation = { __typename?: 'Mutation', restartJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CloneJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CloneJobMutation = { __typename?: 'Mutation', cloneJob: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type RepairTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
}>;


export type RepairTaskMutation = { __typename?: 'Mutation', repairTask: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

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


export type JobEstimateQuery = { __typename?: 'Query', jobEstimate: { __typename?: 'JobEstimate', tokens: number, tokensLow: number, tokensHigh: number, complete: boolean, balance: number, balanceAfter: number, tasks: Array<{ __typename?: 'TaskEstimate', key: string, basis: EstimateBasis, runs: number, thin: boolean, tokens: number | null, tokensLow: number | null, tokensHigh: number | null }> } };

export type JobQueueQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JobQueueQuery = { __typename?: 'Query', job: { __typename?: 'Job', id: string, queuePosition: number | null, tasks: Array<{ __typename?: 'Task', id: string, queuePosition: number | null, reusedFromTaskId: string | null, reusedFromJobId: string | null }> } };

export type RerunFailedTasksMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RerunFailedTasksMutation = { __typename?: 'Mutation', rerunFailedTasks: { __typename?: 'RerunResult', job: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number }, reused: Array<{ __typename?: 'ReusedTask', key: string, fromTaskId: string, fromJobId: string }> } };

export type JobsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type JobsChangedSubscription = { __typename?: 'Subscription', jobsChanged: { __typename?: 'Job', id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ __typename?: 'Task', id: string, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type TaskLogSubscriptionVariables = Exact<{
  taskId: Scalars['ID']['input'];
  stream?: InputMaybe<LogStream>;
}>;


export type TaskLogSubscription = { __typename?: 'Subscription', taskLog: { __typename?: 'LogChunk', taskId: string, stream: LogStream, offset: number, text: string } };

export type ModuleArgFieldsFragment = { __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null };

export type ModuleOutputViewFieldsFragment = { __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string };

export type ModuleMethodViewFieldsFragment = { __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type CatalogueModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number };

export type ModulePageFieldsFragment = { __typename?: 'Module', docs: string, docsZh: string, runner: string, timeoutSeconds: number, visibility: string, status: EntityStatus, id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type CatalogueModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueModulesQuery = { __typename?: 'Query', modules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number }> };

export type ModulePageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModulePageQuery = { __typename?: 'Query', module: { __typename?: 'Module', docs: string, docsZh: string, runner: string, timeoutSeconds: number, visibility: string, status: EntityStatus, id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, coverUrl: string | null, tags: Array<string>, favorite: boolean, tokenPrice: number, discount: number, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } };

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

export type ProcessorItemFieldsFragment = { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type ProcessorListQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessorListQuery = { __typename?: 'Query', processors: Array<{ __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type ProcessorCreateMutationVariables = Exact<{
  input: ProcessorInput;
}>;


export type ProcessorCreateMutation = { __typename?: 'Mutation', createProcessor: { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type ProcessorUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProcessorInput;
}>;


export type ProcessorUpdateMutation = { __typename?: 'Mutation', updateProcessor: { __typename?: 'Processor', id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type ProcessorDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProcessorDeleteMutation = { __typename?: 'Mutation', deleteProcessor: boolean };

export type WorkflowDefaultCoversQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowDefaultCoversQuery = { __typename?: 'Query', workflowDefaultCovers: { __typename?: 'WorkflowDefaultCovers', moduleCoverTemplateId: string | null, moduleCoverUrl: string | null, templateCoverTemplateId: string | null, templateCoverUrl: string | null } };

export type SysProcessorFieldsFragment = { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type SysProcessorListQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysProcessorListQuery = { __typename?: 'Query', sysProcessors: { __typename?: 'ProcessorPage', total: number, list: Array<{ __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } };

export type SysProcessorCreateMutationVariables = Exact<{
  input: ProcessorInput;
}>;


export type SysProcessorCreateMutation = { __typename?: 'Mutation', createSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProcessorInput;
}>;


export type SysProcessorUpdateMutation = { __typename?: 'Mutation', updateSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorSetStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SysProcessorSetStatusMutation = { __typename?: 'Mutation', setSysProcessorStatus: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

export type SysProcessorRemoveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysProcessorRemoveMutation = { __typename?: 'Mutation', removeSysProcessor: boolean };

export type SysProcessorRecoverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysProcessorRecoverMutation = { __typename?: 'Mutation', recoverSysProcessor: { __typename?: 'Processor', ownerId: string | null, ownerAccount: string | null, updatedAt: string, deletedAt: string | null, id: string, name: string, summary: string, docs: string, kind: string, mine: boolean, exeName: string | null, exeSize: number | null, timeoutSeconds: number, tokenPrice: number, status: EntityStatus, createdAt: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } };

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

export type SysJobRowFieldsFragment = { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number };

export type SysJobTaskFieldsFragment = { __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> };

export type SysJobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysJobsQuery = { __typename?: 'Query', sysJobs: { __typename?: 'SysJobPage', total: number, list: Array<{ __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number }> } };

export type SysJobDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysJobDetailQuery = { __typename?: 'Query', sysJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number, tasks: Array<{ __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> }> } };

export type SysJobArgFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type SysJobArgFilesQuery = { __typename?: 'Query', sysDataFiles: { __typename?: 'DataFilePage', list: Array<{ __typename?: 'DataFile', id: string, name: string, folder: string, kind: DataFileKind }> } };

export type SysCancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysCancelJobMutation = { __typename?: 'Mutation', sysCancelJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRemoveJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRemoveJobMutation = { __typename?: 'Mutation', sysRemoveJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRecoverJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysRecoverJobMutation = { __typename?: 'Mutation', sysRecoverJob: { __typename?: 'SysJob', id: string, name: string, ownerId: string, ownerAccount: string, state: TaskState, emailNotify: boolean, createdAt: string, finishedAt: string | null, deletedAt: string | null, taskCount: number, doneCount: number, progress: number, tokens: number } };

export type SysRefundTaskMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
}>;


export type SysRefundTaskMutation = { __typename?: 'Mutation', sysRefundTask: { __typename?: 'SysTaskRefund', refunded: number, task: { __typename?: 'SysTask', id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, charged: number, refunded: number, refundable: boolean, stdoutUrl: string | null, stderrUrl: string | null, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null, outputs: Array<{ __typename?: 'TaskOutputFile', name: string, size: number, readUrl: string, downloadUrl: string }> } } };

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

export type WfArgFieldsFragment = { __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null };

export type WfOutputFieldsFragment = { __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string };

export type WfMethodFieldsFragment = { __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type WfModuleFieldsFragment = { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type WfProcessorFieldsFragment = { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> };

export type WfTemplateSummaryFieldsFragment = { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string };

export type WfTemplateFieldsFragment = { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> };

export type WorkflowTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowTemplatesQuery = { __typename?: 'Query', templates: Array<{ __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string }> };

export type WorkflowTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WorkflowTemplateQuery = { __typename?: 'Query', template: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type WorkflowModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowModulesQuery = { __typename?: 'Query', modules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> }> };

export type WorkflowProcessorsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowProcessorsQuery = { __typename?: 'Query', processors: Array<{ __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> };

export type CreateWorkflowTemplateMutationVariables = Exact<{
  input: TemplateInput;
}>;


export type CreateWorkflowTemplateMutation = { __typename?: 'Mutation', createTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type UpdateWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TemplateInput;
}>;


export type UpdateWorkflowTemplateMutation = { __typename?: 'Mutation', updateTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type DeleteWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWorkflowTemplateMutation = { __typename?: 'Mutation', deleteTemplate: boolean };

export type CloneWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CloneWorkflowTemplateMutation = { __typename?: 'Mutation', cloneTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string } };

export type RunWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  args?: InputMaybe<Array<TaskArgsInput> | TaskArgsInput>;
}>;


export type RunWorkflowTemplateMutation = { __typename?: 'Mutation', runTemplate: { __typename?: 'Job', id: string, name: string, state: TaskState } };

export type SysWorkflowTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SysWorkflowTemplatesQuery = { __typename?: 'Query', sysTemplates: Array<{ __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string }> };

export type SysWorkflowTemplateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SysWorkflowTemplateQuery = { __typename?: 'Query', sysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type SysWorkflowModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SysWorkflowModulesQuery = { __typename?: 'Query', sysModules: Array<{ __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> }> };

export type CreateSysWorkflowTemplateMutationVariables = Exact<{
  input: TemplateInput;
}>;


export type CreateSysWorkflowTemplateMutation = { __typename?: 'Mutation', createSysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type UpdateSysWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TemplateInput;
}>;


export type UpdateSysWorkflowTemplateMutation = { __typename?: 'Mutation', updateSysTemplate: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string, nodes: Array<{ __typename?: 'TemplateNode', key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, x: number, y: number, module: { __typename?: 'Module', id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, status: EntityStatus, coverUrl: string | null, tags: Array<string>, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }>, methods: Array<{ __typename?: 'ModuleMethod', name: string, label: string, labelZh: string | null, summary: string | null, summaryZh: string | null, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> }> } | null, processor: { __typename?: 'Processor', id: string, name: string, summary: string, kind: string, mine: boolean, status: EntityStatus, args: Array<{ __typename?: 'ModuleArg', name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ __typename?: 'ModuleArgBinding', arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ __typename?: 'ModuleOutput', name: string, label: string, labelZh: string | null, format: string }> } | null }> } };

export type SetSysWorkflowTemplateStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: EntityStatus;
}>;


export type SetSysWorkflowTemplateStatusMutation = { __typename?: 'Mutation', setSysTemplateStatus: { __typename?: 'WorkflowTemplate', id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, coverUrl: string | null, ownerAccount: string | null, mine: boolean, status: EntityStatus, taskNames: Array<string>, createdAt: string, updatedAt: string } };

export type DeleteSysWorkflowTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSysWorkflowTemplateMutation = { __typename?: 'Mutation', deleteSysTemplate: boolean };

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RoleFieldsFragment, unknown>;
export const PermGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"perms"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<PermGroupFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const LoginLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginLogFieldsFragment, unknown>;
export const ImageTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"blobId"}},{"kind":"Field","name":{"kind":"Name","value":"blobSize"}},{"kind":"Field","name":{"kind":"Name","value":"blobSha256"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ImageTemplateFieldsFragment, unknown>;
export const SystemUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SystemUserFieldsFragment, unknown>;
export const SysProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SysProfileFieldsFragment, unknown>;
export const AdminImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminImageFieldsFragment, unknown>;
export const AdminGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminGroupFieldsFragment, unknown>;
export const AdminModuleFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminModuleFileFieldsFragment, unknown>;
export const AdminModuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminModuleFieldsFragment, unknown>;
export const AdminTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminTagFieldsFragment, unknown>;
export const MapEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapLibraryName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MapEntryFieldsFragment, unknown>;
export const CmsTextFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CmsTextFieldsFragment, unknown>;
export const CmsFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"library"}},{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CmsFileFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const SysOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<SysOrderFieldsFragment, unknown>;
export const SysResourcePackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysResourcePackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourcePack"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<SysResourcePackFieldsFragment, unknown>;
export const RechargeCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardNo"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RechargeCardFieldsFragment, unknown>;
export const PackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}}]} as unknown as DocumentNode<PackageFieldsFragment, unknown>;
export const SysPackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}}]} as unknown as DocumentNode<SysPackageFieldsFragment, unknown>;
export const SysInvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<SysInvoiceFieldsFragment, unknown>;
export const PaymentRefundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"outRefundNo"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"refundedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentRefundFieldsFragment, unknown>;
export const PaymentNotifyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentNotifyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentNotify"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"notifyId"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRefundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"outRefundNo"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"refundedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentNotifyFieldsFragment, unknown>;
export const DataFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<DataFileFieldsFragment, unknown>;
export const SdfRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdfRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdfRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attrs"}},{"kind":"Field","name":{"kind":"Name","value":"attrOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mol"}},{"kind":"Field","name":{"kind":"Name","value":"molSvg"}},{"kind":"Field","name":{"kind":"Name","value":"smiles"}},{"kind":"Field","name":{"kind":"Name","value":"inChi"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startLine"}},{"kind":"Field","name":{"kind":"Name","value":"endLine"}}]}}]} as unknown as DocumentNode<SdfRecordFieldsFragment, unknown>;
export const FeedbackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FeedbackFieldsFragment, unknown>;
export const JobRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<JobRowFieldsFragment, unknown>;
export const JobArgSpecFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<JobArgSpecFieldsFragment, unknown>;
export const JobTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<JobTaskFieldsFragment, unknown>;
export const CatalogueModuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]} as unknown as DocumentNode<CatalogueModuleFieldsFragment, unknown>;
export const ModuleArgFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<ModuleArgFieldsFragment, unknown>;
export const ModuleOutputViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<ModuleOutputViewFieldsFragment, unknown>;
export const ModuleMethodViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleMethodViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<ModuleMethodViewFieldsFragment, unknown>;
export const ModulePageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModulePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueModuleFields"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleMethodViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleMethodViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}}]} as unknown as DocumentNode<ModulePageFieldsFragment, unknown>;
export const ArgsFormFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArgsFormFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<ArgsFormFileFieldsFragment, unknown>;
export const ProcessorItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<ProcessorItemFieldsFragment, unknown>;
export const SysProcessorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}}]} as unknown as DocumentNode<SysProcessorFieldsFragment, unknown>;
export const NavigatorTextFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavigatorTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}}]}}]} as unknown as DocumentNode<NavigatorTextFieldsFragment, unknown>;
export const SysNavigatorBoardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysNavigatorBoardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysNavigatorBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDocument"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SysNavigatorBoardFieldsFragment, unknown>;
export const SysJobRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<SysJobRowFieldsFragment, unknown>;
export const SysJobTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<SysJobTaskFieldsFragment, unknown>;
export const WfTemplateSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WfTemplateSummaryFieldsFragment, unknown>;
export const WfArgFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<WfArgFieldsFragment, unknown>;
export const WfOutputFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<WfOutputFieldsFragment, unknown>;
export const WfMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<WfMethodFieldsFragment, unknown>;
export const WfModuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}}]} as unknown as DocumentNode<WfModuleFieldsFragment, unknown>;
export const WfProcessorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<WfProcessorFieldsFragment, unknown>;
export const WfTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}}]} as unknown as DocumentNode<WfTemplateFieldsFragment, unknown>;
export const PublicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}}]}}]} as unknown as DocumentNode<PublicSettingsQuery, PublicSettingsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SysMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SysMeQuery, SysMeQueryVariables>;
export const MyConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Lang"}},{"kind":"Field","name":{"kind":"Name","value":"LeftMenuBarCollapse"}},{"kind":"Field","name":{"kind":"Name","value":"InitShow"}}]}}]}}]} as unknown as DocumentNode<MyConfigQuery, MyConfigQueryVariables>;
export const UpdateMyConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowConfigWebInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Lang"}},{"kind":"Field","name":{"kind":"Name","value":"LeftMenuBarCollapse"}},{"kind":"Field","name":{"kind":"Name","value":"InitShow"}}]}}]}}]} as unknown as DocumentNode<UpdateMyConfigMutation, UpdateMyConfigMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SysLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysLogout"}}]}}]} as unknown as DocumentNode<SysLogoutMutation, SysLogoutMutationVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const SetRoleStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRoleStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoleStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetRoleStatusMutation, SetRoleStatusMutationVariables>;
export const RemoveRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRoleMutation, RemoveRoleMutationVariables>;
export const PermGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"perms"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<PermGroupsQuery, PermGroupsQueryVariables>;
export const CreatePermGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePermGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPermGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"perms"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CreatePermGroupMutation, CreatePermGroupMutationVariables>;
export const UpdatePermGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePermGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePermGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"perms"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdatePermGroupMutation, UpdatePermGroupMutationVariables>;
export const SetPermGroupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPermGroupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPermGroupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"perms"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetPermGroupStatusMutation, SetPermGroupStatusMutationVariables>;
export const RemovePermGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePermGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePermGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePermGroupMutation, RemovePermGroupMutationVariables>;
export const PermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"verb"}}]}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const LoginPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPolicy"}}]}}]} as unknown as DocumentNode<LoginPolicyQuery, LoginPolicyQueryVariables>;
export const SaveLoginPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLoginPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLoginPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"policy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policy"}}}]}]}}]} as unknown as DocumentNode<SaveLoginPolicyMutation, SaveLoginPolicyMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const SysUpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysUpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysUpdatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<SysUpdatePasswordMutation, SysUpdatePasswordMutationVariables>;
export const SendActivationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendActivationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendActivationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}]}}]} as unknown as DocumentNode<SendActivationCodeMutation, SendActivationCodeMutationVariables>;
export const ActivateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<ActivateContactMutation, ActivateContactMutationVariables>;
export const AvatarTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AvatarTemplatesQuery, AvatarTemplatesQueryVariables>;
export const UseAvatarTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UseAvatarTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAvatarTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UseAvatarTemplateMutation, UseAvatarTemplateMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const SysMySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysMySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysMySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<SysMySessionsQuery, SysMySessionsQueryVariables>;
export const RevokeMySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeMySessionMutation, RevokeMySessionMutationVariables>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const SysMyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysMyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysMyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SysMyApiTokensQuery, SysMyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"readOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const SysCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysCreateApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"readOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SysCreateApiTokenMutation, SysCreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const SysRevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRevokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SysRevokeApiTokenMutation, SysRevokeApiTokenMutationVariables>;
export const SysMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}}]}}]} as unknown as DocumentNode<SysMyProfileQuery, SysMyProfileQueryVariables>;
export const SysUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SysProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysUpdateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}}]}}]} as unknown as DocumentNode<SysUpdateProfileMutation, SysUpdateProfileMutationVariables>;
export const SysSendActivationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysSendActivationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysSendActivationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}]}}]} as unknown as DocumentNode<SysSendActivationCodeMutation, SysSendActivationCodeMutationVariables>;
export const SysActivateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysActivateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysActivateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}}]}}]} as unknown as DocumentNode<SysActivateContactMutation, SysActivateContactMutationVariables>;
export const SysAvatarTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysAvatarTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysAvatarTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SysAvatarTemplatesQuery, SysAvatarTemplatesQueryVariables>;
export const SysUseAvatarTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysUseAvatarTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysUseAvatarTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}}]}}]} as unknown as DocumentNode<SysUseAvatarTemplateMutation, SysUseAvatarTemplateMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SysLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"systemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SysLoginMutation, SysLoginMutationVariables>;
export const SendMobileLoginCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMobileLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMobileLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}]}]}}]} as unknown as DocumentNode<SendMobileLoginCodeMutation, SendMobileLoginCodeMutationVariables>;
export const LoginByMobileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginByMobile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginByMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<LoginByMobileMutation, LoginByMobileMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ForgetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}]}]}}]} as unknown as DocumentNode<ForgetPasswordMutation, ForgetPasswordMutationVariables>;
export const CheckResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}]}]}}]} as unknown as DocumentNode<CheckResetPasswordMutation, CheckResetPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"usersActiveToday"}},{"kind":"Field","name":{"kind":"Name","value":"systemUsers"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"loginsToday"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginsToday"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permGroups"}}]}}]}}]} as unknown as DocumentNode<BoardQuery, BoardQueryVariables>;
export const AdminImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"containerImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminImagesQuery, AdminImagesQueryVariables>;
export const AdminCreateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminCreateImageMutation, AdminCreateImageMutationVariables>;
export const AdminUpdateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateImageMutation, AdminUpdateImageMutationVariables>;
export const AdminSetImageStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetImageStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContainerImageStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminSetImageStatusMutation, AdminSetImageStatusMutationVariables>;
export const AdminRemoveImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminRemoveImageMutation, AdminRemoveImageMutationVariables>;
export const AdminRecoverImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecoverImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminRecoverImageMutation, AdminRecoverImageMutationVariables>;
export const AdminDeleteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteImageMutation, AdminDeleteImageMutationVariables>;
export const AdminBuildImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBuildImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"containerfile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"containerfile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"containerfile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminBuildImageMutation, AdminBuildImageMutationVariables>;
export const AdminBuildDebianImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBuildDebianImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packages"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildDebianContainerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"packages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminBuildDebianImageMutation, AdminBuildDebianImageMutationVariables>;
export const AdminImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"containerImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContainerImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"memoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"virtualMemoryMb"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"buildState"}},{"kind":"Field","name":{"kind":"Name","value":"buildSource"}},{"kind":"Field","name":{"kind":"Name","value":"buildLog"}},{"kind":"Field","name":{"kind":"Name","value":"builtAt"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"workersHolding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminImageQuery, AdminImageQueryVariables>;
export const AdminModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueModules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminModulesQuery, AdminModulesQueryVariables>;
export const AdminModuleChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminModuleChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withImages"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"containerImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withImages"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminModuleChoicesQuery, AdminModuleChoicesQueryVariables>;
export const AdminCoverChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCoverChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleCoverChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminCoverChoicesQuery, AdminCoverChoicesQueryVariables>;
export const AdminUpdateModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateModuleMutation, AdminUpdateModuleMutationVariables>;
export const AdminSetModuleStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetModuleStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModuleStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminSetModuleStatusMutation, AdminSetModuleStatusMutationVariables>;
export const AdminSetModulesDiscountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetModulesDiscount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModulesDiscount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"discount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminSetModulesDiscountMutation, AdminSetModulesDiscountMutationVariables>;
export const AdminRemoveModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminRemoveModuleMutation, AdminRemoveModuleMutationVariables>;
export const AdminRecoverModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecoverModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminRecoverModuleMutation, AdminRecoverModuleMutationVariables>;
export const AdminAddModuleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddModuleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addModuleUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminAddModuleUsersMutation, AdminAddModuleUsersMutationVariables>;
export const AdminRemoveModuleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveModuleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeModuleUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminRemoveModuleUsersMutation, AdminRemoveModuleUsersMutationVariables>;
export const AdminSetModuleCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetModuleCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModuleCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminSetModuleCoverMutation, AdminSetModuleCoverMutationVariables>;
export const AdminMoveModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMoveModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveModulesToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminMoveModulesMutation, AdminMoveModulesMutationVariables>;
export const AdminGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminGroupsQuery, AdminGroupsQueryVariables>;
export const AdminCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createModuleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateGroupMutation, AdminCreateGroupMutationVariables>;
export const AdminUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateModuleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateGroupMutation, AdminUpdateGroupMutationVariables>;
export const AdminReorderGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReorderGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderModuleGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<AdminReorderGroupsMutation, AdminReorderGroupsMutationVariables>;
export const AdminDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteModuleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteGroupMutation, AdminDeleteGroupMutationVariables>;
export const AdminTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminTagsQuery, AdminTagsQueryVariables>;
export const AdminExportTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTagTemplates"}}]}}]} as unknown as DocumentNode<AdminExportTagsQuery, AdminExportTagsQueryVariables>;
export const AdminImportTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminImportTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTagInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replace"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTagTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"replace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminImportTagsMutation, AdminImportTagsMutationVariables>;
export const AdminRenameTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRenameTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameZh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameModuleTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"newName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newName"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameZh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameZh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminRenameTagMutation, AdminRenameTagMutationVariables>;
export const AdminRemoveTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeModuleTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}},{"kind":"Field","name":{"kind":"Name","value":"inTemplates"}}]}}]} as unknown as DocumentNode<AdminRemoveTagMutation, AdminRemoveTagMutationVariables>;
export const AdminCreateModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminCreateModuleMutation, AdminCreateModuleMutationVariables>;
export const AdminDeleteModuleFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteModuleFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteModuleFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteModuleFileMutation, AdminDeleteModuleFileMutationVariables>;
export const AdminModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"executor"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"successExitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabledUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moduleFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminModuleFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AdminModuleQuery, AdminModuleQueryVariables>;
export const PublicMapEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicMapEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapLibraryName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicMapEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mapLibraryName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapLibraryName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<PublicMapEntriesQuery, PublicMapEntriesQueryVariables>;
export const PublicTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libraryName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libraryName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<PublicTextsQuery, PublicTextsQueryVariables>;
export const MapEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapLibraryName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<MapEntriesQuery, MapEntriesQueryVariables>;
export const CmsTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CmsTextFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CmsTextsQuery, CmsTextsQueryVariables>;
export const CmsFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"library"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsLibrary"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"library"},"value":{"kind":"Variable","name":{"kind":"Name","value":"library"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CmsFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"library"}},{"kind":"Field","name":{"kind":"Name","value":"libraryId"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CmsFilesQuery, CmsFilesQueryVariables>;
export const CreateMapEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMapEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMapEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapLibraryName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CreateMapEntryMutation, CreateMapEntryMutationVariables>;
export const UpdateMapEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMapEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMapEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapLibraryName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdateMapEntryMutation, UpdateMapEntryMutationVariables>;
export const SetMapEntryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMapEntryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMapEntryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapLibraryName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetMapEntryStatusMutation, SetMapEntryStatusMutationVariables>;
export const ReorderMapEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderMapEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderMapEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ReorderMapEntriesMutation, ReorderMapEntriesMutationVariables>;
export const RemoveMapEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMapEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMapEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveMapEntryMutation, RemoveMapEntryMutationVariables>;
export const CreateCmsTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCmsText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCmsText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CmsTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CreateCmsTextMutation, CreateCmsTextMutationVariables>;
export const UpdateCmsTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCmsText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCmsText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CmsTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdateCmsTextMutation, UpdateCmsTextMutationVariables>;
export const SetCmsTextStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCmsTextStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCmsTextStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CmsTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CmsTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libraryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetCmsTextStatusMutation, SetCmsTextStatusMutationVariables>;
export const RemoveCmsTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCmsText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCmsText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveCmsTextMutation, RemoveCmsTextMutationVariables>;
export const RemoveCmsFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCmsFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"library"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CmsLibrary"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCmsFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"library"},"value":{"kind":"Variable","name":{"kind":"Name","value":"library"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveCmsFileMutation, RemoveCmsFileMutationVariables>;
export const SysOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<SysOrdersQuery, SysOrdersQueryVariables>;
export const SysResourcePacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysResourcePacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysResourcePacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysResourcePackFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysResourcePackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourcePack"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<SysResourcePacksQuery, SysResourcePacksQueryVariables>;
export const CreditUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreditUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCreditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysResourcePackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysResourcePackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourcePack"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<CreditUserMutation, CreditUserMutationVariables>;
export const CommerceUserSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceUserSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CommerceUserSearchQuery, CommerceUserSearchQueryVariables>;
export const RechargeCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RechargeCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rechargeCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardNo"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RechargeCardsQuery, RechargeCardsQueryVariables>;
export const GenerateRechargeCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateRechargeCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeCardBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateRechargeCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateRechargeCardsMutation, GenerateRechargeCardsMutationVariables>;
export const RemoveRechargeCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRechargeCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRechargeCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRechargeCardMutation, RemoveRechargeCardMutationVariables>;
export const RecoverRechargeCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverRechargeCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverRechargeCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardNo"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RecoverRechargeCardMutation, RecoverRechargeCardMutationVariables>;
export const SysPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysPackageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysPackagesQuery, SysPackagesQueryVariables>;
export const CreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CreatePackageMutation, CreatePackageMutationVariables>;
export const UpdatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdatePackageMutation, UpdatePackageMutationVariables>;
export const SetPackageStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPackageStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPackageStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetPackageStatusMutation, SetPackageStatusMutationVariables>;
export const RemovePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePackageMutation, RemovePackageMutationVariables>;
export const RecoverPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RecoverPackageMutation, RecoverPackageMutationVariables>;
export const ReorderPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ReorderPackagesMutation, ReorderPackagesMutationVariables>;
export const CommerceConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commerceConfig"}}]}}]} as unknown as DocumentNode<CommerceConfigQuery, CommerceConfigQueryVariables>;
export const SaveCommerceConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCommerceConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"config"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCommerceConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"config"},"value":{"kind":"Variable","name":{"kind":"Name","value":"config"}}}]}]}}]} as unknown as DocumentNode<SaveCommerceConfigMutation, SaveCommerceConfigMutationVariables>;
export const SysInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysInvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<SysInvoicesQuery, SysInvoicesQueryVariables>;
export const SysPaymentNotifiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysPaymentNotifies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysPaymentNotifies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentNotifyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"outRefundNo"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"refundedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentNotifyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentNotify"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"notifyId"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRefundFields"}}]}}]}}]} as unknown as DocumentNode<SysPaymentNotifiesQuery, SysPaymentNotifiesQueryVariables>;
export const RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRefundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRefund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"outRefundNo"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"refundedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const PackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitedDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountNow"}}]}}]} as unknown as DocumentNode<PackagesQuery, PackagesQueryVariables>;
export const PaymentProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wechat"}},{"kind":"Field","name":{"kind":"Name","value":"alipay"}}]}}]}}]} as unknown as DocumentNode<PaymentProvidersQuery, PaymentProvidersQueryVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<MyOrderQuery, MyOrderQueryVariables>;
export const MyResourcePacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyResourcePacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myResourcePacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageGb"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<MyResourcePacksQuery, MyResourcePacksQueryVariables>;
export const CheckInStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"cycleDays"}}]}}]}}]} as unknown as DocumentNode<CheckInStateQuery, CheckInStateQueryVariables>;
export const UsageStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"storageUsed"}},{"kind":"Field","name":{"kind":"Name","value":"storageQuota"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageUsed"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageQuota"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobs"}},{"kind":"Field","name":{"kind":"Name","value":"runningJobLimit"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storageDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"storageUsed"}},{"kind":"Field","name":{"kind":"Name","value":"storageQuota"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageUsed"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStorageQuota"}}]}}]}}]}}]} as unknown as DocumentNode<UsageStatisticsQuery, UsageStatisticsQueryVariables>;
export const MyInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<MyInvoicesQuery, MyInvoicesQueryVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const PayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProvider"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<PayOrderMutation, PayOrderMutationVariables>;
export const CheckOrderPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckOrderPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOrderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<CheckOrderPaymentMutation, CheckOrderPaymentMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outTradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonths"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const RedeemRechargeCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemRechargeCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemRechargeCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RedeemRechargeCardMutation, RedeemRechargeCardMutationVariables>;
export const CheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"cycleDays"}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const ApplyInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceApplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyInvoiceMutation, ApplyInvoiceMutationVariables>;
export const SysConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysConfig"}}]}}]} as unknown as DocumentNode<SysConfigQuery, SysConfigQueryVariables>;
export const SaveSysConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSysConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"config"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSysConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"config"},"value":{"kind":"Variable","name":{"kind":"Name","value":"config"}}}]}]}}]} as unknown as DocumentNode<SaveSysConfigMutation, SaveSysConfigMutationVariables>;
export const FeatureSwitchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureSwitches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureSwitches"}}]}}]} as unknown as DocumentNode<FeatureSwitchesQuery, FeatureSwitchesQueryVariables>;
export const SaveFeatureSwitchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFeatureSwitches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"switches"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFeatureSwitches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"switches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"switches"}}}]}]}}]} as unknown as DocumentNode<SaveFeatureSwitchesMutation, SaveFeatureSwitchesMutationVariables>;
export const ImageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTemplateKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"blobId"}},{"kind":"Field","name":{"kind":"Name","value":"blobSize"}},{"kind":"Field","name":{"kind":"Name","value":"blobSha256"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ImageTemplatesQuery, ImageTemplatesQueryVariables>;
export const SetImageTemplateUseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetImageTemplateUse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"use"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setImageTemplateUse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"use"},"value":{"kind":"Variable","name":{"kind":"Name","value":"use"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"blobId"}},{"kind":"Field","name":{"kind":"Name","value":"blobSize"}},{"kind":"Field","name":{"kind":"Name","value":"blobSha256"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetImageTemplateUseMutation, SetImageTemplateUseMutationVariables>;
export const RemoveImageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveImageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeImageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveImageTemplateMutation, RemoveImageTemplateMutationVariables>;
export const SetWorkflowDefaultCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorkflowDefaultCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTemplateKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorkflowDefaultCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleCoverTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCoverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"templateCoverTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateCoverUrl"}}]}}]}}]} as unknown as DocumentNode<SetWorkflowDefaultCoverMutation, SetWorkflowDefaultCoverMutationVariables>;
export const DataFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<DataFilesQuery, DataFilesQueryVariables>;
export const DataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<DataFileQuery, DataFileQueryVariables>;
export const DataFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}]}}]} as unknown as DocumentNode<DataFoldersQuery, DataFoldersQueryVariables>;
export const StorageUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorageUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}}]}}]}}]} as unknown as DocumentNode<StorageUsageQuery, StorageUsageQueryVariables>;
export const SdfRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdfRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sdfRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdfRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdfRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdfRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attrs"}},{"kind":"Field","name":{"kind":"Name","value":"attrOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mol"}},{"kind":"Field","name":{"kind":"Name","value":"molSvg"}},{"kind":"Field","name":{"kind":"Name","value":"smiles"}},{"kind":"Field","name":{"kind":"Name","value":"inChi"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startLine"}},{"kind":"Field","name":{"kind":"Name","value":"endLine"}}]}}]} as unknown as DocumentNode<SdfRecordsQuery, SdfRecordsQueryVariables>;
export const UpdateDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdateDataFileMutation, UpdateDataFileMutationVariables>;
export const RemoveDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveDataFileMutation, RemoveDataFileMutationVariables>;
export const RecoverDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RecoverDataFileMutation, RecoverDataFileMutationVariables>;
export const PurgeDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgeDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PurgeDataFileMutation, PurgeDataFileMutationVariables>;
export const SetDataFileFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDataFileFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDataFileFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"favorite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetDataFileFavoriteMutation, SetDataFileFavoriteMutationVariables>;
export const SysDataFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysDataFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysDataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysDataFilesQuery, SysDataFilesQueryVariables>;
export const SysDataFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysDataFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysDataFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}]}}]} as unknown as DocumentNode<SysDataFoldersQuery, SysDataFoldersQueryVariables>;
export const SysStorageUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysStorageUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysStorageUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}}]}}]}}]} as unknown as DocumentNode<SysStorageUsageQuery, SysStorageUsageQueryVariables>;
export const SysSdfRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysSdfRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysSdfRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdfRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdfRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdfRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attrs"}},{"kind":"Field","name":{"kind":"Name","value":"attrOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mol"}},{"kind":"Field","name":{"kind":"Name","value":"molSvg"}},{"kind":"Field","name":{"kind":"Name","value":"smiles"}},{"kind":"Field","name":{"kind":"Name","value":"inChi"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startLine"}},{"kind":"Field","name":{"kind":"Name","value":"endLine"}}]}}]} as unknown as DocumentNode<SysSdfRecordsQuery, SysSdfRecordsQueryVariables>;
export const SysUpdateDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysUpdateDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataFileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysUpdateDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysUpdateDataFileMutation, SysUpdateDataFileMutationVariables>;
export const SysSetDataFileStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysSetDataFileStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysSetDataFileStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysSetDataFileStatusMutation, SysSetDataFileStatusMutationVariables>;
export const SysRemoveDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRemoveDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRemoveDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SysRemoveDataFileMutation, SysRemoveDataFileMutationVariables>;
export const SysRecoverDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRecoverDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRecoverDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"dirNames"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysRecoverDataFileMutation, SysRecoverDataFileMutationVariables>;
export const SysPurgeDataFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysPurgeDataFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysPurgeDataFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SysPurgeDataFileMutation, SysPurgeDataFileMutationVariables>;
export const FeedbackEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbackEnabled"}}]}}]} as unknown as DocumentNode<FeedbackEnabledQuery, FeedbackEnabledQueryVariables>;
export const MyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const SysFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SysFeedbackQuery, SysFeedbackQueryVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const ReplyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReplyFeedbackMutation, ReplyFeedbackMutationVariables>;
export const RemoveFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<RemoveFeedbackMutation, RemoveFeedbackMutationVariables>;
export const JobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Jobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<JobsQuery, JobsQueryVariables>;
export const JobDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<JobDetailQuery, JobDetailQueryVariables>;
export const JobArgFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobArgFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<JobArgFilesQuery, JobArgFilesQueryVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const ResetJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ResetJobMutation, ResetJobMutationVariables>;
export const RestartJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restartJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<RestartJobMutation, RestartJobMutationVariables>;
export const CloneJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<CloneJobMutation, CloneJobMutationVariables>;
export const RepairTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepairTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"args"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repairTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"args"},"value":{"kind":"Variable","name":{"kind":"Name","value":"args"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<RepairTaskMutation, RepairTaskMutationVariables>;
export const TaskSdfRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskSdfRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"output"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SdfFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskSdfRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"output"},"value":{"kind":"Variable","name":{"kind":"Name","value":"output"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdfRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdfRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdfRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attrs"}},{"kind":"Field","name":{"kind":"Name","value":"attrOrder"}},{"kind":"Field","name":{"kind":"Name","value":"mol"}},{"kind":"Field","name":{"kind":"Name","value":"molSvg"}},{"kind":"Field","name":{"kind":"Name","value":"smiles"}},{"kind":"Field","name":{"kind":"Name","value":"inChi"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startLine"}},{"kind":"Field","name":{"kind":"Name","value":"endLine"}}]}}]} as unknown as DocumentNode<TaskSdfRecordsQuery, TaskSdfRecordsQueryVariables>;
export const JobEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"tokensLow"}},{"kind":"Field","name":{"kind":"Name","value":"tokensHigh"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"runs"}},{"kind":"Field","name":{"kind":"Name","value":"thin"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"tokensLow"}},{"kind":"Field","name":{"kind":"Name","value":"tokensHigh"}}]}}]}}]}}]} as unknown as DocumentNode<JobEstimateQuery, JobEstimateQueryVariables>;
export const JobQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"reusedFromTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"reusedFromJobId"}}]}}]}}]}}]} as unknown as DocumentNode<JobQueueQuery, JobQueueQueryVariables>;
export const RerunFailedTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RerunFailedTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunFailedTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fromTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"fromJobId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<RerunFailedTasksMutation, RerunFailedTasksMutationVariables>;
export const JobsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JobsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<JobsChangedSubscription, JobsChangedSubscriptionVariables>;
export const TaskLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TaskLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stream"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogStream"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stream"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stream"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"stream"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<TaskLogSubscription, TaskLogSubscriptionVariables>;
export const CatalogueModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]} as unknown as DocumentNode<CatalogueModulesQuery, CatalogueModulesQueryVariables>;
export const ModulePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModulePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModulePageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleMethodViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModulePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueModuleFields"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"docsZh"}},{"kind":"Field","name":{"kind":"Name","value":"runner"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleMethodViewFields"}}]}}]}}]} as unknown as DocumentNode<ModulePageQuery, ModulePageQueryVariables>;
export const ModulePageTokenBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModulePageTokenBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]} as unknown as DocumentNode<ModulePageTokenBalanceQuery, ModulePageTokenBalanceQueryVariables>;
export const ToggleModuleFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleModuleFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModuleFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"favorite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}}]}}]}}]} as unknown as DocumentNode<ToggleModuleFavoriteMutation, ToggleModuleFavoriteMutationVariables>;
export const SubmitModuleJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitModuleJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SubmitModuleJobMutation, SubmitModuleJobMutationVariables>;
export const ArgsFormDataFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArgsFormDataFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArgsFormFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArgsFormFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<ArgsFormDataFilesQuery, ArgsFormDataFilesQueryVariables>;
export const ArgsFormSysDataFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArgsFormSysDataFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysDataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArgsFormFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArgsFormFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<ArgsFormSysDataFilesQuery, ArgsFormSysDataFilesQueryVariables>;
export const ProcessorListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}}]} as unknown as DocumentNode<ProcessorListQuery, ProcessorListQueryVariables>;
export const ProcessorCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessorCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}}]} as unknown as DocumentNode<ProcessorCreateMutation, ProcessorCreateMutationVariables>;
export const ProcessorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessorUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}}]} as unknown as DocumentNode<ProcessorUpdateMutation, ProcessorUpdateMutationVariables>;
export const ProcessorDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessorDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ProcessorDeleteMutation, ProcessorDeleteMutationVariables>;
export const WorkflowDefaultCoversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowDefaultCovers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowDefaultCovers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleCoverTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCoverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"templateCoverTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateCoverUrl"}}]}}]}}]} as unknown as DocumentNode<WorkflowDefaultCoversQuery, WorkflowDefaultCoversQueryVariables>;
export const SysProcessorListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysProcessorList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysProcessors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProcessorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysProcessorListQuery, SysProcessorListQueryVariables>;
export const SysProcessorCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysProcessorCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSysProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProcessorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysProcessorCreateMutation, SysProcessorCreateMutationVariables>;
export const SysProcessorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysProcessorUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSysProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProcessorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysProcessorUpdateMutation, SysProcessorUpdateMutationVariables>;
export const SysProcessorSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysProcessorSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSysProcessorStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProcessorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysProcessorSetStatusMutation, SysProcessorSetStatusMutationVariables>;
export const SysProcessorRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysProcessorRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSysProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SysProcessorRemoveMutation, SysProcessorRemoveMutationVariables>;
export const SysProcessorRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysProcessorRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverSysProcessor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysProcessorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModuleOutputViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessorItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"exeName"}},{"kind":"Field","name":{"kind":"Name","value":"exeSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModuleOutputViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessorItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SysProcessorRecoverMutation, SysProcessorRecoverMutationVariables>;
export const CalcMetricConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalcMetricConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calcMetricConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskProcessorMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taskModule"}}]}}]}}]} as unknown as DocumentNode<CalcMetricConfigQuery, CalcMetricConfigQueryVariables>;
export const SaveCalcMetricConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCalcMetricConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalcMetricConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCalcMetricConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskProcessorMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taskModule"}}]}}]}}]} as unknown as DocumentNode<SaveCalcMetricConfigMutation, SaveCalcMetricConfigMutationVariables>;
export const NavigatorBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NavigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigatorTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigatorTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigatorTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigatorTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"dataKind"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"storageUsed"}},{"kind":"Field","name":{"kind":"Name","value":"storageQuota"}},{"kind":"Field","name":{"kind":"Name","value":"totalJobs"}},{"kind":"Field","name":{"kind":"Name","value":"jobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavigatorTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}}]}}]} as unknown as DocumentNode<NavigatorBoardQuery, NavigatorBoardQueryVariables>;
export const SysNavigatorBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysNavigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysNavigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysNavigatorBoardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysNavigatorBoardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysNavigatorBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDocument"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SysNavigatorBoardQuery, SysNavigatorBoardQueryVariables>;
export const SaveNavigatorBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNavigatorBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNavigatorBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysNavigatorBoardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysNavigatorBoardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysNavigatorBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDocument"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SaveNavigatorBoardMutation, SaveNavigatorBoardMutationVariables>;
export const ResetNavigatorBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetNavigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetNavigatorBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysNavigatorBoardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysNavigatorBoardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysNavigatorBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDocument"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResetNavigatorBoardMutation, ResetNavigatorBoardMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const LoginLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Side"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginLogFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginLogsQuery, LoginLogsQueryVariables>;
export const SysJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<SysJobsQuery, SysJobsQueryVariables>;
export const SysJobDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysJobDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<SysJobDetailQuery, SysJobDetailQueryVariables>;
export const SysJobArgFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysJobArgFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysDataFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SysJobArgFilesQuery, SysJobArgFilesQueryVariables>;
export const SysCancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysCancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysCancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<SysCancelJobMutation, SysCancelJobMutationVariables>;
export const SysRemoveJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRemoveJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRemoveJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<SysRemoveJobMutation, SysRemoveJobMutationVariables>;
export const SysRecoverJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRecoverJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRecoverJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotify"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<SysRecoverJobMutation, SysRecoverJobMutationVariables>;
export const SysRefundTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SysRefundTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysRefundTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SysJobTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobArgSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SysJobTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SysTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobArgSpecFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cpuMs"}},{"kind":"Field","name":{"kind":"Name","value":"wallMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"stdoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stderrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"readUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<SysRefundTaskMutation, SysRefundTaskMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<UserSessionsQuery, UserSessionsQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<SetUserStatusMutation, SetUserStatusMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const RemoveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveUserMutation, RemoveUserMutationVariables>;
export const RecoverUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneStatus"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<RecoverUserMutation, RecoverUserMutationVariables>;
export const SystemUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SystemUsersQuery, SystemUsersQueryVariables>;
export const CreateSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSystemUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUserCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSystemUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateSystemUserMutation, CreateSystemUserMutationVariables>;
export const UpdateSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSystemUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateSystemUserMutation, UpdateSystemUserMutationVariables>;
export const SetSystemUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSystemUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSystemUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetSystemUserStatusMutation, SetSystemUserStatusMutationVariables>;
export const SetSystemUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSystemUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSystemUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<SetSystemUserPasswordMutation, SetSystemUserPasswordMutationVariables>;
export const RemoveSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSystemUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSystemUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSystemUserMutation, RemoveSystemUserMutationVariables>;
export const WorkflowTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WorkflowTemplatesQuery, WorkflowTemplatesQueryVariables>;
export const WorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<WorkflowTemplateQuery, WorkflowTemplateQueryVariables>;
export const WorkflowModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}}]} as unknown as DocumentNode<WorkflowModulesQuery, WorkflowModulesQueryVariables>;
export const WorkflowProcessorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowProcessors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}}]} as unknown as DocumentNode<WorkflowProcessorsQuery, WorkflowProcessorsQueryVariables>;
export const CreateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<CreateWorkflowTemplateMutation, CreateWorkflowTemplateMutationVariables>;
export const UpdateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkflowTemplateMutation, UpdateWorkflowTemplateMutationVariables>;
export const DeleteWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkflowTemplateMutation, DeleteWorkflowTemplateMutationVariables>;
export const CloneWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CloneWorkflowTemplateMutation, CloneWorkflowTemplateMutationVariables>;
export const RunWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailNotify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"args"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskArgsInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailNotify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailNotify"}}},{"kind":"Argument","name":{"kind":"Name","value":"args"},"value":{"kind":"Variable","name":{"kind":"Name","value":"args"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RunWorkflowTemplateMutation, RunWorkflowTemplateMutationVariables>;
export const SysWorkflowTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysWorkflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SysWorkflowTemplatesQuery, SysWorkflowTemplatesQueryVariables>;
export const SysWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<SysWorkflowTemplateQuery, SysWorkflowTemplateQueryVariables>;
export const SysWorkflowModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SysWorkflowModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sysModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}}]} as unknown as DocumentNode<SysWorkflowModulesQuery, SysWorkflowModulesQueryVariables>;
export const CreateSysWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSysWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSysTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<CreateSysWorkflowTemplateMutation, CreateSysWorkflowTemplateMutationVariables>;
export const UpdateSysWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSysWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSysTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfArgFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleArg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormats"}},{"kind":"Field","name":{"kind":"Name","value":"require"}},{"kind":"Field","name":{"kind":"Name","value":"hideInPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"help"}},{"kind":"Field","name":{"kind":"Name","value":"helpZh"}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arg"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfOutputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleOutput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Module"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"summaryZh"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfProcessorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Processor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfArgFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfOutputFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"processorId"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfProcessorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"dependsOn"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<UpdateSysWorkflowTemplateMutation, UpdateSysWorkflowTemplateMutationVariables>;
export const SetSysWorkflowTemplateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSysWorkflowTemplateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSysTemplateStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WfTemplateSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WfTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"docs"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taskNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetSysWorkflowTemplateStatusMutation, SetSysWorkflowTemplateStatusMutationVariables>;
export const DeleteSysWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSysWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSysTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSysWorkflowTemplateMutation, DeleteSysWorkflowTemplateMutationVariables>;
export function usePublicSettingsQuery(options?: QueryHookOptions<PublicSettingsQuery, PublicSettingsQueryVariables>) {
  return useQuery(PublicSettingsDocument, (options ?? {}) as QueryHookOptions<PublicSettingsQuery, PublicSettingsQueryVariables> & { variables: PublicSettingsQueryVariables });
}
export function useLazyPublicSettingsQuery(options?: useLazyQuery.Options<PublicSettingsQuery, PublicSettingsQueryVariables>) {
  return useLazyQuery(PublicSettingsDocument, options);
}
export function useMeQuery(options?: QueryHookOptions<MeQuery, MeQueryVariables>) {
  return useQuery(MeDocument, (options ?? {}) as QueryHookOptions<MeQuery, MeQueryVariables> & { variables: MeQueryVariables });
}
export function useLazyMeQuery(options?: useLazyQuery.Options<MeQuery, MeQueryVariables>) {
  return useLazyQuery(MeDocument, options);
}
export function useSysMeQuery(options?: QueryHookOptions<SysMeQuery, SysMeQueryVariables>) {
  return useQuery(SysMeDocument, (options ?? {}) as QueryHookOptions<SysMeQuery, SysMeQueryVariables> & { variables: SysMeQueryVariables });
}
export function useLazySysMeQuery(options?: useLazyQuery.Options<SysMeQuery, SysMeQueryVariables>) {
  return useLazyQuery(SysMeDocument, options);
}
export function useMyConfigQuery(options?: QueryHookOptions<MyConfigQuery, MyConfigQueryVariables>) {
  return useQuery(MyConfigDocument, (options ?? {}) as QueryHookOptions<MyConfigQuery, MyConfigQueryVariables> & { variables: MyConfigQueryVariables });
}
export function useLazyMyConfigQuery(options?: useLazyQuery.Options<MyConfigQuery, MyConfigQueryVariables>) {
  return useLazyQuery(MyConfigDocument, options);
}
export function useUpdateMyConfigMutation(options: useMutation.Options<UpdateMyConfigMutation, UpdateMyConfigMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateMyConfigDocument, options);
}
export function useLogoutMutation(options: useMutation.Options<LogoutMutation, LogoutMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(LogoutDocument, options);
}
export function useSysLogoutMutation(options: useMutation.Options<SysLogoutMutation, SysLogoutMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysLogoutDocument, options);
}
export function useRolesQuery(options?: QueryHookOptions<RolesQuery, RolesQueryVariables>) {
  return useQuery(RolesDocument, (options ?? {}) as QueryHookOptions<RolesQuery, RolesQueryVariables> & { variables: RolesQueryVariables });
}
export function useLazyRolesQuery(options?: useLazyQuery.Options<RolesQuery, RolesQueryVariables>) {
  return useLazyQuery(RolesDocument, options);
}
export function useCreateRoleMutation(options: useMutation.Options<CreateRoleMutation, CreateRoleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateRoleDocument, options);
}
export function useUpdateRoleMutation(options: useMutation.Options<UpdateRoleMutation, UpdateRoleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateRoleDocument, options);
}
export function useSetRoleStatusMutation(options: useMutation.Options<SetRoleStatusMutation, SetRoleStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetRoleStatusDocument, options);
}
export function useRemoveRoleMutation(options: useMutation.Options<RemoveRoleMutation, RemoveRoleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveRoleDocument, options);
}
export function usePermGroupsQuery(options?: QueryHookOptions<PermGroupsQuery, PermGroupsQueryVariables>) {
  return useQuery(PermGroupsDocument, (options ?? {}) as QueryHookOptions<PermGroupsQuery, PermGroupsQueryVariables> & { variables: PermGroupsQueryVariables });
}
export function useLazyPermGroupsQuery(options?: useLazyQuery.Options<PermGroupsQuery, PermGroupsQueryVariables>) {
  return useLazyQuery(PermGroupsDocument, options);
}
export function useCreatePermGroupMutation(options: useMutation.Options<CreatePermGroupMutation, CreatePermGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreatePermGroupDocument, options);
}
export function useUpdatePermGroupMutation(options: useMutation.Options<UpdatePermGroupMutation, UpdatePermGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdatePermGroupDocument, options);
}
export function useSetPermGroupStatusMutation(options: useMutation.Options<SetPermGroupStatusMutation, SetPermGroupStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetPermGroupStatusDocument, options);
}
export function useRemovePermGroupMutation(options: useMutation.Options<RemovePermGroupMutation, RemovePermGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemovePermGroupDocument, options);
}
export function usePermissionCatalogueQuery(options?: QueryHookOptions<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>) {
  return useQuery(PermissionCatalogueDocument, (options ?? {}) as QueryHookOptions<PermissionCatalogueQuery, PermissionCatalogueQueryVariables> & { variables: PermissionCatalogueQueryVariables });
}
export function useLazyPermissionCatalogueQuery(options?: useLazyQuery.Options<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>) {
  return useLazyQuery(PermissionCatalogueDocument, options);
}
export function useLoginPolicyQuery(options?: QueryHookOptions<LoginPolicyQuery, LoginPolicyQueryVariables>) {
  return useQuery(LoginPolicyDocument, (options ?? {}) as QueryHookOptions<LoginPolicyQuery, LoginPolicyQueryVariables> & { variables: LoginPolicyQueryVariables });
}
export function useLazyLoginPolicyQuery(options?: useLazyQuery.Options<LoginPolicyQuery, LoginPolicyQueryVariables>) {
  return useLazyQuery(LoginPolicyDocument, options);
}
export function useSaveLoginPolicyMutation(options: useMutation.Options<SaveLoginPolicyMutation, SaveLoginPolicyMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveLoginPolicyDocument, options);
}
export function useUpdateProfileMutation(options: useMutation.Options<UpdateProfileMutation, UpdateProfileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateProfileDocument, options);
}
export function useUpdatePasswordMutation(options: useMutation.Options<UpdatePasswordMutation, UpdatePasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdatePasswordDocument, options);
}
export function useSysUpdatePasswordMutation(options: useMutation.Options<SysUpdatePasswordMutation, SysUpdatePasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysUpdatePasswordDocument, options);
}
export function useSendActivationCodeMutation(options: useMutation.Options<SendActivationCodeMutation, SendActivationCodeMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SendActivationCodeDocument, options);
}
export function useActivateContactMutation(options: useMutation.Options<ActivateContactMutation, ActivateContactMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ActivateContactDocument, options);
}
export function useAvatarTemplatesQuery(options?: QueryHookOptions<AvatarTemplatesQuery, AvatarTemplatesQueryVariables>) {
  return useQuery(AvatarTemplatesDocument, (options ?? {}) as QueryHookOptions<AvatarTemplatesQuery, AvatarTemplatesQueryVariables> & { variables: AvatarTemplatesQueryVariables });
}
export function useLazyAvatarTemplatesQuery(options?: useLazyQuery.Options<AvatarTemplatesQuery, AvatarTemplatesQueryVariables>) {
  return useLazyQuery(AvatarTemplatesDocument, options);
}
export function useUseAvatarTemplateMutation(options: useMutation.Options<UseAvatarTemplateMutation, UseAvatarTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UseAvatarTemplateDocument, options);
}
export function useMySessionsQuery(options?: QueryHookOptions<MySessionsQuery, MySessionsQueryVariables>) {
  return useQuery(MySessionsDocument, (options ?? {}) as QueryHookOptions<MySessionsQuery, MySessionsQueryVariables> & { variables: MySessionsQueryVariables });
}
export function useLazyMySessionsQuery(options?: useLazyQuery.Options<MySessionsQuery, MySessionsQueryVariables>) {
  return useLazyQuery(MySessionsDocument, options);
}
export function useSysMySessionsQuery(options?: QueryHookOptions<SysMySessionsQuery, SysMySessionsQueryVariables>) {
  return useQuery(SysMySessionsDocument, (options ?? {}) as QueryHookOptions<SysMySessionsQuery, SysMySessionsQueryVariables> & { variables: SysMySessionsQueryVariables });
}
export function useLazySysMySessionsQuery(options?: useLazyQuery.Options<SysMySessionsQuery, SysMySessionsQueryVariables>) {
  return useLazyQuery(SysMySessionsDocument, options);
}
export function useRevokeMySessionMutation(options: useMutation.Options<RevokeMySessionMutation, RevokeMySessionMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RevokeMySessionDocument, options);
}
export function useMyApiTokensQuery(options?: QueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>) {
  return useQuery(MyApiTokensDocument, (options ?? {}) as QueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables> & { variables: MyApiTokensQueryVariables });
}
export function useLazyMyApiTokensQuery(options?: useLazyQuery.Options<MyApiTokensQuery, MyApiTokensQueryVariables>) {
  return useLazyQuery(MyApiTokensDocument, options);
}
export function useSysMyApiTokensQuery(options?: QueryHookOptions<SysMyApiTokensQuery, SysMyApiTokensQueryVariables>) {
  return useQuery(SysMyApiTokensDocument, (options ?? {}) as QueryHookOptions<SysMyApiTokensQuery, SysMyApiTokensQueryVariables> & { variables: SysMyApiTokensQueryVariables });
}
export function useLazySysMyApiTokensQuery(options?: useLazyQuery.Options<SysMyApiTokensQuery, SysMyApiTokensQueryVariables>) {
  return useLazyQuery(SysMyApiTokensDocument, options);
}
export function useCreateApiTokenMutation(options: useMutation.Options<CreateApiTokenMutation, CreateApiTokenMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateApiTokenDocument, options);
}
export function useSysCreateApiTokenMutation(options: useMutation.Options<SysCreateApiTokenMutation, SysCreateApiTokenMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysCreateApiTokenDocument, options);
}
export function useRevokeApiTokenMutation(options: useMutation.Options<RevokeApiTokenMutation, RevokeApiTokenMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RevokeApiTokenDocument, options);
}
export function useSysRevokeApiTokenMutation(options: useMutation.Options<SysRevokeApiTokenMutation, SysRevokeApiTokenMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRevokeApiTokenDocument, options);
}
export function useSysMyProfileQuery(options?: QueryHookOptions<SysMyProfileQuery, SysMyProfileQueryVariables>) {
  return useQuery(SysMyProfileDocument, (options ?? {}) as QueryHookOptions<SysMyProfileQuery, SysMyProfileQueryVariables> & { variables: SysMyProfileQueryVariables });
}
export function useLazySysMyProfileQuery(options?: useLazyQuery.Options<SysMyProfileQuery, SysMyProfileQueryVariables>) {
  return useLazyQuery(SysMyProfileDocument, options);
}
export function useSysUpdateProfileMutation(options: useMutation.Options<SysUpdateProfileMutation, SysUpdateProfileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysUpdateProfileDocument, options);
}
export function useSysSendActivationCodeMutation(options: useMutation.Options<SysSendActivationCodeMutation, SysSendActivationCodeMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysSendActivationCodeDocument, options);
}
export function useSysActivateContactMutation(options: useMutation.Options<SysActivateContactMutation, SysActivateContactMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysActivateContactDocument, options);
}
export function useSysAvatarTemplatesQuery(options?: QueryHookOptions<SysAvatarTemplatesQuery, SysAvatarTemplatesQueryVariables>) {
  return useQuery(SysAvatarTemplatesDocument, (options ?? {}) as QueryHookOptions<SysAvatarTemplatesQuery, SysAvatarTemplatesQueryVariables> & { variables: SysAvatarTemplatesQueryVariables });
}
export function useLazySysAvatarTemplatesQuery(options?: useLazyQuery.Options<SysAvatarTemplatesQuery, SysAvatarTemplatesQueryVariables>) {
  return useLazyQuery(SysAvatarTemplatesDocument, options);
}
export function useSysUseAvatarTemplateMutation(options: useMutation.Options<SysUseAvatarTemplateMutation, SysUseAvatarTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysUseAvatarTemplateDocument, options);
}
export function useLoginMutation(options: useMutation.Options<LoginMutation, LoginMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(LoginDocument, options);
}
export function useSysLoginMutation(options: useMutation.Options<SysLoginMutation, SysLoginMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysLoginDocument, options);
}
export function useSendMobileLoginCodeMutation(options: useMutation.Options<SendMobileLoginCodeMutation, SendMobileLoginCodeMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SendMobileLoginCodeDocument, options);
}
export function useLoginByMobileMutation(options: useMutation.Options<LoginByMobileMutation, LoginByMobileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(LoginByMobileDocument, options);
}
export function useRegisterMutation(options: useMutation.Options<RegisterMutation, RegisterMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RegisterDocument, options);
}
export function useForgetPasswordMutation(options: useMutation.Options<ForgetPasswordMutation, ForgetPasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ForgetPasswordDocument, options);
}
export function useCheckResetPasswordMutation(options: useMutation.Options<CheckResetPasswordMutation, CheckResetPasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CheckResetPasswordDocument, options);
}
export function useResetPasswordMutation(options: useMutation.Options<ResetPasswordMutation, ResetPasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ResetPasswordDocument, options);
}
export function useBoardQuery(options?: QueryHookOptions<BoardQuery, BoardQueryVariables>) {
  return useQuery(BoardDocument, (options ?? {}) as QueryHookOptions<BoardQuery, BoardQueryVariables> & { variables: BoardQueryVariables });
}
export function useLazyBoardQuery(options?: useLazyQuery.Options<BoardQuery, BoardQueryVariables>) {
  return useLazyQuery(BoardDocument, options);
}
export function useAdminImagesQuery(options?: QueryHookOptions<AdminImagesQuery, AdminImagesQueryVariables>) {
  return useQuery(AdminImagesDocument, (options ?? {}) as QueryHookOptions<AdminImagesQuery, AdminImagesQueryVariables> & { variables: AdminImagesQueryVariables });
}
export function useLazyAdminImagesQuery(options?: useLazyQuery.Options<AdminImagesQuery, AdminImagesQueryVariables>) {
  return useLazyQuery(AdminImagesDocument, options);
}
export function useAdminCreateImageMutation(options: useMutation.Options<AdminCreateImageMutation, AdminCreateImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminCreateImageDocument, options);
}
export function useAdminUpdateImageMutation(options: useMutation.Options<AdminUpdateImageMutation, AdminUpdateImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminUpdateImageDocument, options);
}
export function useAdminSetImageStatusMutation(options: useMutation.Options<AdminSetImageStatusMutation, AdminSetImageStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminSetImageStatusDocument, options);
}
export function useAdminRemoveImageMutation(options: useMutation.Options<AdminRemoveImageMutation, AdminRemoveImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRemoveImageDocument, options);
}
export function useAdminRecoverImageMutation(options: useMutation.Options<AdminRecoverImageMutation, AdminRecoverImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRecoverImageDocument, options);
}
export function useAdminDeleteImageMutation(options: useMutation.Options<AdminDeleteImageMutation, AdminDeleteImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminDeleteImageDocument, options);
}
export function useAdminBuildImageMutation(options: useMutation.Options<AdminBuildImageMutation, AdminBuildImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminBuildImageDocument, options);
}
export function useAdminBuildDebianImageMutation(options: useMutation.Options<AdminBuildDebianImageMutation, AdminBuildDebianImageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminBuildDebianImageDocument, options);
}
export function useAdminImageQuery(options?: QueryHookOptions<AdminImageQuery, AdminImageQueryVariables>) {
  return useQuery(AdminImageDocument, (options ?? {}) as QueryHookOptions<AdminImageQuery, AdminImageQueryVariables> & { variables: AdminImageQueryVariables });
}
export function useLazyAdminImageQuery(options?: useLazyQuery.Options<AdminImageQuery, AdminImageQueryVariables>) {
  return useLazyQuery(AdminImageDocument, options);
}
export function useAdminModulesQuery(options?: QueryHookOptions<AdminModulesQuery, AdminModulesQueryVariables>) {
  return useQuery(AdminModulesDocument, (options ?? {}) as QueryHookOptions<AdminModulesQuery, AdminModulesQueryVariables> & { variables: AdminModulesQueryVariables });
}
export function useLazyAdminModulesQuery(options?: useLazyQuery.Options<AdminModulesQuery, AdminModulesQueryVariables>) {
  return useLazyQuery(AdminModulesDocument, options);
}
export function useAdminModuleChoicesQuery(options?: QueryHookOptions<AdminModuleChoicesQuery, AdminModuleChoicesQueryVariables>) {
  return useQuery(AdminModuleChoicesDocument, (options ?? {}) as QueryHookOptions<AdminModuleChoicesQuery, AdminModuleChoicesQueryVariables> & { variables: AdminModuleChoicesQueryVariables });
}
export function useLazyAdminModuleChoicesQuery(options?: useLazyQuery.Options<AdminModuleChoicesQuery, AdminModuleChoicesQueryVariables>) {
  return useLazyQuery(AdminModuleChoicesDocument, options);
}
export function useAdminCoverChoicesQuery(options?: QueryHookOptions<AdminCoverChoicesQuery, AdminCoverChoicesQueryVariables>) {
  return useQuery(AdminCoverChoicesDocument, (options ?? {}) as QueryHookOptions<AdminCoverChoicesQuery, AdminCoverChoicesQueryVariables> & { variables: AdminCoverChoicesQueryVariables });
}
export function useLazyAdminCoverChoicesQuery(options?: useLazyQuery.Options<AdminCoverChoicesQuery, AdminCoverChoicesQueryVariables>) {
  return useLazyQuery(AdminCoverChoicesDocument, options);
}
export function useAdminUpdateModuleMutation(options: useMutation.Options<AdminUpdateModuleMutation, AdminUpdateModuleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminUpdateModuleDocument, options);
}
export function useAdminSetModuleStatusMutation(options: useMutation.Options<AdminSetModuleStatusMutation, AdminSetModuleStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminSetModuleStatusDocument, options);
}
export function useAdminSetModulesDiscountMutation(options: useMutation.Options<AdminSetModulesDiscountMutation, AdminSetModulesDiscountMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminSetModulesDiscountDocument, options);
}
export function useAdminRemoveModuleMutation(options: useMutation.Options<AdminRemoveModuleMutation, AdminRemoveModuleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRemoveModuleDocument, options);
}
export function useAdminRecoverModuleMutation(options: useMutation.Options<AdminRecoverModuleMutation, AdminRecoverModuleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRecoverModuleDocument, options);
}
export function useAdminAddModuleUsersMutation(options: useMutation.Options<AdminAddModuleUsersMutation, AdminAddModuleUsersMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminAddModuleUsersDocument, options);
}
export function useAdminRemoveModuleUsersMutation(options: useMutation.Options<AdminRemoveModuleUsersMutation, AdminRemoveModuleUsersMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRemoveModuleUsersDocument, options);
}
export function useAdminSetModuleCoverMutation(options: useMutation.Options<AdminSetModuleCoverMutation, AdminSetModuleCoverMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminSetModuleCoverDocument, options);
}
export function useAdminMoveModulesMutation(options: useMutation.Options<AdminMoveModulesMutation, AdminMoveModulesMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminMoveModulesDocument, options);
}
export function useAdminGroupsQuery(options?: QueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables>) {
  return useQuery(AdminGroupsDocument, (options ?? {}) as QueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables> & { variables: AdminGroupsQueryVariables });
}
export function useLazyAdminGroupsQuery(options?: useLazyQuery.Options<AdminGroupsQuery, AdminGroupsQueryVariables>) {
  return useLazyQuery(AdminGroupsDocument, options);
}
export function useAdminCreateGroupMutation(options: useMutation.Options<AdminCreateGroupMutation, AdminCreateGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminCreateGroupDocument, options);
}
export function useAdminUpdateGroupMutation(options: useMutation.Options<AdminUpdateGroupMutation, AdminUpdateGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminUpdateGroupDocument, options);
}
export function useAdminReorderGroupsMutation(options: useMutation.Options<AdminReorderGroupsMutation, AdminReorderGroupsMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminReorderGroupsDocument, options);
}
export function useAdminDeleteGroupMutation(options: useMutation.Options<AdminDeleteGroupMutation, AdminDeleteGroupMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminDeleteGroupDocument, options);
}
export function useAdminTagsQuery(options?: QueryHookOptions<AdminTagsQuery, AdminTagsQueryVariables>) {
  return useQuery(AdminTagsDocument, (options ?? {}) as QueryHookOptions<AdminTagsQuery, AdminTagsQueryVariables> & { variables: AdminTagsQueryVariables });
}
export function useLazyAdminTagsQuery(options?: useLazyQuery.Options<AdminTagsQuery, AdminTagsQueryVariables>) {
  return useLazyQuery(AdminTagsDocument, options);
}
export function useAdminExportTagsQuery(options?: QueryHookOptions<AdminExportTagsQuery, AdminExportTagsQueryVariables>) {
  return useQuery(AdminExportTagsDocument, (options ?? {}) as QueryHookOptions<AdminExportTagsQuery, AdminExportTagsQueryVariables> & { variables: AdminExportTagsQueryVariables });
}
export function useLazyAdminExportTagsQuery(options?: useLazyQuery.Options<AdminExportTagsQuery, AdminExportTagsQueryVariables>) {
  return useLazyQuery(AdminExportTagsDocument, options);
}
export function useAdminImportTagsMutation(options: useMutation.Options<AdminImportTagsMutation, AdminImportTagsMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminImportTagsDocument, options);
}
export function useAdminRenameTagMutation(options: useMutation.Options<AdminRenameTagMutation, AdminRenameTagMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRenameTagDocument, options);
}
export function useAdminRemoveTagMutation(options: useMutation.Options<AdminRemoveTagMutation, AdminRemoveTagMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminRemoveTagDocument, options);
}
export function useAdminCreateModuleMutation(options: useMutation.Options<AdminCreateModuleMutation, AdminCreateModuleMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminCreateModuleDocument, options);
}
export function useAdminDeleteModuleFileMutation(options: useMutation.Options<AdminDeleteModuleFileMutation, AdminDeleteModuleFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(AdminDeleteModuleFileDocument, options);
}
export function useAdminModuleQuery(options?: QueryHookOptions<AdminModuleQuery, AdminModuleQueryVariables>) {
  return useQuery(AdminModuleDocument, (options ?? {}) as QueryHookOptions<AdminModuleQuery, AdminModuleQueryVariables> & { variables: AdminModuleQueryVariables });
}
export function useLazyAdminModuleQuery(options?: useLazyQuery.Options<AdminModuleQuery, AdminModuleQueryVariables>) {
  return useLazyQuery(AdminModuleDocument, options);
}
export function usePublicMapEntriesQuery(options?: QueryHookOptions<PublicMapEntriesQuery, PublicMapEntriesQueryVariables>) {
  return useQuery(PublicMapEntriesDocument, (options ?? {}) as QueryHookOptions<PublicMapEntriesQuery, PublicMapEntriesQueryVariables> & { variables: PublicMapEntriesQueryVariables });
}
export function useLazyPublicMapEntriesQuery(options?: useLazyQuery.Options<PublicMapEntriesQuery, PublicMapEntriesQueryVariables>) {
  return useLazyQuery(PublicMapEntriesDocument, options);
}
export function usePublicTextsQuery(options?: QueryHookOptions<PublicTextsQuery, PublicTextsQueryVariables>) {
  return useQuery(PublicTextsDocument, (options ?? {}) as QueryHookOptions<PublicTextsQuery, PublicTextsQueryVariables> & { variables: PublicTextsQueryVariables });
}
export function useLazyPublicTextsQuery(options?: useLazyQuery.Options<PublicTextsQuery, PublicTextsQueryVariables>) {
  return useLazyQuery(PublicTextsDocument, options);
}
export function useMapEntriesQuery(options?: QueryHookOptions<MapEntriesQuery, MapEntriesQueryVariables>) {
  return useQuery(MapEntriesDocument, (options ?? {}) as QueryHookOptions<MapEntriesQuery, MapEntriesQueryVariables> & { variables: MapEntriesQueryVariables });
}
export function useLazyMapEntriesQuery(options?: useLazyQuery.Options<MapEntriesQuery, MapEntriesQueryVariables>) {
  return useLazyQuery(MapEntriesDocument, options);
}
export function useCmsTextsQuery(options?: QueryHookOptions<CmsTextsQuery, CmsTextsQueryVariables>) {
  return useQuery(CmsTextsDocument, (options ?? {}) as QueryHookOptions<CmsTextsQuery, CmsTextsQueryVariables> & { variables: CmsTextsQueryVariables });
}
export function useLazyCmsTextsQuery(options?: useLazyQuery.Options<CmsTextsQuery, CmsTextsQueryVariables>) {
  return useLazyQuery(CmsTextsDocument, options);
}
export function useCmsFilesQuery(options?: QueryHookOptions<CmsFilesQuery, CmsFilesQueryVariables>) {
  return useQuery(CmsFilesDocument, (options ?? {}) as QueryHookOptions<CmsFilesQuery, CmsFilesQueryVariables> & { variables: CmsFilesQueryVariables });
}
export function useLazyCmsFilesQuery(options?: useLazyQuery.Options<CmsFilesQuery, CmsFilesQueryVariables>) {
  return useLazyQuery(CmsFilesDocument, options);
}
export function useCreateMapEntryMutation(options: useMutation.Options<CreateMapEntryMutation, CreateMapEntryMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateMapEntryDocument, options);
}
export function useUpdateMapEntryMutation(options: useMutation.Options<UpdateMapEntryMutation, UpdateMapEntryMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateMapEntryDocument, options);
}
export function useSetMapEntryStatusMutation(options: useMutation.Options<SetMapEntryStatusMutation, SetMapEntryStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetMapEntryStatusDocument, options);
}
export function useReorderMapEntriesMutation(options: useMutation.Options<ReorderMapEntriesMutation, ReorderMapEntriesMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ReorderMapEntriesDocument, options);
}
export function useRemoveMapEntryMutation(options: useMutation.Options<RemoveMapEntryMutation, RemoveMapEntryMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveMapEntryDocument, options);
}
export function useCreateCmsTextMutation(options: useMutation.Options<CreateCmsTextMutation, CreateCmsTextMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateCmsTextDocument, options);
}
export function useUpdateCmsTextMutation(options: useMutation.Options<UpdateCmsTextMutation, UpdateCmsTextMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateCmsTextDocument, options);
}
export function useSetCmsTextStatusMutation(options: useMutation.Options<SetCmsTextStatusMutation, SetCmsTextStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetCmsTextStatusDocument, options);
}
export function useRemoveCmsTextMutation(options: useMutation.Options<RemoveCmsTextMutation, RemoveCmsTextMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveCmsTextDocument, options);
}
export function useRemoveCmsFileMutation(options: useMutation.Options<RemoveCmsFileMutation, RemoveCmsFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveCmsFileDocument, options);
}
export function useSysOrdersQuery(options?: QueryHookOptions<SysOrdersQuery, SysOrdersQueryVariables>) {
  return useQuery(SysOrdersDocument, (options ?? {}) as QueryHookOptions<SysOrdersQuery, SysOrdersQueryVariables> & { variables: SysOrdersQueryVariables });
}
export function useLazySysOrdersQuery(options?: useLazyQuery.Options<SysOrdersQuery, SysOrdersQueryVariables>) {
  return useLazyQuery(SysOrdersDocument, options);
}
export function useSysResourcePacksQuery(options?: QueryHookOptions<SysResourcePacksQuery, SysResourcePacksQueryVariables>) {
  return useQuery(SysResourcePacksDocument, (options ?? {}) as QueryHookOptions<SysResourcePacksQuery, SysResourcePacksQueryVariables> & { variables: SysResourcePacksQueryVariables });
}
export function useLazySysResourcePacksQuery(options?: useLazyQuery.Options<SysResourcePacksQuery, SysResourcePacksQueryVariables>) {
  return useLazyQuery(SysResourcePacksDocument, options);
}
export function useCreditUserMutation(options: useMutation.Options<CreditUserMutation, CreditUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreditUserDocument, options);
}
export function useCommerceUserSearchQuery(options?: QueryHookOptions<CommerceUserSearchQuery, CommerceUserSearchQueryVariables>) {
  return useQuery(CommerceUserSearchDocument, (options ?? {}) as QueryHookOptions<CommerceUserSearchQuery, CommerceUserSearchQueryVariables> & { variables: CommerceUserSearchQueryVariables });
}
export function useLazyCommerceUserSearchQuery(options?: useLazyQuery.Options<CommerceUserSearchQuery, CommerceUserSearchQueryVariables>) {
  return useLazyQuery(CommerceUserSearchDocument, options);
}
export function useRechargeCardsQuery(options?: QueryHookOptions<RechargeCardsQuery, RechargeCardsQueryVariables>) {
  return useQuery(RechargeCardsDocument, (options ?? {}) as QueryHookOptions<RechargeCardsQuery, RechargeCardsQueryVariables> & { variables: RechargeCardsQueryVariables });
}
export function useLazyRechargeCardsQuery(options?: useLazyQuery.Options<RechargeCardsQuery, RechargeCardsQueryVariables>) {
  return useLazyQuery(RechargeCardsDocument, options);
}
export function useGenerateRechargeCardsMutation(options: useMutation.Options<GenerateRechargeCardsMutation, GenerateRechargeCardsMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(GenerateRechargeCardsDocument, options);
}
export function useRemoveRechargeCardMutation(options: useMutation.Options<RemoveRechargeCardMutation, RemoveRechargeCardMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveRechargeCardDocument, options);
}
export function useRecoverRechargeCardMutation(options: useMutation.Options<RecoverRechargeCardMutation, RecoverRechargeCardMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RecoverRechargeCardDocument, options);
}
export function useSysPackagesQuery(options?: QueryHookOptions<SysPackagesQuery, SysPackagesQueryVariables>) {
  return useQuery(SysPackagesDocument, (options ?? {}) as QueryHookOptions<SysPackagesQuery, SysPackagesQueryVariables> & { variables: SysPackagesQueryVariables });
}
export function useLazySysPackagesQuery(options?: useLazyQuery.Options<SysPackagesQuery, SysPackagesQueryVariables>) {
  return useLazyQuery(SysPackagesDocument, options);
}
export function useCreatePackageMutation(options: useMutation.Options<CreatePackageMutation, CreatePackageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreatePackageDocument, options);
}
export function useUpdatePackageMutation(options: useMutation.Options<UpdatePackageMutation, UpdatePackageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdatePackageDocument, options);
}
export function useSetPackageStatusMutation(options: useMutation.Options<SetPackageStatusMutation, SetPackageStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetPackageStatusDocument, options);
}
export function useRemovePackageMutation(options: useMutation.Options<RemovePackageMutation, RemovePackageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemovePackageDocument, options);
}
export function useRecoverPackageMutation(options: useMutation.Options<RecoverPackageMutation, RecoverPackageMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RecoverPackageDocument, options);
}
export function useReorderPackagesMutation(options: useMutation.Options<ReorderPackagesMutation, ReorderPackagesMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ReorderPackagesDocument, options);
}
export function useCommerceConfigQuery(options?: QueryHookOptions<CommerceConfigQuery, CommerceConfigQueryVariables>) {
  return useQuery(CommerceConfigDocument, (options ?? {}) as QueryHookOptions<CommerceConfigQuery, CommerceConfigQueryVariables> & { variables: CommerceConfigQueryVariables });
}
export function useLazyCommerceConfigQuery(options?: useLazyQuery.Options<CommerceConfigQuery, CommerceConfigQueryVariables>) {
  return useLazyQuery(CommerceConfigDocument, options);
}
export function useSaveCommerceConfigMutation(options: useMutation.Options<SaveCommerceConfigMutation, SaveCommerceConfigMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveCommerceConfigDocument, options);
}
export function useSysInvoicesQuery(options?: QueryHookOptions<SysInvoicesQuery, SysInvoicesQueryVariables>) {
  return useQuery(SysInvoicesDocument, (options ?? {}) as QueryHookOptions<SysInvoicesQuery, SysInvoicesQueryVariables> & { variables: SysInvoicesQueryVariables });
}
export function useLazySysInvoicesQuery(options?: useLazyQuery.Options<SysInvoicesQuery, SysInvoicesQueryVariables>) {
  return useLazyQuery(SysInvoicesDocument, options);
}
export function useSysPaymentNotifiesQuery(options?: QueryHookOptions<SysPaymentNotifiesQuery, SysPaymentNotifiesQueryVariables>) {
  return useQuery(SysPaymentNotifiesDocument, (options ?? {}) as QueryHookOptions<SysPaymentNotifiesQuery, SysPaymentNotifiesQueryVariables> & { variables: SysPaymentNotifiesQueryVariables });
}
export function useLazySysPaymentNotifiesQuery(options?: useLazyQuery.Options<SysPaymentNotifiesQuery, SysPaymentNotifiesQueryVariables>) {
  return useLazyQuery(SysPaymentNotifiesDocument, options);
}
export function useRefundPaymentMutation(options: useMutation.Options<RefundPaymentMutation, RefundPaymentMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RefundPaymentDocument, options);
}
export function usePackagesQuery(options?: QueryHookOptions<PackagesQuery, PackagesQueryVariables>) {
  return useQuery(PackagesDocument, (options ?? {}) as QueryHookOptions<PackagesQuery, PackagesQueryVariables> & { variables: PackagesQueryVariables });
}
export function useLazyPackagesQuery(options?: useLazyQuery.Options<PackagesQuery, PackagesQueryVariables>) {
  return useLazyQuery(PackagesDocument, options);
}
export function usePaymentProvidersQuery(options?: QueryHookOptions<PaymentProvidersQuery, PaymentProvidersQueryVariables>) {
  return useQuery(PaymentProvidersDocument, (options ?? {}) as QueryHookOptions<PaymentProvidersQuery, PaymentProvidersQueryVariables> & { variables: PaymentProvidersQueryVariables });
}
export function useLazyPaymentProvidersQuery(options?: useLazyQuery.Options<PaymentProvidersQuery, PaymentProvidersQueryVariables>) {
  return useLazyQuery(PaymentProvidersDocument, options);
}
export function useMyOrdersQuery(options?: QueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
  return useQuery(MyOrdersDocument, (options ?? {}) as QueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables> & { variables: MyOrdersQueryVariables });
}
export function useLazyMyOrdersQuery(options?: useLazyQuery.Options<MyOrdersQuery, MyOrdersQueryVariables>) {
  return useLazyQuery(MyOrdersDocument, options);
}
export function useMyOrderQuery(options?: QueryHookOptions<MyOrderQuery, MyOrderQueryVariables>) {
  return useQuery(MyOrderDocument, (options ?? {}) as QueryHookOptions<MyOrderQuery, MyOrderQueryVariables> & { variables: MyOrderQueryVariables });
}
export function useLazyMyOrderQuery(options?: useLazyQuery.Options<MyOrderQuery, MyOrderQueryVariables>) {
  return useLazyQuery(MyOrderDocument, options);
}
export function useMyResourcePacksQuery(options?: QueryHookOptions<MyResourcePacksQuery, MyResourcePacksQueryVariables>) {
  return useQuery(MyResourcePacksDocument, (options ?? {}) as QueryHookOptions<MyResourcePacksQuery, MyResourcePacksQueryVariables> & { variables: MyResourcePacksQueryVariables });
}
export function useLazyMyResourcePacksQuery(options?: useLazyQuery.Options<MyResourcePacksQuery, MyResourcePacksQueryVariables>) {
  return useLazyQuery(MyResourcePacksDocument, options);
}
export function useCheckInStateQuery(options?: QueryHookOptions<CheckInStateQuery, CheckInStateQueryVariables>) {
  return useQuery(CheckInStateDocument, (options ?? {}) as QueryHookOptions<CheckInStateQuery, CheckInStateQueryVariables> & { variables: CheckInStateQueryVariables });
}
export function useLazyCheckInStateQuery(options?: useLazyQuery.Options<CheckInStateQuery, CheckInStateQueryVariables>) {
  return useLazyQuery(CheckInStateDocument, options);
}
export function useUsageStatisticsQuery(options?: QueryHookOptions<UsageStatisticsQuery, UsageStatisticsQueryVariables>) {
  return useQuery(UsageStatisticsDocument, (options ?? {}) as QueryHookOptions<UsageStatisticsQuery, UsageStatisticsQueryVariables> & { variables: UsageStatisticsQueryVariables });
}
export function useLazyUsageStatisticsQuery(options?: useLazyQuery.Options<UsageStatisticsQuery, UsageStatisticsQueryVariables>) {
  return useLazyQuery(UsageStatisticsDocument, options);
}
export function useMyInvoicesQuery(options?: QueryHookOptions<MyInvoicesQuery, MyInvoicesQueryVariables>) {
  return useQuery(MyInvoicesDocument, (options ?? {}) as QueryHookOptions<MyInvoicesQuery, MyInvoicesQueryVariables> & { variables: MyInvoicesQueryVariables });
}
export function useLazyMyInvoicesQuery(options?: useLazyQuery.Options<MyInvoicesQuery, MyInvoicesQueryVariables>) {
  return useLazyQuery(MyInvoicesDocument, options);
}
export function useCreateOrderMutation(options: useMutation.Options<CreateOrderMutation, CreateOrderMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateOrderDocument, options);
}
export function usePayOrderMutation(options: useMutation.Options<PayOrderMutation, PayOrderMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(PayOrderDocument, options);
}
export function useCheckOrderPaymentMutation(options: useMutation.Options<CheckOrderPaymentMutation, CheckOrderPaymentMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CheckOrderPaymentDocument, options);
}
export function useCancelOrderMutation(options: useMutation.Options<CancelOrderMutation, CancelOrderMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CancelOrderDocument, options);
}
export function useRedeemRechargeCardMutation(options: useMutation.Options<RedeemRechargeCardMutation, RedeemRechargeCardMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RedeemRechargeCardDocument, options);
}
export function useCheckInMutation(options: useMutation.Options<CheckInMutation, CheckInMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CheckInDocument, options);
}
export function useApplyInvoiceMutation(options: useMutation.Options<ApplyInvoiceMutation, ApplyInvoiceMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ApplyInvoiceDocument, options);
}
export function useSysConfigQuery(options?: QueryHookOptions<SysConfigQuery, SysConfigQueryVariables>) {
  return useQuery(SysConfigDocument, (options ?? {}) as QueryHookOptions<SysConfigQuery, SysConfigQueryVariables> & { variables: SysConfigQueryVariables });
}
export function useLazySysConfigQuery(options?: useLazyQuery.Options<SysConfigQuery, SysConfigQueryVariables>) {
  return useLazyQuery(SysConfigDocument, options);
}
export function useSaveSysConfigMutation(options: useMutation.Options<SaveSysConfigMutation, SaveSysConfigMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveSysConfigDocument, options);
}
export function useFeatureSwitchesQuery(options?: QueryHookOptions<FeatureSwitchesQuery, FeatureSwitchesQueryVariables>) {
  return useQuery(FeatureSwitchesDocument, (options ?? {}) as QueryHookOptions<FeatureSwitchesQuery, FeatureSwitchesQueryVariables> & { variables: FeatureSwitchesQueryVariables });
}
export function useLazyFeatureSwitchesQuery(options?: useLazyQuery.Options<FeatureSwitchesQuery, FeatureSwitchesQueryVariables>) {
  return useLazyQuery(FeatureSwitchesDocument, options);
}
export function useSaveFeatureSwitchesMutation(options: useMutation.Options<SaveFeatureSwitchesMutation, SaveFeatureSwitchesMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveFeatureSwitchesDocument, options);
}
export function useImageTemplatesQuery(options?: QueryHookOptions<ImageTemplatesQuery, ImageTemplatesQueryVariables>) {
  return useQuery(ImageTemplatesDocument, (options ?? {}) as QueryHookOptions<ImageTemplatesQuery, ImageTemplatesQueryVariables> & { variables: ImageTemplatesQueryVariables });
}
export function useLazyImageTemplatesQuery(options?: useLazyQuery.Options<ImageTemplatesQuery, ImageTemplatesQueryVariables>) {
  return useLazyQuery(ImageTemplatesDocument, options);
}
export function useSetImageTemplateUseMutation(options: useMutation.Options<SetImageTemplateUseMutation, SetImageTemplateUseMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetImageTemplateUseDocument, options);
}
export function useRemoveImageTemplateMutation(options: useMutation.Options<RemoveImageTemplateMutation, RemoveImageTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveImageTemplateDocument, options);
}
export function useSetWorkflowDefaultCoverMutation(options: useMutation.Options<SetWorkflowDefaultCoverMutation, SetWorkflowDefaultCoverMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetWorkflowDefaultCoverDocument, options);
}
export function useDataFilesQuery(options?: QueryHookOptions<DataFilesQuery, DataFilesQueryVariables>) {
  return useQuery(DataFilesDocument, (options ?? {}) as QueryHookOptions<DataFilesQuery, DataFilesQueryVariables> & { variables: DataFilesQueryVariables });
}
export function useLazyDataFilesQuery(options?: useLazyQuery.Options<DataFilesQuery, DataFilesQueryVariables>) {
  return useLazyQuery(DataFilesDocument, options);
}
export function useDataFileQuery(options?: QueryHookOptions<DataFileQuery, DataFileQueryVariables>) {
  return useQuery(DataFileDocument, (options ?? {}) as QueryHookOptions<DataFileQuery, DataFileQueryVariables> & { variables: DataFileQueryVariables });
}
export function useLazyDataFileQuery(options?: useLazyQuery.Options<DataFileQuery, DataFileQueryVariables>) {
  return useLazyQuery(DataFileDocument, options);
}
export function useDataFoldersQuery(options?: QueryHookOptions<DataFoldersQuery, DataFoldersQueryVariables>) {
  return useQuery(DataFoldersDocument, (options ?? {}) as QueryHookOptions<DataFoldersQuery, DataFoldersQueryVariables> & { variables: DataFoldersQueryVariables });
}
export function useLazyDataFoldersQuery(options?: useLazyQuery.Options<DataFoldersQuery, DataFoldersQueryVariables>) {
  return useLazyQuery(DataFoldersDocument, options);
}
export function useStorageUsageQuery(options?: QueryHookOptions<StorageUsageQuery, StorageUsageQueryVariables>) {
  return useQuery(StorageUsageDocument, (options ?? {}) as QueryHookOptions<StorageUsageQuery, StorageUsageQueryVariables> & { variables: StorageUsageQueryVariables });
}
export function useLazyStorageUsageQuery(options?: useLazyQuery.Options<StorageUsageQuery, StorageUsageQueryVariables>) {
  return useLazyQuery(StorageUsageDocument, options);
}
export function useSdfRecordsQuery(options?: QueryHookOptions<SdfRecordsQuery, SdfRecordsQueryVariables>) {
  return useQuery(SdfRecordsDocument, (options ?? {}) as QueryHookOptions<SdfRecordsQuery, SdfRecordsQueryVariables> & { variables: SdfRecordsQueryVariables });
}
export function useLazySdfRecordsQuery(options?: useLazyQuery.Options<SdfRecordsQuery, SdfRecordsQueryVariables>) {
  return useLazyQuery(SdfRecordsDocument, options);
}
export function useUpdateDataFileMutation(options: useMutation.Options<UpdateDataFileMutation, UpdateDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateDataFileDocument, options);
}
export function useRemoveDataFileMutation(options: useMutation.Options<RemoveDataFileMutation, RemoveDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveDataFileDocument, options);
}
export function useRecoverDataFileMutation(options: useMutation.Options<RecoverDataFileMutation, RecoverDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RecoverDataFileDocument, options);
}
export function usePurgeDataFileMutation(options: useMutation.Options<PurgeDataFileMutation, PurgeDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(PurgeDataFileDocument, options);
}
export function useSetDataFileFavoriteMutation(options: useMutation.Options<SetDataFileFavoriteMutation, SetDataFileFavoriteMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetDataFileFavoriteDocument, options);
}
export function useSysDataFilesQuery(options?: QueryHookOptions<SysDataFilesQuery, SysDataFilesQueryVariables>) {
  return useQuery(SysDataFilesDocument, (options ?? {}) as QueryHookOptions<SysDataFilesQuery, SysDataFilesQueryVariables> & { variables: SysDataFilesQueryVariables });
}
export function useLazySysDataFilesQuery(options?: useLazyQuery.Options<SysDataFilesQuery, SysDataFilesQueryVariables>) {
  return useLazyQuery(SysDataFilesDocument, options);
}
export function useSysDataFoldersQuery(options?: QueryHookOptions<SysDataFoldersQuery, SysDataFoldersQueryVariables>) {
  return useQuery(SysDataFoldersDocument, (options ?? {}) as QueryHookOptions<SysDataFoldersQuery, SysDataFoldersQueryVariables> & { variables: SysDataFoldersQueryVariables });
}
export function useLazySysDataFoldersQuery(options?: useLazyQuery.Options<SysDataFoldersQuery, SysDataFoldersQueryVariables>) {
  return useLazyQuery(SysDataFoldersDocument, options);
}
export function useSysStorageUsageQuery(options?: QueryHookOptions<SysStorageUsageQuery, SysStorageUsageQueryVariables>) {
  return useQuery(SysStorageUsageDocument, (options ?? {}) as QueryHookOptions<SysStorageUsageQuery, SysStorageUsageQueryVariables> & { variables: SysStorageUsageQueryVariables });
}
export function useLazySysStorageUsageQuery(options?: useLazyQuery.Options<SysStorageUsageQuery, SysStorageUsageQueryVariables>) {
  return useLazyQuery(SysStorageUsageDocument, options);
}
export function useSysSdfRecordsQuery(options?: QueryHookOptions<SysSdfRecordsQuery, SysSdfRecordsQueryVariables>) {
  return useQuery(SysSdfRecordsDocument, (options ?? {}) as QueryHookOptions<SysSdfRecordsQuery, SysSdfRecordsQueryVariables> & { variables: SysSdfRecordsQueryVariables });
}
export function useLazySysSdfRecordsQuery(options?: useLazyQuery.Options<SysSdfRecordsQuery, SysSdfRecordsQueryVariables>) {
  return useLazyQuery(SysSdfRecordsDocument, options);
}
export function useSysUpdateDataFileMutation(options: useMutation.Options<SysUpdateDataFileMutation, SysUpdateDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysUpdateDataFileDocument, options);
}
export function useSysSetDataFileStatusMutation(options: useMutation.Options<SysSetDataFileStatusMutation, SysSetDataFileStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysSetDataFileStatusDocument, options);
}
export function useSysRemoveDataFileMutation(options: useMutation.Options<SysRemoveDataFileMutation, SysRemoveDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRemoveDataFileDocument, options);
}
export function useSysRecoverDataFileMutation(options: useMutation.Options<SysRecoverDataFileMutation, SysRecoverDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRecoverDataFileDocument, options);
}
export function useSysPurgeDataFileMutation(options: useMutation.Options<SysPurgeDataFileMutation, SysPurgeDataFileMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysPurgeDataFileDocument, options);
}
export function useFeedbackEnabledQuery(options?: QueryHookOptions<FeedbackEnabledQuery, FeedbackEnabledQueryVariables>) {
  return useQuery(FeedbackEnabledDocument, (options ?? {}) as QueryHookOptions<FeedbackEnabledQuery, FeedbackEnabledQueryVariables> & { variables: FeedbackEnabledQueryVariables });
}
export function useLazyFeedbackEnabledQuery(options?: useLazyQuery.Options<FeedbackEnabledQuery, FeedbackEnabledQueryVariables>) {
  return useLazyQuery(FeedbackEnabledDocument, options);
}
export function useMyFeedbackQuery(options?: QueryHookOptions<MyFeedbackQuery, MyFeedbackQueryVariables>) {
  return useQuery(MyFeedbackDocument, (options ?? {}) as QueryHookOptions<MyFeedbackQuery, MyFeedbackQueryVariables> & { variables: MyFeedbackQueryVariables });
}
export function useLazyMyFeedbackQuery(options?: useLazyQuery.Options<MyFeedbackQuery, MyFeedbackQueryVariables>) {
  return useLazyQuery(MyFeedbackDocument, options);
}
export function useSysFeedbackQuery(options?: QueryHookOptions<SysFeedbackQuery, SysFeedbackQueryVariables>) {
  return useQuery(SysFeedbackDocument, (options ?? {}) as QueryHookOptions<SysFeedbackQuery, SysFeedbackQueryVariables> & { variables: SysFeedbackQueryVariables });
}
export function useLazySysFeedbackQuery(options?: useLazyQuery.Options<SysFeedbackQuery, SysFeedbackQueryVariables>) {
  return useLazyQuery(SysFeedbackDocument, options);
}
export function useSendFeedbackMutation(options: useMutation.Options<SendFeedbackMutation, SendFeedbackMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SendFeedbackDocument, options);
}
export function useReplyFeedbackMutation(options: useMutation.Options<ReplyFeedbackMutation, ReplyFeedbackMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ReplyFeedbackDocument, options);
}
export function useRemoveFeedbackMutation(options: useMutation.Options<RemoveFeedbackMutation, RemoveFeedbackMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveFeedbackDocument, options);
}
export function useJobsQuery(options?: QueryHookOptions<JobsQuery, JobsQueryVariables>) {
  return useQuery(JobsDocument, (options ?? {}) as QueryHookOptions<JobsQuery, JobsQueryVariables> & { variables: JobsQueryVariables });
}
export function useLazyJobsQuery(options?: useLazyQuery.Options<JobsQuery, JobsQueryVariables>) {
  return useLazyQuery(JobsDocument, options);
}
export function useJobDetailQuery(options?: QueryHookOptions<JobDetailQuery, JobDetailQueryVariables>) {
  return useQuery(JobDetailDocument, (options ?? {}) as QueryHookOptions<JobDetailQuery, JobDetailQueryVariables> & { variables: JobDetailQueryVariables });
}
export function useLazyJobDetailQuery(options?: useLazyQuery.Options<JobDetailQuery, JobDetailQueryVariables>) {
  return useLazyQuery(JobDetailDocument, options);
}
export function useJobArgFilesQuery(options?: QueryHookOptions<JobArgFilesQuery, JobArgFilesQueryVariables>) {
  return useQuery(JobArgFilesDocument, (options ?? {}) as QueryHookOptions<JobArgFilesQuery, JobArgFilesQueryVariables> & { variables: JobArgFilesQueryVariables });
}
export function useLazyJobArgFilesQuery(options?: useLazyQuery.Options<JobArgFilesQuery, JobArgFilesQueryVariables>) {
  return useLazyQuery(JobArgFilesDocument, options);
}
export function useCancelJobMutation(options: useMutation.Options<CancelJobMutation, CancelJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CancelJobDocument, options);
}
export function useResetJobMutation(options: useMutation.Options<ResetJobMutation, ResetJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ResetJobDocument, options);
}
export function useRestartJobMutation(options: useMutation.Options<RestartJobMutation, RestartJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RestartJobDocument, options);
}
export function useCloneJobMutation(options: useMutation.Options<CloneJobMutation, CloneJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CloneJobDocument, options);
}
export function useRepairTaskMutation(options: useMutation.Options<RepairTaskMutation, RepairTaskMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RepairTaskDocument, options);
}
export function useTaskSdfRecordsQuery(options?: QueryHookOptions<TaskSdfRecordsQuery, TaskSdfRecordsQueryVariables>) {
  return useQuery(TaskSdfRecordsDocument, (options ?? {}) as QueryHookOptions<TaskSdfRecordsQuery, TaskSdfRecordsQueryVariables> & { variables: TaskSdfRecordsQueryVariables });
}
export function useLazyTaskSdfRecordsQuery(options?: useLazyQuery.Options<TaskSdfRecordsQuery, TaskSdfRecordsQueryVariables>) {
  return useLazyQuery(TaskSdfRecordsDocument, options);
}
export function useJobEstimateQuery(options?: QueryHookOptions<JobEstimateQuery, JobEstimateQueryVariables>) {
  return useQuery(JobEstimateDocument, (options ?? {}) as QueryHookOptions<JobEstimateQuery, JobEstimateQueryVariables> & { variables: JobEstimateQueryVariables });
}
export function useLazyJobEstimateQuery(options?: useLazyQuery.Options<JobEstimateQuery, JobEstimateQueryVariables>) {
  return useLazyQuery(JobEstimateDocument, options);
}
export function useJobQueueQuery(options?: QueryHookOptions<JobQueueQuery, JobQueueQueryVariables>) {
  return useQuery(JobQueueDocument, (options ?? {}) as QueryHookOptions<JobQueueQuery, JobQueueQueryVariables> & { variables: JobQueueQueryVariables });
}
export function useLazyJobQueueQuery(options?: useLazyQuery.Options<JobQueueQuery, JobQueueQueryVariables>) {
  return useLazyQuery(JobQueueDocument, options);
}
export function useRerunFailedTasksMutation(options: useMutation.Options<RerunFailedTasksMutation, RerunFailedTasksMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RerunFailedTasksDocument, options);
}
export function useCatalogueModulesQuery(options?: QueryHookOptions<CatalogueModulesQuery, CatalogueModulesQueryVariables>) {
  return useQuery(CatalogueModulesDocument, (options ?? {}) as QueryHookOptions<CatalogueModulesQuery, CatalogueModulesQueryVariables> & { variables: CatalogueModulesQueryVariables });
}
export function useLazyCatalogueModulesQuery(options?: useLazyQuery.Options<CatalogueModulesQuery, CatalogueModulesQueryVariables>) {
  return useLazyQuery(CatalogueModulesDocument, options);
}
export function useModulePageQuery(options?: QueryHookOptions<ModulePageQuery, ModulePageQueryVariables>) {
  return useQuery(ModulePageDocument, (options ?? {}) as QueryHookOptions<ModulePageQuery, ModulePageQueryVariables> & { variables: ModulePageQueryVariables });
}
export function useLazyModulePageQuery(options?: useLazyQuery.Options<ModulePageQuery, ModulePageQueryVariables>) {
  return useLazyQuery(ModulePageDocument, options);
}
export function useModulePageTokenBalanceQuery(options?: QueryHookOptions<ModulePageTokenBalanceQuery, ModulePageTokenBalanceQueryVariables>) {
  return useQuery(ModulePageTokenBalanceDocument, (options ?? {}) as QueryHookOptions<ModulePageTokenBalanceQuery, ModulePageTokenBalanceQueryVariables> & { variables: ModulePageTokenBalanceQueryVariables });
}
export function useLazyModulePageTokenBalanceQuery(options?: useLazyQuery.Options<ModulePageTokenBalanceQuery, ModulePageTokenBalanceQueryVariables>) {
  return useLazyQuery(ModulePageTokenBalanceDocument, options);
}
export function useToggleModuleFavoriteMutation(options: useMutation.Options<ToggleModuleFavoriteMutation, ToggleModuleFavoriteMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ToggleModuleFavoriteDocument, options);
}
export function useSubmitModuleJobMutation(options: useMutation.Options<SubmitModuleJobMutation, SubmitModuleJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SubmitModuleJobDocument, options);
}
export function useArgsFormDataFilesQuery(options?: QueryHookOptions<ArgsFormDataFilesQuery, ArgsFormDataFilesQueryVariables>) {
  return useQuery(ArgsFormDataFilesDocument, (options ?? {}) as QueryHookOptions<ArgsFormDataFilesQuery, ArgsFormDataFilesQueryVariables> & { variables: ArgsFormDataFilesQueryVariables });
}
export function useLazyArgsFormDataFilesQuery(options?: useLazyQuery.Options<ArgsFormDataFilesQuery, ArgsFormDataFilesQueryVariables>) {
  return useLazyQuery(ArgsFormDataFilesDocument, options);
}
export function useArgsFormSysDataFilesQuery(options?: QueryHookOptions<ArgsFormSysDataFilesQuery, ArgsFormSysDataFilesQueryVariables>) {
  return useQuery(ArgsFormSysDataFilesDocument, (options ?? {}) as QueryHookOptions<ArgsFormSysDataFilesQuery, ArgsFormSysDataFilesQueryVariables> & { variables: ArgsFormSysDataFilesQueryVariables });
}
export function useLazyArgsFormSysDataFilesQuery(options?: useLazyQuery.Options<ArgsFormSysDataFilesQuery, ArgsFormSysDataFilesQueryVariables>) {
  return useLazyQuery(ArgsFormSysDataFilesDocument, options);
}
export function useProcessorListQuery(options?: QueryHookOptions<ProcessorListQuery, ProcessorListQueryVariables>) {
  return useQuery(ProcessorListDocument, (options ?? {}) as QueryHookOptions<ProcessorListQuery, ProcessorListQueryVariables> & { variables: ProcessorListQueryVariables });
}
export function useLazyProcessorListQuery(options?: useLazyQuery.Options<ProcessorListQuery, ProcessorListQueryVariables>) {
  return useLazyQuery(ProcessorListDocument, options);
}
export function useProcessorCreateMutation(options: useMutation.Options<ProcessorCreateMutation, ProcessorCreateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ProcessorCreateDocument, options);
}
export function useProcessorUpdateMutation(options: useMutation.Options<ProcessorUpdateMutation, ProcessorUpdateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ProcessorUpdateDocument, options);
}
export function useProcessorDeleteMutation(options: useMutation.Options<ProcessorDeleteMutation, ProcessorDeleteMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ProcessorDeleteDocument, options);
}
export function useWorkflowDefaultCoversQuery(options?: QueryHookOptions<WorkflowDefaultCoversQuery, WorkflowDefaultCoversQueryVariables>) {
  return useQuery(WorkflowDefaultCoversDocument, (options ?? {}) as QueryHookOptions<WorkflowDefaultCoversQuery, WorkflowDefaultCoversQueryVariables> & { variables: WorkflowDefaultCoversQueryVariables });
}
export function useLazyWorkflowDefaultCoversQuery(options?: useLazyQuery.Options<WorkflowDefaultCoversQuery, WorkflowDefaultCoversQueryVariables>) {
  return useLazyQuery(WorkflowDefaultCoversDocument, options);
}
export function useSysProcessorListQuery(options?: QueryHookOptions<SysProcessorListQuery, SysProcessorListQueryVariables>) {
  return useQuery(SysProcessorListDocument, (options ?? {}) as QueryHookOptions<SysProcessorListQuery, SysProcessorListQueryVariables> & { variables: SysProcessorListQueryVariables });
}
export function useLazySysProcessorListQuery(options?: useLazyQuery.Options<SysProcessorListQuery, SysProcessorListQueryVariables>) {
  return useLazyQuery(SysProcessorListDocument, options);
}
export function useSysProcessorCreateMutation(options: useMutation.Options<SysProcessorCreateMutation, SysProcessorCreateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysProcessorCreateDocument, options);
}
export function useSysProcessorUpdateMutation(options: useMutation.Options<SysProcessorUpdateMutation, SysProcessorUpdateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysProcessorUpdateDocument, options);
}
export function useSysProcessorSetStatusMutation(options: useMutation.Options<SysProcessorSetStatusMutation, SysProcessorSetStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysProcessorSetStatusDocument, options);
}
export function useSysProcessorRemoveMutation(options: useMutation.Options<SysProcessorRemoveMutation, SysProcessorRemoveMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysProcessorRemoveDocument, options);
}
export function useSysProcessorRecoverMutation(options: useMutation.Options<SysProcessorRecoverMutation, SysProcessorRecoverMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysProcessorRecoverDocument, options);
}
export function useCalcMetricConfigQuery(options?: QueryHookOptions<CalcMetricConfigQuery, CalcMetricConfigQueryVariables>) {
  return useQuery(CalcMetricConfigDocument, (options ?? {}) as QueryHookOptions<CalcMetricConfigQuery, CalcMetricConfigQueryVariables> & { variables: CalcMetricConfigQueryVariables });
}
export function useLazyCalcMetricConfigQuery(options?: useLazyQuery.Options<CalcMetricConfigQuery, CalcMetricConfigQueryVariables>) {
  return useLazyQuery(CalcMetricConfigDocument, options);
}
export function useSaveCalcMetricConfigMutation(options: useMutation.Options<SaveCalcMetricConfigMutation, SaveCalcMetricConfigMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveCalcMetricConfigDocument, options);
}
export function useNavigatorBoardQuery(options?: QueryHookOptions<NavigatorBoardQuery, NavigatorBoardQueryVariables>) {
  return useQuery(NavigatorBoardDocument, (options ?? {}) as QueryHookOptions<NavigatorBoardQuery, NavigatorBoardQueryVariables> & { variables: NavigatorBoardQueryVariables });
}
export function useLazyNavigatorBoardQuery(options?: useLazyQuery.Options<NavigatorBoardQuery, NavigatorBoardQueryVariables>) {
  return useLazyQuery(NavigatorBoardDocument, options);
}
export function useSysNavigatorBoardQuery(options?: QueryHookOptions<SysNavigatorBoardQuery, SysNavigatorBoardQueryVariables>) {
  return useQuery(SysNavigatorBoardDocument, (options ?? {}) as QueryHookOptions<SysNavigatorBoardQuery, SysNavigatorBoardQueryVariables> & { variables: SysNavigatorBoardQueryVariables });
}
export function useLazySysNavigatorBoardQuery(options?: useLazyQuery.Options<SysNavigatorBoardQuery, SysNavigatorBoardQueryVariables>) {
  return useLazyQuery(SysNavigatorBoardDocument, options);
}
export function useSaveNavigatorBoardMutation(options: useMutation.Options<SaveNavigatorBoardMutation, SaveNavigatorBoardMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SaveNavigatorBoardDocument, options);
}
export function useResetNavigatorBoardMutation(options: useMutation.Options<ResetNavigatorBoardMutation, ResetNavigatorBoardMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(ResetNavigatorBoardDocument, options);
}
export function useSessionsQuery(options?: QueryHookOptions<SessionsQuery, SessionsQueryVariables>) {
  return useQuery(SessionsDocument, (options ?? {}) as QueryHookOptions<SessionsQuery, SessionsQueryVariables> & { variables: SessionsQueryVariables });
}
export function useLazySessionsQuery(options?: useLazyQuery.Options<SessionsQuery, SessionsQueryVariables>) {
  return useLazyQuery(SessionsDocument, options);
}
export function useRevokeSessionMutation(options: useMutation.Options<RevokeSessionMutation, RevokeSessionMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RevokeSessionDocument, options);
}
export function useLoginLogsQuery(options?: QueryHookOptions<LoginLogsQuery, LoginLogsQueryVariables>) {
  return useQuery(LoginLogsDocument, (options ?? {}) as QueryHookOptions<LoginLogsQuery, LoginLogsQueryVariables> & { variables: LoginLogsQueryVariables });
}
export function useLazyLoginLogsQuery(options?: useLazyQuery.Options<LoginLogsQuery, LoginLogsQueryVariables>) {
  return useLazyQuery(LoginLogsDocument, options);
}
export function useSysJobsQuery(options?: QueryHookOptions<SysJobsQuery, SysJobsQueryVariables>) {
  return useQuery(SysJobsDocument, (options ?? {}) as QueryHookOptions<SysJobsQuery, SysJobsQueryVariables> & { variables: SysJobsQueryVariables });
}
export function useLazySysJobsQuery(options?: useLazyQuery.Options<SysJobsQuery, SysJobsQueryVariables>) {
  return useLazyQuery(SysJobsDocument, options);
}
export function useSysJobDetailQuery(options?: QueryHookOptions<SysJobDetailQuery, SysJobDetailQueryVariables>) {
  return useQuery(SysJobDetailDocument, (options ?? {}) as QueryHookOptions<SysJobDetailQuery, SysJobDetailQueryVariables> & { variables: SysJobDetailQueryVariables });
}
export function useLazySysJobDetailQuery(options?: useLazyQuery.Options<SysJobDetailQuery, SysJobDetailQueryVariables>) {
  return useLazyQuery(SysJobDetailDocument, options);
}
export function useSysJobArgFilesQuery(options?: QueryHookOptions<SysJobArgFilesQuery, SysJobArgFilesQueryVariables>) {
  return useQuery(SysJobArgFilesDocument, (options ?? {}) as QueryHookOptions<SysJobArgFilesQuery, SysJobArgFilesQueryVariables> & { variables: SysJobArgFilesQueryVariables });
}
export function useLazySysJobArgFilesQuery(options?: useLazyQuery.Options<SysJobArgFilesQuery, SysJobArgFilesQueryVariables>) {
  return useLazyQuery(SysJobArgFilesDocument, options);
}
export function useSysCancelJobMutation(options: useMutation.Options<SysCancelJobMutation, SysCancelJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysCancelJobDocument, options);
}
export function useSysRemoveJobMutation(options: useMutation.Options<SysRemoveJobMutation, SysRemoveJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRemoveJobDocument, options);
}
export function useSysRecoverJobMutation(options: useMutation.Options<SysRecoverJobMutation, SysRecoverJobMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRecoverJobDocument, options);
}
export function useSysRefundTaskMutation(options: useMutation.Options<SysRefundTaskMutation, SysRefundTaskMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SysRefundTaskDocument, options);
}
export function useUsersQuery(options?: QueryHookOptions<UsersQuery, UsersQueryVariables>) {
  return useQuery(UsersDocument, (options ?? {}) as QueryHookOptions<UsersQuery, UsersQueryVariables> & { variables: UsersQueryVariables });
}
export function useLazyUsersQuery(options?: useLazyQuery.Options<UsersQuery, UsersQueryVariables>) {
  return useLazyQuery(UsersDocument, options);
}
export function useUserSessionsQuery(options?: QueryHookOptions<UserSessionsQuery, UserSessionsQueryVariables>) {
  return useQuery(UserSessionsDocument, (options ?? {}) as QueryHookOptions<UserSessionsQuery, UserSessionsQueryVariables> & { variables: UserSessionsQueryVariables });
}
export function useLazyUserSessionsQuery(options?: useLazyQuery.Options<UserSessionsQuery, UserSessionsQueryVariables>) {
  return useLazyQuery(UserSessionsDocument, options);
}
export function useCreateUserMutation(options: useMutation.Options<CreateUserMutation, CreateUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateUserDocument, options);
}
export function useUpdateUserMutation(options: useMutation.Options<UpdateUserMutation, UpdateUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateUserDocument, options);
}
export function useSetUserStatusMutation(options: useMutation.Options<SetUserStatusMutation, SetUserStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetUserStatusDocument, options);
}
export function useSetUserPasswordMutation(options: useMutation.Options<SetUserPasswordMutation, SetUserPasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetUserPasswordDocument, options);
}
export function useRemoveUserMutation(options: useMutation.Options<RemoveUserMutation, RemoveUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveUserDocument, options);
}
export function useRecoverUserMutation(options: useMutation.Options<RecoverUserMutation, RecoverUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RecoverUserDocument, options);
}
export function useSystemUsersQuery(options?: QueryHookOptions<SystemUsersQuery, SystemUsersQueryVariables>) {
  return useQuery(SystemUsersDocument, (options ?? {}) as QueryHookOptions<SystemUsersQuery, SystemUsersQueryVariables> & { variables: SystemUsersQueryVariables });
}
export function useLazySystemUsersQuery(options?: useLazyQuery.Options<SystemUsersQuery, SystemUsersQueryVariables>) {
  return useLazyQuery(SystemUsersDocument, options);
}
export function useCreateSystemUserMutation(options: useMutation.Options<CreateSystemUserMutation, CreateSystemUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateSystemUserDocument, options);
}
export function useUpdateSystemUserMutation(options: useMutation.Options<UpdateSystemUserMutation, UpdateSystemUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateSystemUserDocument, options);
}
export function useSetSystemUserStatusMutation(options: useMutation.Options<SetSystemUserStatusMutation, SetSystemUserStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetSystemUserStatusDocument, options);
}
export function useSetSystemUserPasswordMutation(options: useMutation.Options<SetSystemUserPasswordMutation, SetSystemUserPasswordMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetSystemUserPasswordDocument, options);
}
export function useRemoveSystemUserMutation(options: useMutation.Options<RemoveSystemUserMutation, RemoveSystemUserMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RemoveSystemUserDocument, options);
}
export function useWorkflowTemplatesQuery(options?: QueryHookOptions<WorkflowTemplatesQuery, WorkflowTemplatesQueryVariables>) {
  return useQuery(WorkflowTemplatesDocument, (options ?? {}) as QueryHookOptions<WorkflowTemplatesQuery, WorkflowTemplatesQueryVariables> & { variables: WorkflowTemplatesQueryVariables });
}
export function useLazyWorkflowTemplatesQuery(options?: useLazyQuery.Options<WorkflowTemplatesQuery, WorkflowTemplatesQueryVariables>) {
  return useLazyQuery(WorkflowTemplatesDocument, options);
}
export function useWorkflowTemplateQuery(options?: QueryHookOptions<WorkflowTemplateQuery, WorkflowTemplateQueryVariables>) {
  return useQuery(WorkflowTemplateDocument, (options ?? {}) as QueryHookOptions<WorkflowTemplateQuery, WorkflowTemplateQueryVariables> & { variables: WorkflowTemplateQueryVariables });
}
export function useLazyWorkflowTemplateQuery(options?: useLazyQuery.Options<WorkflowTemplateQuery, WorkflowTemplateQueryVariables>) {
  return useLazyQuery(WorkflowTemplateDocument, options);
}
export function useWorkflowModulesQuery(options?: QueryHookOptions<WorkflowModulesQuery, WorkflowModulesQueryVariables>) {
  return useQuery(WorkflowModulesDocument, (options ?? {}) as QueryHookOptions<WorkflowModulesQuery, WorkflowModulesQueryVariables> & { variables: WorkflowModulesQueryVariables });
}
export function useLazyWorkflowModulesQuery(options?: useLazyQuery.Options<WorkflowModulesQuery, WorkflowModulesQueryVariables>) {
  return useLazyQuery(WorkflowModulesDocument, options);
}
export function useWorkflowProcessorsQuery(options?: QueryHookOptions<WorkflowProcessorsQuery, WorkflowProcessorsQueryVariables>) {
  return useQuery(WorkflowProcessorsDocument, (options ?? {}) as QueryHookOptions<WorkflowProcessorsQuery, WorkflowProcessorsQueryVariables> & { variables: WorkflowProcessorsQueryVariables });
}
export function useLazyWorkflowProcessorsQuery(options?: useLazyQuery.Options<WorkflowProcessorsQuery, WorkflowProcessorsQueryVariables>) {
  return useLazyQuery(WorkflowProcessorsDocument, options);
}
export function useCreateWorkflowTemplateMutation(options: useMutation.Options<CreateWorkflowTemplateMutation, CreateWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateWorkflowTemplateDocument, options);
}
export function useUpdateWorkflowTemplateMutation(options: useMutation.Options<UpdateWorkflowTemplateMutation, UpdateWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateWorkflowTemplateDocument, options);
}
export function useDeleteWorkflowTemplateMutation(options: useMutation.Options<DeleteWorkflowTemplateMutation, DeleteWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(DeleteWorkflowTemplateDocument, options);
}
export function useCloneWorkflowTemplateMutation(options: useMutation.Options<CloneWorkflowTemplateMutation, CloneWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CloneWorkflowTemplateDocument, options);
}
export function useRunWorkflowTemplateMutation(options: useMutation.Options<RunWorkflowTemplateMutation, RunWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(RunWorkflowTemplateDocument, options);
}
export function useSysWorkflowTemplatesQuery(options?: QueryHookOptions<SysWorkflowTemplatesQuery, SysWorkflowTemplatesQueryVariables>) {
  return useQuery(SysWorkflowTemplatesDocument, (options ?? {}) as QueryHookOptions<SysWorkflowTemplatesQuery, SysWorkflowTemplatesQueryVariables> & { variables: SysWorkflowTemplatesQueryVariables });
}
export function useLazySysWorkflowTemplatesQuery(options?: useLazyQuery.Options<SysWorkflowTemplatesQuery, SysWorkflowTemplatesQueryVariables>) {
  return useLazyQuery(SysWorkflowTemplatesDocument, options);
}
export function useSysWorkflowTemplateQuery(options?: QueryHookOptions<SysWorkflowTemplateQuery, SysWorkflowTemplateQueryVariables>) {
  return useQuery(SysWorkflowTemplateDocument, (options ?? {}) as QueryHookOptions<SysWorkflowTemplateQuery, SysWorkflowTemplateQueryVariables> & { variables: SysWorkflowTemplateQueryVariables });
}
export function useLazySysWorkflowTemplateQuery(options?: useLazyQuery.Options<SysWorkflowTemplateQuery, SysWorkflowTemplateQueryVariables>) {
  return useLazyQuery(SysWorkflowTemplateDocument, options);
}
export function useSysWorkflowModulesQuery(options?: QueryHookOptions<SysWorkflowModulesQuery, SysWorkflowModulesQueryVariables>) {
  return useQuery(SysWorkflowModulesDocument, (options ?? {}) as QueryHookOptions<SysWorkflowModulesQuery, SysWorkflowModulesQueryVariables> & { variables: SysWorkflowModulesQueryVariables });
}
export function useLazySysWorkflowModulesQuery(options?: useLazyQuery.Options<SysWorkflowModulesQuery, SysWorkflowModulesQueryVariables>) {
  return useLazyQuery(SysWorkflowModulesDocument, options);
}
export function useCreateSysWorkflowTemplateMutation(options: useMutation.Options<CreateSysWorkflowTemplateMutation, CreateSysWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(CreateSysWorkflowTemplateDocument, options);
}
export function useUpdateSysWorkflowTemplateMutation(options: useMutation.Options<UpdateSysWorkflowTemplateMutation, UpdateSysWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(UpdateSysWorkflowTemplateDocument, options);
}
export function useSetSysWorkflowTemplateStatusMutation(options: useMutation.Options<SetSysWorkflowTemplateStatusMutation, SetSysWorkflowTemplateStatusMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(SetSysWorkflowTemplateStatusDocument, options);
}
export function useDeleteSysWorkflowTemplateMutation(options: useMutation.Options<DeleteSysWorkflowTemplateMutation, DeleteSysWorkflowTemplateMutationVariables, ApolloCache, {}> = {}) {
  return useMutation(DeleteSysWorkflowTemplateDocument, options);
}