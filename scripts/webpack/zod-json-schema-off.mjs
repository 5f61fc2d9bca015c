// Browser builds take this module in place of zod's JSON Schema code (core/json-schema-processors.js and
// core/to-json-schema.js): the shop never turns a schema into JSON Schema in the browser, nor reads the
// getters built on it (minLength, isInt, ...), and leaving them out saves about a sixth of zod. A call
// says so plainly. The build fails if zod imports a name this module lacks.

function unavailable() {
  throw new Error('JSON Schema support of zod is not part of the browser build');
}

/** Schemas ask for these methods when they are read; calling one is what fails. */
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
export const allProcessors = {};
export { processSchema as process };

export const aggregateChecks = unavailable;
export const toJSONSchema = unavailable;
export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export const extractDefs = unavailable;
export const finalize = unavailable;
export const stringProcessor = unavailable;
export const numberProcessor = unavailable;
export const booleanProcessor = unavailable;
export const bigintProcessor = unavailable;
export const symbolProcessor = unavailable;
export const nullProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const voidProcessor = unavailable;
export const neverProcessor = unavailable;
export const anyProcessor = unavailable;
export const unknownProcessor = unavailable;
export const dateProcessor = unavailable;
export const enumProcessor = unavailable;
export const literalProcessor = unavailable;
export const nanProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const fileProcessor = unavailable;
export const successProcessor = unavailable;
export const customProcessor = unavailable;
export const functionProcessor = unavailable;
export const transformProcessor = unavailable;
export const mapProcessor = unavailable;
export const setProcessor = unavailable;
export const arrayProcessor = unavailable;
export const objectProcessor = unavailable;
export const unionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const tupleProcessor = unavailable;
export const recordProcessor = unavailable;
export const nullableProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const defaultProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const catchProcessor = unavailable;
export const pipeProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const promiseProcessor = unavailable;
export const optionalProcessor = unavailable;
export const lazyProcessor = unavailable;
