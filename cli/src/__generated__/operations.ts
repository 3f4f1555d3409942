import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type CalcMetricConfigInput = {
  /** 0 to 1000000. */
  taskModule: Scalars['Float']['input'];
  /** 0 to 1000000. */
  taskProcessorMethod: Scalars['Float']['input'];
};

export type CmsLibrary =
  | 'file'
  | 'map';

export type CmsTextInput = {
  libraryName: Scalars['String']['input'];
  markdown: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type ContactKind =
  | 'EMAIL'
  | 'PHONE';

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

export type ContainerNetwork =
  | 'bridge'
  | 'host'
  /** No network but loopback (the default). */
  | 'none';

export type DataFileKind =
  | 'module_demo'
  | 'private'
  | 'public'
  | 'temporary';

export type DataFileUpdateInput = {
  dirNames?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
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

export type FeedbackInput = {
  content: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type FeedbackState =
  | 'replied'
  | 'unanswered';

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

/** Which sign-in pages offer a provider. */
export type IdentitySide =
  | 'both'
  | 'sys'
  | 'user';

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

export type InvoiceApplyInput = {
  email: Scalars['String']['input'];
  orderIds: Array<Scalars['ID']['input']>;
  taxNo?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type InvoiceStatus =
  | 'applied'
  | 'issued';

export type JobInput = {
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** Make the job in this project (the caller must be an editor or owner of it); the project pays when it has tokens available, else the caller. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 20 tags of 1 to 40 characters (ServerInvalidParameter otherwise); repeats are dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  tasks: Array<TaskInput>;
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

export type LimitedDiscountInput = {
  days: Scalars['Int']['input'];
  discount: Scalars['Float']['input'];
  enabled: Scalars['Boolean']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One of a task's two output streams. */
export type LogStream =
  | 'STDERR'
  | 'STDOUT';

export type Logic =
  | 'AND'
  | 'OR';

export type MapEntryInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  mapLibraryName: Scalars['String']['input'];
  value: Scalars['JSON']['input'];
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

export type ModuleGroupInput = {
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
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

export type NavigatorItemKind =
  | 'dataset'
  | 'link'
  | 'module'
  | 'template';

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

export type OrderByInput = {
  isAsc?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending';

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

export type PayerKind =
  | 'project'
  | 'user';

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

export type PermGroupInput = {
  name: Scalars['String']['input'];
  perms: Array<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
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

export type ProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** What may belong to a project. */
export type ProjectItemKind =
  | 'dataFile'
  | 'job'
  /** A user's processor: the members run it in the project's templates (editors and owners) and read it (viewers). */
  | 'processor'
  | 'template';

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

export type ProjectRole =
  | 'editor'
  | 'owner'
  | 'viewer';

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

export type QuantityDiscountInput = {
  discount: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
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

export type RechargeCardBatchInput = {
  count: Scalars['Int']['input'];
  expiresAt: Scalars['DateTime']['input'];
  expiryMonths: Scalars['Int']['input'];
  grants: Scalars['Float']['input'];
  kind: PackageKind;
  note?: InputMaybe<Scalars['String']['input']>;
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

export type RoleInput = {
  groupIds: Array<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
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

/** A field of the records ("name" is the record's title line; any other name a > <Field> block). */
export type SdfSortInput = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
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

export type SequenceTopology =
  | 'circular'
  | 'linear';

/** Why a reader warns about a feature or a record (docs/viewers.md). */
export type SequenceWarningCode =
  /** A part ends before it starts (detail: start..end) on a linear record. */
  | 'backwardsOnLinear'
  /** A part of the feature's location (detail: 1-based start..end as written) does not fit the sequence. */
  | 'outsideSequence'
  /** A message of the file's parser (detail, in English). */
  | 'parser';

export type ShowConfigWebInput = {
  InitShow: InitShow;
  Lang: Lang;
  LeftMenuBarCollapse: Scalars['Boolean']['input'];
};

export type Side =
  | 'SYSTEM'
  | 'USER';

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

/** A system user's own profile: sys_users keeps name, e-mail and phone only. */
export type SysProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type SystemUserCreateInput = {
  account: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  roleIds: Array<Scalars['ID']['input']>;
};

export type SystemUserUpdateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type TaskArgsInput = {
  args: Scalars['JSON']['input'];
  key: Scalars['String']['input'];
  /** A new method for the task; absent: it keeps its method. */
  method?: InputMaybe<Scalars['String']['input']>;
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

export type TaskState =
  | 'abort'
  | 'cancel'
  | 'doing'
  | 'done'
  | 'pending'
  | 'prePending'
  /** An approval step waiting for a person's decision; a job waits while one waits and no task runs. */
  | 'waiting';

export type TemplateInput = {
  docs?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameZh?: InputMaybe<Scalars['String']['input']>;
  nodes: Array<TemplateNodeInput>;
  /** What this save changed (at most 500 characters), kept with the version it writes. */
  note?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
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

export type UiPackInput = {
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
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

export type UserExtFieldInput = {
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  englishName: Scalars['String']['input'];
  kind: ExtFieldKind;
  name: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserExtFieldUpdateInput = {
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  englishName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
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

export type CliWhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type CliWhoAmIQuery = { me: { id: string, account: string, name: string } | null };

export type CliAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CliAccountQuery = { tokenBalance: number, me: { id: string, account: string, name: string, email: string | null } | null, storageUsage: { used: number, quota: number | null }, myResourcePacks: { total: number, list: Array<{ id: string, kind: PackageKind, amount: number, workflowStorageGb: number, runningJobs: number, source: string, startsAt: string, expiresAt: string, active: boolean }> } };

export type CliDataFileFieldsFragment = { id: string, kind: DataFileKind, folder: string, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, createdAt: string };

export type CliDataFilesQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type CliDataFilesQuery = { dataFiles: { total: number, list: Array<{ id: string, kind: DataFileKind, folder: string, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, createdAt: string }> } };

export type CliDataFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliDataFileQuery = { dataFile: { id: string, kind: DataFileKind, folder: string, name: string, size: number, sha256: string, mime: string, tags: Array<string>, status: EntityStatus, createdAt: string } };

export type CliRemoveDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliRemoveDataFileMutation = { removeDataFile: boolean };

export type CliPurgeDataFileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliPurgeDataFileMutation = { purgeDataFile: boolean };

export type CliModuleFieldsFragment = { id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, tags: Array<string>, tokenPrice: number, status: EntityStatus, methods: Array<{ name: string, label: string, summary: string | null, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ name: string, label: string, format: string }> }> };

export type CliTemplateFieldsFragment = { id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, taskNames: Array<string>, mine: boolean, status: EntityStatus, nodes: Array<{ key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, module: { id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, tags: Array<string>, tokenPrice: number, status: EntityStatus, methods: Array<{ name: string, label: string, summary: string | null, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ name: string, label: string, format: string }> }> } | null, processor: { id: string, name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> } | null }> };

export type CliModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type CliModulesQuery = { modules: Array<{ id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, tags: Array<string>, tokenPrice: number, status: EntityStatus, methods: Array<{ name: string, label: string, summary: string | null, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ name: string, label: string, format: string }> }> }> };

export type CliTemplatesQueryVariables = Exact<{
  projectId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CliTemplatesQuery = { templates: Array<{ id: string, kind: string, name: string, nameZh: string, summary: string, docs: string, taskNames: Array<string>, mine: boolean, status: EntityStatus, nodes: Array<{ key: string, moduleId: string | null, processorId: string | null, method: string | null, args: unknown, dependsOn: Array<string>, module: { id: string, key: string, name: string, nameZh: string, summary: string, summaryZh: string, docs: string, docsZh: string, tags: Array<string>, tokenPrice: number, status: EntityStatus, methods: Array<{ name: string, label: string, summary: string | null, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }>, outputs: Array<{ name: string, label: string, format: string }> }> } | null, processor: { id: string, name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> } | null }> }> };

export type CliTaskFieldsFragment = { id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, outputs: Array<{ name: string, size: number, sha256: string, downloadUrl: string }>, module: { id: string, key: string, name: string, methods: Array<{ name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> }> } | null, processor: { id: string, name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> } | null };

export type CliJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliJobQuery = { job: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliJobWithTasksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliJobWithTasksQuery = { job: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, stdoutUrl: string | null, stderrUrl: string | null, outputs: Array<{ name: string, size: number, sha256: string, downloadUrl: string }>, module: { id: string, key: string, name: string, methods: Array<{ name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> }> } | null, processor: { id: string, name: string, args: Array<{ name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null }> } | null }> } };

export type CliJobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type CliJobsQuery = { jobs: { total: number, list: Array<{ id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number }> } };

export type CliJobEstimateQueryVariables = Exact<{
  input: JobInput;
}>;


export type CliJobEstimateQuery = { jobEstimate: { tokens: number, tokensLow: number, tokensHigh: number, complete: boolean, balance: number, held: number, balanceAfter: number, tasks: Array<{ key: string, method: string | null, price: number, discount: number, inputBytes: number | null, basis: EstimateBasis, runs: number, tokens: number | null, tokensLow: number | null, tokensHigh: number | null, medianCpuMs: number | null, thin: boolean }> } };

export type CliSubmitJobMutationVariables = Exact<{
  input: JobInput;
}>;


export type CliSubmitJobMutation = { submitJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliRunTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  emailNotify?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  args?: InputMaybe<Array<TaskArgsInput> | TaskArgsInput>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CliRunTemplateMutation = { runTemplate: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliCancelJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliCancelJobMutation = { cancelJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliResetJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliResetJobMutation = { resetJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliRestartJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliRestartJobMutation = { restartJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliStopJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CliStopJobMutation = { stopJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliStopTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  key: Scalars['String']['input'];
}>;


export type CliStopTaskMutation = { stopTask: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliCloneJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CliCloneJobMutation = { cloneJob: { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number } };

export type CliDecidedTaskFieldsFragment = { id: string, key: string, state: TaskState, reason: string | null, approval: { decision: { approved: boolean, byAccount: string | null, at: string, reason: string } | null } | null };

export type CliApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type CliApprovalsQuery = { approvals: Array<{ jobId: string, jobName: string, ownerAccount: string, waitingSince: string, task: { id: string, key: string, state: TaskState, approval: { deadline: string | null, step: { title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } } | null } }> };

export type CliDecideApprovalMutationVariables = Exact<{
  jobId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  approve: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type CliDecideApprovalMutation = { decideApproval: { id: string, key: string, state: TaskState, reason: string | null, approval: { decision: { approved: boolean, byAccount: string | null, at: string, reason: string } | null } | null } };

export type McpJobFieldsFragment = { id: string, name: string, tags: Array<string>, state: TaskState, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, module: { id: string, key: string, name: string } | null, outputs: Array<{ name: string, size: number }> }> };

export type McpJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type McpJobQuery = { job: { id: string, name: string, tags: Array<string>, state: TaskState, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, module: { id: string, key: string, name: string } | null, outputs: Array<{ name: string, size: number }> }> } };

export type McpJobsQueryVariables = Exact<{
  query?: InputMaybe<QueryInput>;
}>;


export type McpJobsQuery = { jobs: { list: Array<{ id: string, name: string, tags: Array<string>, state: TaskState, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, module: { id: string, key: string, name: string } | null, outputs: Array<{ name: string, size: number }> }> }> } };

export type McpSubmitJobMutationVariables = Exact<{
  input: JobInput;
}>;


export type McpSubmitJobMutation = { submitJob: { id: string, name: string, tags: Array<string>, state: TaskState, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, module: { id: string, key: string, name: string } | null, outputs: Array<{ name: string, size: number }> }> } };

export type McpRunTemplateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  args?: InputMaybe<Array<TaskArgsInput> | TaskArgsInput>;
}>;


export type McpRunTemplateMutation = { runTemplate: { id: string, name: string, tags: Array<string>, state: TaskState, createdAt: string, finishedAt: string | null, progress: number, tokens: number, tasks: Array<{ id: string, key: string, method: string | null, args: unknown, dependsOn: Array<string>, state: TaskState, run: number, exitCode: number | null, reason: string | null, startedAt: string | null, finishedAt: string | null, cpuMs: number, wallMs: number, tokens: number, module: { id: string, key: string, name: string } | null, outputs: Array<{ name: string, size: number }> }> } };

export type CliTaskLogSubscriptionVariables = Exact<{
  taskId: Scalars['ID']['input'];
  stream?: InputMaybe<LogStream>;
}>;


export type CliTaskLogSubscription = { taskLog: { taskId: string, offset: number, text: string } };

export type ArgSpecFieldsFragment = { name: string, label: string, labelZh: string | null, format: string, fileFormats: Array<string> | null, require: boolean, hideInPrimary: boolean | null, category: string | null, default: unknown | null, choices: unknown | null, help: string | null, helpZh: string | null, bindings: Array<{ arg: string, values: Array<unknown> }> | null };

export type JobRowFieldsFragment = { id: string, name: string, ownerAccount: string, state: TaskState, emailNotify: boolean, tags: Array<string>, createdAt: string, finishedAt: string | null, progress: number, tokens: number };

export type ApprovalStepFieldsFragment = { title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string };

export type WaitingApprovalFieldsFragment = { jobId: string, jobName: string, ownerAccount: string, waitingSince: string, task: { id: string, key: string, state: TaskState, approval: { deadline: string | null, step: { title: string, instructions: string, owner: boolean, permission: string | null, projectRole: string | null, timeoutMinutes: number, onTimeout: string } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CliDataFileFieldsFragmentDoc = new TypedDocumentString(`
    fragment CliDataFileFields on DataFile {
  id
  kind
  folder
  name
  size
  sha256
  mime
  tags
  status
  createdAt
}
    `, {"fragmentName":"CliDataFileFields"}) as unknown as TypedDocumentString<CliDataFileFieldsFragment, unknown>;
export const ArgSpecFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}
    `, {"fragmentName":"ArgSpecFields"}) as unknown as TypedDocumentString<ArgSpecFieldsFragment, unknown>;
export const CliModuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment CliModuleFields on Module {
  id
  key
  name
  nameZh
  summary
  summaryZh
  docs
  docsZh
  tags
  tokenPrice
  status
  methods {
    name
    label
    summary
    args {
      ...ArgSpecFields
    }
    outputs {
      name
      label
      format
    }
  }
}
    fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}`, {"fragmentName":"CliModuleFields"}) as unknown as TypedDocumentString<CliModuleFieldsFragment, unknown>;
export const CliTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment CliTemplateFields on WorkflowTemplate {
  id
  kind
  name
  nameZh
  summary
  docs
  taskNames
  mine
  status
  nodes {
    key
    moduleId
    processorId
    method
    args
    dependsOn
    module {
      ...CliModuleFields
    }
    processor {
      id
      name
      args {
        ...ArgSpecFields
      }
    }
  }
}
    fragment CliModuleFields on Module {
  id
  key
  name
  nameZh
  summary
  summaryZh
  docs
  docsZh
  tags
  tokenPrice
  status
  methods {
    name
    label
    summary
    args {
      ...ArgSpecFields
    }
    outputs {
      name
      label
      format
    }
  }
}
fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}`, {"fragmentName":"CliTemplateFields"}) as unknown as TypedDocumentString<CliTemplateFieldsFragment, unknown>;
export const CliTaskFieldsFragmentDoc = new TypedDocumentString(`
    fragment CliTaskFields on Task {
  id
  key
  method
  args
  dependsOn
  state
  run
  exitCode
  reason
  startedAt
  finishedAt
  cpuMs
  wallMs
  tokens
  stdoutUrl
  stderrUrl
  outputs {
    name
    size
    sha256
    downloadUrl
  }
  module {
    id
    key
    name
    methods {
      name
      args {
        ...ArgSpecFields
      }
    }
  }
  processor {
    id
    name
    args {
      ...ArgSpecFields
    }
  }
}
    fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}`, {"fragmentName":"CliTaskFields"}) as unknown as TypedDocumentString<CliTaskFieldsFragment, unknown>;
export const CliDecidedTaskFieldsFragmentDoc = new TypedDocumentString(`
    fragment CliDecidedTaskFields on Task {
  id
  key
  state
  reason
  approval {
    decision {
      approved
      byAccount
      at
      reason
    }
  }
}
    `, {"fragmentName":"CliDecidedTaskFields"}) as unknown as TypedDocumentString<CliDecidedTaskFieldsFragment, unknown>;
export const McpJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment McpJobFields on Job {
  id
  name
  tags
  state
  createdAt
  finishedAt
  progress
  tokens
  tasks {
    id
    key
    module {
      id
      key
      name
    }
    method
    args
    dependsOn
    state
    run
    exitCode
    reason
    startedAt
    finishedAt
    cpuMs
    wallMs
    tokens
    outputs {
      name
      size
    }
  }
}
    `, {"fragmentName":"McpJobFields"}) as unknown as TypedDocumentString<McpJobFieldsFragment, unknown>;
export const JobRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}
    `, {"fragmentName":"JobRowFields"}) as unknown as TypedDocumentString<JobRowFieldsFragment, unknown>;
export const ApprovalStepFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApprovalStepFields on ApprovalStep {
  title
  instructions
  owner
  permission
  projectRole
  timeoutMinutes
  onTimeout
}
    `, {"fragmentName":"ApprovalStepFields"}) as unknown as TypedDocumentString<ApprovalStepFieldsFragment, unknown>;
export const WaitingApprovalFieldsFragmentDoc = new TypedDocumentString(`
    fragment WaitingApprovalFields on WaitingApproval {
  jobId
  jobName
  ownerAccount
  waitingSince
  task {
    id
    key
    state
    approval {
      step {
        ...ApprovalStepFields
      }
      deadline
    }
  }
}
    fragment ApprovalStepFields on ApprovalStep {
  title
  instructions
  owner
  permission
  projectRole
  timeoutMinutes
  onTimeout
}`, {"fragmentName":"WaitingApprovalFields"}) as unknown as TypedDocumentString<WaitingApprovalFieldsFragment, unknown>;
export const CliWhoAmIDocument = new TypedDocumentString(`
    query CliWhoAmI {
  me {
    id
    account
    name
  }
}
    `) as unknown as TypedDocumentString<CliWhoAmIQuery, CliWhoAmIQueryVariables>;
export const CliAccountDocument = new TypedDocumentString(`
    query CliAccount {
  me {
    id
    account
    name
    email
  }
  tokenBalance
  storageUsage {
    used
    quota
  }
  myResourcePacks(query: {limit: 100}) {
    total
    list {
      id
      kind
      amount
      workflowStorageGb
      runningJobs
      source
      startsAt
      expiresAt
      active
    }
  }
}
    `) as unknown as TypedDocumentString<CliAccountQuery, CliAccountQueryVariables>;
export const CliDataFilesDocument = new TypedDocumentString(`
    query CliDataFiles($query: QueryInput) {
  dataFiles(query: $query) {
    total
    list {
      ...CliDataFileFields
    }
  }
}
    fragment CliDataFileFields on DataFile {
  id
  kind
  folder
  name
  size
  sha256
  mime
  tags
  status
  createdAt
}`) as unknown as TypedDocumentString<CliDataFilesQuery, CliDataFilesQueryVariables>;
export const CliDataFileDocument = new TypedDocumentString(`
    query CliDataFile($id: ID!) {
  dataFile(id: $id) {
    ...CliDataFileFields
  }
}
    fragment CliDataFileFields on DataFile {
  id
  kind
  folder
  name
  size
  sha256
  mime
  tags
  status
  createdAt
}`) as unknown as TypedDocumentString<CliDataFileQuery, CliDataFileQueryVariables>;
export const CliRemoveDataFileDocument = new TypedDocumentString(`
    mutation CliRemoveDataFile($id: ID!) {
  removeDataFile(id: $id)
}
    `) as unknown as TypedDocumentString<CliRemoveDataFileMutation, CliRemoveDataFileMutationVariables>;
export const CliPurgeDataFileDocument = new TypedDocumentString(`
    mutation CliPurgeDataFile($id: ID!) {
  purgeDataFile(id: $id)
}
    `) as unknown as TypedDocumentString<CliPurgeDataFileMutation, CliPurgeDataFileMutationVariables>;
export const CliModulesDocument = new TypedDocumentString(`
    query CliModules {
  modules {
    ...CliModuleFields
  }
}
    fragment CliModuleFields on Module {
  id
  key
  name
  nameZh
  summary
  summaryZh
  docs
  docsZh
  tags
  tokenPrice
  status
  methods {
    name
    label
    summary
    args {
      ...ArgSpecFields
    }
    outputs {
      name
      label
      format
    }
  }
}
fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}`) as unknown as TypedDocumentString<CliModulesQuery, CliModulesQueryVariables>;
export const CliTemplatesDocument = new TypedDocumentString(`
    query CliTemplates($projectId: ID) {
  templates(projectId: $projectId) {
    ...CliTemplateFields
  }
}
    fragment CliModuleFields on Module {
  id
  key
  name
  nameZh
  summary
  summaryZh
  docs
  docsZh
  tags
  tokenPrice
  status
  methods {
    name
    label
    summary
    args {
      ...ArgSpecFields
    }
    outputs {
      name
      label
      format
    }
  }
}
fragment CliTemplateFields on WorkflowTemplate {
  id
  kind
  name
  nameZh
  summary
  docs
  taskNames
  mine
  status
  nodes {
    key
    moduleId
    processorId
    method
    args
    dependsOn
    module {
      ...CliModuleFields
    }
    processor {
      id
      name
      args {
        ...ArgSpecFields
      }
    }
  }
}
fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}`) as unknown as TypedDocumentString<CliTemplatesQuery, CliTemplatesQueryVariables>;
export const CliJobDocument = new TypedDocumentString(`
    query CliJob($id: ID!) {
  job(id: $id) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliJobQuery, CliJobQueryVariables>;
export const CliJobWithTasksDocument = new TypedDocumentString(`
    query CliJobWithTasks($id: ID!) {
  job(id: $id) {
    ...JobRowFields
    tasks {
      ...CliTaskFields
    }
  }
}
    fragment CliTaskFields on Task {
  id
  key
  method
  args
  dependsOn
  state
  run
  exitCode
  reason
  startedAt
  finishedAt
  cpuMs
  wallMs
  tokens
  stdoutUrl
  stderrUrl
  outputs {
    name
    size
    sha256
    downloadUrl
  }
  module {
    id
    key
    name
    methods {
      name
      args {
        ...ArgSpecFields
      }
    }
  }
  processor {
    id
    name
    args {
      ...ArgSpecFields
    }
  }
}
fragment ArgSpecFields on ModuleArg {
  name
  label
  labelZh
  format
  fileFormats
  require
  hideInPrimary
  category
  default
  choices
  help
  helpZh
  bindings {
    arg
    values
  }
}
fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliJobWithTasksQuery, CliJobWithTasksQueryVariables>;
export const CliJobsDocument = new TypedDocumentString(`
    query CliJobs($query: QueryInput) {
  jobs(query: $query) {
    total
    list {
      ...JobRowFields
    }
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliJobsQuery, CliJobsQueryVariables>;
export const CliJobEstimateDocument = new TypedDocumentString(`
    query CliJobEstimate($input: JobInput!) {
  jobEstimate(input: $input) {
    tasks {
      key
      method
      price
      discount
      inputBytes
      basis
      runs
      tokens
      tokensLow
      tokensHigh
      medianCpuMs
      thin
    }
    tokens
    tokensLow
    tokensHigh
    complete
    balance
    held
    balanceAfter
  }
}
    `) as unknown as TypedDocumentString<CliJobEstimateQuery, CliJobEstimateQueryVariables>;
export const CliSubmitJobDocument = new TypedDocumentString(`
    mutation CliSubmitJob($input: JobInput!) {
  submitJob(input: $input) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliSubmitJobMutation, CliSubmitJobMutationVariables>;
export const CliRunTemplateDocument = new TypedDocumentString(`
    mutation CliRunTemplate($id: ID!, $name: String!, $emailNotify: Boolean, $tags: [String!], $args: [TaskArgsInput!], $projectId: ID) {
  runTemplate(
    id: $id
    name: $name
    emailNotify: $emailNotify
    tags: $tags
    args: $args
    projectId: $projectId
  ) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliRunTemplateMutation, CliRunTemplateMutationVariables>;
export const CliCancelJobDocument = new TypedDocumentString(`
    mutation CliCancelJob($id: ID!) {
  cancelJob(id: $id) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliCancelJobMutation, CliCancelJobMutationVariables>;
export const CliResetJobDocument = new TypedDocumentString(`
    mutation CliResetJob($id: ID!) {
  resetJob(id: $id) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliResetJobMutation, CliResetJobMutationVariables>;
export const CliRestartJobDocument = new TypedDocumentString(`
    mutation CliRestartJob($id: ID!) {
  restartJob(id: $id) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliRestartJobMutation, CliRestartJobMutationVariables>;
export const CliStopJobDocument = new TypedDocumentString(`
    mutation CliStopJob($id: ID!) {
  stopJob(id: $id) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliStopJobMutation, CliStopJobMutationVariables>;
export const CliStopTaskDocument = new TypedDocumentString(`
    mutation CliStopTask($id: ID!, $key: String!) {
  stopTask(id: $id, key: $key) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliStopTaskMutation, CliStopTaskMutationVariables>;
export const CliCloneJobDocument = new TypedDocumentString(`
    mutation CliCloneJob($id: ID!, $name: String) {
  cloneJob(id: $id, name: $name) {
    ...JobRowFields
  }
}
    fragment JobRowFields on Job {
  id
  name
  ownerAccount
  state
  emailNotify
  tags
  createdAt
  finishedAt
  progress
  tokens
}`) as unknown as TypedDocumentString<CliCloneJobMutation, CliCloneJobMutationVariables>;
export const CliApprovalsDocument = new TypedDocumentString(`
    query CliApprovals {
  approvals {
    ...WaitingApprovalFields
  }
}
    fragment ApprovalStepFields on ApprovalStep {
  title
  instructions
  owner
  permission
  projectRole
  timeoutMinutes
  onTimeout
}
fragment WaitingApprovalFields on WaitingApproval {
  jobId
  jobName
  ownerAccount
  waitingSince
  task {
    id
    key
    state
    approval {
      step {
        ...ApprovalStepFields
      }
      deadline
    }
  }
}`) as unknown as TypedDocumentString<CliApprovalsQuery, CliApprovalsQueryVariables>;
export const CliDecideApprovalDocument = new TypedDocumentString(`
    mutation CliDecideApproval($jobId: ID!, $key: String!, $approve: Boolean!, $reason: String) {
  decideApproval(jobId: $jobId, key: $key, approve: $approve, reason: $reason) {
    ...CliDecidedTaskFields
  }
}
    fragment CliDecidedTaskFields on Task {
  id
  key
  state
  reason
  approval {
    decision {
      approved
      byAccount
      at
      reason
    }
  }
}`) as unknown as TypedDocumentString<CliDecideApprovalMutation, CliDecideApprovalMutationVariables>;
export const McpJobDocument = new TypedDocumentString(`
    query McpJob($id: ID!) {
  job(id: $id) {
    ...McpJobFields
  }
}
    fragment McpJobFields on Job {
  id
  name
  tags
  state
  createdAt
  finishedAt
  progress
  tokens
  tasks {
    id
    key
    module {
      id
      key
      name
    }
    method
    args
    dependsOn
    state
    run
    exitCode
    reason
    startedAt
    finishedAt
    cpuMs
    wallMs
    tokens
    outputs {
      name
      size
    }
  }
}`) as unknown as TypedDocumentString<McpJobQuery, McpJobQueryVariables>;
export const McpJobsDocument = new TypedDocumentString(`
    query McpJobs($query: QueryInput) {
  jobs(query: $query) {
    list {
      ...McpJobFields
    }
  }
}
    fragment McpJobFields on Job {
  id
  name
  tags
  state
  createdAt
  finishedAt
  progress
  tokens
  tasks {
    id
    key
    module {
      id
      key
      name
    }
    method
    args
    dependsOn
    state
    run
    exitCode
    reason
    startedAt
    finishedAt
    cpuMs
    wallMs
    tokens
    outputs {
      name
      size
    }
  }
}`) as unknown as TypedDocumentString<McpJobsQuery, McpJobsQueryVariables>;
export const McpSubmitJobDocument = new TypedDocumentString(`
    mutation McpSubmitJob($input: JobInput!) {
  submitJob(input: $input) {
    ...McpJobFields
  }
}
    fragment McpJobFields on Job {
  id
  name
  tags
  state
  createdAt
  finishedAt
  progress
  tokens
  tasks {
    id
    key
    module {
      id
      key
      name
    }
    method
    args
    dependsOn
    state
    run
    exitCode
    reason
    startedAt
    finishedAt
    cpuMs
    wallMs
    tokens
    outputs {
      name
      size
    }
  }
}`) as unknown as TypedDocumentString<McpSubmitJobMutation, McpSubmitJobMutationVariables>;
export const McpRunTemplateDocument = new TypedDocumentString(`
    mutation McpRunTemplate($id: ID!, $name: String!, $tags: [String!], $args: [TaskArgsInput!]) {
  runTemplate(id: $id, name: $name, tags: $tags, args: $args) {
    ...McpJobFields
  }
}
    fragment McpJobFields on Job {
  id
  name
  tags
  state
  createdAt
  finishedAt
  progress
  tokens
  tasks {
    id
    key
    module {
      id
      key
      name
    }
    method
    args
    dependsOn
    state
    run
    exitCode
    reason
    startedAt
    finishedAt
    cpuMs
    wallMs
    tokens
    outputs {
      name
      size
    }
  }
}`) as unknown as TypedDocumentString<McpRunTemplateMutation, McpRunTemplateMutationVariables>;
export const CliTaskLogDocument = new TypedDocumentString(`
    subscription CliTaskLog($taskId: ID!, $stream: LogStream) {
  taskLog(taskId: $taskId, stream: $stream) {
    taskId
    offset
    text
  }
}
    `) as unknown as TypedDocumentString<CliTaskLogSubscription, CliTaskLogSubscriptionVariables>;