/**
 * Validation rules that bound every operation: depth, aliases, total fields (cost), records drawn by
 * RDKit, and one credential-checking field per operation, so that aliases cannot batch password guesses.
 * Records drawn by RDKit whose page size is a variable are weighed once the variables are known, by
 * depictionCostPlugin (validation runs, and is cached, without them).
 */
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import {
  getNamedType,
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldMap,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
  /**
   * Records one operation may have RDKit draw (SMILES, InChI, SVG): each costs a worker of the
   * chemistry pool tens of milliseconds, so 30 aliased pages of 100 would hold the pool for seconds.
   * 300 is three full pages, or one page each of the user, back-office and task readers.
   */
  maxDepictions: number;
}

export const defaultLimits: OperationLimits = {
  maxDepth: 10,
  maxAliases: 30,
  maxFields: 1500,
  maxDepictions: 300,
};

/** The type whose records RDKit draws: every Query field answering it costs its page size. */
const depictedPage = "SdfPage";
/** The largest page a reader serves (readSdfPage refuses more). */
const maxPageSize = 100;

/** The fields of the operation's root type (Query, Mutation or Subscription). */
type RootFields = GraphQLFieldMap<unknown, unknown> | undefined;

/** Variable values of one request, as sent (null while validating: not known yet). */
type Variables = Readonly<Record<string, unknown>> | null;

/**
 * How many records a field returning SdfPage asks RDKit for: its `limit` when written in the
 * operation, the argument's default when absent. A variable `limit` weighs nothing while validating
 * (`variables` null) and its value once known: the value sent, else the variable's default in the
 * operation, else the argument's default (the resolver's page size for null too). A value that is not
 * an integer weighs nothing: it fails coercion before anything runs (ServerInvalidParameter).
 */
function pageCost(
  rootFields: RootFields,
  field: FieldNode,
  variables: Variables,
  operation: OperationDefinitionNode,
): number {
  const definition = rootFields?.[field.name.value];
  if (!definition || getNamedType(definition.type).name !== depictedPage) return 0;
  const fallback = definition.args.find((argument) => argument.name === "limit")?.defaultValue;
  const argumentDefault = typeof fallback === "number" ? fallback : maxPageSize;
  const limit = field.arguments?.find((argument) => argument.name.value === "limit")?.value;
  if (!limit) return argumentDefault;
  if (limit.kind === Kind.INT) return Math.max(0, Number(limit.value));
  if (limit.kind !== Kind.VARIABLE) return maxPageSize;
  if (variables === null) return 0;
  const name = limit.name.value;
  const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
  if (value === undefined) {
    const declared = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
    const given = declared?.defaultValue;
    if (given?.kind === Kind.INT) return Math.max(0, Number(given.value));
    return argumentDefault;
  }
  if (value === null) return argumentDefault;
  return typeof value === "number" && Number.isInteger(value) ? Math.max(0, value) : 0;
}

/** Fields that check a secret: at most one of them in one operation. */
const credentialFields = new Set([
  "login",
  "sysLogin",
  "loginByMobile",
  "checkResetPassword",
  "resetPassword",
  "activateContact",
  "sysActivateContact",
]);

/** Apollo re-labels validation errors; this prefix lets the error formatter restore our Type. */
export const tooComplexPrefix = "The query is too complex: ";

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(`${tooComplexPrefix}${message}`, {
    extensions: { code: "ServerQueryTooComplex", value: message },
  });
}

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
  credentials: number;
  depictions: number;
}

/** What measure() walks: the operation's root fields, fragments and variables (null: not known yet). */
interface Walk {
  rootFields: RootFields;
  fragments: Record<string, FragmentDefinitionNode>;
  operation: OperationDefinitionNode;
  variables: Variables;
  limits: OperationLimits;
  visiting: Set<string>;
}

function measure(walk: Walk, set: SelectionSetNode, depth: number, acc: Measure): void {
  const { limits, fragments, visiting } = walk;
  acc.depth = Math.max(acc.depth, depth);
  if (acc.depth > limits.maxDepth || acc.fields > limits.maxFields) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      acc.fields += 1;
      if (selection.alias) acc.aliases += 1;
      if (depth === 1 && credentialFields.has(selection.name.value)) acc.credentials += 1;
      if (depth === 1) acc.depictions += pageCost(walk.rootFields, selection, walk.variables, walk.operation);
      if (selection.selectionSet) measure(walk, selection.selectionSet, depth + 1, acc);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(walk, selection.selectionSet, depth, acc);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Fragment cycles are reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      measure(walk, fragment.selectionSet, depth, acc);
      visiting.delete(name);
    }
  }
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  }
  return fragments;
}

function depictionsMessage(depictions: number, limits: OperationLimits): string {
  return `${depictions} SDF records to draw, more than ${limits.maxDepictions}`;
}

export function operationLimitsRule(limits: OperationLimits = defaultLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const acc: Measure = { depth: 0, aliases: 0, fields: 0, credentials: 0, depictions: 0 };
        const rootFields = context.getSchema().getRootType(node.operation)?.getFields();
        const walk: Walk = {
          rootFields,
          fragments,
          operation: node,
          variables: null,
          limits,
          visiting: new Set(),
        };
        measure(walk, node.selectionSet, 1, acc);
        if (acc.depth > limits.maxDepth) context.reportError(tooComplex(`depth above ${limits.maxDepth}`));
        else if (acc.aliases > limits.maxAliases)
          context.reportError(tooComplex(`more than ${limits.maxAliases} aliases`));
        else if (acc.fields > limits.maxFields)
          context.reportError(tooComplex(`more than ${limits.maxFields} fields`));
        else if (acc.credentials > 1) context.reportError(tooComplex("more than one sign-in or code check"));
        else if (acc.depictions > limits.maxDepictions)
          context.reportError(tooComplex(depictionsMessage(acc.depictions, limits)));
      },
    };
  };
}

/**
 * Weighs the records an operation has RDKit draw with its variables' values, once Apollo has
 * resolved the operation and before anything runs: an operation over limits.maxDepictions is refused
 * whole (ServerQueryTooComplex, HTTP 400), as operationLimitsRule refuses one whose limits are written
 * in. Register it in the Apollo Server's plugins beside operationLimitsRule, with the same limits.
 */
export function depictionCostPlugin(
  limits: OperationLimits = defaultLimits,
): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation?.variableDefinitions?.length) return;
          const walk: Walk = {
            rootFields: schema.getRootType(operation.operation)?.getFields(),
            fragments: fragmentsOf(document),
            operation,
            variables: request.variables ?? {},
            limits,
            visiting: new Set(),
          };
          const acc: Measure = { depth: 0, aliases: 0, fields: 0, credentials: 0, depictions: 0 };
          measure(walk, operation.selectionSet, 1, acc);
          if (acc.depictions <= limits.maxDepictions) return;
          const message = depictionsMessage(acc.depictions, limits);
          throw new GraphQLError(`${tooComplexPrefix}${message}`, {
            extensions: { code: "ServerQueryTooComplex", value: message, http: { status: 400 } },
          });
        },
      };
    },
  };
}
