import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import xmldsigSchema from '@authenio/samlify-node-xmllint/build/schemas/xmldsig-core-schema.xsd.js';
import { validateXML } from 'xmllint-wasm';

/**
 * FatturaPA XML checked against the official schema (Schema_1.2.1.xsd from @digitalia/fatturapa)
 * with xmllint-wasm, as the server's tests do (e2e imports no server code). xmllint makes no
 * network requests, so the xmldsig schema the XSD imports from w3.org is preloaded and the import
 * pointed at it.
 */

const XMLDSIG_FILE = 'xmldsig-core-schema.xsd';

let schema: Promise<string> | undefined;

async function loadSchema(): Promise<string> {
  const file = createRequire(__filename).resolve('@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd');
  const text = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .replace(/schemaLocation="http[^"]*xmldsig-core-schema\.xsd"/, `schemaLocation="${XMLDSIG_FILE}"`);
  if (!text.includes(`schemaLocation="${XMLDSIG_FILE}"`)) throw new Error('xmldsig import not found in the FatturaPA schema');
  return text;
}

/** Validates one FatturaPA document; the errors are xmllint's messages. */
export async function validateFatturaPa(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  schema ??= loadSchema();
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: 'fatturapa.xsd', contents: await schema }],
    preload: [{ fileName: XMLDSIG_FILE, contents: xmldsigSchema }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
