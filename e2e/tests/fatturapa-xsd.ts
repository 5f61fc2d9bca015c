import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * FatturaPA XML checked against the official schema in force (FatturaPA 1.2.3, kept in
 * server/schemas/ with the xmldsig schema it imports) with xmllint-wasm, as the server's tests do
 * (e2e imports no server code, only reads the same schema files).
 */

const SCHEMA_DIR = path.resolve(__dirname, '../../server/schemas/fatturapa-1.2.3');
const XMLDSIG_FILE = 'xmldsig-core-schema.xsd';

let schemas: Promise<{ main: string; xmldsig: string }> | undefined;

async function loadSchemas(): Promise<{ main: string; xmldsig: string }> {
  const [main, xmldsig] = await Promise.all([
    readFile(path.join(SCHEMA_DIR, 'Schema_VFPR12_v1.2.3.xsd'), 'utf8'),
    readFile(path.join(SCHEMA_DIR, XMLDSIG_FILE), 'utf8'),
  ]);
  return { main: main.replace(/^\uFEFF/, ''), xmldsig: xmldsig.replace(/^\uFEFF/, '') };
}

/** Validates one FatturaPA document; the errors are xmllint's messages. */
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
