import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { findRepoRoot } from '../../core/paths';

/**
 * Validation of FatturaPA XML against the official schema in force (FatturaPA 1.2.3,
 * Schema_VFPR12_v1.2.3.xsd, kept in server/schemas/ with the xmldsig schema it imports), for tests.
 * 1.2.3 is the first to know the Natura codes N2.x, N3.x, N6.x and N7 the shop writes. xmllint makes
 * no network requests: the imported schema is preloaded under the name the import gives.
 */

const SCHEMA_DIR = 'server/schemas/fatturapa-1.2.3';
const SCHEMA_FILE = 'Schema_VFPR12_v1.2.3.xsd';
const XMLDSIG_FILE = 'xmldsig-core-schema.xsd';

let schemas: Promise<{ main: string; xmldsig: string }> | undefined;

async function loadSchemas(): Promise<{ main: string; xmldsig: string }> {
  const dir = path.join(findRepoRoot(), SCHEMA_DIR);
  const [main, xmldsig] = await Promise.all([
    readFile(path.join(dir, SCHEMA_FILE), 'utf8'),
    readFile(path.join(dir, XMLDSIG_FILE), 'utf8'),
  ]);
  // The official file starts with a byte order mark, which xmllint's in-memory loader does not skip.
  const text = main.replace(/^\uFEFF/, '');
  if (!text.includes(`schemaLocation="${XMLDSIG_FILE}"`)) throw new Error('xmldsig import not found in the FatturaPA schema');
  return { main: text, xmldsig: xmldsig.replace(/^\uFEFF/, '') };
}

/** Validates one FatturaPA document; errors are xmllint's messages. */
export async function validateFatturaPa(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  schemas ??= loadSchemas();
  const { main, xmldsig } = await schemas;
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: 'fatturapa.xsd', contents: main }],
    preload: [{ fileName: XMLDSIG_FILE, contents: xmldsig }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
