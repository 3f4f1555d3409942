import { GraphQLScalarType, Kind, valueFromASTUntyped } from "graphql";
import { AppError } from "../../domain/errors.js";

export const DateTime = new GraphQLScalarType({
  name: "DateTime",
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "string") return new Date(value).toISOString();
    throw new TypeError("DateTime cannot represent this value");
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError("ServerInvalidParameter", "DateTime");
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new AppError("ServerInvalidParameter", "DateTime");
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new AppError("ServerInvalidParameter", "DateTime");
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables) as unknown,
});

/** A GraphQL ID as a positive integer, or ServerInvalidParameter. */
export function toId(value: string | number, name = "id"): number {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) <= 0)
    throw new AppError("ServerInvalidParameter", `${name} must be a positive integer`);
  return Number(text);
}
