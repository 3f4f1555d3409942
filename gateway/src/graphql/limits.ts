/**
 * Validation rules that bound every operation: depth, aliases, total fields (cost), records drawn by
 * RDKit, and one credential-checking field per operation, so that aliases cannot batch password guesses.
 */
import {
  getNamedType,
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldMap,
  type SelectionSetNode,
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

/**
 * How many records a field returning SdfPage asks RDKit for: its `limit` when written in the
 * operation, the argument's default when absent, and the largest page when it is a variable, because
 * validation runs (and is cached) before variable values are known.
 */
function pageCost(rootFields: RootFields, field: FieldNode): number {
  const definition = rootFields?.[field.name.value];
  if (!definition || getNamedType(definition.type).name !== depictedPage) return 0;
  const limit = field.arguments?.find((argument) => argument.name.value === "limit")?.value;
  if (!limit) {
    const fallback = definition.args.find((argument) => argument.name === "limit")?.defaultValue;
    return typeof fallback === "number" ? fallback : maxPageSize;
  }
  if (limit.kind === Kind.INT) return Math.max(0, Number(limit.value));
  return maxPageSize;
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

function measure(
  rootFields: RootFields,
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  acc: Measure,
  visiting: Set<string>,
  limits: OperationLimits,
): void {
  acc.depth = Math.max(acc.depth, depth);
  if (acc.depth > limits.maxDepth || acc.fields > limits.maxFields) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      acc.fields += 1;
      if (selection.alias) acc.aliases += 1;
      if (depth === 1 && credentialFields.has(selection.name.value)) acc.credentials += 1;
      if (depth === 1) acc.depictions += pageCost(rootFields, selection);
      if (selection.selectionSet)
        measure(rootFields, selection.selectionSet, fragments, depth + 1, acc, visiting, limits);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(rootFields, selection.selectionSet, fragments, depth, acc, visiting, limits);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Fragment cycles are reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      measure(rootFields, fragment.selectionSet, fragments, depth, acc, visiting, limits);
      visiting.delete(name);
    }
  }
}

export function operationLimitsRule(limits: OperationLimits = defaultLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const acc: Measure = { depth: 0, aliases: 0, fields: 0, credentials: 0, depictions: 0 };
        const rootFields = context.getSchema().getRootType(node.operation)?.getFields();
        measure(rootFields, node.selectionSet, fragments, 1, acc, new Set(), limits);
        if (acc.depth > limits.maxDepth) context.reportError(tooComplex(`depth above ${limits.maxDepth}`));
        else if (acc.aliases > limits.maxAliases)
          context.reportError(tooComplex(`more than ${limits.maxAliases} aliases`));
        else if (acc.fields > limits.maxFields)
          context.reportError(tooComplex(`more than ${limits.maxFields} fields`));
        else if (acc.credentials > 1) context.reportError(tooComplex("more than one sign-in or code check"));
        else if (acc.depictions > limits.maxDepictions)
          context.reportError(
            tooComplex(`${acc.depictions} SDF records to draw, more than ${limits.maxDepictions}`),
          );
      },
    };
  };
}
